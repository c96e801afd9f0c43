import { applyFieldChange, type StateConfiguration } from '@fieldbook/domain';
import { memo, useCallback, useId } from 'react';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import { asStrings } from './field-values.ts';
import type { DraftUpdate } from './form-hooks.ts';
import { useShowIssues } from './form-services.ts';
import type { IssueLookup } from './issue-index.ts';
import { OtherAgenciesField } from './other-agencies-field.tsx';
import { SectionFields } from './section-fields.tsx';

export const FORCED_USE_OF_FORCE_HINT = 'On because force was used on a citizen of this report.';
export const FOLLOWS_CITIZENS_HINT = 'Turned on when force is used on a citizen of this report.';

/** Why the officer cannot change the switch: a citizen had force used on them, or it only follows the citizens. */
export type UseOfForceLock = 'citizen-forced' | 'follows-citizens' | null;

const LOCK_HINTS = { 'citizen-forced': FORCED_USE_OF_FORCE_HINT, 'follows-citizens': FOLLOWS_CITIZENS_HINT } as const;

interface UseOfForcePartProps {
  isOn: boolean;
  /** The citizens decide the switch (domain isWasUseOfForceLocked): disabled, with the reason as its hint. */
  lock: UseOfForceLock;
  useOfForce: Record<string, unknown>;
  config: StateConfiguration;
  report: unknown;
  issues: IssueLookup;
  onUpdate: DraftUpdate;
}

/** The 'Was Use Of Force' switch, then the state's use-of-force form and the other agencies involved. */
export const UseOfForcePart = memo(function UseOfForcePart({
  isOn,
  lock,
  useOfForce,
  config,
  report,
  issues,
  onUpdate,
}: UseOfForcePartProps) {
  const headingId = useId();
  const showIssues = useShowIssues();
  const form = config.use_of_force;

  function handleSwitch(isChecked: boolean) {
    // Clearing the switch resets the use-of-force data (reports.md §4).
    onUpdate((draft) => ({
      ...draft,
      general_information: { ...draft.general_information, was_use_of_force: isChecked },
      use_of_force: isChecked ? draft.use_of_force : {},
    }));
  }

  const handleFieldChange = useCallback(
    (path: string, value: unknown) => {
      if (form) onUpdate((draft) => ({ ...draft, use_of_force: applyFieldChange(form.sections, draft.use_of_force, path, value) }));
    },
    [form, onUpdate],
  );

  const otherAgencies = asStrings(useOfForce.other_agencies_involved);
  return (
    <section className="form-part" aria-labelledby={headingId} data-jump-target="use_of_force">
      <h2 id={headingId} className="form-part-title">
        Use of Force
      </h2>
      <FieldFrame label="Was Use Of Force" isInline hint={lock ? LOCK_HINTS[lock] : undefined} path="general_information.was_use_of_force">
        {(a11y) => (
          <input
            {...inputA11y(a11y)}
            className="switch"
            type="checkbox"
            role="switch"
            checked={isOn}
            aria-checked={isOn}
            disabled={lock !== null}
            onChange={(event) => handleSwitch(event.target.checked)}
          />
        )}
      </FieldFrame>
      {isOn && form ? (
        <>
          <SectionFields
            sections={form.sections}
            item={useOfForce}
            report={report}
            area="use_of_force"
            pathPrefix="use_of_force"
            issues={issues}
            onFieldChange={handleFieldChange}
          />
          <OtherAgenciesField
            names={otherAgencies}
            issue={showIssues ? issues.get('use_of_force.other_agencies_involved') : undefined}
            onChange={(names) =>
              onUpdate((draft) => ({ ...draft, use_of_force: { ...draft.use_of_force, other_agencies_involved: names } }))
            }
          />
        </>
      ) : null}
    </section>
  );
});
