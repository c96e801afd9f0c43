import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, userIdOf } from '../../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../../test/test-server.ts';
import { enrol, forgetUsedStep, loginWithCode, passwordStep, totpCode } from './mfa-test-helpers.ts';

let server: TestServer;
let demoAgencyId: string;
/** The owner's authenticator secret, enrolled in the reset test and used by the requirement test after it. */
let ownerSecret = '';

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const [agency] = await db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
      demoAgencyId = agency?.id ?? '';
      for (const email of [
        'enrol@demo.test',
        'replay@demo.test',
        'guess@demo.test',
        'recovery@demo.test',
        'regen@demo.test',
        'sessions@demo.test',
      ]) {
        await addUser(db, { email, role: 'officer', agencyId: demoAgencyId });
      }
      await addUser(db, { email: 'reset-me@demo.test', role: 'officer', agencyId: demoAgencyId });
    },
  });
});
afterAll(() => server?.close());

const secondStep = (mfaToken: string, code: string) => call(server, 'POST', '/api/auth/login/mfa', { body: { mfa_token: mfaToken, code } });

async function auditOf(email: string): Promise<string[]> {
  const rows = await server.db.query<{ action: string; outcome: string }>(
    'select action, outcome from audit_events where user_id = (select id from users where email = $1) order by id',
    [email],
  );
  return rows.map((row) => `${row.action}:${row.outcome}`);
}

describe('without two-step verification', () => {
  it('the demo logins still sign in with the password alone', async () => {
    for (const email of ['owner@demo.test', 'manager@demo.test', 'officer@demo.test']) {
      const response = await passwordStep(server, email);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' });
    }
  });
});

