import { hasPermission, type Role } from '../permissions.ts';
import { isSameValue } from './equality.ts';

/** Parts the server manages: not something the officer changes. */
const MANAGED_KEYS = new Set(['created_in_version', 'created_by_user']);

function withoutManaged(report: Record<string, unknown>): Record<string, unknown> {
  const general = { ...(report.general_information as Record<string, unknown> | undefined) };
  delete general.created_by_user;
  delete general.device;
  return Object.fromEntries(Object.entries({ ...report, general_information: general }).filter(([key]) => !MANAGED_KEYS.has(key)));
}

/**
 * Amend needs a change: some value differs from the original (reports.md §5). Both reports normalised. Text is
 * compared trimmed, so a trailing space alone is no change (what is stored keeps the text as normalised).
 */
export function hasReportChanged(original: Record<string, unknown>, amended: Record<string, unknown>): boolean {
  return !isSameValue(withoutManaged(original), withoutManaged(amended), { isTextTrimmed: true });
}

/** The report's supervision parts: complaints and investigations, added by the agency's readers on amend (reports.md §3). */
export const SUPERVISION_PARTS = ['complaints', 'investigations'] as const;
export type SupervisionPart = (typeof SUPERVISION_PARTS)[number];

/**
 * The parts of a report a role can neither see nor change: complaints and investigations without agency.reports.read
 * (reports.md §6). Reads leave them out, and an amend keeps their stored value, whatever the amender sent (issue 24).
 */
export function reportPartsHiddenFrom(role: Pick<Role, 'permissions'>): readonly SupervisionPart[] {
  return hasPermission(role, 'agency.reports.read') ? [] : SUPERVISION_PARTS;
}

export interface AmendSubject {
  /** The author of version 0. */
  authorId: string;
  authorRolePriority: number;
}

/**
 * Amend rights (reports.md §4, §6): the original author, with self.reports.amend; or a user whose role
 * priority is greater than the author's, with agency.reports.amend.
 */
export function canAmendReport(user: { id: string; role: Pick<Role, 'priority' | 'permissions'> }, report: AmendSubject): boolean {
  if (user.id === report.authorId) return hasPermission(user.role, 'self.reports.amend');
  return user.role.priority > report.authorRolePriority && hasPermission(user.role, 'agency.reports.amend');
}

/** The longest reason an amend may carry (issue 25), in characters once trimmed. */
export const AMEND_REASON_MAX = 500;
export const AMEND_REASON_MESSAGE = `Write the reason in 1 to ${AMEND_REASON_MAX} characters.`;

/**
 * 'Reason for the change' of an amend (issue 25): optional; when given, a text of 1 to 500 characters once trimmed.
 * The message when it fails, null when it passes (undefined and null are "not given"). The browser checks the field
 * only when something was typed in it; the server checks what was sent.
 */
export function checkAmendReason(reason: unknown): string | null {
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string') return AMEND_REASON_MESSAGE;
  const length = [...reason.trim()].length;
  return length >= 1 && length <= AMEND_REASON_MAX ? null : AMEND_REASON_MESSAGE;
}
