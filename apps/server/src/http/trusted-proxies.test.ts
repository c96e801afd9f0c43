import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/test-server.ts';
import { readTrustedProxies } from './trusted-proxies.ts';

// issue 23 finding 3: TRUST_PROXY=1 believed every hop, so the left-most X-Forwarded-For (anyone's claim) was the client's
// address: per-address limits were bypassed and audit rows forged. Now only listed proxies are believed, for as many hops
// as configured. The requests below leave from real second addresses on loopback (127.0.0.2 and 127.0.0.3 are this
// machine's too), as a proxy on another host would.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { trustedProxies: { addresses: ['127.0.0.2', '127.0.0.3'], hops: 2 } } });
});
afterAll(() => server?.close());

let counter = 0;

/** A failed login for a new address, sent from `localAddress` with X-Forwarded-For; answers the address the server recorded. */
async function recordedAddress(localAddress: string, forwardedFor?: string): Promise<string | undefined> {
  const email = `proxy-probe-${++counter}@nowhere.test`;
  const body = JSON.stringify({ email, password: 'wrong-password', version: '3.29' });
  const { port } = new URL(server.url);
  await new Promise<void>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', resolve);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
  const key = `email:${createHash('sha256').update(email).digest('hex')}`;
  const [row] = await server.db.query<{ source_ip: string }>('select source_ip from login_failures where account_key = $1', [key]);
  return row?.source_ip;
}

describe('the client address behind proxies (TRUST_PROXY, TRUST_PROXY_HOPS)', () => {
  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    expect(await recordedAddress('127.0.0.1', '203.0.113.5')).toBe('127.0.0.1');
    expect(await recordedAddress('127.0.0.4', '203.0.113.5')).toBe('127.0.0.4');
  });

  it('believes a listed proxy about the address it saw, not the client-written part before it', async () => {
    expect(await recordedAddress('127.0.0.2', '203.0.113.5')).toBe('203.0.113.5');
    expect(await recordedAddress('127.0.0.2', '1.1.1.1, 203.0.113.6')).toBe('203.0.113.6');
    expect(await recordedAddress('127.0.0.2')).toBe('127.0.0.2');
  });

  it('walks back through listed proxies for at most the configured hops', async () => {
    expect(await recordedAddress('127.0.0.2', '203.0.113.9, 127.0.0.3')).toBe('203.0.113.9');
    expect(await recordedAddress('127.0.0.2', '1.1.1.1, 203.0.113.9, 127.0.0.3')).toBe('203.0.113.9');
    // A third listed hop is beyond the two configured: it is taken as the client, not walked past.
    expect(await recordedAddress('127.0.0.2', '1.1.1.1, 127.0.0.3, 127.0.0.3')).toBe('127.0.0.3');
  });

  it('with no proxy configured, believes no header at all', async () => {
    const plain = await startTestServer({ seed: false, config: { trustedProxies: null } });
    try {
      const response = await call(plain, 'POST', '/api/auth/login', {
        body: { email: 'plain@nowhere.test', password: 'wrong-password', version: '3.29' },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(response.status).toBe(400);
      const [row] = await plain.db.query<{ source_ip: string }>('select source_ip from login_failures');
      expect(row?.source_ip).toBe('127.0.0.1');
    } finally {
      await plain.close();
    }
  });
});

describe('reading TRUST_PROXY', () => {
  it('refuses "believe everyone" and anything that is not an address or CIDR, with the way to say it', () => {
    for (const value of ['1', 'true', 'TRUE', '*']) expect(() => readTrustedProxies({ TRUST_PROXY: value })).toThrow(/list the proxies/);
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'proxy.internal', '10.0.0.0/8/1', 'fd00::/129'])
      expect(() => readTrustedProxies({ TRUST_PROXY: value })).toThrow(/is not an address or a CIDR/);
    expect(() => readTrustedProxies({ TRUST_PROXY: '10.0.0.5', TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('takes a list of addresses and CIDRs, and a hop count', () => {
    expect(readTrustedProxies({})).toBeNull();
    expect(readTrustedProxies({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16 fd00::/8 loopback' })).toEqual({
      addresses: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback'],
      hops: 1,
    });
    expect(readTrustedProxies({ TRUST_PROXY: '10.0.0.5', TRUST_PROXY_HOPS: '2' })?.hops).toBe(2);
  });
});
