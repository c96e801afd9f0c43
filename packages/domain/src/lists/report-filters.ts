import { z } from 'zod';
import { DOJ_STATUSES } from '../doj-submission.ts';
import type { FieldIssue } from '../errors.ts';
import { daysBetween, isCalendarDate } from '../report/local-time.ts';
import { MESSAGES } from '../report/messages.ts';
import { REVIEW_STATES } from '../report/review.ts';
import type { CitizenFilterField } from './citizen-filters.ts';

/** analytics.md §5 and §9: the agency-report filters. */
export const LIST_FILTER_MAX_RANGE_DAYS = 365;
export const CONTACT_TYPE_FILTERS = ['All', 'Call For Service', 'Officer Pro-active'] as const;
export const CONTACT_SECTIONS = ['use_of_force', 'complaints', 'investigations'] as const;
export type ContactSection = (typeof CONTACT_SECTIONS)[number];
export const REPORT_SOURCES = ['all', 'created', 'collaborated'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
export const SORT_ORDERS = ['newest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LIST_FILTER_MESSAGES = {
  ageRange: 'Enter both ages, the first no greater than the second.',
  optionNotOffered: MESSAGES.optionNotOffered,
} as const;

const id = z.string().uuid();
const ids = z.array(id).max(200);
const age = z.number().int().min(0).max(150);
const ageRange = z.strictObject({ from: age.nullable().optional(), to: age.nullable().optional() });
const fieldKey = z.string().regex(/^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/);

/**
 * The filters of an agency-report search, fast facts and export (analytics.md §3 "Agency-report filter shape"). Every
 * part is optional; an absent part does not filter. Dates are calendar days in the agency's time zone.
 */
export const reportFilters = z.strictObject({
  dateFrom: z.string().max(10).optional(),
  dateTo: z.string().max(10).optional(),
  /** Exact-date mode: dateFrom alone, one day. */
  exactDate: z.boolean().optional(),
  citizenAge: ageRange.optional(),
  contactType: z.enum(CONTACT_TYPE_FILTERS).optional(),
  /** Reports having any of these sections. */
  sections: z.array(z.enum(CONTACT_SECTIONS)).max(3).optional(),
  /** Officers by name: reports written by, or listing, any of these users. */
  officers: ids.optional(),
  /** Officers by group: reports written by, or listing, a member of any of these groups. */
  groups: ids.optional(),
  source: z.enum(REPORT_SOURCES).optional(),
  areas: ids.optional(),
  tags: ids.optional(),
  /** Citizen fields of the agency's configuration ('perception.race' -> values): some citizen has one of the values. */
  citizen: z.record(fieldKey, z.array(z.string().min(1).max(100)).max(50)).optional(),
  /** Yes / No filters on citizen switches; All is the field's absence. */
  flags: z.record(fieldKey, z.boolean()).optional(),
  /** Supervisor review (issue 25): reports in any of these states. */
  reviewStates: z.array(z.enum(REVIEW_STATES)).max(REVIEW_STATES.length).optional(),
  /** Submission to the California DOJ (issue 26): stops in any of these statuses. */
  dojStatuses: z.array(z.enum(DOJ_STATUSES)).max(DOJ_STATUSES.length).optional(),
});
export type ReportFilters = z.infer<typeof reportFilters>;

export interface ReportFilterContext {
  /** Today in the agency's time zone, 'YYYY-MM-DD'. */
  today: string;
  /** With analytics there is no earliest date; without it, one month back (analytics.md §5). */
  hasAnalytics: boolean;
  /** The citizen fields the agency's configuration offers as filters. */
  citizenFields: readonly CitizenFilterField[];
}

/** 'YYYY-MM-DD' one calendar month before `date` (31 March -> 28 or 29 February). */
export function oneMonthBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const previous = new Date(Date.UTC(year, month - 2, Math.min(day, lastDay)));
  return previous.toISOString().slice(0, 10);
}

/** The earliest day a date filter may start on, or null when none. */
export function earliestFilterDate(context: Pick<ReportFilterContext, 'today' | 'hasAnalytics'>): string | null {
  return context.hasAnalytics ? null : oneMonthBefore(context.today);
}

function checkDates(filters: ReportFilters, context: ReportFilterContext): FieldIssue[] {
  const { dateFrom, dateTo, exactDate } = filters;
  if (dateFrom === undefined && dateTo === undefined) return [];
  const invalid = (path: string) => [{ path, message: MESSAGES.dateInvalid }];
  const earliest = earliestFilterDate(context);
  if (!isCalendarDate(dateFrom) || dateFrom > context.today || (earliest !== null && dateFrom < earliest)) return invalid('dateFrom');
  if (exactDate) return dateTo === undefined ? [] : invalid('dateTo');
  if (dateTo === undefined) return [];
  if (!isCalendarDate(dateTo) || dateTo < dateFrom || dateTo > context.today) return invalid('dateTo');
  if (daysBetween(dateFrom, dateTo) > LIST_FILTER_MAX_RANGE_DAYS) return invalid('dateTo');
  return [];
}

