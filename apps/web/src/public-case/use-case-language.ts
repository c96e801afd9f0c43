import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { CASE_LANGUAGES, type CaseLanguage } from './case-texts.ts';

const isCaseLanguage = (value: unknown): value is CaseLanguage => CASE_LANGUAGES.includes(value as CaseLanguage);

/** The citizen's choice if they made one on this device, else the browser's first language that is English or Spanish. */
export function initialCaseLanguage(): CaseLanguage {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.caseLanguage);
    if (isCaseLanguage(kept)) return kept;
  } catch {}
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = (tag ?? '').toLowerCase().split('-')[0];
    if (isCaseLanguage(base)) return base;
  }
  return 'en';
}

/** The case page's language, kept when the citizen switches it; the document's lang follows it. */
export function useCaseLanguage(): [CaseLanguage, (language: CaseLanguage) => void] {
  const [language, setLanguage] = useState<CaseLanguage>(initialCaseLanguage);
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [language]);
  const choose = useCallback((next: CaseLanguage) => {
    setLanguage(next);
    try {
      localStorage.setItem(STORAGE_KEYS.caseLanguage, next);
    } catch {}
  }, []);
  return [language, choose];
}
