import { useId } from 'react';

const NAME_MAX_LENGTH = 200;

interface OtherAgenciesFieldProps {
  names: readonly string[];
  issue: string | undefined;
  onChange: (names: string[]) => void;
}

/** Other agencies involved in the use of force: a list of free-text names. */
export function OtherAgenciesField({ names, issue, onChange }: OtherAgenciesFieldProps) {
  const id = useId();
  const replace = (index: number, name: string) => onChange(names.map((entry, position) => (position === index ? name : entry)));
  return (
    <fieldset className="form-section" aria-describedby={issue ? `${id}-error` : undefined}>
      <legend className="form-section-title">Other agencies involved</legend>
      {names.length === 0 ? <p className="form-field-hint">No other agencies added.</p> : null}
      {names.map((name, index) => (
        // Names have no id; the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="form-field list-entry">
          <label htmlFor={`${id}-${index}`}>Agency {index + 1}</label>
          <div className="list-entry-row">
            <input
              id={`${id}-${index}`}
              type="text"
              maxLength={NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => replace(index, event.target.value)}
            />
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Remove Agency ${index + 1}`}
              onClick={() => onChange(names.filter((_, position) => position !== index))}
            >
              Remove
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="button button-secondary" onClick={() => onChange([...names, ''])}>
        Add agency
      </button>
      {issue ? (
        <p id={`${id}-error`} className="form-field-error">
          {issue}
        </p>
      ) : null}
    </fieldset>
  );
}
