import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { toLocalDateTime } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, demoAgencyId } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const PATH = '/api/users/me/report-profile';
const today = () => toLocalDateTime(new Date(), 'America/Los_Angeles').date;

let server: TestServer;
const tokens: Record<string, string> = {};
let counter = 0;

function tokenOf(email: string): string {
  const token = tokens[email];
  if (!token) throw new Error(`no login for ${email}`);
  return token;
}

/** The California example as a new report by `officer` answers, dated `hoursAgo` hours ago. */
function newReport(officer: Record<string, unknown>, hoursAgo = 1) {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `P-${Date.now() % 1e9}-${counter++}`;
  report.general_information.date = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  report.general_information.state_related.officer = { non_primary_agency: false, race_or_ethnicity: ['white'], ...officer };
  return report;
}

const readProfile = (email: string) => call(server, 'GET', PATH, { token: tokenOf(email) });
const saveProfile = (email: string, body: unknown) => call(server, 'PUT', PATH, { token: tokenOf(email), body });

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const agencyId = await demoAgencyId(db);
      await addUser(db, { email: 'fresh@demo.test', role: 'officer', agencyId });
      await addUser(db, { email: 'filer@demo.test', role: 'officer', agencyId });
      await addUser(db, { email: 'waiting@demo.test', role: 'invited' });
      await addUser(db, { email: 'deputy@other.test', role: 'officer', agencyId: await addOtherAgency(db) });
    },
  });
  for (const email of [
    'officer@demo.test',
    'officer2@demo.test',
    'fresh@demo.test',
    'filer@demo.test',
    'waiting@demo.test',
    'deputy@other.test',
  ])
    tokens[email] = (await login(server, email)).access_token;
});
afterAll(() => server?.close());

describe('GET /api/users/me/report-profile', () => {
  it('gives a demo officer the details of their latest demo report, with the day it was saved', async () => {
    const response = await readProfile('officer@demo.test');
    expect(response.status).toBe(200);
    expect(response.body.answers.officer).toEqual(
      expect.objectContaining({ years_of_experience: expect.any(Number), assignment: expect.any(String) }),
    );
    expect(response.body.saved_on.officer.years_of_experience).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is empty for an officer who never saved or filed any', async () => {
    expect(await readProfile('fresh@demo.test')).toMatchObject({ status: 200, body: { answers: {}, saved_on: {} } });
  });

  it('needs a session and a role that files reports', async () => {
    expect(await call(server, 'GET', PATH)).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
    expect(await readProfile('waiting@demo.test')).toMatchObject({ status: 403 });
  });
});

