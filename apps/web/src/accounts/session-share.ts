import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { adoptSession, clearSession, readSessionInfo, type SessionInfo } from './session.ts';

/**
 * One sign-in for every tab of the browser (docs/decisions.md, offline unlock): a tab with no session asks the open
 * tabs of this origin over a BroadcastChannel, and one that holds a session hands it over, in memory only (tokens never
 * go to localStorage or IndexedDB, so closing the browser still ends the session: CJIS IA-5 o-2-b). Tabs that share a
 * sign-in share its refresh token, which the server accepts once (a second use ends the session): refreshes therefore
 * run under a Web Lock, take a newer pair from another tab when there is one, and announce the pair they got.
 */
export const SESSION_CHANNEL = 'fieldbook-session';
/** How long a new tab waits for an open one to answer before it treats itself as signed out. */
export const ASK_TIMEOUT_MS = 400;
/** How long a refresh waits for a tab with a newer pair of the same sign-in. */
export const NEWER_TIMEOUT_MS = 250;
export const REFRESH_LOCK_NAME = 'fieldbook-session-refresh';

type SessionMessage =
  | { kind: 'ask'; from: string }
  | { kind: 'answer'; to: string; session: SessionInfo; email: string | null }
  | { kind: 'refreshed'; session: SessionInfo }
  | { kind: 'ended'; id: string };

let channel: BroadcastChannel | null = null;
const answerListeners = new Set<(message: Extract<SessionMessage, { kind: 'answer' }>) => void>();
let handleEnded: () => void = () => {};

function post(message: SessionMessage): void {
  openChannel()?.postMessage(message);
}

function handleMessage(event: MessageEvent<SessionMessage>): void {
  const message = event.data;
  const mine = readSessionInfo();
  switch (message.kind) {
    case 'ask':
      if (mine) post({ kind: 'answer', to: message.from, session: mine, email: sessionStorage.getItem(STORAGE_KEYS.offlineUserEmail) });
      return;
    case 'answer':
      for (const listener of answerListeners) listener(message);
      return;
    case 'refreshed':
      if (mine && mine.id === message.session.id && message.session.generation > mine.generation) adoptSession(message.session);
      return;
    case 'ended':
      if (mine && mine.id === message.id) {
        clearSession();
        handleEnded();
      }
      return;
  }
}

function openChannel(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null;
  channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.addEventListener('message', handleMessage);
  return channel;
}

/**
 * Answers other tabs from now on. `onEnded` runs when another tab logs out of the sign-in this tab shares (this tab's
 * session is already forgotten then).
 */
export function startSessionSharing(onEnded: () => void): void {
  handleEnded = onEnded;
  openChannel();
}

/** Closes the channel (tests; a page that goes away closes it by itself). */
export function stopSessionSharing(): void {
  channel?.close();
  channel = null;
  answerListeners.clear();
  handleEnded = () => {};
}

/** Asks the open tabs; resolves with the first answer that `accept` takes, or null after `timeoutMs`. */
function ask(accept: (session: SessionInfo) => boolean, timeoutMs: number) {
  return new Promise<{ session: SessionInfo; email: string | null } | null>((resolve) => {
    if (!openChannel()) {
      resolve(null);
      return;
    }
    const from = crypto.randomUUID();
    const listener = (message: Extract<SessionMessage, { kind: 'answer' }>) => {
      if (message.to !== from || !accept(message.session)) return;
      finish({ session: message.session, email: message.email });
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(result: { session: SessionInfo; email: string | null } | null) {
      clearTimeout(timer);
      answerListeners.delete(listener);
      resolve(result);
    }
    answerListeners.add(listener);
    post({ kind: 'ask', from });
  });
}

/**
 * A tab without a session (a new tab, a relaunch while another window is open) takes the session of an open tab;
 * resolves whether it got one.
 */
export async function takeSessionFromOpenTab(timeoutMs = ASK_TIMEOUT_MS): Promise<boolean> {
  const answer = await ask(() => true, timeoutMs);
  // Signed in meanwhile (the login page in this tab): that session stays.
  if (readSessionInfo()) return true;
  if (!answer) return false;
  adoptSession(answer.session);
  if (answer.email) sessionStorage.setItem(STORAGE_KEYS.offlineUserEmail, answer.email);
  return true;
}

/** A pair of the same sign-in that another tab refreshed since `current`, or null. */
export async function findNewerSession(current: SessionInfo, timeoutMs = NEWER_TIMEOUT_MS): Promise<SessionInfo | null> {
  const answer = await ask((session) => session.id === current.id && session.generation > current.generation, timeoutMs);
  return answer?.session ?? null;
}

/** Tells the other tabs of this sign-in the pair a refresh answered (the old refresh token is spent). */
export function announceRefresh(session: SessionInfo): void {
  post({ kind: 'refreshed', session });
}

/** Ends the session in this tab and in every tab that shares its sign-in (log out, update). */
export function endSharedSession(): void {
  const mine = readSessionInfo();
  if (mine) post({ kind: 'ended', id: mine.id });
  clearSession();
}

/**
 * Runs `work` holding the refresh lock, so the tabs of a sign-in never spend its refresh token twice. Without Web
 * Locks it runs at once (each tab still refreshes one call at a time).
 */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return locks.request(REFRESH_LOCK_NAME, () => work());
  return work();
}

/** Whether tabs can coordinate (Web Locks); without, a refresh does not wait for answers from other tabs. */
export function canCoordinateTabs(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.locks?.request === 'function' && typeof BroadcastChannel !== 'undefined';
}
