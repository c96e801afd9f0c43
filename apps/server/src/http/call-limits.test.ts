import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { GUESS_LIMITS, USER_QUOTAS } from './address-limit.ts';

// issue 23, low: throttles on the routes that take a secret (wrong guesses only), and per-user quotas on costly calls.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { trustedProxies: { addresses: ['loopback'], hops: 1 } } });
});
afterAll(() => server?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const GUESS = 'AbCdEfGhIjKlMnOpQrStUv';

describe('guessing secrets', () => {
  it('refuses an address with 429 once it guessed case tokens wrong 30 times; a right token from another address still opens', async () => {
    for (let guess = 0; guess < GUESS_LIMITS['case-token'].limit; guess++)
      expect((await call(server, 'GET', `/api/public/cases/${GUESS}${guess}`, { headers: from('10.7.0.1') })).status).toBe(404);
    const refused = await call(server, 'GET', `/api/public/cases/${GUESS}`, { headers: from('10.7.0.1') });
    expect(refused).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const [row] = await server.db.query<{ token: string }>('select public_token as token from reports limit 1');
    for (let visit = 0; visit < 40; visit++)
      expect((await call(server, 'GET', `/api/public/cases/${row?.token}`, { headers: from('10.7.0.2') })).status).toBe(200);
  });

  it('throttles wrong verification and reset tokens, and wrong invitation tokens', async () => {
    for (let guess = 0; guess < GUESS_LIMITS['account-token'].limit; guess++) {
      const path = guess % 2 === 0 ? '/api/auth/verify' : '/api/auth/reset-password';
      const body = guess % 2 === 0 ? { token: `${GUESS}${guess}` } : { token: `${GUESS}${guess}`, password: 'A-good-passphrase-2026' };
      expect((await call(server, 'POST', path, { body, headers: from('10.7.1.1') })).status).toBe(400);
    }
    expect((await call(server, 'POST', '/api/auth/verify', { body: { token: GUESS }, headers: from('10.7.1.1') })).status).toBe(429);
    for (let guess = 0; guess < GUESS_LIMITS['invitation-token'].limit; guess++)
      expect((await call(server, 'GET', `/api/invitations/by-token/${GUESS}${guess}`, { headers: from('10.7.1.2') })).status).not.toBe(429);
    expect((await call(server, 'GET', `/api/invitations/by-token/${GUESS}`, { headers: from('10.7.1.2') })).status).toBe(429);
  });
});

describe('per-user quotas on costly calls', () => {
  it('lets a manager export the audit log 20 times an hour, then 429; another user keeps their own quota', async () => {
    const manager = (await login(server, 'manager@demo.test')).access_token;
    for (let export_ = 0; export_ < USER_QUOTAS['audit-export'].limit; export_++)
      expect((await call(server, 'GET', '/api/agency/audit-events/export.csv', { token: manager })).status).toBe(200);
    const refused = await call(server, 'GET', '/api/agency/audit-events/export.csv', { token: manager });
    expect(refused).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
    const owner = (await login(server, 'owner@demo.test')).access_token;
    expect((await call(server, 'GET', '/api/agency/audit-events/export.csv', { token: owner })).status).toBe(200);
  });

  it('counts analytics and report exports per user', async () => {
    const managerId = await userIdOf(server.db, 'manager@demo.test');
    const manager = (await login(server, 'manager@demo.test')).access_token;
    for (const [action, quota] of [
      ['analytics', USER_QUOTAS.analytics.limit],
      ['report-export', USER_QUOTAS['report-export'].limit],
    ] as const)
      await server.db.query(`insert into call_attempts (action, subject) select $1, $2 from generate_series(1, $3)`, [
        action,
        `user:${managerId}`,
        quota,
      ]);
    expect((await call(server, 'POST', '/api/analytics/generate', { token: manager, body: { period: 'month' } })).status).toBe(429);
    const exported = await call(server, 'POST', '/api/reports/export', { token: manager, body: { filters: {} } });
    expect(exported.status).toBe(429);
    const owner = (await login(server, 'owner@demo.test')).access_token;
    expect((await call(server, 'POST', '/api/analytics/generate', { token: owner, body: { period: 'month' } })).status).toBe(200);
  });
});
