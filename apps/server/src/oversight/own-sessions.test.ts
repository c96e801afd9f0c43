import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, userIdOf } from '../test/agency-test-users.ts';
import { call, startTestServer, type TestServer } from '../test/test-server.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function signIn(email: string, userAgent = CHROME_ANDROID) {
  const response = await call(server, 'POST', '/api/auth/login', {
    body: { email, password: 'Fieldbook-demo-2026', version: '3.29' },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return response.body as { access_token: string; refresh_token: string };
}

const listSessions = (token: string) => call(server, 'GET', '/api/users/me/sessions', { token });
const sessionIds = async (token: string) => (await listSessions(token)).body.items.map((item: { id: string }) => item.id) as string[];

describe('GET /api/users/me/sessions', () => {
  it('lists the caller their open sessions: the current one marked, when, browser and address, never a token', async () => {
    const phone = await signIn('officer2@demo.test', CHROME_ANDROID);
    const desk = await signIn('officer2@demo.test', FIREFOX_WINDOWS);
    const response = await listSessions(desk.access_token);
    expect(response.status).toBe(200);
    const items = response.body.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(2);
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(['address', 'browser', 'created_at', 'id', 'is_current', 'last_seen_at']);
    expect(items.map((item) => [item.browser, item.is_current])).toEqual([
      ['Firefox on Windows', true],
      ['Chrome on Android', false],
    ]);
    expect(items[0]?.address).toBe('127.0.0.1');
    expect(JSON.stringify(response.body)).not.toContain(phone.refresh_token);
    expect(JSON.stringify(response.body)).not.toContain(desk.access_token);
  });

  it('leaves out ended sessions and answers 401 without a session', async () => {
    const first = await signIn('manager@demo.test');
    const second = await signIn('manager@demo.test');
    expect(await call(server, 'POST', '/api/auth/logout', { token: first.access_token })).toMatchObject({ status: 200 });
    expect(await sessionIds(second.access_token)).toHaveLength(1);
    expect((await call(server, 'GET', '/api/users/me/sessions')).status).toBe(401);
  });
});

describe('DELETE /api/users/me/sessions/{id}', () => {
  it('ends one of the caller sessions: its access and refresh tokens stop working at once, and it is audited', async () => {
    const kept = await signIn('officer@demo.test');
    const ended = await signIn('officer@demo.test', FIREFOX_WINDOWS);
    const items = (await listSessions(kept.access_token)).body.items as Array<{ id: string; is_current: boolean; browser: string }>;
    const target = items.find((item) => item.browser === 'Firefox on Windows');
    expect((await call(server, 'GET', '/api/users/me', { token: ended.access_token })).status).toBe(200);

    expect((await call(server, 'DELETE', `/api/users/me/sessions/${target?.id}`, { token: kept.access_token })).status).toBe(204);

    expect((await call(server, 'GET', '/api/users/me', { token: ended.access_token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: ended.refresh_token } })).status).toBe(401);
    expect((await call(server, 'GET', '/api/users/me', { token: kept.access_token })).status).toBe(200);
    const officerId = await userIdOf(server.db, 'officer@demo.test');
    expect(await auditRows(server.db, 'session.end')).toContainEqual({ user_id: officerId, object_id: target?.id });
  });

  it("answers 404 for another user's session, which stays open, and for an unknown or already ended one", async () => {
    const owner = await signIn('owner@demo.test');
    const officer = await signIn('officer@demo.test');
    const [ownerSession] = await sessionIds(owner.access_token);
    expect((await call(server, 'DELETE', `/api/users/me/sessions/${ownerSession}`, { token: officer.access_token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/users/me', { token: owner.access_token })).status).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(server, 'DELETE', `/api/users/me/sessions/${unknown}`, { token: officer.access_token })).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/users/me/sessions/not-an-id', { token: officer.access_token })).status).toBe(400);
  });
});

describe('POST /api/users/me/sessions/end-others', () => {
  it('ends every session of the caller but the calling one', async () => {
    const others = [await signIn('owner@demo.test'), await signIn('owner@demo.test')];
    const kept = await signIn('owner@demo.test');
    const response = await call(server, 'POST', '/api/users/me/sessions/end-others', { token: kept.access_token });
    expect(response.status).toBe(200);
    expect(response.body.ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect((await call(server, 'GET', '/api/users/me', { token: other.access_token })).status).toBe(401);
    expect((await listSessions(kept.access_token)).body.items).toMatchObject([{ is_current: true }]);
  });
});
