import type { TokenPair } from '@fieldbook/contract';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { offlineUnlockProblem, type UnlockLimit } from './session-limits.ts';

/**
 * The signed-in session of this tab: the token pair, kept in sessionStorage so it ends with the browser (CJIS IA-5
 * o-2-b: never in localStorage or IndexedDB). Other tabs of the browser get it over a BroadcastChannel while one that
 * holds it is open (session-share.ts).
 */
export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** The tokens with what tells the tabs that share them apart from other sign-ins and older pairs. */
export interface SessionInfo extends Session {
  /** Random id of the sign-in, the same in every tab that shares it. */
  id: string;
  /** When that sign-in (password, single sign-on, second step) happened, epoch ms of this device's clock. */
  signedInAt: number;
  /** Refreshes since the sign-in: among the tabs of one sign-in, the highest holds the live refresh token. */
  generation: number;
}

type SessionMeta = Omit<SessionInfo, keyof Session>;

/** Fired on window when this tab signs in, adopts a session, signs out, or opens or ends an offline unlock. */
export const SESSION_CHANGE_EVENT = 'fieldbook-session-change';

const announceChange = () => window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));

export function readSession(): Session | null {
  const accessToken = sessionStorage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = sessionStorage.getItem(STORAGE_KEYS.refreshToken);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export function hasSession(): boolean {
  return readSession() !== null;
}

function readMeta(): SessionMeta {
  try {
    const meta = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionMeta) ?? 'null') as Partial<SessionMeta> | null;
    return { id: meta?.id ?? '', signedInAt: meta?.signedInAt ?? 0, generation: meta?.generation ?? 0 };
  } catch {
    return { id: '', signedInAt: 0, generation: 0 };
  }
}

export function readSessionInfo(): SessionInfo | null {
  const session = readSession();
  return session ? { ...session, ...readMeta() } : null;
}

function store(info: SessionInfo): void {
  sessionStorage.setItem(STORAGE_KEYS.accessToken, info.accessToken);
  sessionStorage.setItem(STORAGE_KEYS.refreshToken, info.refreshToken);
  const meta: SessionMeta = { id: info.id, signedInAt: info.signedInAt, generation: info.generation };
  sessionStorage.setItem(STORAGE_KEYS.sessionMeta, JSON.stringify(meta));
  // A real session replaces an offline unlock: from now on the server is asked.
  sessionStorage.removeItem(STORAGE_KEYS.offlineUnlock);
  announceChange();
}

/** A new sign-in (password, single sign-on, second step): a fresh session id, signed in now. */
export function saveSession(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>): SessionInfo {
  const info = {
    accessToken: pair.access_token,
    refreshToken: pair.refresh_token,
    id: crypto.randomUUID(),
    signedInAt: Date.now(),
    generation: 0,
  };
  store(info);
  return info;
}

/** The pair a refresh answered, for the same sign-in. */
export function saveRefreshedSession(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>): SessionInfo {
  const meta = readMeta();
  const info = { accessToken: pair.access_token, refreshToken: pair.refresh_token, ...meta, generation: meta.generation + 1 };
  store(info);
  return info;
}

/** A session another tab of this browser handed over (the same sign-in, maybe refreshed since). */
export function adoptSession(info: SessionInfo): void {
  store(info);
}

/** Forgets the session and any offline unlock of this tab. */
export function clearSession(): void {
  sessionStorage.removeItem(STORAGE_KEYS.accessToken);
  sessionStorage.removeItem(STORAGE_KEYS.refreshToken);
  sessionStorage.removeItem(STORAGE_KEYS.sessionMeta);
  sessionStorage.removeItem(STORAGE_KEYS.offlineUnlock);
  announceChange();
}

/**
 * An offline unlock (docs/decisions.md, offline unlock): this tab has no session but its officer proved the device
 * PIN, so the app runs on the device alone: reports go to the outbox, nothing is asked of the server. It is bound by
 * the limits of the sign-in it stands in for: 12 hours after the last online sign-in on this device, 30 minutes idle.
 */
export interface OfflineUnlock {
  /** The officer's e-mail, lower-cased. */
  email: string;
  /** The last online sign-in on this device that the unlock stands on (epoch ms). */
  signedInAt: number;
  unlockedAt: number;
  lastActiveAt: number;
}

/**
 * This tab's offline unlock while within its limits, else null with the limit that ended it (null when there was none).
 * One past its limits is forgotten.
 */
export function checkOfflineUnlock(now = Date.now()): { unlock: OfflineUnlock | null; limit: UnlockLimit | null } {
  let unlock: OfflineUnlock | null = null;
  try {
    unlock = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.offlineUnlock) ?? 'null') as OfflineUnlock | null;
  } catch {
    unlock = null;
  }
  if (!unlock) return { unlock: null, limit: null };
  const limit = offlineUnlockProblem(unlock.signedInAt, unlock.lastActiveAt, now);
  if (limit === null) return { unlock, limit: null };
  // Quietly: this runs while pages render; the offline-mode guard is what leads to the unlock page.
  sessionStorage.removeItem(STORAGE_KEYS.offlineUnlock);
  return { unlock: null, limit };
}

export function readOfflineUnlock(now = Date.now()): OfflineUnlock | null {
  return checkOfflineUnlock(now).unlock;
}

/** True while this tab works on an offline unlock, without a session: the server is not asked. */
export function isOfflineMode(): boolean {
  return !hasSession() && readOfflineUnlock() !== null;
}

export function startOfflineUnlock(email: string, signedInAt: number, now = Date.now()): void {
  const unlock: OfflineUnlock = { email, signedInAt, unlockedAt: now, lastActiveAt: now };
  sessionStorage.setItem(STORAGE_KEYS.offlineUnlock, JSON.stringify(unlock));
  sessionStorage.setItem(STORAGE_KEYS.offlineUserEmail, email);
  announceChange();
}

/** Records that the officer used the app (the idle limit counts from here). */
export function noteOfflineActivity(now = Date.now()): void {
  const unlock = readOfflineUnlock(now);
  if (unlock) sessionStorage.setItem(STORAGE_KEYS.offlineUnlock, JSON.stringify({ ...unlock, lastActiveAt: now }));
}

export function endOfflineUnlock(): void {
  if (sessionStorage.getItem(STORAGE_KEYS.offlineUnlock) === null) return;
  sessionStorage.removeItem(STORAGE_KEYS.offlineUnlock);
  announceChange();
}
