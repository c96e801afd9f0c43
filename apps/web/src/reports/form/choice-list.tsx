import type { FieldA11y } from './field-frame.tsx';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceListProps {
  a11y: FieldA11y;
  type: 'checkbox' | 'radio';
  choices: readonly Choice[];
  chosen: readonly string[];
  onToggle: (value: string, isChecked: boolean) => void;
  /** Shown instead of the list when there is nothing to choose. */
  emptyText?: string;
}

/** Checkboxes or radios inside a FieldFrame group: each labelled by its option, all named by the legend. */
export function ChoiceList({ a11y, type, choices, chosen, onToggle, emptyText }: ChoiceListProps) {
  if (choices.length === 0) return <p className="form-field-hint">{emptyText ?? 'Nothing to choose from.'}</p>;
  return (
    <div className="choice-list">
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            type={type}
            name={a11y.id}
            value={choice.value}
            checked={chosen.includes(choice.value)}
            aria-invalid={a11y.isInvalid || undefined}
            onChange={(event) => onToggle(choice.value, event.target.checked)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
