import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../shell/http.ts';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { readSessionInfo, type SessionInfo, saveSession } from './session.ts';
import { SESSION_CHANNEL, startSessionSharing, stopSessionSharing, takeSessionFromOpenTab } from './session-share.ts';

/** Another tab of the browser: a channel of its own on the same name, recording what it hears. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: { kind: string; [key: string]: unknown }[] = [];
  let answer: ((message: { kind: string; from?: string }) => unknown) | null = null;
  channel.onmessage = (event: MessageEvent) => {
    heard.push(event.data);
    const reply = answer?.(event.data);
    if (reply) channel.postMessage(reply);
  };
  return {
    heard,
    answerWith(reply: (message: { kind: string; from?: string }) => unknown) {
      answer = reply;
    },
    post: (message: unknown) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

const waitFor = async (condition: () => boolean) => {
  for (let tries = 0; tries < 100 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

const OPEN_TAB_SESSION: SessionInfo = {
  accessToken: 'access-open',
  refreshToken: 'refresh-open',
  id: '5b0c9d1e-1111-4111-8111-111111111111',
  signedInAt: Date.parse('2026-03-02T07:00:00Z'),
  generation: 3,
};

let tab: ReturnType<typeof otherTab>;
let onEnded: () => void;
beforeEach(() => {
  onEnded = vi.fn();
  startSessionSharing(onEnded);
  tab = otherTab();
});
afterEach(() => {
  tab.close();
  stopSessionSharing();
});

describe('one sign-in for the tabs of a browser', () => {
  it('a new tab takes the session of an open tab, with its e-mail, and none when no tab answers', async () => {
    expect(await takeSessionFromOpenTab(100)).toBe(false);
    tab.answerWith((message) =>
      message.kind === 'ask' ? { kind: 'answer', to: message.from, session: OPEN_TAB_SESSION, email: 'officer@demo.test' } : null,
    );
    expect(await takeSessionFromOpenTab()).toBe(true);
    expect(readSessionInfo()).toEqual(OPEN_TAB_SESSION);
    expect(sessionStorage.getItem(STORAGE_KEYS.offlineUserEmail)).toBe('officer@demo.test');
  });

  it('answers a new tab with its session, in memory only', async () => {
    const mine = saveSession({ access_token: 'access-mine', refresh_token: 'refresh-mine' });
    sessionStorage.setItem(STORAGE_KEYS.offlineUserEmail, 'officer@demo.test');
    tab.post({ kind: 'ask', from: 'new-tab' });
    await waitFor(() => tab.heard.some((message) => message.kind === 'answer'));
    expect(tab.heard.find((message) => message.kind === 'answer')).toEqual({
      kind: 'answer',
      to: 'new-tab',
      session: mine,
      email: 'officer@demo.test',
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-mine');
  });

  it('follows the refreshes of its own sign-in only, and ends with it', async () => {
    const mine = saveSession({ access_token: 'access-mine', refresh_token: 'refresh-mine' });
    tab.post({ kind: 'refreshed', session: { ...OPEN_TAB_SESSION, generation: 9 } });
    tab.post({ kind: 'refreshed', session: { ...mine, accessToken: 'access-2', refreshToken: 'refresh-2', generation: 1 } });
    await waitFor(() => readSessionInfo()?.accessToken === 'access-2');
    expect(readSessionInfo()).toMatchObject({ id: mine.id, refreshToken: 'refresh-2', generation: 1 });

    tab.post({ kind: 'ended', id: OPEN_TAB_SESSION.id });
    tab.post({ kind: 'ended', id: mine.id });
    await waitFor(() => readSessionInfo() === null);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});

describe('refreshing a shared sign-in', () => {
  beforeEach(() => {
    // Web Locks, as browsers have them (happy-dom has none): one holder at a time.
    let tail: Promise<unknown> = Promise.resolve();
    const request = (_name: string, work: () => Promise<unknown>) => {
      const run = tail.then(work, work);
      tail = run.catch(() => {});
      return run;
    };
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('takes the newer pair another tab of the sign-in refreshed, instead of spending the used refresh token', async () => {
    const mine = saveSession({ access_token: 'access-old', refresh_token: 'refresh-old' });
    const newer = { ...mine, accessToken: 'access-new', refreshToken: 'refresh-new', generation: 1 };
    tab.answerWith((message) => (message.kind === 'ask' ? { kind: 'answer', to: message.from, session: newer, email: null } : null));
    const calls = mockFetch({
      'GET /api/users/me': (call) => (call.headers.authorization === 'Bearer access-new' ? json({ ok: true }) : json({}, 401)),
      'POST /api/auth/refresh': () => json({ access_token: 'x', refresh_token: 'y', token_type: 'bearer' }),
    });
    expect(await http.get('/api/users/me')).toEqual({ ok: true });
    expect(callsTo(calls, 'POST', '/api/auth/refresh')).toEqual([]);
    expect(readSessionInfo()).toEqual(newer);
  });

  it('refreshes when no tab has a newer pair, and tells the others', async () => {
    const mine = saveSession({ access_token: 'access-old', refresh_token: 'refresh-old' });
    const calls = mockFetch({
      'GET /api/users/me': (call) => (call.headers.authorization === 'Bearer access-2' ? json({ ok: true }) : json({}, 401)),
      'POST /api/auth/refresh': () => json({ access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'bearer' }),
    });
    expect(await http.get('/api/users/me')).toEqual({ ok: true });
    expect(callsTo(calls, 'POST', '/api/auth/refresh').map((call) => call.body)).toEqual([{ refresh_token: 'refresh-old' }]);
    await waitFor(() => tab.heard.some((message) => message.kind === 'refreshed'));
    expect(tab.heard.find((message) => message.kind === 'refreshed')).toEqual({
      kind: 'refreshed',
      session: { ...mine, accessToken: 'access-2', refreshToken: 'refresh-2', generation: 1 },
    });
  });
});
