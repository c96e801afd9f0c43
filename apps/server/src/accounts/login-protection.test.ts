import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let catcher: MailCatcher;

// Each test logs in from its own addresses (X-Forwarded-For from the test, a trusted proxy on loopback), so the limits
// of one test do not spill into another.
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ config: { smtpUrl: catcher.url, trustedProxies: { addresses: ['loopback'], hops: 1 } } });
});
afterAll(async () => {
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

/** Makes `ip` one of the account's own addresses: a successful sign-in from it. */
async function signInFrom(email: string, ip: string): Promise<void> {
  expect((await attempt(email, RIGHT, ip)).status).toBe(200);
}

async function lockState(id: string) {
  const [row] = await server.db.query<{ is_locked: boolean; minutes_left: number | null }>(
    `select coalesce(locked_until > now(), false) as is_locked,
            round(extract(epoch from (locked_until - now())) / 60)::int as minutes_left from users where id = $1`,
    [id],
  );
  return row;
}

async function unlockDirectly(email: string): Promise<void> {
  await server.db.query('update users set locked_until = null, login_failures_since = now() where email = $1', [email]);
  await server.db.query(`delete from login_failures where account_key = (select 'user:' || id::text from users where email = $1)`, [email]);
}

describe('account lockout (CJIS AC-7, a lock that ends by itself)', () => {
  it("locks at the 5th failure in 15 minutes from the account's own address, for 30 minutes; the 6th is refused even with the right password, all audited", async () => {
    const officer = await userId('officer@demo.test');
    await signInFrom('officer@demo.test', '10.0.0.1');
    for (let failure = 1; failure <= 4; failure++) {
      const response = await attempt('officer@demo.test', `wrong-${failure}`, '10.0.0.1');
      expect(response).toMatchObject({ status: 400, body: { detail: 'LOGIN_BAD_CREDENTIALS' } });
    }
    const fifth = await attempt('officer@demo.test', 'wrong-5', '10.0.0.1');
    expect(fifth).toMatchObject({ status: 400, body: { detail: 'LOGIN_ACCOUNT_LOCKED' } });
    const sixth = await attempt('Officer@Demo.test', RIGHT, '10.0.0.1');
    expect(sixth).toMatchObject({ status: 400, body: { detail: 'LOGIN_ACCOUNT_LOCKED' } });
    expect(await lockState(officer)).toEqual({ is_locked: true, minutes_left: 30 });

    const failures = (await auditOf(officer)).filter((row) => row.action !== 'login' || row.outcome === 'failure');
    expect(failures).toEqual([
      ...Array.from({ length: 5 }, () => ({
        action: 'login',
        outcome: 'failure',
        user_id: officer,
        object_id: officer,
        source_ip: '10.0.0.1',
      })),
      { action: 'account.lock', outcome: 'success', user_id: null, object_id: officer, source_ip: '10.0.0.1' },
      { action: 'login', outcome: 'failure', user_id: officer, object_id: officer, source_ip: '10.0.0.1' },
    ]);

    const notice = await catcher.waitFor('owner@demo.test', /was locked/);
    expect(notice.text).toContain('Jordan Lee (officer@demo.test) was locked after 5 failed login attempts within 15 minutes.');
  });

  it('ends by itself when its time is up', async () => {
    const officer = await userId('officer@demo.test');
    expect((await attempt('officer@demo.test', RIGHT, '10.0.0.1')).body.detail).toBe('LOGIN_ACCOUNT_LOCKED');
    await server.db.query(`update users set locked_until = now() - interval '1 second' where id = $1`, [officer]);
    expect(await lockState(officer)).toMatchObject({ is_locked: false });
    expect((await attempt('officer@demo.test', RIGHT, '10.0.0.1')).status).toBe(200);
  });

  it("ends on a password reset, which proves the mailbox, and the strangers' failures are forgotten with it", async () => {
    const officer2 = await userId('officer2@demo.test');
    await signInFrom('officer2@demo.test', '10.0.1.1');
    for (let failure = 1; failure <= 5; failure++) await attempt('officer2@demo.test', `wrong-${failure}`, '10.0.1.1');
    for (let failure = 1; failure <= 5; failure++) await attempt('officer2@demo.test', `wrong-${failure}`, `198.51.100.${failure}`);
    expect(await lockState(officer2)).toMatchObject({ is_locked: true });

    await call(server, 'POST', '/api/auth/forgot-password', { body: { email: 'officer2@demo.test' } });
    const mail = await catcher.waitFor('officer2@demo.test', /Reset/i);
    const token = /token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'A-new-passphrase-for-2026' } });
    expect(reset.status).toBe(200);
    expect(await lockState(officer2)).toMatchObject({ is_locked: false });
    expect((await attempt('officer2@demo.test', 'A-new-passphrase-for-2026', '198.51.100.9')).status).toBe(200);
    // The demo password again, for the tests that follow.
    await server.db.query('update users set password_hash = (select password_hash from users where email = $1) where email = $2', [
      'officer@demo.test',
      'officer2@demo.test',
    ]);
  });

  it("never locks an owner from addresses they do not sign in from: strangers' guesses make such addresses wait (429), the owner at their own address gets in", async () => {
    const owner = await userId('owner@demo.test');
    await signInFrom('owner@demo.test', '10.0.2.1');
    for (let failure = 1; failure <= 5; failure++) {
      const response = await attempt('owner@demo.test', `wrong-${failure}`, `203.0.113.${failure}`);
      expect(response).toMatchObject({ status: 400, body: { detail: 'LOGIN_BAD_CREDENTIALS' } });
    }
    for (const stranger of ['203.0.113.1', '203.0.113.77']) {
      const waiting = await attempt('owner@demo.test', RIGHT, stranger);
      expect(waiting).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
    expect(await lockState(owner)).toMatchObject({ is_locked: false });
    expect((await attempt('owner@demo.test', RIGHT, '10.0.2.1')).status).toBe(200);
    const [throttled] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from audit_events where action = 'login.throttled' and source_ip in ('203.0.113.1', '203.0.113.77')`,
    );
    expect(throttled?.count).toBe(2);
  });

  it('answers strangers the same whether the account exists or not: 400 five times, then 429', async () => {
    const answers = async (email: string, prefix: string) => {
      const seen: string[] = [];
      for (let index = 1; index <= 6; index++) {
        const response = await attempt(email, 'wrong-password', `${prefix}.${index}`);
        seen.push(`${response.status} ${response.body.detail}`);
      }
      return seen;
    };
    const real = await answers('connect-owner@demo.test', '198.18.0');
    const missing = await answers('nobody-here@demo.test', '198.18.1');
    expect(real).toEqual([...Array(5).fill('400 LOGIN_BAD_CREDENTIALS'), '429 TOO_MANY_REQUESTS']);
    expect(missing).toEqual(real);
    await unlockDirectly('connect-owner@demo.test');
  });

  it('releases early when a manager of the agency unlocks; an officer cannot, another agency gets 404; the unlock is audited', async () => {
    const officer = await userId('officer@demo.test');
    const manager = await userId('manager@demo.test');
    await server.db.query(`update users set locked_until = now() + interval '30 minutes' where id = $1`, [officer]);
    const colleague = await login(server, 'officer2@demo.test');
    expect(await unlock(colleague.access_token, officer)).toMatchObject({ status: 403, body: { detail: 'Forbidden' } });
    const stranger = await login(server, 'connect-owner@demo.test');
    expect(await unlock(stranger.access_token, officer)).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    expect((await attempt('officer@demo.test', RIGHT, '10.0.0.1')).body.detail).toBe('LOGIN_ACCOUNT_LOCKED');

    const { access_token } = await login(server, 'manager@demo.test');
    expect(await unlock(access_token, officer)).toMatchObject({ status: 200, body: { detail: 'OK' } });
    expect(await unlock(access_token, '00000000-0000-4000-8000-00000000dead')).toMatchObject({ status: 404 });
    expect((await unlock(access_token, 'not-a-uuid')).status).toBe(400);
    expect((await attempt('officer@demo.test', RIGHT, '10.0.0.1')).status).toBe(200);

    const [unlockRow] = await server.db.query(
      `select action, outcome, user_id, object_id, agency_id is not null as has_agency from audit_events where action = 'account.unlock'`,
    );
    expect(unlockRow).toEqual({ action: 'account.unlock', outcome: 'success', user_id: manager, object_id: officer, has_agency: true });
  });

  it('lets a manager unlock an officer but not the owner (equal or higher rank is 403, as for disable and remove); the owner can', async () => {
    const owner = await userId('owner@demo.test');
    await server.db.query(`update users set locked_until = now() + interval '30 minutes' where id = $1`, [owner]);
    const manager = await login(server, 'manager@demo.test');
    expect(await unlock(manager.access_token, owner)).toMatchObject({ status: 403, body: { detail: 'Forbidden' } });
    expect(await lockState(owner)).toMatchObject({ is_locked: true });
    await unlockDirectly('owner@demo.test');
    const managerId = await userId('manager@demo.test');
    await server.db.query(`update users set locked_until = now() + interval '30 minutes' where id = $1`, [managerId]);
    const ownerSession = await login(server, 'owner@demo.test');
    expect((await unlock(ownerSession.access_token, managerId)).status).toBe(200);
  });

  it('ends the open sessions of an account when it locks: its access and refresh tokens stop working', async () => {
    await signInFrom('officer2@demo.test', '10.0.0.9');
    const session = await login(server, 'officer2@demo.test');
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(200);
    for (let failure = 1; failure <= 5; failure++) await attempt('officer2@demo.test', `wrong-${failure}`, '10.0.0.9');
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(401);
    const refresh = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refresh.status).toBe(401);
    await unlockDirectly('officer2@demo.test');
  });

  it('does not let a locked manager unlock themself', async () => {
    const { access_token } = await login(server, 'manager@demo.test');
    expect((await unlock(access_token, await userId('manager@demo.test'))).status).toBe(403);
  });

  it('counts only failures within 15 minutes and since the last successful login', async () => {
    const id = await userId('officer2@demo.test');
    await signInFrom('officer2@demo.test', '10.0.0.3');
    await server.db.query(
      `insert into login_failures (account_key, source_ip, is_known_source, failed_at)
       select 'user:' || $1::text, '10.0.0.3', true, now() - interval '16 minutes' from generate_series(1, 4)`,
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

describe('per-address limit by address and account together (ASVS 6.1.1)', () => {
  it('past 20 failures in 15 minutes, an address waits (429) for the accounts it failed for, before any password check; a colleague behind the same address who has not failed gets in', async () => {
    const connectOwner = await userId('connect-owner@demo.test');
    for (let failure = 0; failure < 20; failure++) await attempt(`nobody${failure}@demo.test`, 'wrong', '10.0.9.9');
    const failuresBefore = (await auditOf(connectOwner)).length;

    const refused = await attempt('nobody3@demo.test', 'wrong', '10.0.9.9');
    expect(refused).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
    expect((await auditOf(connectOwner)).length).toBe(failuresBefore);
    const [throttled] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from audit_events where action = 'login.throttled' and source_ip = '10.0.9.9'`,
    );
    expect(throttled?.count).toBe(1);

    expect((await attempt('connect-owner@demo.test', RIGHT, '10.0.9.9')).status).toBe(200);
    expect((await attempt('connect-owner@demo.test', 'wrong', '10.0.9.9')).status).toBe(400);
    expect((await attempt('connect-owner@demo.test', RIGHT, '10.0.9.9')).status).toBe(429);
    expect((await attempt('connect-owner@demo.test', RIGHT, '10.0.9.10')).status).toBe(200);
  });
});
