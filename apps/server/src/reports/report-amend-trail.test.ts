import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AMEND_REASON_REQUIRED_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/** Issue 25, 'An amend trail' and 'No lost edits': base_version, the reason, the stored changes, on a real server. */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const [FIRST_CITIZEN, SECOND_CITIZEN] = example.citizens.map((citizen: { id: string }) => citizen.id);
let server: TestServer;
const tokens: Record<string, string> = {};
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const agencyId = await addOtherAgency(db, { configurationFile: 'california.json' });
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
  for (const who of ['officer', 'manager']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'deputy@other.test', 'Other-agency-pass')).access_token;
});
afterAll(() => server?.close());

const token = (who: string) => tokens[who] as string;

/** A new report of the officer's (version 0): its payload and incident number. */
async function created(): Promise<{ report: any; number: string }> {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `TRL-${Date.now() % 1e7}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  expect((await call(server, 'POST', '/api/reports/', { token: token('officer'), body: report })).status).toBe(201);
  return { report, number: report.general_information.incident_number };
}

const amend = (who: string, number: string, body: unknown) =>
  call(server, 'POST', `/api/reports/${number}/amend`, { token: token(who), body });
const versionCount = async (id: string) =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from report_versions where report_id = $1', [id]))[0]?.n;

describe('an amend carries the version it was based on', () => {
  it('amends when base_version is the current version, and answers 409 with the current report on a stale one, writing nothing', async () => {
    const { report, number } = await created();
    const first = await amend('officer', number, {
      ...report,
      base_version: 0,
      general_information: { ...report.general_information, duration: 60 },
    });
    expect(first).toMatchObject({ status: 200, body: { version: 1 } });

    const stale = await amend('officer', number, {
      ...report,
      base_version: 0,
      general_information: { ...report.general_information, duration: 70 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ detail: 'REPORT_VERSION_CONFLICT', current: { version: 1, updated_at: expect.any(String) } });
    expect(stale.body.current.report.general_information.duration).toBe(60);
    expect(await versionCount(report.id)).toBe(2);
    const [stored] = await server.db.query<{ version: number; payload: any }>('select version, payload from reports where id = $1', [
      report.id,
    ]);
    expect(stored).toMatchObject({ version: 1, payload: { general_information: { duration: 60 } } });
  });

  it('accepts an amend without base_version (an older app’s outbox), as before', async () => {
    const { report, number } = await created();
    await amend('officer', number, { ...report, base_version: 0, general_information: { ...report.general_information, duration: 61 } });
    const older = await amend('officer', number, { ...report, general_information: { ...report.general_information, duration: 62 } });
    expect(older).toMatchObject({ status: 200, body: { version: 2 } });
  });

  it('refuses a base_version that is not a whole number with 400', async () => {
    const { report, number } = await created();
    const response = await amend('officer', number, { ...report, base_version: 'latest' });
    expect(response).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    expect(response.body.errors[0].path).toBe('body.base_version');
  });

  it('lets exactly one of 10 concurrent amends based on the same version through; the nine others get 409', async () => {
    const { report, number } = await created();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        amend('officer', number, {
          ...report,
          base_version: 0,
          general_information: { ...report.general_information, duration: 100 + index },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200);
    expect(winner?.body.version).toBe(1);
    for (const loser of answers.filter((answer) => answer.status === 409)) {
      expect(loser.body).toMatchObject({ detail: 'REPORT_VERSION_CONFLICT', current: { version: 1 } });
    }
    expect(await versionCount(report.id)).toBe(2);
  });

  it("answers 404 for another agency's report, whatever the base_version", async () => {
    const { report, number } = await created();
    const response = await amend('other', number, {
      ...report,
      base_version: 0,
      general_information: { ...report.general_information, duration: 5 },
    });
    expect(response).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    expect(await versionCount(report.id)).toBe(1);
  });
});

describe('a reason and the changes with every version', () => {
  it.each([
    ['blank', ''],
    ['only spaces', '   '],
    ['longer than 500 characters', 'x'.repeat(501)],
  ])('refuses a reason that is %s with 400 and the domain message, and writes nothing', async (_, reason) => {
    const { report, number } = await created();
    const response = await amend('officer', number, {
      ...report,
      base_version: 0,
      reason,
      general_information: { ...report.general_information, duration: 9 },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'reason', message: 'Write the reason in 1 to 500 characters.' }] },
    });
    expect(await versionCount(report.id)).toBe(1);
  });

  it('refuses to amend a stop the DOJ accepted without a reason, review off (issue 26); with one, it is Unsubmitted again', async () => {
    const { report, number } = await created();
    await server.db.query(`update reports set doj_status = 'submitted' where id = $1`, [report.id]);
    const [agency] = await server.db.query<{ review_required: boolean }>(
      'select a.review_required from agencies a join reports r on r.agency_id = a.id where r.id = $1',
      [report.id],
    );
    expect(agency?.review_required).toBe(false);
    const body = { ...report, base_version: 0, general_information: { ...report.general_information, duration: 41 } };
    expect(await amend('officer', number, body)).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'reason', message: AMEND_REASON_REQUIRED_MESSAGES.accepted_by_doj }] },
    });
    expect(await versionCount(report.id)).toBe(1);
    expect(await amend('officer', number, { ...body, reason: 'Duration corrected' })).toMatchObject({ status: 200, body: { version: 1 } });
    const [stored] = await server.db.query<{ doj_status: string }>('select doj_status from reports where id = $1', [report.id]);
    expect(stored?.doj_status).toBe('unsubmitted');
  });

  it('stores the trimmed reason and the field-level changes, and the version history returns them in words', async () => {
    const { report, number } = await created();
    const next = structuredClone(report);
    next.citizens = [next.citizens[1]];
    next.citizens[0].perception.race = ['hispanic_latine'];
    next.general_information.duration = 45;
    const response = await amend('officer', number, { ...next, base_version: 0, reason: '  Wrong person listed; race corrected.  ' });
    expect(response).toMatchObject({ status: 200, body: { version: 1 } });

    const [version] = await server.db.query<{ reason: string; changes: unknown[] }>(
      'select reason, changes from report_versions where report_id = $1 and version = 1',
      [report.id],
    );
    expect(version?.reason).toBe('Wrong person listed; race corrected.');
    const read = await call(server, 'GET', `/api/reports/${number}`, { token: token('officer') });
    expect(read.status).toBe(200);
    expect(read.body.versions).toEqual([
      expect.objectContaining({ v: 0, reason: null, changes: [] }),
      expect.objectContaining({
        v: 1,
        reason: 'Wrong person listed; race corrected.',
        changes: [
          { path: 'general_information.duration', label: 'Duration', kind: 'changed', old_value: '55 min', new_value: '45 min' },
          { path: `citizens.${FIRST_CITIZEN}`, label: 'Citizen 1', kind: 'removed', old_value: null, new_value: null },
          {
            path: `citizens.${SECOND_CITIZEN}.perception.race`,
            label: 'Citizen 1, Perceived race or ethnicity',
            kind: 'changed',
            old_value: 'Black/African American',
            new_value: 'Hispanic/Latine(x)',
          },
        ],
      }),
    ]);
    expect(version?.changes).toEqual(read.body.versions[1].changes);
  });

  it('records the reason and the number of changes on the audit row, not the values', async () => {
    const { report, number } = await created();
    await amend('officer', number, {
      ...report,
      base_version: 0,
      reason: 'Duration',
      general_information: { ...report.general_information, duration: 33 },
    });
    const [row] = await server.db.query<{ details: any }>(
      `select details from audit_events where action = 'report.amend' and object_id = $1`,
      [report.id],
    );
    expect(row?.details).toEqual({ version: 1, base_version: 0, reason: 'Duration', changes: 1 });
  });

  it("keeps complaint changes out of an officer's version history", async () => {
    const { report, number } = await created();
    const read = async (who: string) => (await call(server, 'GET', `/api/reports/${number}`, { token: token(who) })).body;
    const added = { ...(await read('manager')).report, base_version: 0, reason: 'Complaint received' };
    added.complaints = [
      {
        id: randomUUID(),
        complaint: {
          complaint_number: 'IA-1',
          date_received: '2026-01-12',
          complaint_type: 'non_criminal',
          alleges_profiling: false,
          status: 'open',
          summary: 'Says the stop was racial.',
        },
      },
    ];
    added.general_information = { ...added.general_information, duration: 12 };
    const response = await amend('manager', number, added);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await read('manager')).versions[1].changes.map((change: { label: string }) => change.label)).toEqual([
      'Duration',
      'Complaint 1',
    ]);
    expect((await read('officer')).versions[1].changes.map((change: { label: string }) => change.label)).toEqual(['Duration']);
    // A stale officer's amend is told the current report without the complaints either.
    const stale = await amend('officer', number, { ...report, base_version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.report.complaints).toBeUndefined();
  });

  it('documents base_version, reason and the 409 in the OpenAPI document', async () => {
    const docs = (await call(server, 'GET', '/api/docs', { token: token('officer') })).body;
    const operation = docs.paths['/api/reports/{incident_number}/amend'].post;
    expect(Object.keys(operation.requestBody.content['application/json'].schema.properties)).toEqual(['base_version', 'reason']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '409']));
  });
});
