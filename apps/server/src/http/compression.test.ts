import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../test/test-server.ts';
import { carriesCredentials } from './compression.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await login(server, 'manager@demo.test')).access_token;
});
afterAll(() => server?.close());

/** The raw answer, undecoded (fetch would decode it and hide what crossed the wire). */
function rawCall(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; encoding: string | undefined; vary: string | undefined; bytes: number }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${server.url}${path}`,
      { method, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary as string | undefined,
            bytes,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('compressed API answers', () => {
  const auth = () => ({ authorization: `Bearer ${token}` });

  it('sends a large answer as Brotli or gzip, whichever the client accepts, and plain to a client that accepts neither', async () => {
    const plain = await rawCall('GET', '/api/reports/filter-options', auth());
    const brotli = await rawCall('GET', '/api/reports/filter-options', { ...auth(), 'accept-encoding': 'br, gzip' });
    const gzip = await rawCall('GET', '/api/reports/filter-options', { ...auth(), 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(plain.bytes).toBeGreaterThan(1024);
    expect(plain.encoding).toBeUndefined();
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toContain('accept-encoding');
    expect(gzip.encoding).toBe('gzip');
    expect(brotli.bytes).toBeLessThan(plain.bytes / 2);
  });

  it('never compresses an answer that carries credentials (BREACH): sign-in, refresh, SSO and two-step routes', () => {
    for (const url of [
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/sso/signup',
      '/api/users/me/two-step',
      '/api/users/me/two-step/enrolment',
    ]) {
      expect(carriesCredentials(url), url).toBe(true);
    }
    for (const url of ['/api/reports/filter-options', '/api/users/me', '/api/analytics/generate', '/api/authors']) {
      expect(carriesCredentials(url), url).toBe(false);
    }
  });
});
