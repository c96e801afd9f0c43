import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { DEMO_NEXUS_REPORT_COUNT, seedNexusAgencyIfMissing } from './seed-nexus-agency.ts';

let server: TestServer;
const configurations = loadConfigurations(readConfig({}).configurationsDir);
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the Nexus demo agency', () => {
  it('is seeded once with the nexus plan, its reports and two workspaces shared with its officer', async () => {
    expect(await seedNexusAgencyIfMissing(server.db, configurations)).toBe(true);
    expect(await seedNexusAgencyIfMissing(server.db, configurations)).toBe(false);
    const [reports] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from reports r join agencies a on a.id = r.agency_id where a.ori = 'CA0349402'`,
    );
    expect(reports?.count).toBe(DEMO_NEXUS_REPORT_COUNT);
    const { access_token } = await login(server, 'nexus-officer@demo.test');
    expect((await call(server, 'GET', '/api/subscriptions/summary', { token: access_token })).body).toEqual({
      appPlan: { cc: 'analytics', nexus: 'analytics' },
    });
    const workspaces = await call(server, 'GET', '/api/workspaces', { token: access_token });
    expect((workspaces.body as { name: string }[]).map((workspace) => workspace.name)).toEqual(['Downtown Patrol', 'Traffic Safety Unit']);
  });

  it('is never seeded into a database that holds a real agency', async () => {
    const real = await startTestServer({ seed: false });
    try {
      await real.db.query(
        `insert into agencies (id, full_name, ori, state_name, configuration_file, phone1, email, timezone, status, owner_email)
         values (gen_random_uuid(), 'Real Police Department', 'CA0019900', 'California', 'california.json', '+1 916 555 0199',
                 'chief@real.gov', 'America/Los_Angeles', 'Active', 'chief@real.gov')`,
      );
      expect(await seedNexusAgencyIfMissing(real.db, configurations)).toBe(false);
      const [demo] = await real.db.query<{ count: number }>(`select count(*)::int as count from users where email like '%@demo.test'`);
      expect(demo?.count).toBe(0);
    } finally {
      await real.close();
    }
  });
});
