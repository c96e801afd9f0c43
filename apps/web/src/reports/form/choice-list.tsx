import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { FieldA11y } from './field-frame.tsx';

export interface Choice {
  value: string;
  label: string;
  /** Stands alone ('None'): choosing it clears the others (reports.md §5). */
  exclusive?: boolean | undefined;
}

/** Lists longer than this get a filter box above their options (docs/decisions.md). */
export const FILTER_THRESHOLD = 8;

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word typed starts a word of the label, in any case: 'mov vio' finds 'Traffic violation - Moving violation'. */
export function matchesFilter(label: string, query: string): boolean {
  const words = wordsOf(label);
  return wordsOf(query).every((term) => words.some((word) => word.startsWith(term)));
}

interface ChoiceListProps {
  a11y: FieldA11y;
  /** The field's label: names the filter box ('Filter Reason given to the stopped person'); a list without one has none. */
  label?: string;
  type: 'checkbox' | 'radio';
  choices: readonly Choice[];
  chosen: readonly string[];
  onToggle: (value: string, isChecked: boolean) => void;
  /** Shown instead of the list when there is nothing to choose. */
  emptyText?: string;
}

/**
 * Checkboxes or radios inside a FieldFrame group: each labelled by its option, all named by the legend. A long list
 * filters as the officer types (chosen options stay in view); a chosen exclusive option ('None') folds the rest away
 * behind 'Show all options'.
 */
export function ChoiceList({ a11y, label, type, choices, chosen, onToggle, emptyText }: ChoiceListProps) {
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (choices.length === 0) return <p className="form-field-hint">{emptyText ?? 'Nothing to choose from.'}</p>;

  const isChosen = (choice: Choice) => chosen.includes(choice.value);
  const isFolded = type === 'checkbox' && !isShowingAll && choices.some((choice) => choice.exclusive && isChosen(choice));
  const hasFilter = label !== undefined && choices.length > FILTER_THRESHOLD && !isFolded;
  const isFiltering = hasFilter && query.trim() !== '';
  const matchCount = isFiltering ? choices.filter((choice) => matchesFilter(choice.label, query)).length : choices.length;
  const shown = choices.filter((choice) =>
    isFolded ? isChosen(choice) : !isFiltering || isChosen(choice) || matchesFilter(choice.label, query),
  );

  function handleToggle(choice: Choice, isChecked: boolean) {
    // Choosing 'None' again folds the list again.
    if (choice.exclusive && isChecked) setIsShowingAll(false);
    onToggle(choice.value, isChecked);
  }

  function handleFilterKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      listRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  }

  function handleShowAll() {
    setIsShowingAll(true);
    // The focus stays on the chosen option, which is still there.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus());
  }

  const status = !isFiltering
    ? ''
    : matchCount === 0
      ? `No option matches “${query.trim()}”.`
      : `${matchCount} of ${choices.length} options match.`;
  return (
    <>
      {hasFilter ? (
        <div className="choice-filter">
          <input
            type="search"
            aria-label={`Filter ${label}`}
            aria-controls={listId}
            autoComplete="off"
            enterKeyHint="done"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleFilterKeyDown}
          />
          <p role="status" className={isFiltering && matchCount === 0 ? 'form-field-hint' : 'visually-hidden'}>
            {status}
          </p>
        </div>
      ) : null}
      <div id={listId} ref={listRef} className="choice-list">
        {shown.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type={type}
              name={a11y.id}
              value={choice.value}
              checked={isChosen(choice)}
              aria-invalid={a11y.isInvalid || undefined}
              onChange={(event) => handleToggle(choice, event.target.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {isFolded ? (
        <button
          type="button"
          className="button button-secondary choice-show-all"
          aria-controls={listId}
          aria-expanded={false}
          onClick={handleShowAll}
        >
          Show all options
        </button>
      ) : null}
    </>
  );
}
