import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the API surface', () => {
  it('GET /api/health names the database it runs on', async () => {
    const response = await call(server, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite' });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/reports/unknown/thing'],
    ['GET', '/api'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const response = await call(server, method, path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'NOT_FOUND' });
  });

  it('sends security headers, and no-store on API answers', async () => {
    const response = await call(server, 'GET', '/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('publishes the OpenAPI document at /api/docs to signed-in users only', async () => {
    expect((await call(server, 'GET', '/api/docs')).status).toBe(401);
    const response = await call(server, 'GET', '/api/docs', { token: (await login(server, 'officer@demo.test')).access_token });
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/users/me', '/api/health']));
  });
});

describe('state configurations, served without auth', () => {
  const shipped = JSON.parse(readFileSync(new URL('../../../../configurations/states.json', import.meta.url), 'utf8'));

  it('lists the states with name and file_name', async () => {
    const response = await call(server, 'GET', '/configurations/states.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(shipped);
  });

  it('serves each listed file', async () => {
    for (const { file_name } of shipped) {
      const response = await call(server, 'GET', `/configurations/${file_name}`);
      expect(response.status).toBe(200);
      expect(response.body).toHaveProperty('citizens.sections');
    }
  });

  it.each(['missing.json', '..%2Fpackage.json', '..%2F..%2Fetc%2Fpasswd'])('answers 404 for %s', async (name) => {
    const response = await call(server, 'GET', `/configurations/${name}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'NOT_FOUND' });
  });
});
