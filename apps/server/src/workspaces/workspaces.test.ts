import { randomUUID } from 'node:crypto';
import { WORKSPACE_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const OTHER_AGENCY = randomUUID();
const OTHER_WORKSPACE = randomUUID();
const OTHER_TAG = randomUUID();
let agencyId = '';
let officerId = '';
let downtown = '';

const as = (who: string) => ({ token: tokens[who] as string });
const kpiContacts = (body: { widgets: Array<{ id: string; component: { config: any } }> }) =>
  body.widgets.find((widget) => widget.id === 'kpi_contacts')?.component.config.value.value;

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      // The demo agency holds the workspace edition here; the Connect demo agency does not.
      await db.query(
        `insert into agency_app_plans (agency_id, app, plan) select id, 'nexus', 'analytics' from agencies where ori = 'CA0349400'`,
      );
      await addOtherAgency(db, { id: OTHER_AGENCY });
      await db.query(`insert into agency_app_plans (agency_id, app, plan) values ($1, 'nexus', 'analytics')`, [OTHER_AGENCY]);
      await db.query(`insert into tags (agency_id, id, name, color) values ($1, $2, 'Other tag', '#000000')`, [OTHER_AGENCY, OTHER_TAG]);
      await db.query(`insert into workspaces (agency_id, id, name) values ($1, $2, 'Theirs')`, [OTHER_AGENCY, OTHER_WORKSPACE]);
    },
  });
  for (const who of ['owner', 'manager', 'officer', 'officer2']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.connect = (await login(server, 'connect-owner@demo.test')).access_token;
  [{ id: agencyId = '' } = { id: '' }] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
  [{ id: officerId = '' } = { id: '' }] = await server.db.query<{ id: string }>(`select id from users where email = 'officer@demo.test'`);
  [{ id: downtown = '' } = { id: '' }] = await server.db.query<{ id: string }>(
    `select id from areas where agency_id = $1 and name = 'Downtown'`,
    [agencyId],
  );
});
afterAll(() => server?.close());

