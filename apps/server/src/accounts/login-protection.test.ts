import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let catcher: MailCatcher;
const previousTrustProxy = process.env.TRUST_PROXY;

// Each test logs in from its own address (X-Forwarded-For behind a trusted proxy), so the per-address limit of one
// test does not spill into another.
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  catcher = await startMailCatcher();
  server = await startTestServer({ config: { smtpUrl: catcher.url } });
});
afterAll(async () => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
  await server?.close();
  await catcher?.close();
});

const RIGHT = 'Fieldbook-demo-2026';

function attempt(email: string, password: string, ip: string) {
  return call(server, 'POST', '/api/auth/login', {
    body: { email, password, version: '3.29' },
    headers: { 'x-forwarded-for': ip },
  });
}

async function userId(email: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function auditOf(id: string) {
  return server.db.query<{ action: string; outcome: string; user_id: string | null; object_id: string | null; source_ip: string }>(
    `select action, outcome, user_id, object_id, source_ip from audit_events
      where (user_id = $1 or object_id = $1) and action <> 'login' or (action = 'login' and user_id = $1) order by id`,
    [id],
  );
}

function unlock(token: string, id: string) {
  return call(server, 'POST', `/api/agency/members/${id}/unlock`, { token });
}

describe('account lockout (CJIS AC-7)', () => {
  it('locks at the 5th failure in 15 minutes, which already answers LOGIN_ACCOUNT_LOCKED; the 6th is refused even with the right password, all audited', async () => {
    const officer = await userId('officer@demo.test');
    for (let failure = 1; failure <= 4; failure++) {
      const response = await attempt('officer@demo.test', `wrong-${failure}`, '10.0.0.1');
      expect(response).toMatchObject({ status: 400, body: { detail: 'LOGIN_BAD_CREDENTIALS' } });
    }
    const fifth = await attempt('officer@demo.test', 'wrong-5', '10.0.0.1');
    expect(fifth).toMatchObject({ status: 400, body: { detail: 'LOGIN_ACCOUNT_LOCKED' } });
    const sixth = await attempt('Officer@Demo.test', RIGHT, '10.0.0.1');
    expect(sixth).toMatchObject({ status: 400, body: { detail: 'LOGIN_ACCOUNT_LOCKED' } });
    const [row] = await server.db.query<{ locked_at: Date | null }>('select locked_at from users where id = $1', [officer]);
    expect(row?.locked_at).toBeInstanceOf(Date);

    expect(await auditOf(officer)).toEqual([
      ...Array.from({ length: 5 }, () => ({
        action: 'login',
        outcome: 'failure',
        user_id: officer,
        object_id: null,
        source_ip: '10.0.0.1',
      })),
      { action: 'account.lock', outcome: 'success', user_id: null, object_id: officer, source_ip: '10.0.0.1' },
      { action: 'login', outcome: 'failure', user_id: officer, object_id: null, source_ip: '10.0.0.1' },
    ]);

    const notice = await catcher.waitFor('owner@demo.test', /was locked/);
    expect(notice.text).toContain('Jordan Lee (officer@demo.test) was locked after 5 failed login attempts within 15 minutes.');
  });

  it('stays locked until a manager of the agency unlocks it; an officer cannot, another agency gets 404; the unlock is audited', async () => {
    const officer = await userId('officer@demo.test');
    const manager = await userId('manager@demo.test');
    const colleague = await login(server, 'officer2@demo.test');
    expect(await unlock(colleague.access_token, officer)).toMatchObject({ status: 403, body: { detail: 'Forbidden' } });
    const stranger = await login(server, 'connect-owner@demo.test');
    expect(await unlock(stranger.access_token, officer)).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    expect((await attempt('officer@demo.test', RIGHT, '10.0.0.2')).body.detail).toBe('LOGIN_ACCOUNT_LOCKED');

    const { access_token } = await login(server, 'manager@demo.test');
    expect(await unlock(access_token, officer)).toMatchObject({ status: 200, body: { detail: 'OK' } });
    expect(await unlock(access_token, '00000000-0000-4000-8000-00000000dead')).toMatchObject({ status: 404 });
    expect((await unlock(access_token, 'not-a-uuid')).status).toBe(400);
    expect((await attempt('officer@demo.test', RIGHT, '10.0.0.2')).status).toBe(200);

    const [unlockRow] = await server.db.query(
      `select action, outcome, user_id, object_id, agency_id is not null as has_agency from audit_events where action = 'account.unlock'`,
    );
    expect(unlockRow).toEqual({ action: 'account.unlock', outcome: 'success', user_id: manager, object_id: officer, has_agency: true });
  });

  it('lets a manager unlock an officer but not the owner (equal or higher rank is 403, as for disable and remove); the owner can', async () => {
    const owner = await userId('owner@demo.test');
    await server.db.query('update users set locked_at = now() where id = $1', [owner]);
    const manager = await login(server, 'manager@demo.test');
    expect(await unlock(manager.access_token, owner)).toMatchObject({ status: 403, body: { detail: 'Forbidden' } });
    const [row] = await server.db.query<{ locked: boolean }>('select locked_at is not null as locked from users where id = $1', [owner]);
    expect(row?.locked).toBe(true);
    await server.db.query('update users set locked_at = null where id = $1', [owner]);
    const managerId = await userId('manager@demo.test');
    await server.db.query('update users set locked_at = now() where id = $1', [managerId]);
    const ownerSession = await login(server, 'owner@demo.test');
    expect((await unlock(ownerSession.access_token, managerId)).status).toBe(200);
  });

  it('ends the open sessions of an account when it locks: its access and refresh tokens stop working', async () => {
    const session = await login(server, 'officer2@demo.test');
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(200);
    for (let failure = 1; failure <= 5; failure++) await attempt('officer2@demo.test', `wrong-${failure}`, '10.0.0.9');
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(401);
    const refresh = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refresh.status).toBe(401);
    // Unlocked again for the tests that follow.
    await server.db.query('update users set locked_at = null, login_failures_since = now() where email = $1', ['officer2@demo.test']);
  });

  it('does not let a locked manager unlock themself', async () => {
    const { access_token } = await login(server, 'manager@demo.test');
    expect((await unlock(access_token, await userId('manager@demo.test'))).status).toBe(403);
  });

  it('counts only failures within 15 minutes and since the last successful login', async () => {
    const id = await userId('officer2@demo.test');
    await server.db.query(
      `insert into audit_events (action, outcome, user_id, source_ip, occurred_at)
       select 'login', 'failure', $1, '10.0.0.3', now() - interval '16 minutes' from generate_series(1, 4)`,
      [id],
    );
    expect((await attempt('officer2@demo.test', 'wrong', '10.0.0.3')).body.detail).toBe('LOGIN_BAD_CREDENTIALS');
    for (let failure = 0; failure < 3; failure++) await attempt('officer2@demo.test', 'wrong', '10.0.0.3');
    expect((await attempt('officer2@demo.test', RIGHT, '10.0.0.3')).status).toBe(200);
    for (let failure = 0; failure < 4; failure++) await attempt('officer2@demo.test', 'wrong', '10.0.0.3');
    expect((await attempt('officer2@demo.test', RIGHT, '10.0.0.3')).status).toBe(200);
  });

  it('keeps the audit log append-only', async () => {
    await server.db.query(`insert into audit_events (action, outcome) values ('test.event', 'success')`);
    await expect(server.db.query(`update audit_events set outcome = 'success'`)).rejects.toThrow(/append-only/);
    await expect(server.db.query('delete from audit_events')).rejects.toThrow(/append-only/);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`select set_config('app.agency_id', $1, true), set_config('role', 'fieldbook_app', true)`, [
          '00000000-0000-4000-8000-000000000000',
        ]);
        await tx.query('delete from audit_events');
      }),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('per-address limit (ASVS 6.1.1)', () => {
  it('refuses an address with 429 after 20 failures in 15 minutes, before any password check and without counting against accounts', async () => {
    for (let failure = 0; failure < 20; failure++) {
      const email = failure % 2 === 0 ? `nobody${failure}@demo.test` : 'connect-owner@demo.test';
      await attempt(email, 'wrong', '10.0.9.9');
    }
    const connectOwner = await userId('connect-owner@demo.test');
    await server.db.query('update users set locked_at = null where id = $1', [connectOwner]);
    const failuresBefore = (await auditOf(connectOwner)).length;

    const refused = await attempt('connect-owner@demo.test', RIGHT, '10.0.9.9');
    expect(refused).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
    expect((await attempt('owner@demo.test', RIGHT, '10.0.9.9')).status).toBe(429);
    expect((await auditOf(connectOwner)).length).toBe(failuresBefore);
    const [throttled] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from audit_events where action = 'login.throttled' and source_ip = '10.0.9.9'`,
    );
    expect(throttled?.count).toBe(2);

    expect((await attempt('connect-owner@demo.test', RIGHT, '10.0.9.10')).status).toBe(200);
  });
});
