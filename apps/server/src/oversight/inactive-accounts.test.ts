import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditRows } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { disableInactiveAccounts, INACTIVE_DISABLE_ACTION } from './inactive-accounts.job.ts';

let server: TestServer;
const ids: Record<string, string> = {};
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const [demo] = await db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
      const otherId = await addOtherAgency(db);
      for (const [key, role, agencyId] of [
        ['stale', 'officer', demo?.id],
        ['staleManager', 'manager', demo?.id],
        ['fresh', 'officer', demo?.id],
        ['staleOwner', 'owner', demo?.id],
        ['staleDeputy', 'officer', otherId],
      ] as const) {
        ids[key] = await addUser(db, { email: `${key.toLowerCase()}@test.test`, role, agencyId: agencyId ?? null });
      }
    },
  });
});
afterAll(() => server?.close());

const lastActive = (key: string, daysAgo: number) =>
  server.db.query(`update users set last_active_at = now() - make_interval(days => $2) where id = $1`, [ids[key], daysAgo]);
const isActive = async (key: string) =>
  (await server.db.query<{ is_active: boolean }>('select is_active from users where id = $1', [ids[key]]))[0]?.is_active;

describe('the daily inactive-accounts job (CJIS AC-2(3))', () => {
  it('disables members unused for 90 days (not the owner), ends their sessions and audits each', async () => {
    const staleSession = await login(server, 'stale@test.test');
    for (const key of ['stale', 'staleManager', 'staleOwner', 'staleDeputy']) await lastActive(key, 91);
    await lastActive('fresh', 89);

    expect(await disableInactiveAccounts(server.db, new Date())).toBeGreaterThanOrEqual(3);

    expect(await isActive('stale')).toBe(false);
    expect(await isActive('staleManager')).toBe(false);
    expect(await isActive('staleDeputy')).toBe(false);
    expect(await isActive('staleOwner')).toBe(true);
    expect(await isActive('fresh')).toBe(true);
    const session = await call(server, 'GET', '/api/users/me', { token: staleSession.access_token });
    expect(session).toMatchObject({ status: 400, body: { detail: 'USER_NOT_AN_AGENCY_MEMBER' } });
    expect((await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: staleSession.refresh_token } })).status).toBe(401);
    const audited = await auditRows(server.db, INACTIVE_DISABLE_ACTION);
    expect(audited).toContainEqual({ user_id: null, object_id: ids.stale });
    expect(audited).toContainEqual({ user_id: null, object_id: ids.staleDeputy });
    expect(audited.filter((row) => row.object_id === ids.staleOwner)).toEqual([]);
  });

  it('counts from the clock it is given, and a second run changes nothing more', async () => {
    expect(await disableInactiveAccounts(server.db, new Date())).toBe(0);
    expect(await isActive('fresh')).toBe(true);
    expect(await disableInactiveAccounts(server.db, new Date(Date.now() + 2 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await isActive('fresh')).toBe(false);
  });

  it('lets a manager restore access through Members, which restarts the clock', async () => {
    const manager = await login(server, 'manager@demo.test');
    const restored = await call(server, 'PUT', `/api/agency/members/${ids.stale}/access`, {
      token: manager.access_token,
      body: { is_active: true },
    });
    expect(restored).toMatchObject({ status: 200, body: { is_active: true } });
    expect(await disableInactiveAccounts(server.db, new Date())).toBe(0);
    expect(await isActive('stale')).toBe(true);
    expect((await login(server, 'stale@test.test')).access_token).toBeTruthy();
  });

  it('counts a sign-in as activity', async () => {
    await lastActive('stale', 120);
    await login(server, 'stale@test.test');
    expect(await disableInactiveAccounts(server.db, new Date())).toBe(0);
    expect(await isActive('stale')).toBe(true);
  });
});
