import { describeSections, type FormSection, readPath } from '@fieldbook/domain';
import { useFormServices } from './form-services.ts';
import type { IssueLookup } from './issue-index.ts';
import { SectionField } from './section-field.tsx';

interface SectionFieldsProps {
  sections: readonly FormSection[];
  /** The values these sections edit: a citizen, an officer, state_related, use_of_force. */
  item: Record<string, unknown>;
  /** What `report.` conditions read. */
  report: unknown;
  /** The part of the report for disabled-field keys: 'citizens', 'general_information', 'use_of_force'... */
  area: string;
  /** Where the item's issues point: 'citizens.0', 'general_information.state_related', 'use_of_force'. */
  pathPrefix: string;
  issues: IssueLookup;
  /** A field changed: its 'section.field' path inside the item and its new value (undefined clears it). Keep it stable. */
  onFieldChange: (path: string, value: unknown) => void;
}

/** The sections and fields the configuration shows for this item now (conditions applied by the domain). */
export function SectionFields({ sections, item, report, area, pathPrefix, issues, onFieldChange }: SectionFieldsProps) {
  const { disabledMessages } = useFormServices();
  return describeSections(sections, item, report, area, disabledMessages).map(({ section, fields }) => (
    <fieldset key={section.name} className="form-section">
      <legend className="form-section-title">{section.label}</legend>
      {section.hint ? <p className="form-field-hint">{section.hint}</p> : null}
      {fields.map((shown) => {
        const path = `${section.name}.${shown.field.name}`;
        return (
          <SectionField
            key={shown.field.name}
            shown={shown}
            value={readPath(item, path)}
            fieldPath={path}
            issuePath={`${pathPrefix}.${path}`}
            issues={issues}
            report={report}
            onFieldChange={onFieldChange}
          />
        );
      })}
    </fieldset>
  ));
}
