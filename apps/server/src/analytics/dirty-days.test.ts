import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgencyId } from '../test/agency-test-users.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { markDaysDirty } from './analytics-facts.repo.ts';
import { refreshDirtyDays } from './analytics-rollups.repo.ts';

let server: TestServer;
let agencyId: string;
beforeAll(async () => {
  server = await startTestServer();
  agencyId = await demoAgencyId(server.db);
});
afterAll(() => server?.close());

const DAY = '2024-03-05';
const isMarked = async () =>
  (await server.db.query('select 1 from analytics_dirty_days where agency_id = $1 and day = $2::date', [agencyId, DAY])).length > 0;

describe('marking days out of date from a report write', () => {
  it('marks a day once, however many writes mark it', async () => {
    await markDaysDirty(server.db, agencyId, [DAY, DAY]);
    await markDaysDirty(server.db, agencyId, [DAY]);
    expect(
      await server.db.query('select day from analytics_dirty_days where agency_id = $1 and day = $2::date', [agencyId, DAY]),
    ).toHaveLength(1);
    await refreshDirtyDays(server.db, agencyId, 10, { from: DAY, to: DAY });
    expect(await isMarked()).toBe(false);
  });

  // Two connections at once: a PostgreSQL server only (PGlite runs one transaction at a time).
  it.skipIf(process.env.TEST_DATABASE_URL === undefined)(
    'keeps a marked day from being counted while a write that marked it is still open, and counts it after',
    async () => {
      await markDaysDirty(server.db, agencyId, [DAY]);
      let finishWrite = () => {};
      const writeOpen = new Promise<void>((resolve) => {
        finishWrite = resolve;
      });
      let marked = () => {};
      const hasMarked = new Promise<void>((resolve) => {
        marked = resolve;
      });
      // A report write: the day was already marked; it holds the mark until it commits.
      const write = server.db.transaction(async (tx) => {
        await markDaysDirty(tx, agencyId, [DAY]);
        marked();
        await writeOpen;
      });
      await hasMarked;
      // The job skips the held mark (its recount would miss the write's facts, not yet committed) ...
      expect(await refreshDirtyDays(server.db, agencyId, 10, { from: DAY, to: DAY })).toBe(0);
      expect(await isMarked()).toBe(true);
      finishWrite();
      await write;
      // ... and counts the day once the write has committed.
      expect(await refreshDirtyDays(server.db, agencyId, 10, { from: DAY, to: DAY })).toBe(1);
      expect(await isMarked()).toBe(false);
    },
  );
});
