import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { newPublicToken } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;
const tokens: Record<string, string> = {};
let officer2Id = '';
let counter = 0;

function newReport(change: (report: any) => void = () => {}) {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `R-${counter++}-${Date.now() % 1e6}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(report);
  return report;
}

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const agencyId = await addOtherAgency(db, { configurationFile: 'nebraska.json' });
      await addUser(db, {
        email: 'deputy@other.test',
        role: 'manager',
        agencyId,
        officerId: 'OC-1',
        name: 'Dee Puty',
        password: 'Other-agency-pass',
      });
    },
  });
  for (const who of ['officer', 'officer2', 'manager']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'deputy@other.test', 'Other-agency-pass')).access_token;
  const [row] = await server.db.query<{ id: string }>(`select id from users where email = 'officer2@demo.test'`);
  officer2Id = row?.id ?? '';
});
afterAll(() => server?.close());

const create = async (token: string, report: any) =>
  expect((await call(server, 'POST', '/api/reports/', { token, body: report })).status).toBe(201);
const get = (token: string, path: string) => call(server, 'GET', path, { token });

describe('GET /api/reports/{incident_number}', () => {
  it('gives the author the report, its versions and the amend right', async () => {
    const report = newReport();
    await create(tokens.officer as string, report);
    const response = await get(tokens.officer as string, `/api/reports/${report.general_information.incident_number}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: report.id,
      version: 0,
      author: { name: 'Jordan Lee', officer_id: 'DPD-0217' },
      can_amend: true,
      versions: [{ v: 0, author: { name: 'Jordan Lee', title: { name: 'Officer' }, avatar_thumbnail_url: null }, from_public_api: false }],
    });
    expect(response.body.report.citizens).toHaveLength(2);
  });

  it('refuses an officer of equal rank (403), lets a manager read and amend, and hides other agencies (404)', async () => {
    const report = newReport();
    await create(tokens.officer as string, report);
    const path = `/api/reports/${report.general_information.incident_number}`;
    expect((await get(tokens.officer2 as string, path)).status).toBe(403);
    expect((await get(tokens.manager as string, path)).body).toMatchObject({ can_amend: true });
    expect(await get(tokens.other as string, path)).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
  });

  it('audits every read, a refused one too, with the address it came from (AU-2)', async () => {
    const report = newReport();
    await create(tokens.officer as string, report);
    const path = `/api/reports/${report.general_information.incident_number}`;
    expect((await get(tokens.officer2 as string, path)).status).toBe(403);
    expect((await get(tokens.manager as string, path)).status).toBe(200);
    const managerId = await userIdOf(server.db, 'manager@demo.test');
    const rows = await server.db.query<{ user_id: string; outcome: string; source_ip: string | null }>(
      `select user_id, outcome, source_ip from audit_events where action = 'report.read' and object_id = $1 order by id`,
      [report.id],
    );
    expect(rows.map((row) => [row.user_id, row.outcome])).toEqual([
      [officer2Id, 'failure'],
      [managerId, 'success'],
    ]);
    expect(rows.every((row) => row.source_ip === '127.0.0.1' || row.source_ip === '::1' || row.source_ip === '::ffff:127.0.0.1')).toBe(
      true,
    );
  });

  it('lets an officer listed on the report read it without the right to amend', async () => {
    const report = newReport((r) => (r.officers[0].officer.officer = { id: officer2Id, name: 'Sam Patel' }));
    await create(tokens.officer as string, report);
    const response = await get(tokens.officer2 as string, `/api/reports/${report.general_information.incident_number}`);
    expect(response).toMatchObject({ status: 200, body: { can_amend: false } });
  });

  it('gives an earlier version with created_at', async () => {
    const report = newReport();
    await create(tokens.officer as string, report);
    const amended = structuredClone(report);
    amended.general_information.duration = 77;
    const path = `/api/reports/${report.general_information.incident_number}`;
    expect((await call(server, 'POST', `${path}/amend`, { token: tokens.officer as string, body: amended })).status).toBe(200);
    const current = await get(tokens.officer as string, path);
    expect(current.body.report.general_information.duration).toBe(77);
    expect(current.body.versions.map((version: { v: number }) => version.v)).toEqual([0, 1]);
    const first = await get(tokens.officer as string, `${path}?created_at=${encodeURIComponent(current.body.versions[0].created_at)}`);
    expect(first.body.report.general_information.duration).toBe(report.general_information.duration);
    expect((await get(tokens.officer as string, `${path}?created_at=yesterday`)).status).toBe(400);
  });
});

