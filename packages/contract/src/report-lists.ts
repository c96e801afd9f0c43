import { QUICK_SEARCH_MAX_LENGTH, QUICK_SEARCH_MIN_LENGTH, reportFilters, SORT_ORDERS } from '@fieldbook/domain';
import { z } from 'zod';

/** POST /api/reports/search (and its links.next): the agency's reports by filters (analytics.md §3, reports.md §7). */
export const reportSearchBody = z.strictObject({
  filters: reportFilters.default({}),
  sort_by: z.enum(SORT_ORDERS).default('newest'),
});
export type ReportSearchBody = z.input<typeof reportSearchBody>;

const searchText = z.string().trim().min(QUICK_SEARCH_MIN_LENGTH).max(QUICK_SEARCH_MAX_LENGTH);

/** POST /api/reports/text-search: quick search by incident or CAD/case number, officer name or ID, address, tag name. */
export const reportTextSearchBody = z.strictObject({
  filter: searchText,
  sort_by: z.enum(SORT_ORDERS).default('newest'),
});
export type ReportTextSearchBody = z.input<typeof reportTextSearchBody>;

/** POST /api/reports/calculate-totals: fast facts over the filters, or over the quick-search text. */
export const reportTotalsBody = z.union([z.strictObject({ filter: searchText }), z.strictObject({ filters: reportFilters })]);
export type ReportTotalsBody = z.input<typeof reportTotalsBody>;

/** Fast facts (analytics.md §3): use of force, calls for service, officer pro-active, complaints, consent searches, total. */
export const reportTotals = z.object({
  uof: z.number().int(),
  cfs: z.number().int(),
  opa: z.number().int(),
  complaints: z.number().int(),
  consent_searches: z.number().int(),
  /** Reports waiting for a supervisor's review (issue 25). */
  waiting_for_review: z.number().int(),
  total: z.number().int(),
});
export type ReportTotals = z.infer<typeof reportTotals>;

/** POST /api/reports/export: the export is mailed to the caller; nothing is queued when no report matches. */
export const reportExportBody = z.strictObject({
  filters: reportFilters.default({}),
  sort_by: z.enum(SORT_ORDERS).default('newest'),
});
export type ReportExportBody = z.input<typeof reportExportBody>;

export const reportExportResult = z.object({
  queued: z.boolean(),
  /** Reports that matched when the export was asked for. */
  total: z.number().int(),
});
export type ReportExportResult = z.infer<typeof reportExportResult>;

/**
 * GET /api/reports/exports/{exportId}: an export too large to mail, as its requester sees it on the page its mail links
 * to; each file is GET /api/reports/exports/{exportId}/{kind} with the same bearer token. 404 to anyone else,
 * 410 EXPORT_EXPIRED once its 24 hours are over.
 */
export const reportExportView = z.object({
  id: z.string(),
  /** When it was asked for and until when its files can be downloaded (ISO instants). */
  requested_at: z.string(),
  expires_at: z.string(),
  report_count: z.number().int(),
  row_count: z.number().int(),
  files: z.array(z.object({ kind: z.enum(['csv', 'xlsx']), file_name: z.string(), bytes: z.number().int() })),
});
export type ReportExportView = z.infer<typeof reportExportView>;

/** GET /api/reports/filter-options: what the advanced filters offer this agency (its configuration's citizen fields). */
export const reportFilterOptions = z.object({
  citizen_fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(['choice', 'flag']),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
  ),
  has_citizen_age: z.boolean(),
  /** The earliest day a date filter may start on ('YYYY-MM-DD'), null when any (the analytics plan). */
  earliest_date: z.string().nullable(),
  /** Today in the agency's time zone. */
  today: z.string(),
  timezone: z.string(),
});
export type ReportFilterOptions = z.infer<typeof reportFilterOptions>;
