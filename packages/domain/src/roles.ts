import { PERMISSIONS, type Permission } from './permissions.ts';

export type RoleName = 'owner' | 'manager' | 'supervisor' | 'officer' | 'invited';

/** What an officer holds: filing, their own reports and analytics, the reports they collaborated on. */
const OFFICER_PERMISSIONS: readonly Permission[] = [
  'agency.reports.create',
  'agency.reports.collaboration.read',
  'self.analytics.watch',
  'self.reports.amend',
  'self.reports.read',
  'agency.subscriptions.read',
];

/**
 * The roles every agency starts with. Priorities and permissions are our decision (docs/decisions.md):
 * a higher priority may amend the reports of a lower one; equal ranks may not amend each other's.
 * 'invited' is the non-owner role of someone who registered as a Member and has no agency until they accept
 * an invitation (accounts.md §1); it holds nothing. 'supervisor' (issue 25) sits between manager and officer: an
 * officer who also reviews the reports of the groups they supervise. It comes last in the list because a role's id is
 * its place in it (db/roles.repo.ts): existing members keep theirs.
 */
export const DEFAULT_ROLES: ReadonlyArray<{ name: RoleName; priority: number; permissions: Permission[] }> = [
  { name: 'owner', priority: 30, permissions: [...PERMISSIONS] },
  {
    name: 'manager',
    priority: 20,
    permissions: [
      'agency.reports.read',
      'agency.reports.amend',
      'agency.reports.create',
      'agency.reports.collaboration.read',
      'agency.analytics.watch',
      'self.reports.amend',
      'self.reports.read',
      'agency.reports.review',
      'agency.subscriptions.read',
      'agency.members.manage',
      'agency.contact_types.manage',
      'agency.report_templates.manage',
      'agency.review_settings.manage',
      'agency.early_intervention.manage',
      'agency.doj_submissions.manage',
      'agency.catalog.manage',
      'agency.workspaces.manage',
      'agency.audit.read',
      'agency.notice.manage',
    ],
  },
  { name: 'officer', priority: 10, permissions: [...OFFICER_PERMISSIONS] },
  { name: 'invited', priority: 0, permissions: [] },
  {
    name: 'supervisor',
    priority: 15,
    // An officer who also reviews the reports of the groups they supervise.
    permissions: [...OFFICER_PERMISSIONS, 'agency.reports.review', 'agency.early_intervention.review'],
  },
];

/**
 * The role names a member of an agency can hold: an owner assigns any of them; a manager (agency.members.manage)
 * makes an officer a supervisor or a supervisor an officer (issue 25).
 */
export const MEMBER_ROLE_NAMES = ['manager', 'supervisor', 'officer'] as const;
export type MemberRoleName = (typeof MEMBER_ROLE_NAMES)[number];
/** The roles a manager may give or take (between members ranked below them). */
export const MANAGER_ASSIGNABLE_ROLES: readonly MemberRoleName[] = ['supervisor', 'officer'];
