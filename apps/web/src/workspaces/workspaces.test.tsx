import type { WorkspaceView } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widgetsOfEveryKind } from '../analytics/analytics-fixtures.test-helper.ts';
import { favouritesKey } from '../analytics/favourites.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { toWorkspaceBody } from './workspace-generate-body.ts';

vi.mock('../analytics/charts/echarts-setup.ts', () => ({ init: () => ({ setOption: () => {}, resize: () => {}, dispose: () => {} }) }));
vi.mock('../location/load-maplibre.ts', () => ({ loadMapLibre: () => Promise.reject(new Error('no WebGL in happy-dom')) }));

const workspace = (id: string, name: string): WorkspaceView => ({
  id,
  name,
  areas: [],
  groups: [],
  tags: [],
  officers: [],
  contact_types: [],
  members: [],
});
const WORKSPACES = [workspace('w-2', 'traffic unit'), workspace('w-1', 'Downtown Patrol')];
const NEXUS = { appPlan: { cc: 'analytics', nexus: 'analytics' } };
const widgets = Object.values(widgetsOfEveryKind()).map((widget, position) => ({ ...widget, position }));
const CONFIG = {
  widgets,
  suggested_widgets: [],
  incident_data: [],
  incident_data_limited: false,
  period: 'custom',
  date_from: '2026-03-01',
  date_to: '2026-03-31',
};

function renderAt(path: string, handlers: Record<string, Handler> = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(owner()),
    'GET /api/subscriptions/summary': () => json(NEXUS),
    'GET /api/workspaces': () => json(WORKSPACES),
    'GET /api/workspaces/w-1': () => json(WORKSPACES[1]),
    'POST /api/analytics/generate': () => json(CONFIG),
    'GET /api/analytics/w-1/me/settings': () => json({ widgets: [] }),
    'POST /api/workspaces/w-1/reports/search': () => json({ reports: [], links: { next: null }, total: null }),
    ...handlers,
  });
  return { ...renderApp(path), calls };
}

