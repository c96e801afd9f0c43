import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { call, startTestServer, type TestServer } from '../test/test-server.ts';
import { isLoopbackRequest } from './dev-mailbox.routes.ts';
import { createDevMailbox } from './mailer.ts';

// issue 12 item 1: on a default start (no SMTP_URL, no NODE_ENV) the mailbox held every reset link and answered anyone,
// and the log repeated the links: forgot-password for a victim, read the link, reset their password.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { smtpUrl: null, isProduction: false } });
});
afterAll(() => server?.close());

const requestFrom = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } });

describe('the development mailbox', () => {
  it('is read by a browser on the server machine itself', async () => {
    await call(server, 'POST', '/api/auth/forgot-password', { body: { email: 'officer@demo.test' } });
    await expect.poll(async () => (await call(server, 'GET', '/api/dev/mailbox')).body.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('answers 404 to a request forwarded by a proxy, so nobody reads reset links through one', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }]) {
      const response = await call(server, 'GET', '/api/dev/mailbox', { headers });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'NOT_FOUND' });
    }
  });

  it('counts only loopback peers as the server machine', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackRequest(requestFrom(address))).toBe(true);
    for (const address of ['10.0.0.5', '192.168.1.20', '203.0.113.7', '::ffff:10.0.0.5', 'fe80::1', '', '127.0.0.1.evil'])
      expect(isLoopbackRequest(requestFrom(address))).toBe(false);
    expect(isLoopbackRequest(requestFrom('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });

  it('is not served in production mode', async () => {
    const production = await startTestServer({ seed: false, config: { smtpUrl: null, isProduction: true } });
    try {
      expect((await call(production, 'GET', '/api/dev/mailbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('never writes a link or token to the log', async () => {
    const lines: unknown[] = [];
    const mailbox = createDevMailbox(server.db, { info: (object, message) => lines.push({ object, message }) });
    const token = 'c2VjcmV0LXJlc2V0LXRva2VuLXZhbHVl';
    await mailbox.send({
      to: 'jane.doe@agency.gov',
      subject: 'Reset your password',
      text: `Reset it at https://fieldbook.example.gov/reset-password?token=${token}`,
    });
    const logged = JSON.stringify(lines);
    expect(lines).toHaveLength(1);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('https://');
    expect(logged).not.toContain('jane.doe');
  });
});

describe('the default start', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('localhost');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
