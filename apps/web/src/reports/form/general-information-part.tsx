import { applyFieldChange, LIGHTING_CONDITIONS, type SectionValues, type StateConfiguration } from '@fieldbook/domain';
import { memo, useCallback, useId } from 'react';
import { ChoiceList } from './choice-list.tsx';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import { toggleChoice } from './field-values.ts';
import type { DraftUpdate } from './form-hooks.ts';
import type { IssueLookup } from './issue-index.ts';
import { LocationFields } from './location-fields.tsx';
import type { DraftGeneralInformation } from './report-draft.ts';
import { DATE_PATH, TIME_PATH } from './report-draft.ts';
import { SectionFields } from './section-fields.tsx';
import { TimeBox } from './time-box.tsx';

const LIGHTING_CHOICES = LIGHTING_CONDITIONS.map((value) => ({ value, label: value }));

interface GeneralInformationPartProps {
  general: DraftGeneralInformation;
  config: StateConfiguration;
  report: unknown;
  issues: IssueLookup;
  onUpdate: DraftUpdate;
  onSetLocation: () => void;
}

/** General Information: Date, Time, Location, Lighting conditions and the state's own sections (reports.md §2 step 3). */
export const GeneralInformationPart = memo(function GeneralInformationPart({
  general,
  config,
  report,
  issues,
  onUpdate,
  onSetLocation,
}: GeneralInformationPartProps) {
  const headingId = useId();
  const change = (patch: Partial<DraftGeneralInformation>) =>
    onUpdate((draft) => ({ ...draft, general_information: { ...draft.general_information, ...patch } }));

  const handleStateFieldChange = useCallback(
    (path: string, value: unknown) =>
      onUpdate((draft) => {
        const sections = config.general_information.sections;
        const stateRelated = applyFieldChange(sections, draft.general_information.state_related, path, value);
        return {
          ...draft,
          general_information: { ...draft.general_information, state_related: stateRelated as Record<string, SectionValues> },
        };
      }),
    [config, onUpdate],
  );

  return (
    <section className="form-part" aria-labelledby={headingId} data-jump-target="general_information">
      <h2 id={headingId} className="form-part-title">
        General Information
      </h2>
      <div className="form-row">
        <FieldFrame label="Date" isRequired issue={issues.get(DATE_PATH)} path={DATE_PATH}>
          {(a11y) => (
            <input
              {...inputA11y(a11y)}
              type="date"
              min="2022-01-01"
              value={general.date}
              onChange={(event) => change({ date: event.target.value })}
            />
          )}
        </FieldFrame>
        <TimeBox
          label="Time"
          isRequired
          value={general.time}
          issue={issues.get(TIME_PATH)}
          path={TIME_PATH}
          onChange={(time) => change({ time })}
        />
      </div>
      <LocationFields
        location={general.location}
        general={general}
        report={report}
        config={config}
        issues={issues}
        onChange={(location) => change({ location })}
        onUpdate={(recipe) =>
          onUpdate((draft) => ({
            ...draft,
            general_information: { ...draft.general_information, location: recipe(draft.general_information.location) },
          }))
        }
        onSetLocation={onSetLocation}
      />
      <FieldFrame
        label="Lighting conditions"
        isGroup
        isRequired={config.general_information.lighting_required}
        issue={issues.get('general_information.lighting_conditions')}
        path="general_information.lighting_conditions"
      >
        {(a11y) => (
          <ChoiceList
            a11y={a11y}
            label="Lighting conditions"
            type="checkbox"
            choices={LIGHTING_CHOICES}
            chosen={general.lighting_conditions}
            onToggle={(value, isChecked) =>
              change({ lighting_conditions: toggleChoice(general.lighting_conditions, value, isChecked, []) })
            }
          />
        )}
      </FieldFrame>
      <SectionFields
        sections={config.general_information.sections}
        item={general.state_related}
        report={report}
        area="general_information"
        pathPrefix="general_information.state_related"
        issues={issues}
        onFieldChange={handleStateFieldChange}
      />
    </section>
  );
});
