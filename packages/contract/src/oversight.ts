import { AUDIT_KIND_NAMES, AUDIT_PAGE_SIZE, systemUseNoticeText } from '@fieldbook/domain';
import { z } from 'zod';

/** One open session of the signed-in user (ASVS 7.5.2): when and where it started, when last used; never a token. */
export const ownSessionView = z.object({
  id: z.string(),
  is_current: z.boolean(),
  created_at: z.string(),
  /** The session's last sign-in or token refresh. */
  last_seen_at: z.string(),
  /** 'Chrome on Android', or 'Unknown browser'. */
  browser: z.string(),
  /** The address it signed in from, or null when not recorded. */
  address: z.string().nullable(),
});
export type OwnSessionView = z.infer<typeof ownSessionView>;

/** GET /api/users/me/sessions: the caller's open sessions, newest first. */
export const ownSessionList = z.object({ items: z.array(ownSessionView) });
export type OwnSessionList = z.infer<typeof ownSessionList>;

export const ownSessionParams = z.object({ sessionId: z.uuid() });

/** POST /api/users/me/sessions/end-others: how many sessions ended. */
export const endedSessions = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessions>;

/**
 * GET /api/public/system-use-notice?agency={agency id}: the agency's notice (or the default), before anyone signs in.
 * By id, not ORI: two agencies may enter one ORI (issue 23, finding 11). Anything but a known id (an ORI of an older
 * link included) gets the default.
 */
export const publicNoticeQuery = z.object({ agency: z.string().max(100).optional() });

/** The notice text shown before sign-in (CJIS AC-8), and whether it is the product's default. */
export const systemUseNotice = z.object({ text: z.string(), is_default: z.boolean() });
export type SystemUseNotice = z.infer<typeof systemUseNotice>;

/** PUT /api/agencies/me/system-use-notice (agency.notice.manage): the agency's own text, or null for the default. */
export const systemUseNoticeRequest = z.strictObject({ text: systemUseNoticeText.nullable() });
export type SystemUseNoticeRequest = z.input<typeof systemUseNoticeRequest>;

const day = z.iso.date({ message: 'Use a date as YYYY-MM-DD.' });

const filterFields = {
  from: day.optional(),
  to: day.optional(),
  kind: z.enum(AUDIT_KIND_NAMES).optional(),
  /** Who acted (a user id). */
  actor: z.uuid({ message: 'Choose a member.' }).optional(),
  /** What the action was about (a member, report or export id). */
  target: z.uuid({ message: 'Use the id of a member, report or export.' }).optional(),
};
const isDayOrderRight = (filters: { from?: string | undefined; to?: string | undefined }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const dayOrder = { message: 'The start date must not be after the end date.', path: ['to'] };

/** GET /api/agency/audit-events/export.csv: the audit log's filters (AU-6); dates are the agency's local days. */
export const auditEventFilters = z.strictObject(filterFields).refine(isDayOrderRight, dayOrder);
export type AuditEventFilters = z.infer<typeof auditEventFilters>;

/** GET /api/agency/audit-events: the filters plus a page (keyset: `after` is the last row's id of the page before). */
export const auditEventQuery = z
  .strictObject({
    ...filterFields,
    after: z
      .string()
      .regex(/^[1-9][0-9]{0,17}$/, 'Not a page of this list.')
      .optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE.max).default(AUDIT_PAGE_SIZE.default),
  })
  .refine(isDayOrderRight, dayOrder);
export type AuditEventQuery = z.input<typeof auditEventQuery>;

const person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() });

/** One row of the audit log as owners and managers read it: ids, codes and counts, never report content. */
export const auditEventView = z.object({
  id: z.string(),
  occurred_at: z.string(),
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  /** Who acted; null for the system (a scheduled job) or an unknown sign-in. */
  actor: person.nullable(),
  /** What it was about; name and e-mail when it is a member of the agency. */
  target: person.nullable(),
  source_ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEventView = z.infer<typeof auditEventView>;

export const auditEventPage = z.object({
  items: z.array(auditEventView),
  /** The query of the next page, or null on the last one. */
  links: z.object({ next: z.string().nullable() }),
});
export type AuditEventPage = z.infer<typeof auditEventPage>;
