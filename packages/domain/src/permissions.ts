/**
 * Permission strings. The first seven are reports.md §6; the account and agency ones are ours (accounts.md §6 leaves
 * their names open, docs/decisions.md). They are data on roles, never implied by a role's name.
 */
export const REPORT_PERMISSIONS = [
  'agency.reports.read',
  'agency.reports.amend',
  'agency.reports.create',
  'agency.reports.collaboration.read',
  'agency.analytics.watch',
  'self.reports.amend',
  'self.reports.read',
] as const;

export const AGENCY_PERMISSIONS = [
  /** The base permission to load the agency's subscriptions (accounts.md §6). */
  'agency.subscriptions.read',
  /** Plan upgrade, plan activation, payment (the billing permission of accounts.md §6). */
  'agency.billing.manage',
  /** Edit the agency's information and badge. */
  'agency.settings.manage',
  /** Invite members, remove invitations, disable and restore access, unlock locked accounts. */
  'agency.members.manage',
  /** Make a member a manager or an officer. */
  'agency.roles.assign',
  /** Areas, groups and tags. */
  'agency.catalog.manage',
  /** Create, change, share and delete the agency's workspaces (the workspace edition, accounts.md §2.3). */
  'agency.workspaces.manage',
  /** Analytics of the user's own and collaborated reports (the officer role's dashboard, analytics.md §2). */
  'self.analytics.watch',
  /** Read, filter and export the agency's audit log (CJIS AU-6). */
  'agency.audit.read',
  /** Set the agency's system-use notice shown before sign-in (CJIS AC-8). */
  'agency.notice.manage',
] as const;

export const PERMISSIONS = [...REPORT_PERMISSIONS, ...AGENCY_PERMISSIONS] as const;

export type Permission = (typeof PERMISSIONS)[number];

export interface Role {
  id: number;
  name: string;
  /** Compared with another user's to decide amend rights (reports.md §4). */
  priority: number;
  permissions: Permission[];
}

export function hasPermission(role: Pick<Role, 'permissions'> | null | undefined, permission: Permission): boolean {
  return role?.permissions.includes(permission) ?? false;
}

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
