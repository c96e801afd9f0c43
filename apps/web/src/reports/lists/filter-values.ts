import type { FieldIssue, ReportFilters } from '@fieldbook/domain';

/** A change to some parts of the filters; an undefined part is cleared. */
export type FiltersPatch = Partial<ReportFilters>;

/** Where a filter component finds the message of one of its parts ('dateFrom', 'citizen.perception.race'). */
export type IssueAt = (path: string) => string | undefined;

const hasValues = (list: readonly unknown[] | undefined) => list !== undefined && list.length > 0;

function nonEmptyRecord<T>(record: Record<string, T> | undefined, keep: (value: T) => boolean): Record<string, T> | undefined {
  const entries = Object.entries(record ?? {}).filter(([, value]) => keep(value));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The filters as sent: without empty parts, 'All' choices or a dateTo in exact-date mode. */
export function cleanFilters(filters: ReportFilters): ReportFilters {
  const age = filters.citizenAge;
  const hasAge = age !== undefined && (age.from ?? age.to ?? null) !== null;
  const parts: ReportFilters = {
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.exactDate ? undefined : filters.dateTo || undefined,
    exactDate: filters.exactDate || undefined,
    citizenAge: hasAge ? age : undefined,
    contactType: filters.contactType === 'All' ? undefined : filters.contactType,
    sections: hasValues(filters.sections) ? filters.sections : undefined,
    officers: hasValues(filters.officers) ? filters.officers : undefined,
    groups: hasValues(filters.groups) ? filters.groups : undefined,
    source: filters.source === 'all' ? undefined : filters.source,
    areas: hasValues(filters.areas) ? filters.areas : undefined,
    tags: hasValues(filters.tags) ? filters.tags : undefined,
    citizen: nonEmptyRecord(filters.citizen, (values) => values.length > 0),
    flags: nonEmptyRecord(filters.flags, () => true),
    reviewStates: hasValues(filters.reviewStates) ? filters.reviewStates : undefined,
  };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as ReportFilters;
}

/** A server path ('filters.dateFrom', 'body.filters.officers.0') as the filter form names it ('dateFrom', 'officers'). */
export const filterPath = (path: string) => path.replace(/^(body\.)?filters\./, '');

/** The first message of `issues` for the part at `path` or inside it. */
export function issueLookup(issues: readonly FieldIssue[]): IssueAt {
  return (path) => issues.find((issue) => filterPath(issue.path) === path || filterPath(issue.path).startsWith(`${path}.`))?.message;
}

const PLACED_PARTS = [
  'dateFrom',
  'dateTo',
  'citizenAge',
  'contactType',
  'sections',
  'officers',
  'groups',
  'source',
  'areas',
  'tags',
  'citizen',
  'flags',
];

/** Messages no filter shows beside itself (a part the form does not offer): shown with the summary. */
export const unplacedIssues = (issues: readonly FieldIssue[]) =>
  issues.filter((issue) => !PLACED_PARTS.some((part) => filterPath(issue.path) === part || filterPath(issue.path).startsWith(`${part}.`)));
