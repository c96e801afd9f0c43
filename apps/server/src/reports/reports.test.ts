import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
let officer: string;
let officer2: string;
let manager: string;
let counter = 0;

/** The California example as a new report: fresh id, incident number, and a date an hour ago. */
function newReport(change: (report: any) => void = () => {}) {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `T-${Date.now() % 1e9}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(report);
  return report;
}

const count = async (sql: string, params: unknown[] = []) => ((await server.db.query<{ n: number }>(sql, params))[0]?.n ?? -1) as number;

beforeAll(async () => {
  server = await startTestServer();
  officer = (await login(server, 'officer@demo.test')).access_token;
  officer2 = (await login(server, 'officer2@demo.test')).access_token;
  manager = (await login(server, 'manager@demo.test')).access_token;
});
afterAll(() => server?.close());

describe('POST /api/reports/ with the California configuration', () => {
  it('accepts a complete report, stores it once with version 0, and stamps the author', async () => {
    const report = newReport();
    const response = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: report.id, incident_number: report.general_information.incident_number, version: 0 });
    const [stored] = await server.db.query<{ payload: any; version: number }>('select payload, version from reports where id = $1', [
      report.id,
    ]);
    expect(stored?.payload.general_information).toMatchObject({ officer_name: 'Jordan Lee', officer_id_number: 'DPD-0217' });
    expect(stored?.payload.created_in_version).toBe('3.29');
    expect(await count('select count(*)::int as n from report_versions where report_id = $1', [report.id])).toBe(1);
  });

  it("refuses a report missing a required RIPA element with that element's message, and stores nothing", async () => {
    const report = newReport((r) => delete r.citizens[0].perception.race);
    const response = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual([{ path: 'citizens.0.perception.race', message: expect.stringMatching(/race/i) }]);
    expect(await count('select count(*)::int as n from reports where id = $1', [report.id])).toBe(0);
  });

  it('accepts a copy of any demo report under a new incident number', async () => {
    const demo = await server.db.query<{ payload: any }>(
      `select payload from reports r join users u on u.id = r.author_id where u.email = 'officer@demo.test' order by random() limit 5`,
    );
    for (const { payload } of demo) {
      const copy = { ...structuredClone(payload), id: randomUUID() };
      copy.general_information.incident_number = `COPY-${counter++}`;
      const response = await call(server, 'POST', '/api/reports/', { token: officer, body: copy });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
  });

  it('is idempotent on the device-made id: same payload, same answer; different payload, 409', async () => {
    const report = newReport();
    const first = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
    const again = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
    expect(again).toMatchObject({ status: 201, body: first.body });
    const changed = structuredClone(report);
    changed.general_information.duration = report.general_information.duration + 1;
    const conflict = await call(server, 'POST', '/api/reports/', { token: officer, body: changed });
    expect(conflict).toMatchObject({ status: 409, body: { detail: 'REPORT_ID_CONFLICT' } });
    expect(await count('select count(*)::int as n from reports where id = $1', [report.id])).toBe(1);
  });

  it('answers a retry as the same upload when what the server derives changed meanwhile (the author’s name and title)', async () => {
    const report = newReport();
    const first = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
    expect(first.status).toBe(201);
    // Days later, the answer having been lost, the phone retries; the officer was promoted in between.
    await server.db.query(`update users set name = 'Jordan Lee-Park', title = 'Corporal' where email = 'officer@demo.test'`);
    try {
      const again = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
      expect(again).toMatchObject({ status: 201, body: first.body });
    } finally {
      await server.db.query(`update users set name = 'Jordan Lee', title = 'Officer' where email = 'officer@demo.test'`);
    }
    expect(await count('select count(*)::int as n from reports where id = $1', [report.id])).toBe(1);
  });

  it('stores one report when the same upload arrives ten times at once', async () => {
    const report = newReport();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(server, 'POST', '/api/reports/', { token: officer, body: report })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(await count('select count(*)::int as n from reports where id = $1', [report.id])).toBe(1);
    expect(await count('select count(*)::int as n from report_versions where report_id = $1', [report.id])).toBe(1);
  });

  it('refuses an incident number already used in the agency with CREATED_REPORT_ALREADY_EXISTS', async () => {
    const first = newReport();
    await call(server, 'POST', '/api/reports/', { token: officer, body: first });
    const second = newReport((r) => (r.general_information.incident_number = first.general_information.incident_number));
    const response = await call(server, 'POST', '/api/reports/', { token: officer2, body: second });
    expect(response).toMatchObject({ status: 400, body: { detail: 'CREATED_REPORT_ALREADY_EXISTS' } });
  });

  it("never stores 'Was Use Of Force: No' beside a citizen with force used (issue 13), whatever the device sent", async () => {
    const stored = async (report: any) => {
      expect((await call(server, 'POST', '/api/reports/', { token: officer, body: report })).status).toBe(201);
      const read = await call(server, 'GET', `/api/reports/${report.general_information.incident_number}`, { token: officer });
      return read.body.report;
    };
    // The example's second citizen was handcuffed; a modified client says no force, on the report and on that citizen.
    const handcuffed = await stored(
      newReport((r) => {
        r.general_information.was_use_of_force = false;
        r.citizens[1].incident_information.use_of_force = false;
      }),
    );
    expect(handcuffed.citizens[1]).toMatchObject({
      force: { force_actions: ['handcuffed'] },
      incident_information: { use_of_force: true },
    });
    expect(handcuffed.general_information.was_use_of_force).toBe(true);
    // California has no use-of-force form: with no citizen forced, the report cannot say Yes either.
    const noForce = await stored(
      newReport((r) => {
        r.citizens[1].force.force_actions = ['none'];
        r.citizens[1].incident_information.use_of_force = false;
        r.general_information.was_use_of_force = true;
      }),
    );
    expect(noForce.general_information.was_use_of_force).toBe(false);
    expect(noForce.use_of_force).toEqual({});
  });

  it('refuses complaints on create, a body that is not an object, and callers without a token', async () => {
    const withComplaints = newReport((r) => (r.complaints = [{ id: 'k1', complaint: { number: '1' } }]));
    const refused = await call(server, 'POST', '/api/reports/', { token: officer, body: withComplaints });
    expect(refused.body.errors).toEqual([
      { path: 'complaints', message: 'Complaints and investigations can only be added when amending a report.' },
    ]);
    expect((await call(server, 'POST', '/api/reports/', { token: officer, body: [newReport()] })).status).toBe(400);
    expect((await call(server, 'POST', '/api/reports/', { body: newReport() })).status).toBe(401);
  });
});

describe('POST /api/reports/{incident_number}/amend', () => {
  async function created() {
    const report = newReport();
    expect((await call(server, 'POST', '/api/reports/', { token: officer, body: report })).status).toBe(201);
    return report;
  }
  const amend = (token: string, report: any, change: (r: any) => void = () => {}) => {
    const next = structuredClone(report);
    change(next);
    return call(server, 'POST', `/api/reports/${report.general_information.incident_number}/amend`, { token, body: next });
  };

  it('lets the author amend, adding a version', async () => {
    const report = await created();
    const response = await amend(officer, report, (r) => (r.general_information.duration = 99));
    expect(response).toMatchObject({ status: 200, body: { id: report.id, version: 1 } });
    expect(await count('select count(*)::int as n from report_versions where report_id = $1', [report.id])).toBe(2);
    const [stored] = await server.db.query<{ payload: any }>('select payload from reports where id = $1', [report.id]);
    expect(stored?.payload.general_information.duration).toBe(99);
    expect(stored?.payload.general_information.officer_name).toBe('Jordan Lee');
  });

  it('refuses another officer of equal rank with 403, and lets a manager amend', async () => {
    const report = await created();
    expect((await amend(officer2, report, (r) => (r.general_information.duration = 7))).status).toBe(403);
    const byManager = await amend(manager, report, (r) => (r.general_information.duration = 8));
    expect(byManager).toMatchObject({ status: 200, body: { version: 1 } });
    const [version] = await server.db.query<{ email: string }>(
      'select u.email from report_versions v join users u on u.id = v.author_id where v.report_id = $1 and v.version = 1',
      [report.id],
    );
    expect(version?.email).toBe('manager@demo.test');
  });

  it('adds no version when nothing changed', async () => {
    const report = await created();
    expect(await amend(officer, report)).toMatchObject({ status: 200, body: { version: 0 } });
    expect(await count('select count(*)::int as n from report_versions where report_id = $1', [report.id])).toBe(1);
    // A trailing space alone is no change either (issue 13).
    const spaced = await amend(officer, report, (r) => (r.general_information.location.address.full += ' '));
    expect(spaced).toMatchObject({ status: 200, body: { version: 0 } });
    expect(await count('select count(*)::int as n from report_versions where report_id = $1', [report.id])).toBe(1);
  });

  it('validates the amended report with the same rules', async () => {
    const report = await created();
    const response = await amend(officer, report, (r) => (r.general_information.duration = 5000));
    expect(response).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'general_information.duration', message: 'Minimum 1, maximum 1440.' }] },
    });
  });

  it('answers 404 for an incident number the agency does not have', async () => {
    expect((await amend(officer, newReport())).status).toBe(404);
  });
});

describe("the agency's contact types", () => {
  it('refuses a contact type the agency does not offer', async () => {
    await server.db.query(`update agencies set contact_types = array['Call For Service']`);
    try {
      const report = newReport((r) => (r.general_information.type = 'Officer Pro-active'));
      const response = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ path: 'general_information.type', message: 'Choose the type of contact.' }]);
      const me = await call(server, 'GET', '/api/users/me', { token: officer });
      expect(me.body.agency.contact_types).toEqual(['Call For Service']);
    } finally {
      await server.db.query(`update agencies set contact_types = array['Call For Service', 'Officer Pro-active']`);
    }
  });
});