function checkAgeRange(path: string, range: ReportFilters['citizenAge']): FieldIssue[] {
  if (!range) return [];
  const { from, to } = range;
  const isMissing = (value: number | null | undefined) => value === null || value === undefined;
  if (isMissing(from) && isMissing(to)) return [];
  if (isMissing(from) || isMissing(to) || (from as number) > (to as number)) return [{ path, message: LIST_FILTER_MESSAGES.ageRange }];
  return [];
}

function checkCitizenFields(filters: ReportFilters, fields: readonly CitizenFilterField[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [key, values] of Object.entries(filters.citizen ?? {})) {
    const field = fields.find((candidate) => candidate.key === key && candidate.kind === 'choice');
    const offered = new Set(field?.options.map((option) => option.value));
    if (!field || values.some((value) => !offered.has(value))) issues.push({ path: `citizen.${key}`, message: MESSAGES.optionNotOffered });
  }
  for (const key of Object.keys(filters.flags ?? {})) {
    if (!fields.some((candidate) => candidate.key === key && candidate.kind === 'flag'))
      issues.push({ path: `flags.${key}`, message: MESSAGES.optionNotOffered });
  }
  return issues;
}

/**
 * The rules of analytics.md §5 for agency-report filters, the same in the browser (to guide) and on the server (to
 * refuse): date rules with 'Please enter a valid date.', age ranges complete and ordered, citizen values offered by the
 * agency's configuration. The shape itself is checked by `reportFilters`.
 */
export function checkReportFilters(filters: ReportFilters, context: ReportFilterContext): FieldIssue[] {
  return [
    ...checkDates(filters, context),
    ...checkAgeRange('citizenAge', filters.citizenAge),
    ...checkCitizenFields(filters, context.citizenFields),
  ];
}

/** How many filters are set (the 'Filter by (N)' count and the advanced-search badge). */
export function countReportFilters(filters: ReportFilters): number {
  let count = 0;
  if (filters.dateFrom) count += 1;
  if (filters.citizenAge && (filters.citizenAge.from ?? filters.citizenAge.to) !== undefined) count += 1;
  if (filters.contactType && filters.contactType !== 'All') count += 1;
  for (const list of [
    filters.sections,
    filters.officers,
    filters.groups,
    filters.areas,
    filters.tags,
    filters.reviewStates,
    filters.dojStatuses,
  ])
    if (list?.length) count += 1;
  if (filters.source && filters.source !== 'all') count += 1;
  count += Object.values(filters.citizen ?? {}).filter((values) => values.length > 0).length;
  count += Object.keys(filters.flags ?? {}).length;
  return count;
}

/** Quick search (analytics.md §5): runs only for text longer than one character; the last five distinct are kept. */
export const QUICK_SEARCH_MIN_LENGTH = 2;
export const QUICK_SEARCHES_KEPT = 5;
export const QUICK_SEARCH_MAX_LENGTH = 100;

export function isQuickSearchRunnable(text: string): boolean {
  return text.trim().length >= QUICK_SEARCH_MIN_LENGTH;
}

/** The kept searches after `text` ran: newest first, distinct (case-insensitively), at most five. */
export function rememberQuickSearch(kept: readonly string[], text: string): string[] {
  const trimmed = text.trim();
  if (!isQuickSearchRunnable(trimmed)) return [...kept];
  return [trimmed, ...kept.filter((search) => search.toLowerCase() !== trimmed.toLowerCase())].slice(0, QUICK_SEARCHES_KEPT);
}

/** Fast facts (analytics.md §9): above 99,999 a number shows as K or M; the full value goes in a tooltip. */
export function abbreviateCount(value: number): string {
  if (value <= 99_999) return value.toLocaleString('en-US');
  if (value < 1_000_000) return `${Math.floor(value / 100) / 10}K`.replace('.0K', 'K');
  return `${Math.floor(value / 100_000) / 10}M`.replace('.0M', 'M');
}

/** The colours a contact type is shown in on lists and maps, for the day and night themes. */
export const CONTACT_TYPE_COLORS: Record<string, { day: string; night: string }> = {
  'Call For Service': { day: '#1d4ed8', night: '#93c5fd' },
  'Officer Pro-active': { day: '#b45309', night: '#fcd34d' },
};
export const OTHER_CONTACT_TYPE_COLOR = { day: '#4b5563', night: '#d1d5db' };
