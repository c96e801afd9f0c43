import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, demoAgencyId } from '../test/agency-test-users.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { sumRollups } from './analytics.repo.ts';

let server: TestServer;
let agencyId: string;
beforeAll(async () => {
  server = await startTestServer();
  agencyId = await demoAgencyId(server.db);
});
afterAll(() => server?.close());

const SCOPE = 'a';
const BUCKETS = ['2031-01-01', '2031-02-01', '2031-03-01'];

async function writeRow(bucket: string, counters: Record<string, number>) {
  await server.db.query(
    `insert into analytics_rollups (agency_id, kind, scope, bucket, counters, comparison, summary)
     values ($1, 'm', $2, $3::date, $4::json, $5::json, '{}'::json)
     on conflict (agency_id, kind, scope, bucket) do update set counters = excluded.counters, comparison = excluded.comparison`,
    [agencyId, SCOPE, bucket, JSON.stringify(counters), JSON.stringify({ c: counters.c })],
  );
}

describe('sums of rollup rows over a period', () => {
  it('adds the rows of the scope, reuses a sum while no row changed, and sums again after a write, a new row or a delete', async () => {
    await writeRow('2031-01-01', { c: 2, 'c.uof': 1 });
    await writeRow('2031-02-01', { c: 3 });
    const first = await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE);
    expect(first).toEqual({ c: 5, 'c.uof': 1 });
    // The same row versions: the same sum, not counted again.
    expect(await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE)).toBe(first);
    // Only the comparison part, a sum of its own.
    expect(await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE, 'comparison')).toEqual({ c: 5 });

    await writeRow('2031-02-01', { c: 4, 'c.complaint': 1 });
    expect(await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE)).toEqual({ c: 6, 'c.uof': 1, 'c.complaint': 1 });
    await writeRow('2031-03-01', { c: 1 });
    expect(await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE)).toEqual({ c: 7, 'c.uof': 1, 'c.complaint': 1 });
    await server.db.query(`delete from analytics_rollups where agency_id = $1 and kind = 'm' and scope = $2 and bucket = '2031-01-01'`, [
      agencyId,
      SCOPE,
    ]);
    expect(await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE)).toEqual({ c: 5, 'c.complaint': 1 });
    // A shorter period is another sum.
    expect(await sumRollups(server.db, agencyId, 'm', BUCKETS.slice(2), SCOPE)).toEqual({ c: 1 });
  });

  it('never adds another agency’s rows', async () => {
    const other = await addOtherAgency(server.db);
    const before = await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE);
    await server.db.query(
      `insert into analytics_rollups (agency_id, kind, scope, bucket, counters, summary) values ($1, 'm', $2, '2031-03-01', '{"c": 100}', '{}')`,
      [other, SCOPE],
    );
    expect(await sumRollups(server.db, other, 'm', BUCKETS, SCOPE)).toEqual({ c: 100 });
    expect(await sumRollups(server.db, agencyId, 'm', BUCKETS, SCOPE)).toEqual(before);
  });
});
