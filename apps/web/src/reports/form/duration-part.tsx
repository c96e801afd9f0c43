import { DURATION_MAX, DURATION_MIN, MESSAGES } from '@fieldbook/domain';
import { memo } from 'react';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import { numberText, parseNumber } from './field-values.ts';
import type { DraftUpdate } from './form-hooks.ts';

interface DurationPartProps {
  duration: number | null;
  /** Minutes the device has counted since the report started (ticks every 60 s). */
  deviceMinutes: number;
  issue: string | undefined;
  onUpdate: DraftUpdate;
}

/** Duration in minutes, 1 to 1440, beside a badge with the device-measured minutes (reports.md §4, §5). */
export const DurationPart = memo(function DurationPart({ duration, deviceMinutes, issue, onUpdate }: DurationPartProps) {
  function handleChange(text: string) {
    const minutes = parseNumber(text) ?? null;
    onUpdate((draft) => ({ ...draft, general_information: { ...draft.general_information, duration: minutes } }));
  }

  return (
    <section className="form-part" data-jump-target="duration">
      <FieldFrame label="Duration" isRequired isPartTitle hint={MESSAGES.duration} issue={issue} path="general_information.duration">
        {(a11y) => (
          <div className="duration-row">
            <input
              {...inputA11y(a11y)}
              type="number"
              inputMode="numeric"
              min={DURATION_MIN}
              max={DURATION_MAX}
              step={1}
              value={numberText(duration)}
              onChange={(event) => handleChange(event.target.value)}
            />
            <span className="duration-badge">
              <span className="visually-hidden">Measured on this device: </span>
              {deviceMinutes} min
            </span>
          </div>
        )}
      </FieldFrame>
    </section>
  );
});