describe('PUT /api/users/me/report-profile', () => {
  it("saves the caller's answers with today's day and gives them back on the next read", async () => {
    const saved = await saveProfile('fresh@demo.test', {
      answers: { officer: { years_of_experience: 7, assignment: 'other', assignment_other: 'Harbor unit' } },
    });
    expect(saved.status).toBe(200);
    const day = today();
    const expected = {
      answers: { officer: { years_of_experience: 7, assignment: 'other', assignment_other: 'Harbor unit' } },
      saved_on: { officer: { years_of_experience: day, assignment: day, assignment_other: day } },
    };
    expect(saved.body).toEqual(expected);
    expect((await readProfile('fresh@demo.test')).body).toEqual(expected);
  });

  it('replaces the whole profile: an answer left out goes, a hidden one is not kept', async () => {
    const saved = await saveProfile('fresh@demo.test', {
      answers: { officer: { assignment: 'patrol', assignment_other: 'Harbor unit' } },
    });
    expect(saved).toMatchObject({ status: 200, body: { answers: { officer: { assignment: 'patrol' } } } });
    expect(Object.keys(saved.body.answers.officer)).toEqual(['assignment']);
  });

  it("refuses answers the report's rules refuse, with the form's messages, and keeps the profile", async () => {
    const before = (await readProfile('fresh@demo.test')).body;
    const cases = [
      [{ officer: { years_of_experience: 51 } }, 'body.answers.officer.years_of_experience', 'Years of experience must be at most 50.'],
      [{ officer: { years_of_experience: 0 } }, 'body.answers.officer.years_of_experience', 'Years of experience must be at least 1.'],
      [{ officer: { years_of_experience: 'seven' } }, 'body.answers.officer.years_of_experience', 'Please enter a valid number'],
      [{ officer: { assignment: 'astronaut' } }, 'body.answers.officer.assignment', 'Choose one of the offered values.'],
      [
        { officer: { non_primary_agency: true } },
        'body.answers.officer.non_primary_agency',
        'This field is not part of your report details.',
      ],
      [{ stop: { type_of_stop: 'traffic' } }, 'body.answers.stop.type_of_stop', 'This field is not part of your report details.'],
    ] as const;
    for (const [answers, path, message] of cases) {
      const response = await saveProfile('fresh@demo.test', { answers });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path, message }] });
    }
    for (const body of [{}, { answers: [] }, { answers: { officer: 'patrol' } }]) {
      expect(await saveProfile('fresh@demo.test', body)).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    }
    expect((await readProfile('fresh@demo.test')).body).toEqual(before);
  });

  it("never reads or writes another user's profile", async () => {
    const officer2Before = (await readProfile('officer2@demo.test')).body;
    const [officer2] = await server.db.query<{ id: string }>(`select id from users where email = 'officer2@demo.test'`);
    const naming = await saveProfile('officer@demo.test', { answers: { officer: { years_of_experience: 30 } }, user_id: officer2?.id });
    expect(naming).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    for (const method of ['GET', 'PUT'])
      expect(
        (
          await call(server, method, `/api/users/${officer2?.id}/report-profile`, {
            token: tokenOf('officer@demo.test'),
            body: method === 'PUT' ? { answers: {} } : undefined,
          })
        ).status,
      ).toBe(404);

    await saveProfile('officer@demo.test', { answers: { officer: { years_of_experience: 30, assignment: 'task_force' } } });
    expect((await readProfile('officer2@demo.test')).body).toEqual(officer2Before);
    expect((await readProfile('officer@demo.test')).body.answers).toEqual({
      officer: { years_of_experience: 30, assignment: 'task_force' },
    });
  });

  it("checks against the caller's own agency's configuration (no profile fields there) and keeps agencies apart", async () => {
    const refused = await saveProfile('deputy@other.test', { answers: { officer: { years_of_experience: 3 } } });
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ path: 'body.answers.officer.years_of_experience' }] } });
    expect(await saveProfile('deputy@other.test', { answers: {} })).toMatchObject({ status: 200, body: { answers: {}, saved_on: {} } });
    const rows = await server.db.query<{ same_agency: boolean }>(
      `select p.agency_id = u.agency_id as same_agency from officer_report_profiles p join users u on u.id = p.user_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.same_agency)).toBe(true);
  });
});

describe('filing a report keeps the profile', () => {
  it("saves a first report's answers as the profile of an officer who never opened it", async () => {
    expect((await readProfile('filer@demo.test')).body).toEqual({ answers: {}, saved_on: {} });
    const created = await call(server, 'POST', '/api/reports/', {
      token: tokenOf('filer@demo.test'),
      body: newReport({ years_of_experience: 7, assignment: 'patrol' }),
    });
    expect(created.status).toBe(201);
    const day = today();
    expect((await readProfile('filer@demo.test')).body).toEqual({
      answers: { officer: { years_of_experience: 7, race_or_ethnicity: ['white'], assignment: 'patrol' } },
      saved_on: { officer: { years_of_experience: day, race_or_ethnicity: day, assignment: day } },
    });
  });

  it('saves answers that differ from the profile, keeping the day of those that did not', async () => {
    await server.db.query(
      `update officer_report_profiles set saved_on = '{"officer": {"years_of_experience": "2024-01-10", "assignment": "2024-01-10"}}'
        where user_id = (select id from users where email = 'filer@demo.test')`,
    );
    // Two years on, the profile gives 9: a report with 9 and a new assignment changes only the assignment.
    const created = await call(server, 'POST', '/api/reports/', {
      token: tokenOf('filer@demo.test'),
      body: newReport({ years_of_experience: 9, assignment: 'narcotics_vice' }),
    });
    expect(created.status).toBe(201);
    expect((await readProfile('filer@demo.test')).body).toEqual({
      answers: { officer: { years_of_experience: 7, race_or_ethnicity: ['white'], assignment: 'narcotics_vice' } },
      saved_on: { officer: { years_of_experience: '2024-01-10', race_or_ethnicity: today(), assignment: today() } },
    });
  });

  it('leaves the profile as it is when a report agrees with it, or is older than its last save', async () => {
    const before = (await readProfile('filer@demo.test')).body;
    for (const report of [
      newReport({ years_of_experience: 9, assignment: 'narcotics_vice' }),
      newReport({ years_of_experience: 2, assignment: 'gang_enforcement' }, 24 * 3),
    ]) {
      expect((await call(server, 'POST', '/api/reports/', { token: tokenOf('filer@demo.test'), body: report })).status).toBe(201);
    }
    expect((await readProfile('filer@demo.test')).body).toEqual(before);
  });

  it('does not touch the profile when the report is refused', async () => {
    const before = (await readProfile('fresh@demo.test')).body;
    const refused = newReport({ years_of_experience: 20, assignment: 'patrol' });
    delete refused.citizens;
    expect((await call(server, 'POST', '/api/reports/', { token: tokenOf('fresh@demo.test'), body: refused })).status).toBe(400);
    expect((await readProfile('fresh@demo.test')).body).toEqual(before);
  });
});
