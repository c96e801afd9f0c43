/** The seven permission strings of reports.md §6. They are data on roles, never implied by a role's name. */
export const PERMISSIONS = [
  'agency.reports.read',
  'agency.reports.amend',
  'agency.reports.create',
  'agency.reports.collaboration.read',
  'agency.analytics.watch',
  'self.reports.amend',
  'self.reports.read',
] as const;

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
