import { APPROVE_BATCH_MAX, approveReportsSchema, REVIEW_STATES, returnReportSchema } from '@fieldbook/domain';
import { z } from 'zod';

/**
 * Supervisor review (issue 25). Calls:
 * - GET /api/review/queue: the reports waiting for the caller's review, oldest first, keyset-paged (reviewQueueQuery).
 * - GET /api/review/counts: the nav badges (reports waiting for the caller; the caller's own reports returned).
 * - POST /api/review/approve: approve a selection, each with the version judged; all or none (409 REVIEW_CONFLICT).
 * - POST /api/reports/{incident_number}/return: return one with a note and the fields it points at.
 * - GET /api/reports/me/returned: the caller's returned reports with the reviewer's note ('Returned to me').
 * - PUT /api/agencies/me/review-settings: 'Reports need a supervisor's review' (agency.review_settings.manage).
 * - PUT /api/groups/{id}/supervisors: who supervises a group (agency.catalog.manage).
 */
export const reviewState = z.enum(REVIEW_STATES);

/** A report's review as its reads carry it (`review` on the report card and the list items' `review_state`). */
export const reviewView = z.object({
  state: reviewState,
  reviewed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  reviewed_at: z.string().nullable(),
  /** The last return's note and the fields it names, while the report is returned. */
  note: z.string().nullable(),
  fields: z.array(z.string()),
});
export type ReviewView = z.infer<typeof reviewView>;

export const reviewQueueQuery = z.object({
  group_id: z.uuid().optional(),
  officer_id: z.uuid().optional(),
  /** Report dates, YYYY-MM-DD, inclusive, in the agency's time zone. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(APPROVE_BATCH_MAX).default(25),
});
export type ReviewQueueQuery = z.input<typeof reviewQueueQuery>;

export const reviewQueueItem = z.object({
  id: z.string(),
  incident_number: z.string(),
  version: z.number().int(),
  type: z.string(),
  /** The report's date (ISO instant). */
  date: z.string(),
  /** When it entered review (created, or amended after a return): the queue's order, oldest first. */
  submitted_at: z.string(),
  author: z.object({ id: z.string(), name: z.string(), officer_id: z.string() }),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

export const reviewQueueResponse = z.object({
  items: z.array(reviewQueueItem),
  next_cursor: z.string().nullable(),
  /** Counted up to REVIEW_COUNT_LIMIT (1,000): that number means 'at least'. */
  total: z.number().int(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponse>;

/** `waiting` is counted up to REVIEW_COUNT_LIMIT (1,000): that number means 'at least'. */
export const reviewCountsResponse = z.object({ waiting: z.number().int(), returned_to_me: z.number().int() });
export type ReviewCountsResponse = z.infer<typeof reviewCountsResponse>;

export const approveReportsRequest = approveReportsSchema;
export type ApproveReportsRequest = z.input<typeof approveReportsRequest>;
export const approveReportsResponse = z.object({
  approved: z.array(z.object({ incident_number: z.string(), version: z.number().int() })),
});
export type ApproveReportsResponse = z.infer<typeof approveReportsResponse>;

export const returnReportRequest = returnReportSchema;
export type ReturnReportRequest = z.input<typeof returnReportRequest>;
export const returnReportResponse = z.object({ state: reviewState, version: z.number().int() });
export type ReturnReportResponse = z.infer<typeof returnReportResponse>;

/** 409 REVIEW_CONFLICT: the reports that are not waiting for review, or changed since, as they are now. */
export const reviewConflict = z.object({
  detail: z.literal('REVIEW_CONFLICT'),
  reports: z.array(z.object({ incident_number: z.string(), state: reviewState, version: z.number().int() })),
});
export type ReviewConflict = z.infer<typeof reviewConflict>;

export const returnedReportItem = z.object({
  incident_number: z.string(),
  version: z.number().int(),
  type: z.string(),
  date: z.string(),
  returned_at: z.string(),
  reviewer: z.object({ name: z.string() }),
  note: z.string(),
  fields: z.array(z.string()),
});
export type ReturnedReportItem = z.infer<typeof returnedReportItem>;
export const returnedReportsResponse = z.object({ items: z.array(returnedReportItem) });
export type ReturnedReportsResponse = z.infer<typeof returnedReportsResponse>;

export const reviewSettingsRequest = z.strictObject({ review_required: z.boolean() });
export type ReviewSettingsRequest = z.infer<typeof reviewSettingsRequest>;
/** `approved`: the reports waiting for review or returned that switching review off approved (0 when switched on). */
export const reviewSettingsResponse = z.strictObject({ review_required: z.boolean(), approved: z.number().int().min(0) });
export type ReviewSettingsResponse = z.infer<typeof reviewSettingsResponse>;

export const groupSupervisorsRequest = z.strictObject({ user_ids: z.array(z.uuid()).max(100) });
export type GroupSupervisorsRequest = z.infer<typeof groupSupervisorsRequest>;
