import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28, the alerts page paged: another agency with a manager and 30 officers, each with an open alert opened a day
 * apart (every third about searches), and 5 closed ones, written straight into ei_alerts.
 */
let server: TestServer;
let token = '';
const OPEN = 30;
const opened: string[] = [];

const list = async (search: string) => {
  const response = await call(server, 'GET', `/api/early-intervention/alerts${search}`, { token });
  expect(response.status).toBe(200);
  return response.body as { alerts: { id: string; opened_at: string }[]; next_cursor: string | null; total: number };
};

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const agencyId = await addOtherAgency(db);
      await addUser(db, { email: 'deputy@other.test', role: 'manager', agencyId, password: 'Other-agency-pass' });
      for (let index = 0; index < OPEN + 5; index++) {
        const officer = await addUser(db, { email: `patrol${index}@other.test`, role: 'officer', agencyId });
        const id = randomUUID();
        const closed = index >= OPEN;
        if (!closed) opened.push(id);
        await db.query(
          `insert into ei_alerts (agency_id, id, officer_id, status, opened_at, indicators, closed_at)
           values ($1, $2, $3, $4, now() - make_interval(days => $5), $6::text[], $7)`,
          [
            agencyId,
            id,
            officer,
            closed ? 'closed' : 'open',
            100 - index,
            index % 3 === 0 ? ['search_rate'] : ['force_incidents'],
            closed ? new Date() : null,
          ],
        );
      }
    },
  });
  token = (await login(server, 'deputy@other.test', 'Other-agency-pass')).access_token;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the alerts list, paged', () => {
  it('answers 25 by default, oldest first, with the total and a cursor to the next page', async () => {
    const first = await list('');
    expect(first.alerts.map((alert) => alert.id)).toEqual(opened.slice(0, 25));
    expect(first.total).toBe(OPEN);
    expect(first.next_cursor).toEqual(expect.any(String));
  });

  it('walks every open alert once in order by the cursor, and ends without one', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null && pages < 10; pages++) {
      const page = await list(`?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.alerts.map((alert) => alert.id));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual(opened);
    expect(cursor).toBeNull();
  });

  it('pages a filter and counts only what matches; closed alerts on their own', async () => {
    const searches = opened.filter((_, index) => index % 3 === 0);
    const first = await list('?indicator=search_rate&limit=4');
    expect(first).toMatchObject({ total: searches.length, alerts: searches.slice(0, 4).map((id) => ({ id })) });
    const second = await list(`?indicator=search_rate&limit=4&cursor=${encodeURIComponent(first.next_cursor as string)}`);
    expect(second.alerts.map((alert) => alert.id)).toEqual(searches.slice(4, 8));
    expect((await list('?status=closed')).total).toBe(5);
  });

  it('refuses a cursor it did not write and a page over 100 (400)', async () => {
    expect((await call(server, 'GET', '/api/early-intervention/alerts?cursor=not-a-cursor', { token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/early-intervention/alerts?limit=101', { token })).status).toBe(400);
  });
});
