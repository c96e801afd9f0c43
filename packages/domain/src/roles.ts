import type { Permission } from './permissions.ts';

/**
 * The roles every agency starts with. Priorities and permissions are our decision (docs/decisions.md):
 * a higher priority may amend the reports of a lower one; equal ranks may not amend each other's.
 */
export const DEFAULT_ROLES: ReadonlyArray<{ name: 'owner' | 'manager' | 'officer'; priority: number; permissions: Permission[] }> = [
  {
    name: 'owner',
    priority: 30,
    permissions: [
      'agency.reports.read',
      'agency.reports.amend',
      'agency.reports.create',
      'agency.reports.collaboration.read',
      'agency.analytics.watch',
      'self.reports.amend',
      'self.reports.read',
    ],
  },
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
    ],
  },
  {
    name: 'officer',
    priority: 10,
    permissions: ['agency.reports.create', 'agency.reports.collaboration.read', 'self.reports.amend', 'self.reports.read'],
  },
];
