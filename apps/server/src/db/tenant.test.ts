import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { insertReportBatch } from '../reports/reports.repo.ts';
import { addOtherAgency } from '../test/agency-test-users.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { TENANT_ROLE, withTenant } from './tenant.ts';

let server: TestServer;
let demoAgencyId: string;
const otherAgencyId = randomUUID();

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      await addOtherAgency(db, { id: otherAgencyId });
      const [author] = await db.query<{ id: string }>(`select id from users where email = 'officer@demo.test'`);
      await insertReportBatch(
        db,
        otherAgencyId,
        [
          {
            id: randomUUID(),
            incident_number: 'OTHER-1',
            author_id: author?.id ?? '',
            contact_type: 'Call For Service',
            incident_date: new Date().toISOString(),
            payload: {},
          },
        ],
        loadConfigurations(readConfig({}).configurationsDir).get('generic.json'),
      );
    },
  });
  const [demo] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
  demoAgencyId = demo?.id ?? '';
});
afterAll(() => server?.close());

describe('a tenant transaction', () => {
  it('plans without parallel workers, and only for that transaction', async () => {
    const workers = `select current_setting('max_parallel_workers_per_gather') as workers`;
    await server.db.query(`set max_parallel_workers_per_gather = 2`);
    const inside = await withTenant(server.db, demoAgencyId, (tx) => tx.query<{ workers: string }>(workers));
    expect(inside).toEqual([{ workers: '0' }]);
    expect(await server.db.query(workers)).toEqual([{ workers: '2' }]);
  });
});

describe('row-level security between agencies', () => {
  it('shows a tenant transaction only its own agency, even with no filter in the query', async () => {
    const seen = await withTenant(server.db, otherAgencyId, (tx) =>
      tx.query<{ incident_number: string }>('select incident_number from reports'),
    );
    expect(seen).toEqual([{ incident_number: 'OTHER-1' }]);
    const agencies = await withTenant(server.db, demoAgencyId, (tx) => tx.query<{ ori: string }>('select ori from agencies'));
    expect(agencies).toEqual([{ ori: 'CA0349400' }]);
    const users = await withTenant(server.db, otherAgencyId, (tx) => tx.query('select id from users'));
    expect(users).toEqual([]);
  });

  it('refuses to write a row into another agency', async () => {
    const write = withTenant(server.db, demoAgencyId, (tx) =>
      tx.query(`update reports set contact_type = 'x' where agency_id = $1 returning id`, [otherAgencyId]),
    );
    expect(await write).toEqual([]);
    const insert = withTenant(server.db, demoAgencyId, (tx) =>
      tx.query(
        `insert into subscriptions (agency_id, id, status, plan, product, billing_cycle) values ($1, $2, 'Active', 'basic', 'cc', 'monthly')`,
        [otherAgencyId, randomUUID()],
      ),
    );
    await expect(insert).rejects.toThrow(/row-level security/);
  });

  it('fails closed when a tenant query runs without an agency', async () => {
    const query = server.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', $1, true)`, [TENANT_ROLE]);
      return tx.query('select count(*) from reports');
    });
    await expect(query).rejects.toThrow();
  });

  it('runs tenant work as a role that is not a superuser, cannot bypass RLS, and owns no table', async () => {
    const [role] = await server.db.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'select rolsuper, rolbypassrls from pg_roles where rolname = $1',
      [TENANT_ROLE],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await server.db.query(`select relname from pg_class where relowner = (select oid from pg_roles where rolname = $1)`, [
      TENANT_ROLE,
    ]);
    expect(owned).toEqual([]);
  });

  it('forces row-level security on every table with an agency_id', async () => {
    const unprotected = await server.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'agency_id' and not a.attisdropped)
          and not (c.relrowsecurity and c.relforcerowsecurity)`,
    );
    expect(unprotected).toEqual([]);
  });
});
