import { createHash, randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@fieldbook/domain';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleIdByName } from '../../db/roles.repo.ts';
import { OIDC_TEST_PASSWORD, type OidcTestProvider, signInAtProvider, startOidcProvider } from '../../test/oidc-provider.ts';
import { call, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertUser } from '../users.repo.ts';

const PUBLIC_URL = 'http://fieldbook.test';
const REDIRECT_URI = `${PUBLIC_URL}/login-verification`;

let provider: OidcTestProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: REDIRECT_URI });
  server = await startTestServer({
    config: {
      publicUrl: PUBLIC_URL,
      oidc: { issuer: provider.issuer, clientId: provider.client.clientId, clientSecret: provider.client.clientSecret, allowsHttp: true },
    },
    async configure(db) {
      const officerRole = await findRoleIdByName(db, 'officer');
      for (const [email, isVerified] of [
        ['unverified@demo.test', false],
        ['disabled@demo.test', true],
        ['locked@demo.test', true],
      ] as const) {
        await insertUser(db, {
          id: randomUUID(),
          agency_id: null,
          email,
          name: email,
          officer_id: `T-${email.length}${email[0]}`,
          title: null,
          password_hash: 'not-a-hash',
          role_id: officerRole,
          is_verified: isVerified,
        });
      }
      await db.query(`update users set is_active = false where email = 'disabled@demo.test'`);
      await db.query(`update users set locked_until = now() + interval '30 minutes' where email = 'locked@demo.test'`);
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let accountCount = 0;
function newAccount(overrides: { email?: string; email_verified?: boolean; name?: string } = {}) {
  accountCount += 1;
  return provider.addAccount({
    email: `sso.person${accountCount}@contoso.test`,
    email_verified: true,
    name: `Person ${accountCount}`,
    password: OIDC_TEST_PASSWORD,
    ...overrides,
  });
}

async function startLogin(): Promise<string> {
  const response = await call(server, 'POST', '/api/auth/sso/authorization');
  expect(response.status).toBe(200);
  return response.body.authorization_url;
}

/** The browser's round trip: Fieldbook -> the provider's sign-in page -> back to /login-verification. */
async function callbackFor(account: { email: string }): Promise<string> {
  return signInAtProvider(await startLogin(), { email: account.email, password: OIDC_TEST_PASSWORD }, REDIRECT_URI);
}

const finishLogin = (callbackUrl: string) => call(server, 'POST', '/api/auth/sso/login', { body: { callback_url: callbackUrl } });

async function auditActions(userId: string): Promise<string[]> {
  const rows = await server.db.query<{ action: string; outcome: string }>(
    'select action, outcome from audit_events where user_id = $1 order by id',
    [userId],
  );
  return rows.map((row) => `${row.action}:${row.outcome}`);
}

async function me(token: string) {
  const response = await call(server, 'GET', '/api/users/me', { token });
  expect(response.status).toBe(200);
  return response.body;
}

describe('GET /api/auth/sso and POST /api/auth/sso/authorization', () => {
  it('says single sign-on is on', async () => {
    expect(await call(server, 'GET', '/api/auth/sso')).toMatchObject({ status: 200, body: { is_enabled: true } });
  });

  it('answers the provider address with PKCE, state and nonce, and keeps only the state hash and sealed secrets', async () => {
    const url = new URL(await startLogin());
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'fieldbook',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{40,}$/);
    expect(params.nonce).toMatch(/^[\w-]{40,}$/);
    const [row] = await server.db.query<{ state_hash: string; sealed_secrets: string }>(
      'select state_hash, sealed_secrets from sso_pending_logins where state_hash = $1',
      [sha256(params.state ?? '')],
    );
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(params.state);
    expect(row?.sealed_secrets).not.toContain(params.nonce);
  });
});

describe('a new user: USER_NOT_EXIST, then /complete-your-information', () => {
  it('signs up with an officer ID as a verified Member without a password, linked to the identity', async () => {
    const account = newAccount({ name: 'Casey Morgan' });
    const missing = await finishLogin(await callbackFor(account));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'USER_NOT_EXIST', signup_ticket: expect.stringMatching(/^[\w-]{43}$/) });
    const ticket = missing.body.signup_ticket as string;

    const shown = await call(server, 'POST', '/api/auth/sso/signup-ticket', { body: { signup_ticket: ticket } });
    expect(shown).toMatchObject({ status: 200, body: { name: 'Casey Morgan', email: account.email } });

    const signup = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: ' CM-4410 ', accepts_policies: true },
    });
    expect(signup.status).toBe(200);
    expect(signup.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      detail: 'USER_INVITATION_NOT_EXIST',
    });
    const user = await me(signup.body.access_token);
    expect(user).toMatchObject({
      name: 'Casey Morgan',
      email: account.email,
      officer_id: 'CM-4410',
      agency_id: null,
      role: { name: 'invited' },
    });
    const [stored] = await server.db.query<{ password_hash: string | null; is_verified: boolean }>(
      'select password_hash, is_verified from users where id = $1',
      [user.id],
    );
    expect(stored).toEqual({ password_hash: null, is_verified: true });
    expect(await auditActions(user.id)).toEqual(['sso_signup:success', 'login:success']);

    // The refresh token rotates as a password login's does.
    const refreshed = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: signup.body.refresh_token } });
    expect(refreshed.status).toBe(200);

    // The ticket is spent; the next sign-on of the same identity goes straight in.
    const again = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: 'CM-4411', accepts_policies: true },
    });
    expect(again).toMatchObject({ status: 400, body: { detail: 'SSO_SIGNUP_TICKET_INVALID' } });
    const next = await finishLogin(await callbackFor(account));
    expect(next.status).toBe(200);
    expect(next.body.detail).toBe('USER_INVITATION_NOT_EXIST');
    expect((await me(next.body.access_token)).id).toBe(user.id);
  });

  it('accepts an officer ID some agency uses when no agency invited the e-mail (IDs are unique within an agency)', async () => {
    const ticket = (await finishLogin(await callbackFor(newAccount()))).body.signup_ticket as string;
    const signup = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: 'DPD-0218', accepts_policies: true },
    });
    expect(signup.status).toBe(200);
  });

  it('checks the officer ID format and the policy acceptance', async () => {
    const account = newAccount();
    const ticket = (await finishLogin(await callbackFor(account))).body.signup_ticket as string;
    const badId = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: 'has spaces!', accepts_policies: true },
    });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.officer_id', message: ACCOUNT_MESSAGES.officerId }] });
    const notAccepted = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: 'OK-1', accepts_policies: false },
    });
    expect(notAccepted.status).toBe(400);
    expect(notAccepted.body.errors[0].path).toBe('body.accepts_policies');
  });

  it('refuses an unknown or expired ticket with SSO_SIGNUP_TICKET_INVALID', async () => {
    const unknown = await call(server, 'POST', '/api/auth/sso/signup-ticket', { body: { signup_ticket: 'not-a-ticket' } });
    expect(unknown).toMatchObject({ status: 400, body: { detail: 'SSO_SIGNUP_TICKET_INVALID' } });
    const ticket = (await finishLogin(await callbackFor(newAccount()))).body.signup_ticket as string;
    await server.db.query(`update sso_signup_tickets set created_at = now() - interval '16 minutes' where ticket_hash = $1`, [
      sha256(ticket),
    ]);
    const expired = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: 'EX-1', accepts_policies: true },
    });
    expect(expired).toMatchObject({ status: 400, body: { detail: 'SSO_SIGNUP_TICKET_INVALID' } });
  });

  it('refuses an officer ID the inviting agency already uses, keeps the ticket, and omits USER_INVITATION_NOT_EXIST', async () => {
    const account = newAccount();
    const [agency] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
    await server.db.query(
      `insert into agency_invitations (agency_id, id, email, status, token_hash, token_expires_at)
       values ($1, $2, $3, 'Pending Delivery', $4, now() + interval '7 days')`,
      [agency?.id, randomUUID(), account.email, sha256(account.email)],
    );
    const ticket = (await finishLogin(await callbackFor(account))).body.signup_ticket as string;
    const taken = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: 'dpd-0217', accepts_policies: true },
    });
    expect(taken).toMatchObject({ status: 400, body: { detail: 'OFFICER_ID_ALREADY_EXISTS' } });
    const signup = await call(server, 'POST', '/api/auth/sso/signup', {
      body: { signup_ticket: ticket, officer_id: 'INV-1', accepts_policies: true },
    });
    expect(signup.status).toBe(200);
    expect(signup.body.detail).toBeUndefined();
  });
});

