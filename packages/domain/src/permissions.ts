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
  /** Choose the contact types the agency's officers may file (the agency's customisation, reports.md §1; issue 24). */
  'agency.contact_types.manage',
  /** Approve and return reports waiting for review (issue 25): supervisors their groups', managers and owners any. */
  'agency.reports.review',
  /** Early intervention (issue 28): settings, events entered by hand, every alert and its review. */
  'agency.early_intervention.manage',
  /** Early intervention: the alerts of the officers of the groups the caller supervises, and their review. */
  'agency.early_intervention.review',
  /** Submission of stops to the California DOJ (issue 26): the Submissions page, 'Submit now', its settings, the public release. */
  'agency.doj_submissions.manage',
  /** Switch the agency's supervisor review on or off (issue 25). */
  'agency.review_settings.manage',
  /** Keep the agency's stop templates (issue 24): named partial reports officers start a stop from. */
  'agency.report_templates.manage',
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

/**
 * The permissions an owner may give one member beyond their role (issue 26: 'a new permission an owner can give'):
 * today only the DOJ submission, so a records clerk who is an officer or supervisor can send the agency's stops.
 */
export const GRANTABLE_PERMISSIONS = ['agency.doj_submissions.manage'] as const satisfies readonly Permission[];
export type GrantablePermission = (typeof GRANTABLE_PERMISSIONS)[number];

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
