import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let ownerToken: string;
let managerToken: string;
let officerToken: string;
let otherOwnerToken: string;
let deputyId: string;
let managerId: string;
let report: { id: string; incident_number: string };

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const otherId = await addOtherAgency(db);
      await addUser(db, { email: 'sheriff@other.test', role: 'owner', agencyId: otherId });
      deputyId = await addUser(db, { email: 'deputy@other.test', role: 'officer', agencyId: otherId });
    },
  });
  ownerToken = (await login(server, 'owner@demo.test')).access_token;
  managerToken = (await login(server, 'manager@demo.test')).access_token;
  officerToken = (await login(server, 'officer@demo.test')).access_token;
  otherOwnerToken = (await login(server, 'sheriff@other.test')).access_token;
  await login(server, 'deputy@other.test');
  managerId = await userIdOf(server.db, 'manager@demo.test');
  const demoId = await demoAgencyId(server.db);
  const [found] = await server.db.query<{ id: string; incident_number: string }>(
    'select id, incident_number from reports where agency_id = $1 order by incident_date desc limit 1',
    [demoId],
  );
  if (!found) throw new Error('the demo agency has no report');
  report = found;
  // A report read, and a settings change, to review.
  expect((await call(server, 'GET', `/api/reports/${encodeURIComponent(report.incident_number)}`, { token: managerToken })).status).toBe(
    200,
  );
  const text = 'Demo Police Department: authorized use only, monitored.';
  expect((await call(server, 'PUT', '/api/agencies/me/system-use-notice', { token: managerToken, body: { text } })).status).toBe(200);
});
afterAll(() => server?.close());

interface Row {
  id: string;
  action: string;
  outcome: string;
  actor: { id: string; name: string | null } | null;
  target: { id: string } | null;
}
const events = async (token: string, query = '') => call(server, 'GET', `/api/agency/audit-events${query}`, { token });
const itemsOf = (response: { body: { items: Row[] } }) => response.body.items;