describe('the workspace edition', () => {
  it('shows the index as a card list, one card per workspace plus Contacts, and the workspaces as side links sorted by label', async () => {
    renderAt('/app/agency-reports');
    const cards = await screen.findByRole('link', { name: /Downtown Patrol Workspace/ });
    expect(cards.getAttribute('href')).toBe('/app/agency-reports/workspaces/w-1');
    expect(screen.getByRole('link', { name: /Contacts/ }).getAttribute('href')).toBe('/app/agency-reports/contacts');
    const children = await screen.findByRole('list', { name: 'Analytics workspaces' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Downtown Patrol', 'traffic unit']);
    expect(within(children).getByRole('link', { name: 'Downtown Patrol' }).getAttribute('href')).toBe('/app/analytics/workspaces/w-1');
  });

  it('keeps redirecting the index to contacts without the nexus plan', async () => {
    const { router, calls } = renderAt('/app/my-reports', {
      'GET /api/subscriptions/summary': () => json({ appPlan: { cc: 'analytics', nexus: null } }),
      'GET /api/reports/me': () => json({ reports: [], links: { next: null }, total: null }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-reports/contacts'));
    expect(callsTo(calls, 'GET', '/api/workspaces')).toEqual([]);
  });

  it('lists the agency reports of a workspace under its name', async () => {
    const { calls } = renderAt('/app/agency-reports/workspaces/w-1');
    expect(await screen.findByRole('heading', { name: 'Downtown Patrol', level: 1 })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/workspaces/w-1/reports/search')).toHaveLength(1));
  });

  it('heads the dashboard with the workspace name, asks for its widgets and favourites, and offers no quarter, half-year or year', async () => {
    const { calls, user } = renderAt('/app/analytics/workspaces/w-1');
    expect(await screen.findByRole('heading', { name: 'Downtown Patrol', level: 2 })).toBeTruthy();
    const [generate] = callsTo(calls, 'POST', '/api/analytics/generate');
    expect(generate?.body).toMatchObject({ period: 'month', workspace_id: 'w-1' });
    expect(callsTo(calls, 'GET', '/api/analytics/w-1/me/settings')).toHaveLength(1);
    expect(callsTo(calls, 'GET', '/api/analytics/periods')).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Filter by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by' });
    expect(within(dialog).queryByRole('radio', { name: 'Quarter' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Year' })).toBeNull();
    expect(localStorage.getItem(favouritesKey(owner().email, 'w-1'))).toBeNull();
  });

  it("offers only the workspace's areas, tags and groups in its filters, and 'Add widgets' in its header (issue 27)", async () => {
    const north = { ...workspace('w-1', 'Downtown Patrol'), areas: ['area-n'], tags: ['tag-d'], groups: ['group-1'] };
    const { user, calls } = renderAt('/app/analytics/workspaces/w-1', {
      'GET /api/workspaces/w-1': () => json(north),
      'GET /api/agencies/me/areas': () =>
        json([
          { id: 'area-n', name: 'North', acronym: 'N', polygon: [] },
          { id: 'area-s', name: 'South', acronym: 'S', polygon: [] },
        ]),
      'GET /api/agencies/me/tags': () =>
        json([
          { id: 'tag-d', name: 'DUI' },
          { id: 'tag-x', name: 'Other' },
        ]),
      'GET /api/agencies/me/groups': () =>
        json([
          { id: 'group-1', name: 'Night Shift', acronym: 'NS', avatar_thumbnail_url: null },
          { id: 'group-2', name: 'Day Shift', acronym: 'DS', avatar_thumbnail_url: null },
        ]),
      'PUT /api/analytics/me/settings': (call) => json(call.body),
    });
    expect(await screen.findByRole('heading', { name: 'Downtown Patrol', level: 2 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Filter by/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by' });
    await user.click(within(dialog).getByRole('radio', { name: 'Group' }));
    for (const [label, shown, hidden] of [
      ['Area', 'North', 'South'],
      ['Agency Tags', 'DUI', 'Other'],
      ['Group', 'Night Shift', 'Day Shift'],
    ] as const) {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      expect(await screen.findByRole('option', { name: new RegExp(`^${shown}`) })).toBeTruthy();
      expect(screen.queryByRole('option', { name: new RegExp(`^${hidden}`) })).toBeNull();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const add = await screen.findByRole('button', { name: 'Add widgets' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    await user.click(add);
    const adding = await screen.findByRole('dialog', { name: 'Add widgets' });
    const first = within(adding).getAllByRole('checkbox')[0];
    if (!first) throw new Error('no widget offered');
    expect((first as HTMLInputElement).checked).toBe(false);
    await user.click(first);
    await user.click(within(adding).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/analytics/me/settings')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/analytics/me/settings')[0]?.body).toMatchObject({ workspace_id: 'w-1' });
  });

  it('sends the end day of a date filter plus one in the workspace edition', () => {
    const body = { period: 'custom' as const, filters: { general_information: { date: { from: '2026-01-20', to: '2026-01-31' } } } };
    expect(toWorkspaceBody(body, 'w-1')).toEqual({
      period: 'custom',
      workspace_id: 'w-1',
      filters: { general_information: { date: { from: '2026-01-20', to: '2026-02-01' } } },
    });
    expect(toWorkspaceBody(body, undefined)).toBe(body);
  });
});

describe('Settings > Workspaces', () => {
  it('changes a workspace: the dialog sends its name and parts only, and the list says who it is shared with', async () => {
    const AREA = '00000000-0000-4000-8000-0000000000a1';
    const MEMBER = '00000000-0000-4000-8000-0000000000b9';
    const shared = { ...workspace('w-1', 'Downtown Patrol'), areas: [AREA], members: [MEMBER] };
    const { calls, user, router } = renderAt('/app/business-card', {
      'GET /api/workspaces': () => json([shared]),
      'GET /api/agencies/me/areas': () => json([{ id: AREA, name: 'Downtown', acronym: 'DT', polygon: [] }]),
      'GET /api/agencies/me/tags': () => json([]),
      'GET /api/agencies/me/groups': () => json([]),
      'GET /api/agency/members': () => json({ items: [] }),
      'PUT /api/workspaces/w-1': (call) => json({ ...shared, ...(call.body as object) }),
    });
    await router.navigate('/app/settings?section=workspaces');
    expect(await screen.findByText('Shared with 1 member')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit workspace Downtown Patrol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Workspace' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Downtown Watch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/workspaces/w-1')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/workspaces/w-1')[0]?.body).toEqual({
      name: 'Downtown Watch',
      areas: [AREA],
      groups: [],
      tags: [],
      officers: [],
      contact_types: [],
      members: [MEMBER],
    });
  });
});
