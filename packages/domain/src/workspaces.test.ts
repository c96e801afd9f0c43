import { describe, expect, it } from 'vitest';
import { pageLoadRouteOf } from './page-loads.ts';
import { workspaceDefinitionSchema } from './workspaces.schema.ts';
import { checkWorkspaceDefinition, isNexusHost, nextDay, previousDay, scopeReportFilters, WORKSPACE_MESSAGES } from './workspaces.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const scope = { areas: [A, B], groups: [], tags: [], officers: [], contact_types: [] as ('Call For Service' | 'Officer Pro-active')[] };

describe('workspace definitions', () => {
  it('refuses ids that are not the agency’s, each with its message', () => {
    const definition = workspaceDefinitionSchema.parse({ name: ' Patrol ', areas: [A, C], members: [C] });
    expect(definition.name).toBe('Patrol');
    const catalog = {
      areas: new Set([A]),
      groups: new Set<string>(),
      tags: new Set<string>(),
      users: new Set<string>(),
      contactTypes: new Set(['Call For Service']),
    };
    expect(checkWorkspaceDefinition(definition, catalog)).toEqual([
      { path: 'body.areas.1', message: WORKSPACE_MESSAGES.unknownArea },
      { path: 'body.members.0', message: WORKSPACE_MESSAGES.unknownMember },
    ]);
    expect(workspaceDefinitionSchema.safeParse({ name: '  ' }).success).toBe(false);
  });

  it('narrows the list filters to the workspace, and refuses a filter outside it', () => {
    expect(scopeReportFilters({}, scope)).toEqual({ filters: { areas: [A, B] }, issues: [] });
    expect(scopeReportFilters({ areas: [B] }, scope).filters.areas).toEqual([B]);
    expect(scopeReportFilters({ areas: [C] }, scope).issues).toEqual([{ path: 'areas', message: WORKSPACE_MESSAGES.outsideWorkspace }]);
    const oneType = { ...scope, contact_types: ['Call For Service' as const] };
    expect(scopeReportFilters({}, oneType).filters.contactType).toBe('Call For Service');
    expect(scopeReportFilters({ contactType: 'Officer Pro-active' }, oneType).issues).toHaveLength(1);
  });
});

describe('edition helpers', () => {
  it('tells the Nexus host, and moves days across month and year ends', () => {
    expect(isNexusHost('nexus.localhost')).toBe(true);
    expect(isNexusHost('fieldbook.app')).toBe(false);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
  });

  it('names a page load by its route pattern, never by its ids', () => {
    expect(pageLoadRouteOf('/app/analytics/workspaces/3f1c2a9e-0000-4000-8000-000000000000')).toBe(
      '/app/analytics/workspaces/:workspaceId',
    );
    expect(pageLoadRouteOf('/app/agency-reports/contacts/')).toBe('/app/agency-reports/contacts');
    expect(pageLoadRouteOf('/case/abc123')).toBeNull();
    expect(pageLoadRouteOf('/app/settings/anything')).toBe('/app/settings');
  });
});
