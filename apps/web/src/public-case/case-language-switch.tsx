import { CASE_LANGUAGES, CASE_TEXTS, type CaseLanguage } from './case-texts.ts';

/** English | Español, each named in its own language; the current one pressed. */
export function CaseLanguageSwitch({ language, onChange }: { language: CaseLanguage; onChange: (language: CaseLanguage) => void }) {
  return (
    <fieldset className="case-language" aria-label={CASE_TEXTS[language].languageSwitch}>
      {CASE_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="case-language-option"
          aria-pressed={option === language}
          onClick={() => onChange(option)}
        >
          {CASE_TEXTS[option].languageName}
        </button>
      ))}
    </fieldset>
  );
}
