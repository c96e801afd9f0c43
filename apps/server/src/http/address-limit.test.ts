import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/test-server.ts';
import { ADDRESS_LIMITS } from './address-limit.ts';

let server: TestServer;

// Each test speaks from its own address (X-Forwarded-For from the test, a trusted proxy on loopback).
beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { trustedProxies: { addresses: ['loopback'], hops: 1 } } });
});
afterAll(() => server?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('per-address limits on calls made without an account (ASVS 2.2.1)', () => {
  it('lets one address ask for password resets 10 times in 15 minutes, then answers 429 with Retry-After; another address is not affected', async () => {
    const { limit, windowMinutes } = ADDRESS_LIMITS['forgot-password'];
    for (let index = 0; index < limit; index++) {
      const accepted = await call(server, 'POST', '/api/auth/forgot-password', {
        body: { email: `victim${index}@x.test` },
        headers: from('10.1.0.1'),
      });
      expect(accepted.status).toBe(202);
    }
    const refused = await call(server, 'POST', '/api/auth/forgot-password', {
      body: { email: 'victim@x.test' },
      headers: from('10.1.0.1'),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: 'TOO_MANY_REQUESTS' });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(windowMinutes * 60 - 60);
    expect(wait).toBeLessThanOrEqual(windowMinutes * 60);
    expect(
      (await call(server, 'POST', '/api/auth/forgot-password', { body: { email: 'victim@x.test' }, headers: from('10.1.0.2') })).status,
    ).toBe(202);
  });

  it('counts again once the window has passed', async () => {
    for (let index = 0; index < ADDRESS_LIMITS['verify-token'].limit; index++)
      await call(server, 'POST', '/api/auth/request-verify-token', { body: { email: 'a@x.test' }, headers: from('10.1.0.3') });
    expect(
      (await call(server, 'POST', '/api/auth/request-verify-token', { body: { email: 'a@x.test' }, headers: from('10.1.0.3') })).status,
    ).toBe(429);
    await server.db.query(`update call_attempts set at = at - interval '16 minutes' where subject = '10.1.0.3'`);
    expect(
      (await call(server, 'POST', '/api/auth/request-verify-token', { body: { email: 'a@x.test' }, headers: from('10.1.0.3') })).status,
    ).toBe(202);
  });

  it('limits registration (10 an hour) before any password is hashed, and the SSO start (30 in 15 minutes)', async () => {
    const body = (index: number) => ({
      email: `new${index}@limits.test`,
      password: 'Correct-Horse-Battery-9',
      name: 'New Person',
      officer_id: `N-${index}`,
      role: 'owner',
    });
    for (let index = 0; index < ADDRESS_LIMITS.register.limit; index++) {
      const response = await call(server, 'POST', '/api/auth/register', { body: body(index), headers: from('10.1.0.4') });
      expect(response.status, JSON.stringify(response.body)).toBe(202);
    }
    const refused = await call(server, 'POST', '/api/auth/register', { body: body(99), headers: from('10.1.0.4') });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    const [{ count } = { count: -1 }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from users where email = 'new99@limits.test'`,
    );
    expect(count).toBe(0);
    for (let index = 0; index < ADDRESS_LIMITS['sso-start'].limit; index++)
      expect((await call(server, 'POST', '/api/auth/sso/authorization', { headers: from('10.1.0.5') })).status).not.toBe(429);
    expect((await call(server, 'POST', '/api/auth/sso/authorization', { headers: from('10.1.0.5') })).status).toBe(429);
  });

  it('gives the per-address login refusal a Retry-After too', async () => {
    for (let index = 0; index < 20; index++)
      await call(server, 'POST', '/api/auth/login', {
        body: { email: `nobody${index}@x.test`, password: 'wrong-password-1', version: '3.29' },
        headers: from('10.1.0.6'),
      });
    const refused = await call(server, 'POST', '/api/auth/login', {
      body: { email: 'nobody19@x.test', password: 'wrong-password-1', version: '3.29' },
      headers: from('10.1.0.6'),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });
});
