import { isValidReportId, MESSAGES, RECEIPT_IDS_MAX } from '@fieldbook/domain';
import { z } from 'zod';
import { dojStatus } from './doj-submissions.ts';
import { reviewState, reviewView } from './review.ts';

/** Answer of POST /api/reports/ (201) and POST /api/reports/{incident_number}/amend (200). */
export const reportWriteResult = z.object({
  id: z.string(),
  incident_number: z.string(),
  version: z.number().int(),
  created_at: z.string(),
});
export type ReportWriteResult = z.infer<typeof reportWriteResult>;

/**
 * POST /api/reports/receipts (security-and-sync G7): which of these report ids the server holds for the caller, so a
 * device can re-send what a server restore lost. At most RECEIPT_IDS_MAX ids, each a report id by the domain's rule.
 */
export const reportReceiptsRequest = z.strictObject({
  ids: z.array(z.string().refine(isValidReportId, MESSAGES.invalidValue)).max(RECEIPT_IDS_MAX),
});
export type ReportReceiptsRequest = z.infer<typeof reportReceiptsRequest>;

/** The asked ids the caller wrote (created or amended) in their agency, with how many versions the server holds. */
export const reportReceiptsResponse = z.object({
  receipts: z.array(z.object({ id: z.string(), versions: z.number().int() })),
});
export type ReportReceiptsResponse = z.infer<typeof reportReceiptsResponse>;

/**
 * POST /api/reports/{incident_number}/amend (issue 25): the full report (reports.md §7), and beside its fields
 * - `base_version`: the report's `version` the editor started from. Another version since is a 409
 *   REPORT_VERSION_CONFLICT (reportVersionConflict) and nothing is written. Optional: an amend saved on a device by an
 *   app from before it (in the outbox) still uploads as it did, without the check (docs/decisions.md).
 * - `reason`: why, optional; when given 1 to 500 characters once trimmed (domain checkAmendReason), else 400.
 */
export const amendReportRequest = z.looseObject({
  base_version: z.number().int().min(0).optional(),
  reason: z.string().optional(),
});
export type AmendReportRequest = z.infer<typeof amendReportRequest>;

/** One field-level change between a version and the one before (domain ReportChange), in words. */
export const reportChangeView = z.object({
  path: z.string(),
  label: z.string(),
  kind: z.enum(['changed', 'added', 'removed']),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
});
export type ReportChangeView = z.infer<typeof reportChangeView>;

/**
 * 409 REPORT_VERSION_CONFLICT on amend: the report as it is now (complaints and investigations only with
 * agency.reports.read), for the editor to see what changed since and re-apply their own changes on top.
 */
export const reportVersionConflict = z.object({
  detail: z.literal('REPORT_VERSION_CONFLICT'),
  current: z.object({ version: z.number().int(), updated_at: z.string(), report: z.record(z.string(), z.unknown()) }),
});
export type ReportVersionConflict = z.infer<typeof reportVersionConflict>;

/**
 * analytics.md §3: each version with its author's name, title and avatar; from issue 25 its reason (null when none
 * was given) and its changes from the version before (empty for version 0; null for versions written before issue 25).
 */
export const reportVersionView = z.object({
  v: z.number().int(),
  created_at: z.string(),
  author: z.object({ name: z.string(), title: z.object({ name: z.string() }).nullable(), avatar_thumbnail_url: z.string().nullable() }),
  from_public_api: z.boolean(),
  reason: z.string().nullable(),
  changes: z.array(reportChangeView).nullable(),
});

