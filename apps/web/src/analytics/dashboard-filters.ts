import type { AnalyticsFilters, AnalyticsGenerateBody } from '@fieldbook/contract';
import { DEFAULT_PERIOD, type PeriodKind } from '@fieldbook/domain';

/** Where the officer role's reports come from (analytics.md §3 "Filter state"): created, collaborated or all. */
export type ReportSource = 'created' | 'collaborated' | 'all';
export type OfficerOption = 'name' | 'group';

export interface NamedId {
  id: string;
  name: string;
}

/**
 * The dashboard's filter state (analytics.md §3): the period (and its value or exact dates), the officer by name or
 * group (agency view) or the source (officer role), areas and agency tags. Names are kept for the chips.
 */
export interface DashboardFilters {
  period: PeriodKind;
  /** Quarter, half-year or year: '2026-Q3', '2026-H1', '2026', with the label the periods call gave. */
  periodValue?: { value: string; label: string } | undefined;
  /** Exact dates, 'YYYY-MM-DD'. */
  from?: string | undefined;
  to?: string | undefined;
  officerOption: OfficerOption;
  officer?: NamedId | undefined;
  groups: NamedId[];
  areas: NamedId[];
  source?: ReportSource | undefined;
  tags: NamedId[];
}

/** Defaults (analytics.md §4): the last month, officer by name, and 'created' for the officer role. */
export function defaultFilters(isOfficerView: boolean): DashboardFilters {
  return {
    period: DEFAULT_PERIOD,
    officerOption: 'name',
    groups: [],
    areas: [],
    tags: [],
    ...(isOfficerView ? { source: 'created' as const } : {}),
  };
}

/** An officer or group filter is set: widgets cannot be reordered then (analytics.md §4). */
export function hasOfficerFilter(filters: DashboardFilters): boolean {
  return filters.officer !== undefined || filters.groups.length > 0;
}

const ids = (list: readonly NamedId[]) => list.map((item) => item.id);

/** The generate call's body: period, period_value and only the filters that are set (omitted when none). */
export function toGenerateBody(filters: DashboardFilters): AnalyticsGenerateBody {
  const general: NonNullable<AnalyticsFilters['general_information']> = {};
  if (filters.period === 'custom' && filters.from && filters.to) general.date = { from: filters.from, to: filters.to };
  if (filters.areas.length > 0) general.location = { areas: ids(filters.areas) };
  const officer: NonNullable<NonNullable<AnalyticsFilters['officers']>['officer_information']> = {};
  if (filters.officer) officer.id = filters.officer.id;
  else if (filters.groups.length > 0) officer.groups = ids(filters.groups);
  if (filters.source) officer.source = filters.source;
  const body: AnalyticsGenerateBody = { period: filters.period };
  if (filters.periodValue && (filters.period === 'quarter' || filters.period === 'half_year' || filters.period === 'year'))
    body.period_value = filters.periodValue.value;
  const requested: AnalyticsFilters = {};
  if (Object.keys(general).length > 0) requested.general_information = general;
  if (Object.keys(officer).length > 0) requested.officers = { officer_information: officer };
  if (filters.tags.length > 0) requested.tags = { agency: ids(filters.tags) };
  if (Object.keys(requested).length > 0) body.filters = requested;
  return body;
}

/** Two filter states ask for the same configuration (names aside). */
export function isSameRequest(a: DashboardFilters, b: DashboardFilters): boolean {
  return JSON.stringify(toGenerateBody(a)) === JSON.stringify(toGenerateBody(b));
}
