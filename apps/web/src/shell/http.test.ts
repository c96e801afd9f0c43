import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../accounts/session.ts';
import { callsTo, json, mockFetch, type RecordedCall } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { APP_EVENTS } from './app-events.ts';
import { HttpError, http, NETWORK_ERROR } from './http.ts';

const PAIR_2 = { access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'bearer' };

/** GET /api/thing answers 200 to the second access token only, as after a refresh. */
const thingForAccess2 = (call: RecordedCall) =>
  call.headers.authorization === 'Bearer access-2' ? json({ ok: true }) : json({ detail: 'Unauthorized' }, 401, 'Unauthorized');

function listenForExpiry() {
  const listener = vi.fn();
  window.addEventListener(APP_EVENTS.sessionExpire, listener);
  return listener;
}

describe('http', () => {
  it('sends JSON with the bearer token and resolves with the parsed body', async () => {
    signIn();
    const calls = mockFetch({ 'POST /api/thing': () => json({ id: 7 }) });
    await expect(http.post('/api/thing', { name: 'x' })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'x' });
  });

  it('rejects with status, status text and the detail of the body', async () => {
    signIn();
    mockFetch({ 'GET /api/thing': () => json({ detail: 'NOT_FOUND' }, 404, 'Not Found') });
    const error = await http.get('/api/thing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', detail: 'NOT_FOUND' });
  });

  it('cures a 401 with one refresh and retries the call transparently', async () => {
    signIn();
    const expiry = listenForExpiry();
    const calls = mockFetch({ 'GET /api/thing': thingForAccess2, 'POST /api/auth/refresh': () => json(PAIR_2) });
    await expect(http.get('/api/thing')).resolves.toEqual({ ok: true });
    expect(callsTo(calls, 'POST', '/api/auth/refresh')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(readSession()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(expiry).not.toHaveBeenCalled();
  });

  it('fetches a file as a Blob with the bearer token, a 401 cured by the same one refresh, a refusal as an HttpError', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/file': (call) =>
        call.headers.authorization === 'Bearer access-2'
          ? new Response('a,b\n1,2\n')
          : json({ detail: 'Unauthorized' }, 401, 'Unauthorized'),
      'POST /api/auth/refresh': () => json(PAIR_2),
      'GET /api/gone': () => json({ detail: 'EXPORT_EXPIRED' }, 410, 'Gone'),
    });
    expect(await (await http.file('/api/file')).text()).toBe('a,b\n1,2\n');
    expect(callsTo(calls, 'POST', '/api/auth/refresh')).toHaveLength(1);
    await expect(http.file('/api/gone')).rejects.toMatchObject({ status: 410, detail: 'EXPORT_EXPIRED' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/thing': thingForAccess2,
      'POST /api/auth/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(PAIR_2);
      },
    });
    const results = await Promise.all([http.get('/api/thing'), http.get('/api/thing'), http.get('/api/thing')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(callsTo(calls, 'POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the session and raises session-expire when the refresh is refused', async () => {
    signIn();
    const expiry = listenForExpiry();
    mockFetch({
      'GET /api/thing': () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized'),
      'POST /api/auth/refresh': () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized'),
    });
    await expect(http.get('/api/thing')).rejects.toMatchObject({ status: 401, detail: 'Unauthorized' });
    expect(readSession()).toBeNull();
    expect(expiry).toHaveBeenCalledTimes(1);
  });

  it('gives up after one retry when the new token is refused too', async () => {
    signIn();
    const expiry = listenForExpiry();
    const calls = mockFetch({
      'GET /api/thing': () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized'),
      'POST /api/auth/refresh': () => json(PAIR_2),
    });
    await expect(http.get('/api/thing')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(calls, 'GET', '/api/thing')).toHaveLength(2);
    expect(readSession()).toBeNull();
    expect(expiry).toHaveBeenCalledTimes(1);
  });

  it('does not raise session-expire for calls that ask not to (log out)', async () => {
    signIn();
    const expiry = listenForExpiry();
    mockFetch({
      'POST /api/auth/logout': () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized'),
      'POST /api/auth/refresh': () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized'),
    });
    await expect(http.post('/api/auth/logout', undefined, { isExpiryReported: false })).rejects.toMatchObject({ status: 401 });
    expect(expiry).not.toHaveBeenCalled();
  });

  it('rejects with status 0 and keeps the session when the network fails', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/api/thing')).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });
    expect(readSession()).not.toBeNull();
  });

  it('sends calls made without authentication without a token and without refreshing', async () => {
    signIn();
    const calls = mockFetch({ 'POST /api/auth/login': () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized') });
    await expect(http.post('/api/auth/login', {}, { isAuthenticated: false })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(readSession()).not.toBeNull();
  });
});