/** GET /api/reports/{incident_number}[?created_at=]: the report (or the version current at created_at). */
export const reportView = z.object({
  id: z.string(),
  incident_number: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  author: z.object({
    id: z.string(),
    name: z.string(),
    officer_id: z.string(),
    title: z.string().nullable(),
    role_priority: z.number().int(),
  }),
  /** The report payload of reports.md §3. Complaints and investigations only with agency.reports.read. */
  report: z.record(z.string(), z.unknown()),
  versions: z.array(reportVersionView),
  /** The amend right of reports.md §4 for the caller. */
  can_amend: z.boolean(),
  /** Supervisor review (issue 25): the state, who reviewed, and the last return's note while returned. */
  review: reviewView,
  /** The caller may approve or return this report now (a reviewer of it, and it is waiting for review). */
  can_review: z.boolean(),
  /**
   * Submission to the California DOJ (issue 26): the status and, when Failed or Not sendable, the DOJ's words or the
   * logic checks' reasons, which an amend fixes (absent from older servers).
   */
  doj: z.object({ status: dojStatus, errors: z.array(z.string()) }).optional(),
});
export type ReportView = z.infer<typeof reportView>;

/**
 * One row of a report list (analytics.md §3: incident_number, incident_date, author_name, coords {lat, long}, name and
 * color). `name` is the contact type's label and `color` its day and night colours, as on the maps.
 */
export const reportListItem = z.object({
  id: z.string(),
  incident_number: z.string(),
  incident_date: z.string(),
  author_name: z.string(),
  type: z.string(),
  version: z.number().int(),
  coords: z.object({ lat: z.number(), long: z.number() }).nullable(),
  name: z.string(),
  color: z.object({ day: z.string(), night: z.string() }),
  /** Supervisor review (issue 25): the chip on every list item. */
  review_state: reviewState,
  /** Submission to the California DOJ (issue 26): the status chip on the list item (absent from older servers). */
  doj_status: dojStatus.optional(),
});
export type ReportListItem = z.infer<typeof reportListItem>;

/**
 * Keyset-paged list (analytics.md §3 "Reports list response"): follow links.next (a path; for a search, POST the same
 * body to it) for the next page; null at the end. `total` is null: lists never count (fast facts do, in one place).
 */
export const reportListResponse = z.object({
  reports: z.array(reportListItem),
  links: z.object({ next: z.string().nullable() }),
  total: z.number().int().nullable(),
});
export type ReportListResponse = z.infer<typeof reportListResponse>;

export const reportListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sort_by: z.enum(['newest', 'oldest']).default('newest'),
  cursor: z.string().max(200).optional(),
});

/** GET /api/agencies/me/users: the people picker. */
export const agencyUserView = z.object({
  id: z.string(),
  name: z.string(),
  officer_id: z.string(),
  avatar_thumbnail_url: z.string().nullable(),
  title: z.string().nullable(),
  height: z.object({ ft: z.number(), in: z.number() }).nullable(),
});
export type AgencyUserView = z.infer<typeof agencyUserView>;

/** An agency area: a polygon ring of [longitude, latitude] points. */
export const areaView = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
});
export type AreaView = z.infer<typeof areaView>;

export const tagView = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type TagView = z.infer<typeof tagView>;

export const groupView = z.object({
  id: z.string(),
  name: z.string(),
  acronym: z.string(),
  avatar_thumbnail_url: z.string().nullable(),
  /** The users who review this group's members' reports (issue 25; PUT /api/groups/{id}/supervisors). */
  supervisor_ids: z.array(z.string()),
});
export type GroupView = z.infer<typeof groupView>;

/** GET /api/public/cases/{report_id}: what the citizen behind the QR code sees. No personal data about anyone stopped. */
export const publicCaseView = z.object({
  agency: z.object({
    full_name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    /** The agency's badge image URL (the business card's), or null. */
    badge: z.string().nullable(),
  }),
  officer: z.object({ name: z.string(), officer_id: z.string() }),
  incident_number: z.string(),
  incident_date: z.string(),
  timezone: z.string(),
  /** The report's supervisor-review state (issue 25), as the citizen's page words it. */
  review_state: reviewState,
});
export type PublicCaseView = z.infer<typeof publicCaseView>;

/**
 * GET /api/public/app-settings: what the web app needs from the server's settings before anyone signs in. `public_url`
 * is PUBLIC_URL, the address citizens and mail links reach (the case QR code and share link are built on it, never on
 * the address the officer's phone happens to use).
 */
export const publicAppSettings = z.object({ public_url: z.string() });
export type PublicAppSettings = z.infer<typeof publicAppSettings>;
