import type { FieldIssue } from './errors.ts';
import type { ReportFilters } from './lists/report-filters.ts';
import type { WorkspaceDefinition } from './workspaces.schema.ts';

/**
 * The workspace edition, Fieldbook Nexus (accounts.md §1, §2.3; analytics.md §2, §6): a workspace is a named view of
 * the agency's reports limited to some areas, groups, tags, contact types and officers (an empty list does not limit),
 * shared with chosen members. The same rules run in Settings (to guide) and on the server (to refuse).
 */
export const WORKSPACE_NAME_MAX = 60;
export const WORKSPACE_CONTACT_TYPES = ['Call For Service', 'Officer Pro-active'] as const;

export const WORKSPACE_MESSAGES = {
  nameRequired: 'Enter a name for the workspace.',
  duplicateName: 'A workspace with this name already exists.',
  unknownArea: 'This area is not one of your agency.',
  unknownGroup: 'This group is not one of your agency.',
  unknownTag: 'This tag is not one of your agency.',
  unknownOfficer: 'This officer is not a member of your agency.',
  unknownMember: 'This member is not a member of your agency.',
  contactTypeNotOffered: 'Your agency does not offer this contact type.',
  outsideWorkspace: 'This filter is outside the workspace.',
} as const;

export type { WorkspaceDefinition } from './workspaces.schema.ts';

/** What the agency has, to check a definition against (ids of its areas, groups, tags and members). */
export interface WorkspaceCatalog {
  areas: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  users: ReadonlySet<string>;
  contactTypes: ReadonlySet<string>;
}

/** Every id of the definition must be the agency's; a contact type must be one the agency offers. */
export function checkWorkspaceDefinition(definition: WorkspaceDefinition, catalog: WorkspaceCatalog): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const check = (path: string, values: readonly string[], known: ReadonlySet<string>, message: string) => {
    values.forEach((value, index) => {
      if (!known.has(value)) issues.push({ path: `body.${path}.${index}`, message });
    });
  };
  check('areas', definition.areas, catalog.areas, WORKSPACE_MESSAGES.unknownArea);
  check('groups', definition.groups, catalog.groups, WORKSPACE_MESSAGES.unknownGroup);
  check('tags', definition.tags, catalog.tags, WORKSPACE_MESSAGES.unknownTag);
  check('officers', definition.officers, catalog.users, WORKSPACE_MESSAGES.unknownOfficer);
  check('members', definition.members, catalog.users, WORKSPACE_MESSAGES.unknownMember);
  check('contact_types', definition.contact_types, catalog.contactTypes, WORKSPACE_MESSAGES.contactTypeNotOffered);
  return issues;
}

export type WorkspaceScope = Pick<WorkspaceDefinition, 'areas' | 'groups' | 'tags' | 'officers' | 'contact_types'>;

/**
 * One list dimension of a user's filter inside a workspace: the workspace's values when the user chose none, the
 * user's when they are all within the workspace's; anything outside is refused (docs/decisions.md).
 */
export function narrowToWorkspace(path: string, user: readonly string[] | undefined, workspace: readonly string[], issues: FieldIssue[]) {
  if (!user?.length) return workspace.length ? [...workspace] : undefined;
  if (workspace.length && user.some((value) => !workspace.includes(value)))
    issues.push({ path, message: WORKSPACE_MESSAGES.outsideWorkspace });
  return [...user];
}

/**
 * The agency-report filters (packages/domain lists) of a user's filters inside a workspace: areas, groups, tags and
 * officers narrowed to the workspace's; its contact type when it has exactly one. Issues when the user asks outside.
 */
export function scopeReportFilters(filters: ReportFilters, scope: WorkspaceScope): { filters: ReportFilters; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const scoped: ReportFilters = { ...filters };
  const set = (key: 'areas' | 'groups' | 'tags' | 'officers', workspace: readonly string[]) => {
    const value = narrowToWorkspace(key, filters[key], workspace, issues);
    if (value) scoped[key] = value;
  };
  set('areas', scope.areas);
  set('groups', scope.groups);
  set('tags', scope.tags);
  set('officers', scope.officers);
  if (scope.contact_types.length === 1) {
    const only = scope.contact_types[0] as (typeof WORKSPACE_CONTACT_TYPES)[number];
    if (filters.contactType && filters.contactType !== 'All' && filters.contactType !== only)
      issues.push({ path: 'contactType', message: WORKSPACE_MESSAGES.outsideWorkspace });
    scoped.contactType = only;
  }
  return { filters: scoped, issues };
}

/** Whether a host name is the Nexus edition's (accounts.md §1: 'nexus' if the host contains 'nexus'). */
export function isNexusHost(hostname: string): boolean {
  return hostname.toLowerCase().includes('nexus');
}

/** The workspace edition's date rule (analytics.md §3): the end day of a date filter is sent plus one. */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The day before `date` (the server reads the workspace edition's end day back). */
export function previousDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}