describe('enrolment', () => {
  it("ends the user's other sessions that only a password opened, keeping the one that turned it on (issue 23)", async () => {
    const other = await passwordStep(server, 'sessions@demo.test');
    expect(other.status).toBe(200);
    const { token } = await enrol(server, 'sessions@demo.test');
    expect((await call(server, 'GET', '/api/users/me', { token: other.body.access_token })).status).toBe(401);
    const refresh = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: other.body.refresh_token } });
    expect(refresh.status).toBe(401);
    expect((await call(server, 'GET', '/api/users/me', { token })).status).toBe(200);
  });

  it('starts with a secret that is not active, sealed at rest, and activates with a code from the app', async () => {
    const { access_token: token } = await login(server, 'enrol@demo.test');
    const started = await call(server, 'POST', '/api/users/me/two-step/enrolment', { token });
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toBe(
      `otpauth://totp/Fieldbook:enrol%40demo.test?issuer=Fieldbook&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const [stored] = await server.db.query<{ sealed_secret: string }>('select sealed_secret from user_mfa_factors where user_id = $1', [
      await userIdOf(server.db, 'enrol@demo.test'),
    ]);
    expect(stored?.sealed_secret).toBeDefined();
    expect(stored?.sealed_secret).not.toContain(secret);

    // Not confirmed yet: the password alone still signs in.
    expect((await passwordStep(server, 'enrol@demo.test')).body).toHaveProperty('access_token');
    expect((await call(server, 'GET', '/api/users/me/two-step', { token })).body).toEqual({
      is_enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      is_required: false,
    });

    const wrong = await call(server, 'POST', '/api/users/me/two-step/confirmation', { token, body: { code: '000000' } });
    expect(wrong).toMatchObject({ status: 400, body: { detail: 'MFA_CODE_INVALID' } });
    const malformed = await call(server, 'POST', '/api/users/me/two-step/confirmation', { token, body: { code: '12ab' } });
    expect(malformed).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });

    const confirmed = await call(server, 'POST', '/api/users/me/two-step/confirmation', { token, body: { code: totpCode(secret) } });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const stored10 = await server.db.query<{ code_hash: string }>('select code_hash from user_mfa_recovery_codes where user_id = $1', [
      await userIdOf(server.db, 'enrol@demo.test'),
    ]);
    expect(stored10).toHaveLength(10);
    const storedText = JSON.stringify(stored10);
    for (const code of codes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace('-', ''));
    }

    const status = await call(server, 'GET', '/api/users/me/two-step', { token });
    expect(status.body).toMatchObject({ is_enabled: true, enabled_at: expect.any(String), recovery_codes_left: 10 });
    expect(await call(server, 'POST', '/api/users/me/two-step/enrolment', { token })).toMatchObject({
      status: 400,
      body: { detail: 'MFA_ALREADY_ENABLED' },
    });
    expect(await auditOf('enrol@demo.test')).toEqual(expect.arrayContaining(['mfa.enrol:failure', 'mfa.enrol:success']));
  });

  it('needs a signed-in user', async () => {
    expect(await call(server, 'POST', '/api/users/me/two-step/enrolment')).toMatchObject({ status: 401 });
  });
});

describe('the second step at login', () => {
  it('answers MFA_REQUIRED with a short-lived token instead of a session, then a code opens the session', async () => {
    const { secret } = await enrol(server, 'replay@demo.test');
    const userId = await userIdOf(server.db, 'replay@demo.test');
    const sessionsBefore = await server.db.query('select id from sessions where user_id = $1', [userId]);
    const first = await passwordStep(server, 'replay@demo.test');
    expect(first).toMatchObject({ status: 200, body: { detail: 'MFA_REQUIRED', mfa_token: expect.stringMatching(/^[\w-]{43}$/) } });
    expect(first.body).not.toHaveProperty('access_token');
    expect(await server.db.query('select id from sessions where user_id = $1', [userId])).toHaveLength(sessionsBefore.length);
    const [pending] = await server.db.query<{ token_hash: string }>('select token_hash from mfa_pending_logins where user_id = $1', [
      userId,
    ]);
    expect(pending?.token_hash).not.toBe(first.body.mfa_token);

    const code = totpCode(secret, 1);
    const second = await secondStep(first.body.mfa_token, code);
    expect(second.status).toBe(200);
    expect((await call(server, 'GET', '/api/users/me', { token: second.body.access_token })).status).toBe(200);
    // The token is spent with the session.
    expect(await secondStep(first.body.mfa_token, totpCode(secret))).toMatchObject({ status: 400, body: { detail: 'MFA_TOKEN_INVALID' } });

    // The same code (the same time-step) is refused the second time: replay (CJIS IA-2(8), ASVS 6.5.1).
    const again = await passwordStep(server, 'replay@demo.test');
    expect(await secondStep(again.body.mfa_token, code)).toMatchObject({ status: 400, body: { detail: 'MFA_CODE_INVALID' } });
    // And an earlier step than the last one used, too.
    expect(await secondStep(again.body.mfa_token, totpCode(secret, 0))).toMatchObject({
      status: 400,
      body: { detail: 'MFA_CODE_INVALID' },
    });
  });

  it('refuses an unknown or expired token', async () => {
    expect(await secondStep('x'.repeat(43), '123456')).toMatchObject({ status: 400, body: { detail: 'MFA_TOKEN_INVALID' } });
    const first = await passwordStep(server, 'replay@demo.test');
    await server.db.query(`update mfa_pending_logins set created_at = now() - interval '6 minutes'`);
    expect(await secondStep(first.body.mfa_token, '123456')).toMatchObject({ status: 400, body: { detail: 'MFA_TOKEN_INVALID' } });
  });

  it('counts wrong codes towards the lock of five failures, even across new password steps, and audits them', async () => {
    await enrol(server, 'guess@demo.test');
    const firstToken = (await passwordStep(server, 'guess@demo.test')).body.mfa_token;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await secondStep(firstToken, '111111')).toMatchObject({ status: 400, body: { detail: 'MFA_CODE_INVALID' } });
    }
    // A right password again does not wipe the count: it only asks for a code again.
    const secondToken = (await passwordStep(server, 'guess@demo.test')).body.mfa_token;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await secondStep(secondToken, '222222')).toMatchObject({ status: 400, body: { detail: 'MFA_CODE_INVALID' } });
    }
    expect(await secondStep(secondToken, '333333')).toMatchObject({ status: 400, body: { detail: 'LOGIN_ACCOUNT_LOCKED' } });
    const [user] = await server.db.query<{ is_locked: boolean }>(
      `select locked_until > now() as is_locked from users where email = 'guess@demo.test'`,
    );
    expect(user?.is_locked).toBe(true);
    expect(await passwordStep(server, 'guess@demo.test')).toMatchObject({ status: 400, body: { detail: 'LOGIN_ACCOUNT_LOCKED' } });
    const failures = await server.db.query<{ details: { step?: string } | null }>(
      `select details from audit_events where action = 'login' and outcome = 'failure'
          and user_id = (select id from users where email = 'guess@demo.test') order by id`,
    );
    expect(failures.slice(0, 5).map((row) => row.details?.step)).toEqual(['mfa', 'mfa', 'mfa', 'mfa', 'mfa']);
    const locks = await server.db.query(`select 1 from audit_events where action = 'account.lock' and object_id = $1`, [
      await userIdOf(server.db, 'guess@demo.test'),
    ]);
    expect(locks).toHaveLength(1);
  });
});

describe('recovery codes', () => {
  it('sign in once each, in any case and without the dash, and the use is audited', async () => {
    const { recoveryCodes } = await enrol(server, 'recovery@demo.test');
    const code = recoveryCodes[3] ?? '';
    const first = await passwordStep(server, 'recovery@demo.test');
    const signedIn = await secondStep(first.body.mfa_token, code.replace('-', '').toLowerCase());
    expect(signedIn.status).toBe(200);
    expect(await auditOf('recovery@demo.test')).toContain('mfa.recovery_code:success');

    const again = await passwordStep(server, 'recovery@demo.test');
    expect(await secondStep(again.body.mfa_token, code)).toMatchObject({ status: 400, body: { detail: 'MFA_CODE_INVALID' } });
    const status = await call(server, 'GET', '/api/users/me/two-step', { token: signedIn.body.access_token });
    expect(status.body.recovery_codes_left).toBe(9);
    const [session] = await server.db.query<{ second_factor: string }>(
      `select second_factor from sessions where user_id = (select id from users where email = 'recovery@demo.test')
        order by created_at desc limit 1`,
    );
    expect(session?.second_factor).toBe('recovery');
  });

  it('are replaced after a current code, and the old ones stop working; turning off needs the second factor, never the password alone', async () => {
    const { secret, token, recoveryCodes } = await enrol(server, 'regen@demo.test');
    const refused = await call(server, 'POST', '/api/users/me/two-step/recovery-codes', { token, body: { code: '000000' } });
    expect(refused).toMatchObject({ status: 400, body: { detail: 'MFA_CODE_INVALID' } });
    const renewed = await call(server, 'POST', '/api/users/me/two-step/recovery-codes', { token, body: { code: totpCode(secret, 1) } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    const first = await passwordStep(server, 'regen@demo.test');
    expect(await secondStep(first.body.mfa_token, recoveryCodes[0] ?? '')).toMatchObject({
      status: 400,
      body: { detail: 'MFA_CODE_INVALID' },
    });

    // issue 23: the password alone is what a thief of the session or the password already has.
    const withPassword = await call(server, 'POST', '/api/users/me/two-step/disable', { token, body: { password: 'Fieldbook-demo-2026' } });
    expect(withPassword).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    const wrongCode = await call(server, 'POST', '/api/users/me/two-step/disable', { token, body: { code: 'ABCDE-FGHJK' } });
    expect(wrongCode).toMatchObject({ status: 400, body: { detail: 'MFA_CODE_INVALID' } });
    const withRecovery = { code: renewed.body.recovery_codes[0] };
    const disabled = await call(server, 'POST', '/api/users/me/two-step/disable', { token, body: withRecovery });
    expect(disabled).toMatchObject({ status: 200, body: { detail: 'OK' } });
    expect((await passwordStep(server, 'regen@demo.test')).body).toHaveProperty('access_token');
    expect(await auditOf('regen@demo.test')).toEqual(
      expect.arrayContaining(['mfa.recovery_codes:failure', 'mfa.recovery_codes:success', 'mfa.disable:failure', 'mfa.disable:success']),
    );
  });
});

describe("an owner or manager resets a member's factor", () => {
  it('follows rank: a manager resets an officer, not the owner; nobody resets their own or another agency member', async () => {
    ownerSecret = (await enrol(server, 'owner@demo.test')).secret;
    await enrol(server, 'reset-me@demo.test');
    const manager = await login(server, 'manager@demo.test');
    const officer = await login(server, 'officer@demo.test');
    const ownerId = await userIdOf(server.db, 'owner@demo.test');
    const memberId = await userIdOf(server.db, 'reset-me@demo.test');
    const otherAgencyOwner = await userIdOf(server.db, 'connect-owner@demo.test');
    const reset = (token: string, userId: string) => call(server, 'POST', `/api/agency/members/${userId}/two-step/reset`, { token });

    expect(await reset(officer.access_token, memberId)).toMatchObject({ status: 403 });
    expect(await reset(manager.access_token, ownerId)).toMatchObject({ status: 403, body: { detail: 'Forbidden' } });
    expect(await reset(manager.access_token, otherAgencyOwner)).toMatchObject({ status: 404 });
    const owner = await loginWithCode(server, 'owner@demo.test', ownerSecret);
    expect(await reset(owner.access_token, ownerId)).toMatchObject({ status: 403 });
    expect(await reset(owner.access_token, otherAgencyOwner)).toMatchObject({ status: 404 });

    expect(await reset(manager.access_token, memberId)).toMatchObject({ status: 200, body: { detail: 'OK' } });
    expect((await passwordStep(server, 'reset-me@demo.test')).body).toHaveProperty('access_token');
    expect(await reset(manager.access_token, memberId)).toMatchObject({ status: 400, body: { detail: 'MFA_NOT_ENABLED' } });
    expect((await passwordStep(server, 'owner@demo.test')).body.detail).toBe('MFA_REQUIRED');

    const audited = await server.db.query<{ outcome: string; object_id: string }>(
      `select outcome, object_id from audit_events where action = 'mfa.reset' order by id`,
    );
    expect(audited).toEqual([
      { outcome: 'failure', object_id: ownerId },
      { outcome: 'success', object_id: memberId },
    ]);
    await forgetUsedStep(server, 'owner@demo.test');
  });
});

describe('the agency requires two-step verification', () => {
  it('only the owner sets it, once their own is on; members without it can only enrol until they do', async () => {
    const manager = await login(server, 'manager@demo.test');
    const require = (token: string, isRequired: boolean) =>
      call(server, 'PUT', '/api/agency/two-step', { token, body: { mfa_required: isRequired } });
    expect(await require(manager.access_token, true)).toMatchObject({ status: 403 });

    const officer2Before = await login(server, 'officer2@demo.test');
    const owner = await loginWithCode(server, 'owner@demo.test', ownerSecret);
    expect(await require(owner.access_token, true)).toMatchObject({ status: 200, body: { mfa_required: true } });
    expect(await call(server, 'GET', '/api/agency/two-step', { token: owner.access_token })).toMatchObject({
      status: 200,
      body: { mfa_required: true },
    });

    // A session opened before, without a second factor: only enrolment until then.
    expect(await call(server, 'GET', '/api/users/me', { token: officer2Before.access_token })).toMatchObject({
      status: 403,
      body: { detail: 'MFA_ENROLMENT_REQUIRED' },
    });
    // A new login finishes in the enrol-only state.
    const signedIn = await passwordStep(server, 'officer@demo.test');
    expect(signedIn.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      detail: 'MFA_ENROLMENT_REQUIRED',
    });
    const token = signedIn.body.access_token as string;
    expect(await call(server, 'GET', '/api/reports/me', { token })).toMatchObject({
      status: 403,
      body: { detail: 'MFA_ENROLMENT_REQUIRED' },
    });
    expect((await call(server, 'GET', '/api/users/me/two-step', { token })).body).toMatchObject({ is_enabled: false, is_required: true });
    const started = await call(server, 'POST', '/api/users/me/two-step/enrolment', { token });
    const confirmed = await call(server, 'POST', '/api/users/me/two-step/confirmation', {
      token,
      body: { code: totpCode(started.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    // Enrolled in this session: it now counts as verified.
    expect((await call(server, 'GET', '/api/users/me', { token })).status).toBe(200);

    // The owner's own session from before the requirement was verified with a code: it stays open.
    expect((await call(server, 'GET', '/api/users/me', { token: owner.access_token })).status).toBe(200);
    expect(await require(owner.access_token, false)).toMatchObject({ status: 200, body: { mfa_required: false } });
    expect((await call(server, 'GET', '/api/users/me', { token: officer2Before.access_token })).status).toBe(200);

    const changes = await server.db.query<{ details: { mfa_required: boolean } }>(
      `select details from audit_events where action = 'agency.mfa_required' and agency_id = $1 order by id`,
      [demoAgencyId],
    );
    expect(changes.map((row) => row.details.mfa_required)).toEqual([true, false]);
  });

  it('an owner without their own second factor cannot require it', async () => {
    const connectOwner = await login(server, 'connect-owner@demo.test');
    expect(
      await call(server, 'PUT', '/api/agency/two-step', { token: connectOwner.access_token, body: { mfa_required: true } }),
    ).toMatchObject({ status: 400, body: { detail: 'MFA_NOT_ENABLED' } });
  });
});

describe('the per-address limit', () => {
  it('refuses the second step with 429, before any code is checked, once the address failed 20 times in 15 minutes and for this account too', async () => {
    const first = await passwordStep(server, 'replay@demo.test');
    expect(first.body.detail).toBe('MFA_REQUIRED');
    const sourceIp = '127.0.0.1';
    await server.db.query('delete from login_failures');
    await server.db.query(
      `insert into login_failures (account_key, source_ip, is_known_source)
       select 'email:someone-else-' || n, $1, false from generate_series(1, 19) n`,
      [sourceIp],
    );
    expect((await secondStep(first.body.mfa_token, '123456')).body.detail).toBe('MFA_CODE_INVALID');
    const refused = await secondStep(first.body.mfa_token, '123456');
    expect(refused).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });
});
