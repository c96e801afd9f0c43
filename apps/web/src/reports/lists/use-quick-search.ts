import { isQuickSearchRunnable, rememberQuickSearch } from '@fieldbook/domain';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';

/** Typing pauses this long before the quick search runs. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
/** A search that rests this long after typing stops is one the user meant, and is kept (issue 27). */
export const QUICK_SEARCH_KEEP_AFTER_MS = 1500;

const storageKey = (email: string) => `${STORAGE_KEYS.quickSearches}:${email}`;

export function readQuickSearches(email: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(email)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function saveQuickSearches(email: string, searches: readonly string[]): void {
  try {
    localStorage.setItem(storageKey(email), JSON.stringify(searches));
  } catch {
    // Storage can be unavailable (private mode, quota): the suggestions then last for this page only.
  }
}

/**
 * The quick search (analytics.md §5): the typed text, the text that runs (300 ms after typing pauses, and only when
 * longer than one character; '' otherwise) and the user's last 5 distinct searches, kept in localStorage. A search is
 * kept only when the user meant it: Enter, a result or suggestion chosen, or the text left to rest; the prefixes met
 * on the way ('Re', 'Rey', ... while typing 'Reyes') are not.
 */
export function useQuickSearch(email: string) {
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [kept, setKept] = useState(() => readQuickSearches(email));

  useEffect(() => {
    // Clearing the box shows the whole list at once; typing waits for a pause.
    const timer = window.setTimeout(() => setSettled(text.trim()), text.trim() === '' ? 0 : QUICK_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const keep = useCallback((search: string) => {
    if (isQuickSearchRunnable(search.trim())) setKept((previous) => rememberQuickSearch(previous, search));
  }, []);

  useEffect(() => {
    if (!isQuickSearchRunnable(text.trim())) return;
    const timer = window.setTimeout(() => keep(text), QUICK_SEARCH_KEEP_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [text, keep]);
  useEffect(() => saveQuickSearches(email, kept), [email, kept]);

  const activeText = isQuickSearchRunnable(settled) ? settled : '';
  return { text, setText, activeText, kept, keep };
}
