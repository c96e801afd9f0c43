import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import {
  checkOfflineUnlock,
  clearSession,
  isOfflineMode,
  noteOfflineActivity,
  readSessionInfo,
  saveRefreshedSession,
  saveSession,
  startOfflineUnlock,
} from './session.ts';
import { ABSOLUTE_LIMIT_MS, IDLE_LIMIT_MS, offlineUnlockProblem } from './session-limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.parse('2026-03-02T07:00:00Z');

describe('the session of a tab', () => {
  it('gives each sign-in its own id and time, and counts refreshes', () => {
    const first = saveSession({ access_token: 'a1', refresh_token: 'r1' });
    expect(first).toMatchObject({ accessToken: 'a1', refreshToken: 'r1', generation: 0 });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(first.signedInAt - Date.now())).toBeLessThan(1000);
    const refreshed = saveRefreshedSession({ access_token: 'a2', refresh_token: 'r2' });
    expect(refreshed).toEqual({ ...first, accessToken: 'a2', refreshToken: 'r2', generation: 1 });
    expect(readSessionInfo()).toEqual(refreshed);
    expect(saveSession({ access_token: 'a3', refresh_token: 'r3' }).id).not.toBe(first.id);
  });

  it('keeps tokens in sessionStorage only', () => {
    saveSession({ access_token: 'access-secret', refresh_token: 'refresh-secret' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret');
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-secret');
  });
});

describe('offline unlock limits (CJIS IA-5 j-10, j-11)', () => {
  it('ends 12 hours after the online sign-in whatever the activity, and after 30 minutes idle', () => {
    expect(ABSOLUTE_LIMIT_MS).toBe(12 * HOUR);
    expect(IDLE_LIMIT_MS).toBe(30 * MINUTE);
    expect(offlineUnlockProblem(T0, T0 + 11 * HOUR, T0 + 11 * HOUR + 29 * MINUTE)).toBeNull();
    expect(offlineUnlockProblem(T0, T0 + 11 * HOUR, T0 + 11 * HOUR + 30 * MINUTE)).toBe('idle');
    expect(offlineUnlockProblem(T0, T0 + 12 * HOUR - 1, T0 + 12 * HOUR)).toBe('expired');
    expect(offlineUnlockProblem(0, T0, T0)).toBe('expired');
    expect(offlineUnlockProblem(T0, T0, T0 - 10 * MINUTE)).toBe('clock');
  });

  it('runs the tab in offline mode until a limit or a real sign-in ends it', () => {
    const now = Date.now();
    startOfflineUnlock('officer@demo.test', now - HOUR, now);
    expect(isOfflineMode()).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.offlineUserEmail)).toBe('officer@demo.test');
    noteOfflineActivity(now + 20 * MINUTE);
    expect(checkOfflineUnlock(now + 45 * MINUTE).unlock).not.toBeNull();
    expect(checkOfflineUnlock(now + 51 * MINUTE)).toEqual({ unlock: null, limit: 'idle' });
    expect(isOfflineMode()).toBe(false);

    startOfflineUnlock('officer@demo.test', now - 11 * HOUR - 50 * MINUTE, now);
    expect(checkOfflineUnlock(now + 11 * MINUTE)).toEqual({ unlock: null, limit: 'expired' });

    startOfflineUnlock('officer@demo.test', now - HOUR, now);
    saveSession({ access_token: 'a', refresh_token: 'r' });
    expect(isOfflineMode()).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.offlineUnlock)).toBeNull();

    clearSession();
    startOfflineUnlock('officer@demo.test', now - HOUR, now);
    clearSession();
    expect(isOfflineMode()).toBe(false);
  });
});
