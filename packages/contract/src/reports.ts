import { isValidReportId, MESSAGES, RECEIPT_IDS_MAX } from '@fieldbook/domain';
import { z } from 'zod';

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

/** analytics.md §3: each version with its author's name, title and avatar. */
export const reportVersionView = z.object({
  v: z.number().int(),
  created_at: z.string(),
  author: z.object({ name: z.string(), title: z.object({ name: z.string() }).nullable(), avatar_thumbnail_url: z.string().nullable() }),
  from_public_api: z.boolean(),
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

export const groupView = z.object({ id: z.string(), name: z.string(), acronym: z.string(), avatar_thumbnail_url: z.string().nullable() });
export type GroupView = z.infer<typeof groupView>;

/** GET /api/public/cases/{report_id}: what the citizen behind the QR code sees. No personal data about anyone stopped. */
export const publicCaseView = z.object({
  agency: z.object({ full_name: z.string(), phone: z.string().nullable(), email: z.string().nullable(), address: z.string().nullable() }),
  officer: z.object({ name: z.string(), officer_id: z.string() }),
  incident_number: z.string(),
  incident_date: z.string(),
  timezone: z.string(),
});
export type PublicCaseView = z.infer<typeof publicCaseView>;