describe('an existing account', () => {
  it('signs in a verified user by the verified e-mail and links the identity on first use', async () => {
    const account = newAccount({ email: 'officer@demo.test', name: 'Jordan Lee (Contoso)' });
    const first = await finishLogin(await callbackFor(account));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' });
    const user = await me(first.body.access_token);
    expect(user).toMatchObject({ email: 'officer@demo.test', name: 'Jordan Lee', role: { name: 'officer' } });
    const links = await server.db.query('select user_id from user_identities where issuer = $1 and subject = $2', [
      provider.issuer,
      account.sub,
    ]);
    expect(links).toEqual([{ user_id: user.id }]);
    expect((await auditActions(user.id)).slice(-2)).toEqual(['sso_link:success', 'login:success']);

    // Linked by the subject from now on, even if the provider's e-mail changes.
    account.email = 'jordan.lee@contoso.test';
    const second = await finishLogin(await callbackFor(account));
    expect(second.status).toBe(200);
    expect((await me(second.body.access_token)).id).toBe(user.id);
  });

  it('refuses an e-mail the provider does not vouch for (no link, no signup)', async () => {
    const account = newAccount({ email: 'manager@demo.test', email_verified: false });
    const response = await finishLogin(await callbackFor(account));
    expect(response).toMatchObject({ status: 400, body: { detail: 'SSO_EMAIL_NOT_VERIFIED' } });
    expect(await server.db.query('select 1 from user_identities where subject = $1', [account.sub])).toEqual([]);
  });

  it('sends an account that never verified its e-mail to verify it, with the e-mail', async () => {
    const response = await finishLogin(await callbackFor(newAccount({ email: 'unverified@demo.test' })));
    expect(response).toMatchObject({ status: 400, body: { detail: 'LOGIN_USER_NOT_VERIFIED', email: 'unverified@demo.test' } });
  });

  it('refuses a disabled account with USER_NOT_AN_AGENCY_MEMBER and a locked one with LOGIN_ACCOUNT_LOCKED', async () => {
    const disabled = await finishLogin(await callbackFor(newAccount({ email: 'disabled@demo.test' })));
    expect(disabled).toMatchObject({ status: 400, body: { detail: 'USER_NOT_AN_AGENCY_MEMBER' } });
    const locked = await finishLogin(await callbackFor(newAccount({ email: 'locked@demo.test' })));
    expect(locked).toMatchObject({ status: 400, body: { detail: 'LOGIN_ACCOUNT_LOCKED' } });
  });
});