describe('GET /api/reports/me', () => {
  it('pages by keyset through every report of the caller, newest first, each once', async () => {
    const [row] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from reports r join users u on u.id = r.author_id where u.email = 'officer2@demo.test'`,
    );
    const seen: string[] = [];
    let path: string | null = '/api/reports/me?limit=25';
    let previous = Number.POSITIVE_INFINITY;
    while (path) {
      const response = await get(tokens.officer2 as string, path);
      expect(response.status).toBe(200);
      for (const item of response.body.reports) {
        expect(Date.parse(item.incident_date)).toBeLessThanOrEqual(previous);
        previous = Date.parse(item.incident_date);
        seen.push(item.id);
      }
      path = response.body.links.next;
    }
    expect(seen.length).toBe(row?.n);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lists ten by default with the listing fields, and refuses a forged cursor', async () => {
    const response = await get(tokens.officer as string, '/api/reports/me');
    expect(response.body.reports).toHaveLength(10);
    expect(response.body.total).toBeNull();
    expect(response.body.reports[0]).toEqual({
      id: expect.any(String),
      incident_number: expect.any(String),
      incident_date: expect.any(String),
      author_name: 'Jordan Lee',
      type: expect.stringMatching(/Call For Service|Officer Pro-active/),
      version: expect.any(Number),
      coords: { lat: expect.any(Number), long: expect.any(Number) },
      name: expect.stringMatching(/Call For Service|Officer Pro-active/),
      color: { day: expect.stringMatching(/^#/), night: expect.stringMatching(/^#/) },
      review_state: 'approved',
      doj_status: 'unsubmitted',
    });
    expect((await get(tokens.officer as string, '/api/reports/me?cursor=abc')).body).toEqual({ detail: 'INVALID_CURSOR' });
  });

  it('from-integration lists only reports that came through the public API (none here)', async () => {
    expect((await get(tokens.officer as string, '/api/reports/me/from-integration?limit=10')).body).toEqual({
      reports: [],
      links: { next: null },
      total: null,
    });
  });
});

describe('agency reference data', () => {
  it('searches colleagues for the people picker, within the agency', async () => {
    const response = await get(tokens.officer as string, '/api/agencies/me/users?active_only=True&name=lee');
    expect(response.body).toEqual([
      { id: expect.any(String), name: 'Jordan Lee', officer_id: 'DPD-0217', title: 'Officer', avatar_thumbnail_url: null, height: null },
    ]);
    expect((await get(tokens.officer as string, '/api/agencies/me/users?active_only=False')).body).toHaveLength(4);
    expect((await get(tokens.officer as string, '/api/agencies/me/users?name=%25')).body).toEqual([]);
    expect((await get(tokens.other as string, '/api/agencies/me/users?name=lee')).body).toEqual([]);
    expect((await get(tokens.officer as string, '/api/agencies/me/users?active_only=maybe')).status).toBe(400);
  });

  it('lists the agency areas and tags', async () => {
    const areas = await get(tokens.officer as string, '/api/agencies/me/areas');
    expect(areas.body.map((area: { name: string }) => area.name)).toEqual(['Downtown', 'Midtown', 'River District']);
    expect(areas.body[0].polygon).toHaveLength(5);
    expect((await get(tokens.officer as string, '/api/agencies/me/tags')).body).toHaveLength(4);
    expect((await get(tokens.other as string, '/api/agencies/me/areas')).body).toEqual([]);
  });
});

describe('GET /api/public/cases/{token}', () => {
  it('shows the citizen the agency, officer, number and date, and nothing about anyone stopped', async () => {
    const report = { ...newReport(), public_token: newPublicToken() };
    await create(tokens.officer as string, report);
    const response = await call(server, 'GET', `/api/public/cases/${report.public_token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      agency: {
        full_name: 'Demo Police Department',
        phone: '+1 916 555 0100',
        email: 'owner@demo.test',
        address: expect.any(String),
        badge: null,
      },
      officer: { name: 'Jordan Lee', officer_id: 'DPD-0217' },
      incident_number: report.general_information.incident_number,
      incident_date: expect.any(String),
      timezone: 'America/Los_Angeles',
      review_state: 'approved',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/citizen|perception|race|hispanic/i);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await call(server, 'GET', `/api/public/cases/${newPublicToken()}`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/public/cases/${randomUUID()}`)).status).toBe(404);
    expect((await call(server, 'GET', '/api/public/cases/not-a-token')).status).toBe(400);
  });

  it('is reached by the token only, never by the id of a report that has one; an amend cannot change the token', async () => {
    const report = { ...newReport(), public_token: newPublicToken() };
    await create(tokens.officer as string, report);
    expect((await call(server, 'GET', `/api/public/cases/${report.id}`)).status).toBe(404);
    const amended = await call(server, 'POST', `/api/reports/${encodeURIComponent(report.general_information.incident_number)}/amend`, {
      token: tokens.officer as string,
      body: { ...report, public_token: newPublicToken(), general_information: { ...report.general_information, duration: 44 } },
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect((await call(server, 'GET', `/api/public/cases/${report.public_token}`)).status).toBe(200);
    const [row] = await server.db.query<{ token: string; payload_token: string }>(
      `select public_token as token, payload ->> 'public_token' as payload_token from reports where id = $1`,
      [report.id],
    );
    expect(row).toEqual({ token: report.public_token, payload_token: report.public_token });
  });

  it("refuses another report carrying a token already given (409) and the first case's page keeps working; a device without tokens gets one", async () => {
    const first = { ...newReport(), public_token: newPublicToken() };
    await create(tokens.officer as string, first);
    const copy = { ...newReport(), public_token: first.public_token };
    expect((await call(server, 'POST', '/api/reports/', { token: tokens.officer2 as string, body: copy })).status).toBe(409);
    expect((await call(server, 'GET', `/api/public/cases/${first.public_token}`)).body.incident_number).toBe(
      first.general_information.incident_number,
    );
    const older = newReport();
    await create(tokens.officer as string, older);
    const [row] = await server.db.query<{ token: string }>('select public_token as token from reports where id = $1', [older.id]);
    expect(row?.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await call(server, 'GET', `/api/public/cases/${row?.token}`)).status).toBe(200);
    expect(
      (await call(server, 'POST', '/api/reports/', { token: tokens.officer as string, body: { ...newReport(), public_token: 'short' } }))
        .status,
    ).toBe(400);
  });

  it('refuses a guessable token chosen by a modified client (issue 23), and stores nothing', async () => {
    for (const public_token of ['AAAAAAAAAAAAAAAAAAAAAA', 'abcabcabcabcabcabcabca']) {
      const report = { ...newReport(), public_token };
      const response = await call(server, 'POST', '/api/reports/', { token: tokens.officer as string, body: report });
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({ path: 'public_token', message: expect.any(String) });
      expect(await server.db.query('select 1 from reports where id = $1', [report.id])).toHaveLength(0);
    }
  });
});
