import type { MeResponse } from '@fieldbook/contract';
import { hasPermission, type Permission } from '@fieldbook/domain';

/** /app/settings?section=... (accounts.md §2.3, analytics.md): the sections in tab order. */
export const SETTINGS_SECTIONS = [
  'members',
  'agency',
  'business_card',
  'areas',
  'groups',
  'tags',
  'system_notice',
  'audit_log',
  'workspaces',
  'page_loads',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_LABELS: Record<SettingsSection, string> = {
  members: 'Members',
  agency: 'Agency',
  business_card: 'Business Card',
  areas: 'Areas',
  groups: 'Groups',
  tags: 'Tags',
  system_notice: 'System-use notice',
  audit_log: 'Audit log',
  workspaces: 'Workspaces',
  page_loads: 'Page Loads',
};

/** Who may open each section; the server checks the same permission on every change. */
export const SECTION_PERMISSIONS: Record<SettingsSection, Permission> = {
  members: 'agency.members.manage',
  agency: 'agency.settings.manage',
  business_card: 'agency.settings.manage',
  areas: 'agency.catalog.manage',
  groups: 'agency.catalog.manage',
  tags: 'agency.catalog.manage',
  system_notice: 'agency.notice.manage',
  audit_log: 'agency.audit.read',
  workspaces: 'agency.workspaces.manage',
  page_loads: 'agency.settings.manage',
};

/** The stable id of each section's main element (feature tours and tests point at it). */
export const sectionElementId = (section: SettingsSection) => `settings-section-${section}`;

/** Workspaces also need the workspace edition (appPlan.nexus, accounts.md §2.3). */
export function allowedSections(me: MeResponse, { hasWorkspaces = false }: { hasWorkspaces?: boolean } = {}): SettingsSection[] {
  return SETTINGS_SECTIONS.filter(
    (section) => hasPermission(me.role, SECTION_PERMISSIONS[section]) && (section !== 'workspaces' || hasWorkspaces),
  );
}

const isSection = (value: string | null): value is SettingsSection => (SETTINGS_SECTIONS as readonly (string | null)[]).includes(value);

/**
 * The section to show for `?section=`: the one asked for when the user may open it; otherwise (none asked,
 * unknown, or not allowed) the first allowed one, members by default; null when the user may open none.
 */
export function resolveSection(requested: string | null, allowed: readonly SettingsSection[]): SettingsSection | null {
  if (isSection(requested) && allowed.includes(requested)) return requested;
  return allowed[0] ?? null;
}
