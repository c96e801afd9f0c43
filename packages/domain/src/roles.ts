import { PERMISSIONS, type Permission } from './permissions.ts';

export type RoleName = 'owner' | 'manager' | 'officer' | 'invited';

/**
 * The roles every agency starts with. Priorities and permissions are our decision (docs/decisions.md):
 * a higher priority may amend the reports of a lower one; equal ranks may not amend each other's.
 * 'invited' is the non-owner role of someone who registered as a Member and has no agency until they accept
 * an invitation (accounts.md §1); it holds nothing.
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
      'agency.subscriptions.read',
      'agency.members.manage',
      'agency.catalog.manage',
      'agency.workspaces.manage',
      'agency.audit.read',
      'agency.notice.manage',
    ],
  },
  {
    name: 'officer',
    priority: 10,
    permissions: [
      'agency.reports.create',
      'agency.reports.collaboration.read',
      'self.analytics.watch',
      'self.reports.amend',
      'self.reports.read',
      'agency.subscriptions.read',
    ],
  },
  { name: 'invited', priority: 0, permissions: [] },
];

/** The role names a member of an agency can hold (an owner assigns managers and officers). */
export const MEMBER_ROLE_NAMES = ['manager', 'officer'] as const;
export type MemberRoleName = (typeof MEMBER_ROLE_NAMES)[number];
