import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './users.repo.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const officerRole = await findRoleIdByName(db, 'officer');
      const passwordHash = await hashPassword('Unverified-pass-1');
      await insertUser(db, {
        id: '00000000-0000-4000-8000-000000000001',
        agency_id: null,
        email: 'new@demo.test',
        name: 'New Person',
        officer_id: 'NEW-1',
        title: null,
        password_hash: passwordHash,
        role_id: officerRole,
        is_verified: false,
      });
    },
  });
});
afterAll(() => server?.close());

const loginBody = (email: string, password: string) => ({ email, password, version: '3.29' });

describe('POST /api/auth/login', () => {
  it('answers a bearer token pair for the right password, whatever the e-mail case', async () => {
    const response = await call(server, 'POST', '/api/auth/login', { body: loginBody('Officer@Demo.TEST', 'Fieldbook-demo-2026') });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer' });
  });

  it.each([
    ['a wrong password', 'officer@demo.test', 'wrong-password'],
    ['an unknown e-mail', 'nobody@demo.test', 'Fieldbook-demo-2026'],
    ['an unverified account with a wrong password', 'new@demo.test', 'wrong-password'],
  ])('refuses %s with LOGIN_BAD_CREDENTIALS', async (_case, email, password) => {
    const response = await call(server, 'POST', '/api/auth/login', { body: loginBody(email, password) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
  });

  it('tells an unverified user with the right password to verify', async () => {
    const response = await call(server, 'POST', '/api/auth/login', { body: loginBody('new@demo.test', 'Unverified-pass-1') });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'LOGIN_USER_NOT_VERIFIED' });
  });

  it('answers missing and wrongly typed fields with 400 and per-field messages', async () => {
    const missing = await call(server, 'POST', '/api/auth/login', { body: { email: 'officer@demo.test' } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('VALIDATION_ERROR');
    expect(missing.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['body.password', 'body.version']);

    const wrongType = await call(server, 'POST', '/api/auth/login', { body: { email: 42, password: 'x', version: '3.29' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual([{ path: 'body.email', message: expect.any(String) }]);
  });

  it('answers malformed JSON, a non-object body and unknown fields with 400, never 500', async () => {
    const malformed = await call(server, 'POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(malformed).toMatchObject({ status: 400, body: { detail: 'INVALID_JSON' } });
    const array = await call(server, 'POST', '/api/auth/login', { body: [1, 2] });
    expect(array).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    const extra = await call(server, 'POST', '/api/auth/login', { body: { ...loginBody('officer@demo.test', 'x'), role_id: 1 } });
    expect(extra).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    const text = await call(server, 'POST', '/api/auth/login', { rawBody: 'email=x', headers: { 'content-type': 'text/plain' } });
    expect(text).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    const xml = await call(server, 'POST', '/api/auth/login', { rawBody: '<login/>', headers: { 'content-type': 'application/xml' } });
    expect(xml).toMatchObject({ status: 415, body: { detail: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('stores passwords as argon2id hashes and records logins in the audit log', async () => {
    const [user] = await server.db.query<{ password_hash: string }>(`select password_hash from users where email = 'manager@demo.test'`);
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    await call(server, 'POST', '/api/auth/login', { body: loginBody('manager@demo.test', 'nope') });
    await login(server, 'manager@demo.test');
    const events = await server.db.query<{ action: string; outcome: string }>(
      `select action, outcome from audit_events a join users u on u.id = a.user_id where u.email = 'manager@demo.test' order by a.id`,
    );
    expect(events).toEqual([
      { action: 'login', outcome: 'failure' },
      { action: 'login', outcome: 'success' },
    ]);
  });
});

describe('GET /api/users/me', () => {
  it('gives the user with role, agency and subscription', async () => {
    const { access_token } = await login(server, 'officer@demo.test');
    const response = await call(server, 'GET', '/api/users/me', { token: access_token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: 'officer@demo.test',
      name: 'Jordan Lee',
      role: { name: 'officer', priority: 10, permissions: expect.arrayContaining(['agency.reports.create', 'self.reports.read']) },
      agency: { full_name: 'Demo Police Department', ori: 'CA0349400', status: 'Active' },
      subscription: { status: 'Active', plan: 'analytics' },
    });
    expect(response.body).not.toHaveProperty('password_hash');
  });

  it.each([
    ['no Authorization header', undefined],
    ['a malformed token', 'not-a-token'],
  ])('answers 401 Unauthorized with %s', async (_case, token) => {
    const response = await call(server, 'GET', '/api/users/me', token ? { token } : {});
    expect(response).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
  });

  it('refuses a token signed with another secret, and an expired one', async () => {
    const { access_token } = await login(server, 'officer@demo.test');
    const [claims] = [JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString())];
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-32'));
    expect((await call(server, 'GET', '/api/users/me', { token: forged })).status).toBe(401);

    const [setting] = await server.db.query<{ value: string }>(`select value from server_settings where key = 'jwt_secret'`);
    const key = createHash('sha256')
      .update(setting?.value ?? '')
      .digest();
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const stillValid = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect((await call(server, 'GET', '/api/users/me', { token: expired })).status).toBe(401);
    expect((await call(server, 'GET', '/api/users/me', { token: stillValid })).status).toBe(200);
  });
});

describe('refresh and logout', () => {
  it('rotates refresh tokens: each is accepted once', async () => {
    const first = await login(server, 'officer2@demo.test');
    const rotated = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first.refresh_token);
    expect((await call(server, 'GET', '/api/users/me', { token: rotated.body.access_token })).status).toBe(200);

    const again = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(again).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
  });

  it('ends the whole session when a spent refresh token is presented again', async () => {
    const first = await login(server, 'officer2@demo.test');
    const rotated = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect((await call(server, 'GET', '/api/users/me', { token: rotated.body.access_token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: rotated.body.refresh_token } })).status).toBe(401);
  });

  it('refuses a refresh token unused for more than 30 minutes', async () => {
    const tokens = await login(server, 'officer2@demo.test');
    await server.db.query(`update refresh_tokens set created_at = now() - interval '31 minutes' where token_hash = $1`, [
      createHash('sha256').update(tokens.refresh_token).digest('hex'),
    ]);
    expect((await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: tokens.refresh_token } })).status).toBe(401);
  });

  it('logout makes the access and refresh tokens useless at once', async () => {
    const tokens = await login(server, 'officer2@demo.test');
    expect((await call(server, 'POST', '/api/auth/logout', { token: tokens.access_token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/users/me', { token: tokens.access_token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: tokens.refresh_token } })).status).toBe(401);
  });

  it('logout without a token is 401', async () => {
    expect(await call(server, 'POST', '/api/auth/logout')).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
  });
});
