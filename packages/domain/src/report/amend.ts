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
