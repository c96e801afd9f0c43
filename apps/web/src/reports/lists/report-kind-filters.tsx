import { CONTACT_TYPE_FILTERS, type ContactSection, type ReportFilters, type ReportSource } from '@fieldbook/domain';
import { ChoiceList } from '../form/choice-list.tsx';
import { FieldFrame } from '../form/field-frame.tsx';
import type { FiltersPatch, IssueAt } from './filter-values.ts';

interface KindFiltersProps {
  filters: ReportFilters;
  onChange: (patch: FiltersPatch) => void;
  issueAt: IssueAt;
}

const SECTION_CHOICES: { value: ContactSection; label: string }[] = [
  { value: 'use_of_force', label: 'Use of Force' },
  { value: 'complaints', label: 'Complaints' },
  { value: 'investigations', label: 'Investigations' },
];

/** analytics.md §9: created is 'My Reports', collaborated is 'Collaborated Reports', anything else 'All Reports'. */
const SOURCE_CHOICES: { value: ReportSource; label: string }[] = [
  { value: 'all', label: 'All Reports' },
  { value: 'created', label: 'My Reports' },
  { value: 'collaborated', label: 'Collaborated Reports' },
];

const CONTACT_TYPE_CHOICES = CONTACT_TYPE_FILTERS.map((type) => ({ value: type, label: type }));

/** Contact type (All, Call For Service, Officer Pro-active), contact sections and source. */
export function ReportKindFilters({ filters, onChange, issueAt }: KindFiltersProps) {
  const sections = filters.sections ?? [];

  function handleSection(section: string, isChecked: boolean) {
    const rest = sections.filter((value) => value !== section);
    const next = isChecked ? [...rest, section as ContactSection] : rest;
    onChange({ sections: next.length > 0 ? next : undefined });
  }

  return (
    <>
      <FieldFrame label="Contact type" isGroup issue={issueAt('contactType')}>
        {(a11y) => (
          <ChoiceList
            a11y={a11y}
            type="radio"
            choices={CONTACT_TYPE_CHOICES}
            chosen={[filters.contactType ?? 'All']}
            onToggle={(value) => onChange({ contactType: value as ReportFilters['contactType'] })}
          />
        )}
      </FieldFrame>
      <FieldFrame label="Contact sections" isGroup issue={issueAt('sections')}>
        {(a11y) => <ChoiceList a11y={a11y} type="checkbox" choices={SECTION_CHOICES} chosen={sections} onToggle={handleSection} />}
      </FieldFrame>
      <FieldFrame label="Source" isGroup issue={issueAt('source')}>
        {(a11y) => (
          <ChoiceList
            a11y={a11y}
            type="radio"
            choices={SOURCE_CHOICES}
            chosen={[filters.source ?? 'all']}
            onToggle={(value) => onChange({ source: value as ReportSource })}
          />
        )}
      </FieldFrame>
    </>
  );
}
