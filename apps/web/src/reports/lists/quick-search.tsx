import { QUICK_SEARCH_MAX_LENGTH } from '@fieldbook/domain';
import { useId } from 'react';
import { Combobox } from '../form/combobox.tsx';

interface QuickSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The last searches, newest first, offered while typing. */
  kept: readonly string[];
  /** The user meant this search (Enter or a suggestion chosen): keep it. */
  onKeep: (search: string) => void;
}

/** The agency-reports quick search box, offering the user's last searches. */
export function QuickSearch({ text, onTextChange, kept, onKeep }: QuickSearchProps) {
  const id = useId();
  const typed = text.trim().toLowerCase();
  const suggestions = kept
    .filter((search) => search.toLowerCase() !== typed && search.toLowerCase().includes(typed))
    .map((search) => ({ key: search, label: search }));
  const a11y = { id: `${id}-input`, describedBy: `${id}-hint`, isInvalid: false, isDisabled: false, isRequired: false };

  return (
    <div className="quick-search">
      <label htmlFor={a11y.id} className="quick-search-label">
        Quick search
      </label>
      <div className="quick-search-box">
        <Combobox
          a11y={a11y}
          label="Recent searches"
          inputValue={text}
          onInputChange={(next) => onTextChange(next.slice(0, QUICK_SEARCH_MAX_LENGTH))}
          options={suggestions}
          onSelect={(option) => {
            onTextChange(option.key);
            onKeep(option.key);
          }}
          emptyText=""
          onEnter={() => onKeep(text)}
        />
        {text !== '' && (
          <button type="button" className="icon-button quick-search-clear" onClick={() => onTextChange('')}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Clear search</span>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="form-field-hint">
        Incident or case number, officer name or ID, address or tag; at least 2 characters.
      </p>
    </div>
  );
}
