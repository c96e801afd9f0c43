interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  options: readonly { id: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
}

/** A fieldset of checkboxes (keyboard: Tab between them, Space to tick); an empty choice does not limit. */
export function CheckboxGroup({ legend, hint, options, selected, onChange, error }: CheckboxGroupProps) {
  function toggle(id: string, isChecked: boolean) {
    onChange(isChecked ? [...selected, id] : selected.filter((other) => other !== id));
  }
  return (
    <fieldset className="workspace-fields" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      {options.length === 0 ? <p className="field-hint">None yet.</p> : null}
      <div className="workspace-choices">
        {options.map((option) => (
          <label key={option.id}>
            <input type="checkbox" checked={selected.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