async function createWorkspace(name: string, extra: object = {}) {
  const response = await call(server, 'POST', '/api/workspaces', {
    ...as('manager'),
    body: { name, areas: [downtown], members: [officerId], ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string };
}

describe('the subscriptions summary and the plan', () => {
  it('answers appPlan.cc and appPlan.nexus, and refuses workspaces without the nexus plan', async () => {
    expect((await call(server, 'GET', '/api/subscriptions/summary', as('officer'))).body).toEqual({
      appPlan: { cc: 'analytics', nexus: 'analytics' },
    });
    expect((await call(server, 'GET', '/api/subscriptions/summary', as('connect'))).body).toEqual({
      appPlan: { cc: 'connect', nexus: null },
    });
    const refused = await call(server, 'GET', '/api/workspaces', as('connect'));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('NEXUS_PLAN_REQUIRED');
    const create = await call(server, 'POST', '/api/workspaces', { ...as('connect'), body: { name: 'Mine' } });
    expect(create.status).toBe(403);
  });
});

describe('workspaces', () => {
  it('are created, renamed, changed, shared and deleted by a manager; members see only those shared with them', async () => {
    const created = await createWorkspace(' North Patrol ');
    expect(created).toMatchObject({ name: 'North Patrol', areas: [downtown], members: [officerId], tags: [], contact_types: [] });
    const renamed = await call(server, 'PUT', `/api/workspaces/${created.id}`, {
      ...as('owner'),
      body: { name: 'Downtown Watch', areas: [downtown], contact_types: ['Call For Service'], members: [officerId] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Downtown Watch', contact_types: ['Call For Service'] });
    const names = async (who: string) =>
      ((await call(server, 'GET', '/api/workspaces', as(who))).body as { name: string }[]).map((w) => w.name);
    expect(await names('officer')).toContain('Downtown Watch');
    expect(await names('officer2')).not.toContain('Downtown Watch');
    expect(await names('owner')).toContain('Downtown Watch');
    expect((await call(server, 'GET', `/api/workspaces/${created.id}`, as('officer'))).status).toBe(200);
    expect((await call(server, 'GET', `/api/workspaces/${created.id}`, as('officer2'))).status).toBe(403);
    expect((await call(server, 'PUT', `/api/workspaces/${created.id}`, { ...as('officer'), body: { name: 'Mine now' } })).status).toBe(403);
    expect((await call(server, 'DELETE', `/api/workspaces/${created.id}`, as('officer'))).status).toBe(403);
    expect((await call(server, 'DELETE', `/api/workspaces/${created.id}`, as('manager'))).status).toBe(204);
    expect((await call(server, 'GET', `/api/workspaces/${created.id}`, as('manager'))).status).toBe(404);
  });

  it('forgets a deleted tag in every workspace, so the next save of one is not refused for it', async () => {
    const tag = await call(server, 'POST', '/api/tags', { ...as('manager'), body: { name: 'Short-lived', color: '#112233' } });
    expect(tag.status, JSON.stringify(tag.body)).toBe(201);
    const workspace = await createWorkspace('With a tag', { tags: [tag.body.id] });
    expect((await call(server, 'DELETE', `/api/tags/${tag.body.id}`, as('manager'))).status).toBe(204);
    const read = await call(server, 'GET', `/api/workspaces/${workspace.id}`, as('manager'));
    expect(read.body.tags).toEqual([]);
    const { areas, groups, tags, officers, contact_types, members } = read.body;
    const body = { name: 'Renamed', areas, groups, tags, officers, contact_types, members };
    const renamed = await call(server, 'PUT', `/api/workspaces/${workspace.id}`, { ...as('manager'), body });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });

  it('refuses unknown areas, another agency’s tags, strangers as members and a taken name with 400 and a message', async () => {
    const unknownArea = await call(server, 'POST', '/api/workspaces', { ...as('manager'), body: { name: 'Bad', areas: [randomUUID()] } });
    expect(unknownArea.status).toBe(400);
    expect(unknownArea.body.errors).toEqual([{ path: 'body.areas.0', message: WORKSPACE_MESSAGES.unknownArea }]);
    const otherTag = await call(server, 'POST', '/api/workspaces', { ...as('manager'), body: { name: 'Bad', tags: [OTHER_TAG] } });
    expect(otherTag.body.errors).toEqual([{ path: 'body.tags.0', message: WORKSPACE_MESSAGES.unknownTag }]);
    const stranger = await call(server, 'POST', '/api/workspaces', { ...as('manager'), body: { name: 'Bad', members: [randomUUID()] } });
    expect(stranger.body.errors).toEqual([{ path: 'body.members.0', message: WORKSPACE_MESSAGES.unknownMember }]);
    const nameless = await call(server, 'POST', '/api/workspaces', { ...as('manager'), body: { name: '  ' } });
    expect(nameless.status).toBe(400);
    await createWorkspace('Taken');
    const taken = await call(server, 'POST', '/api/workspaces', { ...as('manager'), body: { name: 'TAKEN' } });
    expect(taken.body.errors).toEqual([{ path: 'body.name', message: WORKSPACE_MESSAGES.duplicateName }]);
  });

  it('answers 404 for another agency’s workspace, whatever the call', async () => {
    for (const [method, path] of [
      ['GET', `/api/workspaces/${OTHER_WORKSPACE}`],
      ['DELETE', `/api/workspaces/${OTHER_WORKSPACE}`],
      ['GET', `/api/analytics/${OTHER_WORKSPACE}/me/settings`],
    ] as const)
      expect((await call(server, method, path, as('owner'))).status, path).toBe(404);
    const put = await call(server, 'PUT', `/api/workspaces/${OTHER_WORKSPACE}`, { ...as('owner'), body: { name: 'Mine' } });
    expect(put.status).toBe(404);
    const generate = await call(server, 'POST', '/api/analytics/generate', { ...as('manager'), body: { workspace_id: OTHER_WORKSPACE } });
    expect(generate.status).toBe(404);
  });
});

describe('lists and analytics limited to a workspace', () => {
  it('lists and counts only the workspace’s reports, equal to a direct count', async () => {
    const workspace = await createWorkspace('Downtown lists');
    const [direct] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from reports where agency_id = $1 and $2::uuid = any(area_ids)',
      [agencyId, downtown],
    );
    const [all] = await server.db.query<{ count: number }>('select count(*)::int as count from reports where agency_id = $1', [agencyId]);
    expect(direct?.count).toBeGreaterThan(0);
    expect(direct?.count).toBeLessThan(all?.count ?? 0);
    const totals = await call(server, 'POST', `/api/workspaces/${workspace.id}/reports/calculate-totals`, {
      ...as('manager'),
      body: { filters: {} },
    });
    expect(totals.body.total).toBe(direct?.count);
    const page = await call(server, 'POST', `/api/workspaces/${workspace.id}/reports/search?limit=100`, { ...as('manager'), body: {} });
    expect(page.status).toBe(200);
    const ids = (page.body.reports as { id: string }[]).map((report) => report.id);
    const rows = await server.db.query<{ id: string }>(
      'select id from reports where agency_id = $1 and id = any($2::uuid[]) and $3::uuid = any(area_ids)',
      [agencyId, ids, downtown],
    );
    expect(rows.length).toBe(ids.length);
    if (page.body.links.next) expect(page.body.links.next).toContain(`/api/workspaces/${workspace.id}/reports/search`);
    const outside = await call(server, 'POST', `/api/workspaces/${workspace.id}/reports/search`, {
      ...as('manager'),
      body: { filters: { areas: [randomUUID()] } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([{ path: 'filters.areas', message: WORKSPACE_MESSAGES.outsideWorkspace }]);
    const mine = await call(server, 'POST', `/api/workspaces/${workspace.id}/reports/me?limit=100`, { ...as('officer'), body: {} });
    expect(mine.status).toBe(200);
    const [own] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from reports where agency_id = $1 and $2::uuid = any(area_ids) and author_id = $3',
      [agencyId, downtown, officerId],
    );
    expect(mine.body.reports.length).toBe(Math.min(own?.count ?? 0, 100));
    expect((await call(server, 'POST', `/api/workspaces/${workspace.id}/reports/me`, { ...as('officer2'), body: {} })).status).toBe(403);
  });

  it('limits the dashboard to a workspace of several officers and one contact type, as a direct count of its reports', async () => {
    const [{ id: officer2Id = '' } = { id: '' }] = await server.db.query<{ id: string }>(
      `select id from users where email = 'officer2@demo.test'`,
    );
    const workspace = await createWorkspace('Two officers, calls', {
      areas: [],
      officers: [officerId, officer2Id],
      contact_types: ['Call For Service'],
    });
    const scoped = await call(server, 'POST', '/api/analytics/generate', {
      ...as('manager'),
      body: { period: 'month', workspace_id: workspace.id },
    });
    expect(scoped.status, JSON.stringify(scoped.body)).toBe(200);
    const [direct] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from reports r join agencies a on a.id = r.agency_id
        where r.agency_id = $1 and r.contact_type = 'Call For Service'
          and (r.author_id = any($2::uuid[]) or r.collaborator_ids && $2::uuid[])
          and (r.incident_date at time zone a.timezone)::date between (now() at time zone a.timezone)::date - 29 and (now() at time zone a.timezone)::date`,
      [agencyId, [officerId, officer2Id]],
    );
    expect(direct?.count).toBeGreaterThan(0);
    expect(kpiContacts(scoped.body)).toBe(direct?.count);
    const agency = await call(server, 'POST', '/api/analytics/generate', { ...as('manager'), body: { period: 'month' } });
    expect(kpiContacts(scoped.body)).toBeLessThan(kpiContacts(agency.body));

    // One officer, and the user's own group filter on top: still only that officer's reports (within the group's).
    const [group] = await server.db.query<{ id: string }>(
      `select g.id from groups g join group_members m on m.agency_id = g.agency_id and m.group_id = g.id
        where g.agency_id = $1 and m.user_id = $2 limit 1`,
      [agencyId, officerId],
    );
    const single = await createWorkspace('One officer', { areas: [], officers: [officerId] });
    const body = {
      period: 'month',
      workspace_id: single.id,
      ...(group ? { filters: { officers: { officer_information: { groups: [group.id] } } } } : {}),
    };
    const officerOnly = await call(server, 'POST', '/api/analytics/generate', { ...as('manager'), body });
    expect(officerOnly.status, JSON.stringify(officerOnly.body)).toBe(200);
    const byFilter = await call(server, 'POST', '/api/analytics/generate', {
      ...as('manager'),
      body: { period: 'month', filters: { officers: { officer_information: { id: officerId } } } },
    });
    expect(kpiContacts(officerOnly.body)).toBe(kpiContacts(byFilter.body));
  });

  it('generates the dashboard of the workspace’s area, reading the end day sent plus one, and keeps favourites per workspace', async () => {
    const workspace = await createWorkspace('Downtown analytics');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
    const start = new Date(Date.parse(`${today}T12:00:00Z`) - 20 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const scoped = await call(server, 'POST', '/api/analytics/generate', {
      ...as('manager'),
      body: { period: 'custom', workspace_id: workspace.id, filters: { general_information: { date: { from: start, to: tomorrow } } } },
    });
    expect(scoped.status, JSON.stringify(scoped.body)).toBe(200);
    expect(scoped.body.date_to).toBe(today);
    const direct = await call(server, 'POST', '/api/analytics/generate', {
      ...as('manager'),
      body: { period: 'custom', filters: { general_information: { date: { from: start, to: today }, location: { areas: [downtown] } } } },
    });
    const agency = await call(server, 'POST', '/api/analytics/generate', {
      ...as('manager'),
      body: { period: 'custom', filters: { general_information: { date: { from: start, to: today } } } },
    });
    expect(kpiContacts(scoped.body)).toBe(kpiContacts(direct.body));
    expect(kpiContacts(scoped.body)).toBeLessThan(kpiContacts(agency.body));
    const notShared = await call(server, 'POST', '/api/analytics/generate', { ...as('officer2'), body: { workspace_id: workspace.id } });
    expect(notShared.status).toBe(403);

    const saved = await call(server, 'PUT', '/api/analytics/me/settings', {
      ...as('manager'),
      body: { widgets: ['kpi_contacts'], workspace_id: workspace.id },
    });
    expect(saved.status).toBe(200);
    expect((await call(server, 'GET', `/api/analytics/${workspace.id}/me/settings`, as('manager'))).body).toEqual({
      widgets: ['kpi_contacts'],
    });
    expect((await call(server, 'GET', `/api/analytics/me/settings?workspace_id=${workspace.id}`, as('manager'))).body).toEqual({
      widgets: ['kpi_contacts'],
    });
    expect((await call(server, 'GET', '/api/analytics/me/settings', as('manager'))).body.widgets).not.toEqual(['kpi_contacts']);
    const strangerSave = await call(server, 'PUT', '/api/analytics/me/settings', {
      ...as('officer2'),
      body: { widgets: [], workspace_id: workspace.id },
    });
    expect(strangerSave.status).toBe(403);
  });
});
