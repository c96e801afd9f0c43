import { dojRegulationVersion, dojStopDate, validateReport } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { migrate } from '../db/migrate.ts';
import { domainDojCodec } from '../doj-submission/domain-codec.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DEMO_AGENCY, DEMO_USERS } from './demo-agency.ts';
import { drawDemoPlace } from './demo-streets.ts';
import { generateReports } from './generate-reports.ts';
import { DEMO_REPORT_COUNT, seedDemoIfEmpty } from './seed-demo.ts';

let server: TestServer;
const configurations = loadConfigurations(readConfig({}).configurationsDir);
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('demo data', () => {
  it('seeds the demo agency with an active Analytics subscription', async () => {
    const agencies = await server.db.query<{ full_name: string; ori: string; timezone: string; state_name: string; status: string }>(
      `select full_name, ori, timezone, state_name, status from agencies where ori = 'CA0349400'`,
    );
    expect(agencies).toEqual([
      {
        full_name: 'Demo Police Department',
        ori: 'CA0349400',
        timezone: 'America/Los_Angeles',
        state_name: 'California',
        status: 'Active',
      },
    ]);
    const subscriptions = await server.db.query(
      `select s.status, s.plan, s.product from subscriptions s join agencies a on a.id = s.agency_id where a.ori = 'CA0349400'`,
    );
    expect(subscriptions).toEqual([{ status: 'Active', plan: 'analytics', product: 'cc' }]);
  });

  it('seeds a second agency on the Connect plan with its verified owner', async () => {
    const rows = await server.db.query(
      `select a.status as agency_status, s.status, s.plan, u.email, u.is_verified from agencies a
        join subscriptions s on s.agency_id = a.id join users u on u.agency_id = a.id where a.ori = 'CA0349401'`,
    );
    expect(rows).toEqual([
      { agency_status: 'Active', status: 'Active', plan: 'connect', email: 'connect-owner@demo.test', is_verified: true },
    ]);
  });

  it('creates the four verified demo users, the two officers of equal rank', async () => {
    const users = await server.db.query<{ email: string; role: string; priority: number; is_verified: boolean }>(
      `select u.email, r.name as role, r.priority, u.is_verified from users u join roles r on r.id = u.role_id
        join agencies a on a.id = u.agency_id where a.ori = 'CA0349400' order by u.email`,
    );
    expect(users.map((user) => user.email).sort()).toEqual(DEMO_USERS.map((user) => user.email).sort());
    expect(users.every((user) => user.is_verified)).toBe(true);
    const officers = users.filter((user) => user.role === 'officer');
    expect(officers).toHaveLength(2);
    expect(officers[0]?.priority).toBe(officers[1]?.priority);
  });

  it('spreads a few hundred reports over the last twelve months, some by each officer, each with version 0', async () => {
    const [totals] = await server.db.query<{ reports: number; versions: number; oldest: Date; newest: Date }>(
      `select (select count(*)::int from reports) as reports, (select count(*)::int from report_versions where version = 0) as versions,
              min(incident_date) as oldest, max(incident_date) as newest from reports`,
    );
    expect(totals?.reports).toBe(DEMO_REPORT_COUNT);
    expect(totals?.versions).toBe(DEMO_REPORT_COUNT);
    const now = Date.now();
    expect(now - (totals?.oldest.getTime() ?? 0)).toBeLessThanOrEqual(366 * 86_400_000);
    expect(totals?.newest.getTime()).toBeLessThanOrEqual(now);
    const byAuthor = await server.db.query<{ email: string; count: number }>(
      'select u.email, count(*)::int as count from reports r join users u on u.id = r.author_id group by u.email',
    );
    for (const email of ['officer@demo.test', 'officer2@demo.test']) {
      expect(byAuthor.find((row) => row.email === email)?.count).toBeGreaterThan(20);
    }
  });

  it('makes every demo report valid under the agency configuration (California)', async () => {
    const rows = await server.db.query<{ payload: Record<string, unknown>; configuration_file: string; timezone: string }>(
      'select r.payload, a.configuration_file, a.timezone from reports r join agencies a on a.id = r.agency_id',
    );
    expect(rows[0]?.configuration_file).toBe('california.json');
    const config = configurations.get('california.json');
    const invalid = rows.flatMap(
      ({ payload, timezone }) => validateReport(payload, { config, timeZone: timezone, now: new Date(), mode: 'create' }).issues,
    );
    expect(invalid).toEqual([]);
  });

  it("makes every stop of the California demo agency sendable: the DOJ send job's logic checks find nothing (issue 26)", async () => {
    const rows = await server.db.query<{ incident_number: string; payload: Record<string, unknown>; timezone: string }>(
      `select r.incident_number, r.payload, a.timezone from reports r join agencies a on a.id = r.agency_id
        where a.ori = 'CA0349400' and a.configuration_file = 'california.json'`,
    );
    expect(rows).toHaveLength(DEMO_REPORT_COUNT);
    const config = configurations.get('california.json');
    const notSendable = rows.flatMap(({ incident_number, payload, timezone }) =>
      domainDojCodec.check(payload, config, timezone).map((reason) => `${incident_number}: ${reason}`),
    );
    expect(notSendable).toEqual([]);
  });

  it.each([
    ['the 2018 regulation (v1), stops of 2023', '2023-01-01T08:00:00Z', '2024-01-01T08:00:00Z', 'v1'],
    ['the 2024 regulation (v2), the history the demo seeds', '2024-01-01T08:00:00Z', '2026-01-01T08:00:00Z', 'v2'],
  ] as const)('makes every stop the generator writes for the demo history sendable under %s', (_, start, end, version) => {
    const config = configurations.get('california.json');
    const authors = DEMO_USERS.filter((user) => user.role === 'officer').map((user, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      name: user.name,
      officer_id: user.officer_id,
      title: null,
    }));
    const reports = [
      ...generateReports({
        configuration: config,
        timeZone: DEMO_AGENCY.timezone,
        authors,
        count: 400,
        seed: 27_000,
        now: new Date(end),
        days: 0,
        start: new Date(start),
        end: new Date(end),
        centre: DEMO_AGENCY.centre,
        places: drawDemoPlace,
      }),
    ];
    expect(reports).toHaveLength(400);
    for (const report of reports)
      expect(dojRegulationVersion(dojStopDate(report.incident_date, DEMO_AGENCY.timezone), config)).toBe(version);
    const notSendable = reports.flatMap(({ incident_number, payload }) =>
      domainDojCodec.check(payload, config, DEMO_AGENCY.timezone).map((reason) => `${incident_number}: ${reason}`),
    );
    expect(notSendable).toEqual([]);
  });

  it('seeds only an empty database, and migrations apply once', async () => {
    expect(await seedDemoIfEmpty(server.db, configurations)).toBe(false);
    expect(await migrate(server.db)).toEqual([]);
    const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from agencies');
    expect(row?.count).toBe(2);
  });
});
