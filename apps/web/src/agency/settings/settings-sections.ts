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
  'early_intervention',
  'doj_submission',
  'doj_offense_codes',
  'population',
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
  early_intervention: 'Early intervention',
  doj_submission: 'DOJ submission',
  doj_offense_codes: 'DOJ offense codes',
  population: 'Population',
};

/** Who may open each section (any of the permissions given); the server checks the same permission on every change. */
export const SECTION_PERMISSIONS: Record<SettingsSection, Permission | readonly Permission[]> = {
  members: 'agency.members.manage',
  // The agency's information is the owner's; its contact types the owner's and the managers' (issue 24, defect 13).
  // ... and whether reports need a supervisor's review (issue 25).
  agency: ['agency.settings.manage', 'agency.contact_types.manage', 'agency.review_settings.manage'],
  business_card: 'agency.settings.manage',
  areas: 'agency.catalog.manage',
  groups: 'agency.catalog.manage',
  tags: 'agency.catalog.manage',
  system_notice: 'agency.notice.manage',
  audit_log: 'agency.audit.read',
  workspaces: 'agency.workspaces.manage',
  page_loads: 'agency.settings.manage',
  early_intervention: 'agency.early_intervention.manage',
  // Where the agency's stops go to the California DOJ (issue 26).
  doj_submission: 'agency.doj_submissions.manage',
  // The agency's copy of the DOJ's offense-code table (issue 26), with the DOJ submission.
  doj_offense_codes: 'agency.doj_submissions.manage',
  // The per-resident widgets' denominator (analytics-widgets.md B2, B3): written by who manages the agency's settings.
  population: 'agency.settings.manage',
};

/** The stable id of each section's main element (feature tours and tests point at it). */
export const sectionElementId = (section: SettingsSection) => `settings-section-${section}`;

/** Workspaces also need the workspace edition (appPlan.nexus, accounts.md §2.3). */
export function allowedSections(me: MeResponse, { hasWorkspaces = false }: { hasWorkspaces?: boolean } = {}): SettingsSection[] {
  const mayOpen = (section: SettingsSection) => {
    const needed = SECTION_PERMISSIONS[section];
    return (typeof needed === 'string' ? [needed] : needed).some((permission) => hasPermission(me.role, permission));
  };
  return SETTINGS_SECTIONS.filter((section) => mayOpen(section) && (section !== 'workspaces' || hasWorkspaces));
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