describe('refused answers from the browser', () => {
  it('refuses a replayed state: each sign-on finishes once', async () => {
    const callbackUrl = await callbackFor(newAccount({ email: 'officer2@demo.test' }));
    expect((await finishLogin(callbackUrl)).status).toBe(200);
    expect(await finishLogin(callbackUrl)).toMatchObject({ status: 400, body: { detail: 'SSO_STATE_INVALID' } });
  });

  it('refuses an unknown, a missing or an expired state', async () => {
    const callbackUrl = new URL(await callbackFor(newAccount()));
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'made-up-state');
    expect(await finishLogin(forged.href)).toMatchObject({ status: 400, body: { detail: 'SSO_STATE_INVALID' } });
    forged.searchParams.delete('state');
    expect(await finishLogin(forged.href)).toMatchObject({ status: 400, body: { detail: 'SSO_STATE_INVALID' } });

    await server.db.query(`update sso_pending_logins set created_at = now() - interval '11 minutes' where state_hash = $1`, [
      sha256(callbackUrl.searchParams.get('state') ?? ''),
    ]);
    expect(await finishLogin(callbackUrl.href)).toMatchObject({ status: 400, body: { detail: 'SSO_STATE_INVALID' } });
  });

  it('refuses an ID token minted for another client, even with the right nonce', async () => {
    const account = newAccount({ email: 'owner@demo.test' });
    const authorizationUrl = new URL(await startLogin());
    // The same person signs in to another application of the provider, which gets an ID token with our nonce.
    const other = await client.discovery(
      new URL(provider.issuer),
      provider.otherClient.clientId,
      provider.otherClient.clientSecret,
      undefined,
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const verifier = client.randomPKCECodeVerifier();
    const nonce = authorizationUrl.searchParams.get('nonce') ?? '';
    const otherUrl = client.buildAuthorizationUrl(other, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'other-state',
      nonce,
    });
    const otherCallback = await signInAtProvider(otherUrl.href, { email: account.email, password: OIDC_TEST_PASSWORD }, REDIRECT_URI);
    const otherTokens = await client.authorizationCodeGrant(other, new URL(otherCallback), {
      pkceCodeVerifier: verifier,
      expectedState: 'other-state',
      expectedNonce: nonce,
    });
    expect(otherTokens.claims()?.aud).toBe('other-app');

    const callbackUrl = await signInAtProvider(authorizationUrl.href, { email: account.email, password: OIDC_TEST_PASSWORD }, REDIRECT_URI);
    provider.substituteIdToken(otherTokens.id_token ?? null);
    try {
      expect(await finishLogin(callbackUrl)).toMatchObject({ status: 400, body: { detail: 'SSO_LOGIN_FAILED' } });
    } finally {
      provider.substituteIdToken(null);
    }
    const [owner] = await server.db.query<{ id: string }>(`select id from users where email = 'owner@demo.test'`);
    expect(await server.db.query('select 1 from user_identities where user_id = $1', [owner?.id])).toEqual([]);
    const [failure] = await server.db.query<{ action: string }>(
      `select action from audit_events where outcome = 'failure' order by id desc limit 1`,
    );
    expect(failure?.action).toBe('sso_login');
  });
});

describe('without OIDC settings', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ seed: false, config: { oidc: null } });
  }, 60_000);
  afterAll(() => plain?.close());

  it('says single sign-on is off and refuses to start one with SSO_NOT_CONFIGURED', async () => {
    expect(await call(plain, 'GET', '/api/auth/sso')).toMatchObject({ status: 200, body: { is_enabled: false } });
    expect(await call(plain, 'POST', '/api/auth/sso/authorization')).toMatchObject({ status: 404, body: { detail: 'SSO_NOT_CONFIGURED' } });
    const login = await call(plain, 'POST', '/api/auth/sso/login', { body: { callback_url: '/login-verification?code=a&state=b' } });
    expect(login).toMatchObject({ status: 404, body: { detail: 'SSO_NOT_CONFIGURED' } });
  });
});
