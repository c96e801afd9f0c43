import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { call, startTestServer, type TestServer } from '../test/test-server.ts';
import { isDevMailboxKey } from './dev-mailbox.routes.ts';
import { createDevMailbox } from './mailer.ts';

// issue 12 item 1: the mailbox answered anyone. issue 23 finding 1: it then answered any loopback peer without a
// forwarding header, and a same-host forwarder (TLS terminator in TCP mode, SSH tunnel, kubectl port-forward) made every
// remote client one: a remote client read live reset links and took over accounts. Now it exists only when asked for and
// answers only the key printed at start.
const KEY = 'test-key-printed-on-the-console-at-start';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { smtpUrl: null, isProduction: false, devMailboxKey: KEY } });
});
afterAll(() => server?.close());

const readMailbox = (target: TestServer, headers: Record<string, string> = {}) => call(target, 'GET', '/api/dev/mailbox', { headers });

describe('the development mailbox', () => {
  it('is read with the key printed at start', async () => {
    await call(server, 'POST', '/api/auth/forgot-password', { body: { email: 'officer@demo.test' } });
    await expect
      .poll(async () => (await readMailbox(server, { 'x-dev-mailbox-key': KEY })).body.length, { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it('answers 404 without the key, with a wrong key, and from this machine too (where a request comes from proves nothing)', async () => {
    for (const headers of [{}, { 'x-dev-mailbox-key': '' }, { 'x-dev-mailbox-key': `${KEY}x` }, { 'x-dev-mailbox-key': KEY.slice(1) }]) {
      const response = await readMailbox(server, headers);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'NOT_FOUND' });
    }
  });

  it('compares keys exactly', () => {
    expect(isDevMailboxKey(KEY, KEY)).toBe(true);
    for (const presented of [undefined, '', KEY.toUpperCase(), `${KEY} `, [KEY]]) expect(isDevMailboxKey(presented, KEY)).toBe(false);
  });

  it('is off unless DEV_MAILBOX=1 asks for it, never with SMTP_URL or in production, and its key is new at every start', () => {
    expect(readConfig({}).devMailboxKey).toBeNull();
    expect(readConfig({ DEV_MAILBOX: '1', SMTP_URL: 'smtp://mail.internal:587' }).devMailboxKey).toBeNull();
    expect(readConfig({ DEV_MAILBOX: '1', NODE_ENV: 'production' }).devMailboxKey).toBeNull();
    const first = readConfig({ DEV_MAILBOX: '1' }).devMailboxKey;
    const second = readConfig({ DEV_MAILBOX: '1' }).devMailboxKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
  });

  it('does not exist when not asked for, even with the key of another start, nor in production mode', async () => {
    const off = await startTestServer({ seed: false, config: { smtpUrl: null, devMailboxKey: null } });
    const production = await startTestServer({ seed: false, config: { smtpUrl: null, isProduction: true, devMailboxKey: KEY } });
    try {
      expect((await readMailbox(off, { 'x-dev-mailbox-key': KEY })).status).toBe(404);
      expect((await readMailbox(production, { 'x-dev-mailbox-key': KEY })).status).toBe(404);
    } finally {
      await off.close();
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