describe('GET /api/agency/audit-events', () => {
  it("shows an owner and a manager their agency's rows, newest first, named, and never another agency's", async () => {
    for (const token of [ownerToken, managerToken]) {
      const response = await events(token, '?limit=200');
      expect(response.status).toBe(200);
      const items = itemsOf(response);
      expect(items.map((item) => Number(item.id))).toEqual([...items.map((item) => Number(item.id))].sort((a, b) => b - a));
      expect(items.some((item) => item.action === 'login' && item.actor?.name === 'Marcus Reyes')).toBe(true);
      expect(items.some((item) => item.actor?.id === deputyId)).toBe(false);
    }
    const other = itemsOf(await events(otherOwnerToken, '?limit=200'));
    expect(other.some((item) => item.actor?.id === deputyId)).toBe(true);
    expect(other.some((item) => item.actor?.id === managerId)).toBe(false);
  });

  it('has the report read, the amend-style object and the settings change, and audits its own reading', async () => {
    const reads = itemsOf(await events(ownerToken, '?kind=report_reads'));
    expect(reads).toContainEqual(expect.objectContaining({ action: 'report.read', actor: expect.objectContaining({ id: managerId }) }));
    expect(reads[0]?.target?.id).toBe(report.id);
    const settings = itemsOf(await events(ownerToken, '?kind=settings'));
    expect(settings.map((item) => item.action)).toContain('agency.notice.update');
    const audits = itemsOf(await events(ownerToken, '?kind=audit'));
    expect(audits.filter((item) => item.action === 'audit.read').length).toBeGreaterThanOrEqual(2);
  });

  it('files every kind of row the server writes under a kind: reports filed, DOJ submissions, citizen submissions', async () => {
    const demoId = await demoAgencyId(server.db);
    for (const action of ['report.create', 'doj.batch.send', 'citizen_submission.received'])
      await server.db.query(
        `insert into audit_events (action, outcome, user_id, agency_id, object_id, source_ip) values ($1, 'success', $2, $3, gen_random_uuid(), null)`,
        [action, managerId, demoId],
      );
    const actionsOf = async (kind: string) => itemsOf(await events(ownerToken, `?kind=${kind}&limit=200`)).map((item) => item.action);
    expect(await actionsOf('reports')).toContain('report.create');
    expect(await actionsOf('doj')).toEqual(['doj.batch.send']);
    expect(await actionsOf('early_intervention')).toContain('citizen_submission.received');
  });

  it('filters by kind, actor, target and local days', async () => {
    const logins = itemsOf(await events(ownerToken, '?kind=logins'));
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((item) => item.action === 'login' || item.action.startsWith('login.') || item.action.startsWith('sso_'))).toBe(
      true,
    );
    const byManager = itemsOf(await events(ownerToken, `?actor=${managerId}`));
    expect(byManager.length).toBeGreaterThan(0);
    expect(byManager.every((item) => item.actor?.id === managerId)).toBe(true);
    const aboutReport = itemsOf(await events(ownerToken, `?target=${report.id}`));
    expect(aboutReport.map((item) => item.action)).toEqual(['report.read']);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(itemsOf(await events(ownerToken, `?from=${yesterday}&to=${tomorrow}`)).length).toBeGreaterThan(0);
    expect(itemsOf(await events(ownerToken, `?from=${tomorrow}`))).toEqual([]);
    expect(itemsOf(await events(ownerToken, '?to=2020-01-01'))).toEqual([]);
    expect((await events(ownerToken, `?from=${today}&to=${today}`)).status).toBe(200);
  });

  it('pages by keyset: each next link continues below the last row, without repeats', async () => {
    const first = await events(ownerToken, '?kind=logins&limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.links.next).toMatch(/^\/api\/agency\/audit-events\?kind=logins&limit=2&after=\d+$/);
    const second = await call(server, 'GET', first.body.links.next, { token: ownerToken });
    expect(second.status).toBe(200);
    const firstIds = itemsOf(first).map((item) => Number(item.id));
    const secondIds = itemsOf(second).map((item) => Number(item.id));
    expect(Math.max(...secondIds)).toBeLessThan(Math.min(...firstIds));
    const all = itemsOf(await events(ownerToken, '?kind=logins&limit=200'));
    expect(all.slice(0, 4).map((item) => Number(item.id))).toEqual([...firstIds, ...secondIds].slice(0, 4));
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      '?from=2026-13-01',
      '?from=2026-05-02&to=2026-05-01',
      '?kind=everything',
      '?actor=not-an-id',
      '?target=42',
      '?after=abc',
      '?limit=0',
      '?limit=201',
      '?agency_id=00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await events(ownerToken, query);
      expect(response.status, query).toBe(400);
      expect(response.body.detail).toBe('VALIDATION_ERROR');
    }
  });

  it('is refused to an officer (403) and without a session (401)', async () => {
    expect((await events(officerToken)).status).toBe(403);
    expect((await call(server, 'GET', '/api/agency/audit-events')).status).toBe(401);
    expect((await call(server, 'GET', '/api/agency/audit-events/export.csv', { token: officerToken })).status).toBe(403);
  });
});

describe('GET /api/agency/audit-events/export.csv', () => {
  it('streams the filtered rows as CSV and audits the export', async () => {
    const response = await fetch(`${server.url}/api/agency/audit-events/export.csv?kind=report_reads`, {
      headers: { authorization: `Bearer ${managerToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('audit-log.csv');
    const rows = parse((await response.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['Time (UTC)', 'Action', 'Outcome']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['report.read']);
    expect(rows[1]?.[8]).toBe(report.id);
    const exportsAudited = itemsOf(await events(ownerToken, '?kind=exports'));
    expect(exportsAudited[0]).toMatchObject({ action: 'audit.export', actor: { id: managerId } });
  });

  it('refuses bad filters with 400 before anything is written', async () => {
    const response = await call(server, 'GET', '/api/agency/audit-events/export.csv?from=yesterday', { token: managerToken });
    expect(response).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
  });
});

describe('retention', () => {
  it('keeps every row: updates and deletes are refused, old rows stay readable', async () => {
    const demoId = await demoAgencyId(server.db);
    await server.db.query(
      `insert into audit_events (occurred_at, agency_id, user_id, action, outcome) values (now() - interval '400 days', $1, $2, 'login', 'success')`,
      [demoId, managerId],
    );
    await expect(server.db.query(`delete from audit_events where occurred_at < now() - interval '1 year'`)).rejects.toThrow(/append-only/);
    await expect(server.db.query(`update audit_events set action = 'x'`)).rejects.toThrow(/append-only/);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    expect(itemsOf(await events(ownerToken, `?from=${day(401)}&to=${day(399)}`))).toHaveLength(1);
  });
});
