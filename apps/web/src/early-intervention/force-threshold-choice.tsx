import { FORCE_THRESHOLD_LABELS, FORCE_THRESHOLDS, type ForceThreshold } from '@fieldbook/domain';

interface ForceThresholdChoiceProps {
  value: ForceThreshold;
  onChange: (next: ForceThreshold) => void;
  error?: string | undefined;
}

/** Which force counts as a use-of-force incident (settings' force_threshold): a radio group, any force first. */
export function ForceThresholdChoice({ value, onChange, error }: ForceThresholdChoiceProps) {
  return (
    <fieldset className="ei-fieldset" aria-describedby="ei-force-threshold-hint">
      <legend>Which force counts as a use-of-force incident</legend>
      {FORCE_THRESHOLDS.map((threshold) => (
        <div key={threshold} className="ei-check">
          <input
            id={`ei-force-${threshold}`}
            type="radio"
            name="ei-force-threshold"
            checked={value === threshold}
            onChange={() => onChange(threshold)}
          />
          <label htmlFor={`ei-force-${threshold}`}>{FORCE_THRESHOLD_LABELS[threshold]}</label>
        </div>
      ))}
      <p id="ei-force-threshold-hint" className="field-hint">
        A report counts once, by the highest force it records. Force recorded without a level (on some states' forms) always counts.
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
