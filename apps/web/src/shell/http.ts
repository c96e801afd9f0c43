import type { TokenPair } from '@fieldbook/contract';
import type { FieldIssue } from '@fieldbook/domain';
import { adoptSession, clearSession, isOfflineMode, readSession, readSessionInfo, saveRefreshedSession } from '../accounts/session.ts';
import { announceRefresh, canCoordinateTabs, findNewerSession, withRefreshLock } from '../accounts/session-share.ts';
import { APP_EVENTS, emitAppEvent } from './app-events.ts';

/** `detail` of a call that never reached the server (offline, DNS, CORS); its status is 0. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** How every failed call rejects (accounts.md §7): the status, its text and the body's `detail`. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly detail: string;
  readonly errors: FieldIssue[];
  /** The parsed answer, for a refusal that carries more than its detail (409 REVIEW_CONFLICT's reports). */
  readonly body: unknown;

  constructor(status: number, statusText: string, detail: string, errors: FieldIssue[] = [], body?: unknown) {
    super(`${status} ${detail}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.detail = detail;
    this.errors = errors;
    this.body = body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Send the bearer token and cure a 401 with one refresh (default true). Login turns it off. */
  isAuthenticated?: boolean;
  /** Raise 'session-expire' when a 401 cannot be cured (default true). Logout turns it off. */
  isExpiryReported?: boolean;
  /** Headers of the call's own (e.g. a key it must present). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, path: string, body: unknown, options: RequestOptions, accessToken: string | null) {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, 'Network Error', NETWORK_ERROR);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toHttpError(response: Response): Promise<HttpError> {
  const body = (await readBody(response)) as { detail?: unknown; errors?: unknown } | undefined;
  const detail = typeof body?.detail === 'string' ? body.detail : response.statusText || `HTTP ${response.status}`;
  const errors = Array.isArray(body?.errors) ? (body.errors as FieldIssue[]) : [];
  return new HttpError(response.status, response.statusText, detail, errors, body);
}

let pendingRefresh: Promise<boolean> | null = null;

/**
 * Trades the refresh token for a new pair. Single flight: concurrent 401s share one refresh; across the tabs that
 * share the sign-in, one refresh at a time under a Web Lock (accounts/session-share.ts).
 */
function refreshSession(usedToken: string | null): Promise<boolean> {
  pendingRefresh ??= withRefreshLock(() => runRefresh(usedToken)).finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/** true when refreshed, false when the server refused the token; throws on network or server failure. */
async function runRefresh(usedToken: string | null): Promise<boolean> {
  const session = readSessionInfo();
  if (!session) return false;
  // Refreshed meanwhile, here or by another tab of this sign-in whose announcement arrived: only retry.
  if (session.accessToken !== usedToken) return true;
  // Another tab may hold a newer pair whose announcement has not arrived: its refresh token is the live one.
  const newer = canCoordinateTabs() ? await findNewerSession(session) : null;
  if (newer) {
    adoptSession(newer);
    return true;
  }
  const response = await send('POST', '/api/auth/refresh', { refresh_token: session.refreshToken }, {}, null);
  if (response.status === 400 || response.status === 401) return false;
  if (!response.ok) throw await toHttpError(response);
  announceRefresh(saveRefreshedSession((await response.json()) as TokenPair));
  return true;
}

function expireSession(options: RequestOptions): void {
  clearSession();
  if (options.isExpiryReported ?? true) emitAppEvent(APP_EVENTS.sessionExpire);
}

/** A call to our API, a 401 cured by one refresh; resolves with the successful response, rejects with an HttpError. */
async function sendWithSession(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const isAuthenticated = options.isAuthenticated ?? true;
  // Offline unlock (accounts/session.ts): no session to send, and the server is not asked until a real login,
  // so the device's caches answer as when the network is down.
  if (isAuthenticated && isOfflineMode()) throw new HttpError(0, 'Offline mode', NETWORK_ERROR);
  const usedToken = isAuthenticated ? (readSession()?.accessToken ?? null) : null;
  let response = await send(method, path, body, options, usedToken);
  if (response.status === 401 && isAuthenticated) {
    const currentToken = readSession()?.accessToken ?? null;
    // Another call may have refreshed while this one was in flight: then only retry.
    const isCured = currentToken !== null && currentToken !== usedToken ? true : await refreshSession(usedToken);
    if (isCured) response = await send(method, path, body, options, readSession()?.accessToken ?? null);
    if (response.status === 401) expireSession(options);
  }
  if (!response.ok) throw await toHttpError(response);
  return response;
}

/** A JSON call to our API. Resolves with the parsed body; rejects with an HttpError. */
export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await sendWithSession(method, path, body, options))) as T;
}

/**
 * A file from our API, fetched with the bearer token as every call (a plain link could not carry it: export
 * downloads), as a Blob to save. Rejects with an HttpError like `request`.
 */
export async function requestFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await sendWithSession('GET', path, undefined, options);
  try {
    return await response.blob();
  } catch (error) {
    // The connection dropped while the file came down.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, 'Network Error', NETWORK_ERROR);
  }
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  file: (path: string, options?: RequestOptions) => requestFile(path, options),
};
