import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { withTenant } from '../db/tenant.ts';
import { insertReportBatch } from '../reports/reports.repo.ts';
import { addAgency, addUser, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { readPoints } from './analytics.repo.ts';
import { backfillAnalyticsFacts } from './analytics-backfill.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
let managerToken = '';
let agencyId = '';
let officerId = '';
let managerId = '';
let range = { from: '', to: '' };

beforeAll(async () => {
  server = await startTestServer();
  managerToken = (await login(server, 'manager@demo.test')).access_token;
  agencyId = await demoAgencyId(server.db);
  officerId = await userIdOf(server.db, 'officer@demo.test');
  managerId = await userIdOf(server.db, 'manager@demo.test');
  const [row] = await server.db.query<{ from: string; to: string }>(
    `select to_char((now() at time zone timezone)::date - 29, 'YYYY-MM-DD') as from, to_char((now() at time zone timezone)::date, 'YYYY-MM-DD') as to
       from agencies where id = $1`,
    [agencyId],
  );
  range = row ?? range;
});
afterAll(() => server?.close());

/** One officer's map points of the last 30 days in the demo agency, read as the server reads them (tenant role). */
const pointsOf = (userId: string, source: 'created' | 'collaborated' | 'all') =>
  withTenant(server.db, agencyId, (tx) => readPoints(tx, agencyId, range.from, range.to, { officerId: userId, source }, 301));
const numbersOf = async (userId: string, source: 'created' | 'collaborated' | 'all') =>
  (await pointsOf(userId, source)).map((point) => point.incident_number);

/** The example report, located, written by whoever posts it, listing `listed` as its officer. */
function reportListing(listed: string) {
  const report = structuredClone(example);
  const incidentNumber = `PT-${randomUUID().slice(0, 8)}`;
  Object.assign(report, { id: randomUUID() });
  Object.assign(report.general_information, { date: new Date(Date.now() - 3_600_000).toISOString(), incident_number: incidentNumber });
  report.general_information.location.areas = [];
  report.tags = { agency: [] };
  report.officers[0].officer.officer = { id: listed, name: 'Listed Officer' };
  return { report, incidentNumber };
}

const amend = async (incidentNumber: string, body: object) => {
  const response = await call(server, 'POST', `/api/reports/${encodeURIComponent(incidentNumber)}/amend`, { token: managerToken, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

describe("an officer's map points", () => {
  it('follow an amend that moves the location, changes the officers or removes the location', async () => {
    const { report, incidentNumber } = reportListing(officerId);
    const created = await call(server, 'POST', '/api/reports/', { token: managerToken, body: report });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    expect(await numbersOf(officerId, 'collaborated')).toContain(incidentNumber);
    expect(await numbersOf(officerId, 'created')).not.toContain(incidentNumber);
    expect(await numbersOf(managerId, 'created')).toContain(incidentNumber);
    const [stored] = await server.db.query<{ name: string; date: string }>(
      `select u.name, to_char(r.incident_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date
         from reports r join users u on u.id = r.author_id where r.id = $1`,
      [report.id],
    );
    const point = (await pointsOf(officerId, 'all')).find((entry) => entry.incident_number === incidentNumber);
    expect(point).toMatchObject({ author_name: stored?.name, incident_date: stored?.date, contact_type: 'Officer Pro-active' });
    expect(point?.lat).toBeCloseTo(32.756, 3);

    const moved = structuredClone(report);
    moved.general_information.location.address.coords = { latitude: 33.1, longitude: -117.2 };
    await amend(incidentNumber, moved);
    const movedPoint = (await pointsOf(officerId, 'all')).find((entry) => entry.incident_number === incidentNumber);
    expect(movedPoint?.lat).toBeCloseTo(33.1, 3);
    expect(movedPoint?.lng).toBeCloseTo(-117.2, 3);

    const otherOfficer = await userIdOf(server.db, 'owner@demo.test');
    const relisted = structuredClone(moved);
    relisted.officers[0].officer.officer = { id: otherOfficer, name: 'Another Officer' };
    await amend(incidentNumber, relisted);
    expect(await numbersOf(officerId, 'all')).not.toContain(incidentNumber);
    expect(await numbersOf(otherOfficer, 'collaborated')).toContain(incidentNumber);
    expect(await numbersOf(managerId, 'created')).toContain(incidentNumber);

    const unlocated = structuredClone(relisted);
    delete unlocated.general_information.location.address.coords;
    await amend(incidentNumber, unlocated);
    expect(await numbersOf(otherOfficer, 'all')).not.toContain(incidentNumber);
    expect(await numbersOf(managerId, 'all')).not.toContain(incidentNumber);
  });

  it("never shows another agency's reports, even those listing the same officer on the same days", async () => {
    const otherAgency = await addAgency(server.db, 'Points Test Police', 'NE0020000', 'chief@points.test', {
      configurationFile: 'california.json',
    });
    const author = await addUser(server.db, { email: 'writer@points.test', role: 'officer', agencyId: otherAgency });
    const configuration = loadConfigurations(readConfig().configurationsDir).get('california.json');
    const reports = [1, 2, 3].map(() => reportListing(officerId));
    await withTenant(server.db, otherAgency, (tx) =>
      insertReportBatch(
        tx,
        otherAgency,
        reports.map(({ report, incidentNumber }) => ({
          id: report.id,
          incident_number: incidentNumber,
          author_id: author,
          contact_type: 'Officer Pro-active',
          incident_date: report.general_information.date,
          payload: report,
        })),
        configuration,
      ),
    );
    const [stored] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from analytics_officer_points where agency_id = $1 and officer_id = $2',
      [otherAgency, officerId],
    );
    expect(stored?.count).toBe(3);
    const shown = await numbersOf(officerId, 'all');
    expect(shown.length).toBeGreaterThan(0);
    for (const { incidentNumber } of reports) expect(shown).not.toContain(incidentNumber);
    const [seen] = await withTenant(server.db, agencyId, (tx) =>
      tx.query<{ count: number }>('select count(*)::int as count from analytics_officer_points where agency_id = $1', [otherAgency]),
    );
    expect(seen?.count).toBe(0);
  });

  it('are written by the background pass for reports stored before their facts', async () => {
    await server.jobs.stop(); // the minute job runs the same pass
    const before = await pointsOf(officerId, 'all');
    expect(before.length).toBeGreaterThan(0);
    await withTenant(server.db, agencyId, async (tx) => {
      await tx.query('update reports set analytics_facts_version = 0 where agency_id = $1', [agencyId]);
      await tx.query('delete from analytics_people where agency_id = $1', [agencyId]);
      await tx.query('delete from analytics_officer_points where agency_id = $1', [agencyId]);
    });
    expect(await pointsOf(officerId, 'all')).toEqual([]);
    await backfillAnalyticsFacts(server.db, loadConfigurations(readConfig().configurationsDir));
    const byNumber = (points: typeof before) => [...points].sort((a, b) => a.incident_number.localeCompare(b.incident_number));
    expect(byNumber(await pointsOf(officerId, 'all'))).toEqual(byNumber(before));
  });
});
