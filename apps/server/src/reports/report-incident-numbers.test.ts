import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { withTenant } from '../db/tenant.ts';
import { demoAgencyId } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { INCIDENT_NUMBER_MATCH, INCIDENT_NUMBER_ORDER } from './reports.repo.ts';

// issue 24 defect 6: incident numbers are unique per agency whatever their case, and found in any case.
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const MIGRATION = '0037_incident_numbers_any_case.sql';

let server: TestServer;
let officer: string;
let officer2: string;
let manager: string;
let counter = 0;

/** A fresh California report numbered `${prefix}-<unique digits>`. */
function newReport(prefix: string) {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `${prefix}-${(Date.now() % 1e7) * 10 + (counter++ % 10)}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  return report;
}
const create = (token: string, report: unknown) => call(server, 'POST', '/api/reports/', { token, body: report });
const read = (token: string, number: string) => call(server, 'GET', `/api/reports/${number}`, { token });
const amend = (token: string, number: string, body: unknown) => call(server, 'POST', `/api/reports/${number}/amend`, { token, body });
const storedNumber = async (id: string) =>
  (await server.db.query<{ incident_number: string; payload: any }>('select incident_number, payload from reports where id = $1', [id]))[0];
const withNumber = (report: any, number: string) => ({
  ...report,
  general_information: { ...report.general_information, incident_number: number },
});

beforeAll(async () => {
  server = await startTestServer();
  officer = (await login(server, 'officer@demo.test')).access_token;
  officer2 = (await login(server, 'officer2@demo.test')).access_token;
  manager = (await login(server, 'manager@demo.test')).access_token;
});
afterAll(() => server?.close());

describe('incident numbers in any case (issue 24, defect 6)', () => {
  it("refuses 'audf-…' beside 'AUDF-…' on create, and keeps the officer's spelling", async () => {
    const first = newReport('AUDF');
    const number = first.general_information.incident_number as string;
    expect((await create(officer, first)).status).toBe(201);
    for (const spelling of [number.toLowerCase(), `aUdF${number.slice(4)}`]) {
      const twin = withNumber(newReport('X'), spelling);
      expect(await create(officer2, twin)).toMatchObject({ status: 400, body: { detail: 'CREATED_REPORT_ALREADY_EXISTS' } });
    }
    expect(await storedNumber(first.id)).toMatchObject({
      incident_number: number,
      payload: { general_information: { incident_number: number } },
    });
    // The same upload again is still the same answer (idempotent on the id), not a duplicate.
    expect(await create(officer, first)).toMatchObject({ status: 201, body: { id: first.id, incident_number: number } });
  });

  it('finds a report by its number in any case, in the URL of GET and of amend', async () => {
    const report = newReport('CaSe');
    const number = report.general_information.incident_number as string;
    expect((await create(officer, report)).status).toBe(201);
    for (const spelling of [number.toLowerCase(), number.toUpperCase()]) {
      expect(await read(officer, spelling)).toMatchObject({ status: 200, body: { id: report.id, incident_number: number } });
    }
    const amended = await amend(officer, number.toUpperCase(), {
      ...report,
      general_information: { ...report.general_information, duration: 41 },
    });
    expect(amended).toMatchObject({ status: 200, body: { id: report.id, incident_number: number, version: 1 } });
    expect((await storedNumber(report.id))?.payload.general_information.duration).toBe(41);
  });

  it("refuses an amend to another report's number in another case, and lets a report change the case of its own", async () => {
    const taken = newReport('TAKEN');
    const mine = newReport('MINE');
    expect((await create(officer, taken)).status).toBe(201);
    expect((await create(officer, mine)).status).toBe(201);
    const onto = withNumber(mine, taken.general_information.incident_number.toLowerCase());
    expect(await amend(officer, mine.general_information.incident_number, onto)).toMatchObject({
      status: 400,
      body: { detail: 'CREATED_REPORT_ALREADY_EXISTS' },
    });
    const lower = mine.general_information.incident_number.toLowerCase();
    const recased = await amend(officer, mine.general_information.incident_number, withNumber(mine, lower));
    expect(recased).toMatchObject({ status: 200, body: { incident_number: lower, version: 1 } });
    expect((await storedNumber(mine.id))?.incident_number).toBe(lower);
    // Its old spelling is free of other reports, and still finds it.
    expect(await read(officer, mine.general_information.incident_number)).toMatchObject({ status: 200, body: { incident_number: lower } });
  });

  it('stores one report when the same number arrives at once in two cases', async () => {
    const base = newReport('RACE');
    const number = base.general_information.incident_number as string;
    const answers = await Promise.all([
      create(officer, base),
      create(officer2, withNumber(newReport('X'), number.toLowerCase())),
      create(manager, withNumber(newReport('X'), number.toUpperCase())),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from reports where lower(incident_number) = lower($1)', [
      number,
    ]);
    expect(row?.n).toBe(1);
  });

  it('finds a report by number through the unique index under row-level security, not by reading the agency', async () => {
    const agencyId = await demoAgencyId(server.db);
    const plan = await withTenant(server.db, agencyId, (tx) =>
      tx.query<Record<string, string>>(`explain select r.id from reports r where ${INCIDENT_NUMBER_MATCH} ${INCIDENT_NUMBER_ORDER}`, [
        agencyId,
        'ABC-1',
      ]),
    );
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    // A condition on lower(incident_number) would be a Filter over every report of the agency (lower is not leakproof).
    expect(text).toMatch(/Index Cond: .*incident_number_key = 'abc-1'/);
    expect(text).not.toMatch(/Filter: .*incident_number/);
  });
});

describe(`migration ${MIGRATION} on numbers that already differ only by case`, () => {
  it('keeps both as written, audits the later one, and from then on refuses the number in any case', async () => {
    const first = newReport('LEG');
    const later = newReport('LATER');
    expect((await create(officer, first)).status).toBe(201);
    expect((await create(officer2, later)).status).toBe(201);
    const number = first.general_information.incident_number as string;
    const lower = number.toLowerCase();
    // The database as it was before the migration, where the later report was stored as 'leg-…'.
    await server.db.exec(`drop index reports_incident_number_key_idx;
      alter table reports drop column incident_number_key, drop column incident_number_clash;
      alter table reports add constraint reports_agency_id_incident_number_key unique (agency_id, incident_number);
      delete from schema_migrations where name = '${MIGRATION}'`);
    await server.db.query(
      `update reports set incident_number = $2, payload = jsonb_set(payload, '{general_information,incident_number}', to_jsonb($2::text))
        where id = $1`,
      [later.id, lower],
    );
    expect(await migrate(server.db)).toEqual([MIGRATION]);

    const rows = await server.db.query<{ id: string; incident_number: string; incident_number_clash: number }>(
      'select id, incident_number, incident_number_clash from reports where incident_number_key = $1 order by incident_number_clash',
      [lower],
    );
    expect(rows).toEqual([
      { id: first.id, incident_number: number, incident_number_clash: 0 },
      { id: later.id, incident_number: lower, incident_number_clash: 1 },
    ]);
    const audits = await server.db.query<{ object_id: string; details: unknown }>(
      `select object_id, details from audit_events where action = 'report.incident_number_case_clash'`,
    );
    expect(audits).toEqual([{ object_id: later.id, details: { incident_number: lower } }]);

    // Each is found by its own spelling; another spelling finds the first.
    expect(await read(manager, number)).toMatchObject({ status: 200, body: { id: first.id } });
    expect(await read(manager, lower)).toMatchObject({ status: 200, body: { id: later.id } });
    expect(await read(manager, number.toUpperCase())).toMatchObject({ status: 200, body: { id: first.id } });
    // No third report, nor a third spelling of either.
    const third = withNumber(newReport('X'), `l${number.slice(1).toUpperCase()}`);
    expect(await create(officer, third)).toMatchObject({ status: 400, body: { detail: 'CREATED_REPORT_ALREADY_EXISTS' } });
    const recased = await amend(officer2, lower, withNumber(withNumber(later, lower), number.toUpperCase()));
    expect(recased).toMatchObject({ status: 400, body: { detail: 'CREATED_REPORT_ALREADY_EXISTS' } });

    // The first is renumbered: the later one holds the number, and it stays refused in any case.
    const renumbered = await amend(officer, number, withNumber(first, `NEW-${number}`.slice(0, 20)));
    expect(renumbered).toMatchObject({ status: 200, body: { version: 1 } });
    expect(await create(officer, withNumber(newReport('X'), number))).toMatchObject({
      status: 400,
      body: { detail: 'CREATED_REPORT_ALREADY_EXISTS' },
    });
    expect(await read(manager, number)).toMatchObject({ status: 200, body: { id: later.id, incident_number: lower } });
    // The later one renumbered too, the number is free again.
    expect((await amend(officer2, lower, withNumber(withNumber(later, lower), `OLD-${number}`.slice(0, 20)))).status).toBe(200);
    expect((await create(officer, withNumber(newReport('X'), number))).status).toBe(201);
  });
});
