import { describeSections, type FormSection, readPath } from '@fieldbook/domain';
import { suggestEntries } from './entry-suggestions.ts';
import { FormSectionGroup } from './form-section.tsx';
import { useFormServices } from './form-services.ts';
import type { IssueLookup } from './issue-index.ts';
import { SectionField } from './section-field.tsx';
import { isSectionComplete, summarizeSection } from './section-summary.ts';

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
  /** Answered sections fold to a one-line summary once the officer moves on (a citizen's, an officer's). */
  isFoldable?: boolean;
}

/** The sections and fields the configuration shows for this item now (conditions applied by the domain). */
export function SectionFields({ sections, item, report, area, pathPrefix, issues, onFieldChange, isFoldable = false }: SectionFieldsProps) {
  const { disabledMessages } = useFormServices();
  const shownSections = describeSections(sections, item, report, area, disabledMessages);
  const readValue = (path: string) => readPath(item, path);
  return shownSections.map((shownSection) => {
    const { section, fields } = shownSection;
    const summary = isFoldable ? summarizeSection(shownSection, readValue) : '';
    return (
      <FormSectionGroup
        key={section.name}
        section={section}
        jumpTarget={`${pathPrefix}.${section.name}`}
        isFoldable={isFoldable}
        isComplete={isFoldable && isSectionComplete(shownSection, readValue, issues, pathPrefix, summary)}
        summary={summary}
      >
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
              suggestions={shown.field.component === 'itemlist' ? suggestEntries(shown.field, shownSections, readValue) : undefined}
            />
          );
        })}
      </FormSectionGroup>
    );
  });
}
