import { useId } from 'react';
import type { DraftField, LocationDraft } from './location-draft.ts';

interface AddressFieldsProps {
  draft: LocationDraft;
  /** The messages to show now, by field. */
  issues: Partial<Record<DraftField, string>>;
  onChange: (field: DraftField, value: string) => void;
}

const FIELDS: { field: DraftField; label: string; hint?: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'full', label: 'Address', hint: 'From 1 to 100 characters.', autoComplete: 'off' },
  { field: 'city', label: 'City', autoComplete: 'off' },
  { field: 'zip', label: 'Zip code', autoComplete: 'off', inputMode: 'numeric' },
];

/** The location text, city and zip: filled by a found place, or typed when no geocoder is at hand. */
export function AddressFields({ draft, issues, onChange }: AddressFieldsProps) {
  const id = useId();
  return (
    <div className="address-fields">
      {FIELDS.map(({ field, label, hint, autoComplete, inputMode }) => {
        const issue = issues[field];
        const hintId = hint ? `${id}-${field}-hint` : undefined;
        const issueId = issue ? `${id}-${field}-issue` : undefined;
        return (
          <div key={field} className={`field address-field-${field}`}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <input
              id={`${id}-${field}`}
              type="text"
              value={draft[field]}
              autoComplete={autoComplete}
              inputMode={inputMode}
              required
              aria-invalid={issue ? true : undefined}
              aria-describedby={[hintId, issueId].filter(Boolean).join(' ') || undefined}
              onChange={(event) => onChange(field, event.target.value)}
            />
            {hint && (
              <span id={hintId} className="field-hint">
                {hint}
              </span>
            )}
            {issue && (
              <span id={issueId} className="field-issue">
                {issue}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
