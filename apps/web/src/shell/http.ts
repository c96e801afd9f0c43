import type { TokenPair } from '@fieldbook/contract';
import type { FieldIssue } from '@fieldbook/domain';
import { clearSession, readSession, saveSession } from '../accounts/session.ts';
import { APP_EVENTS, emitAppEvent } from './app-events.ts';

/** `detail` of a call that never reached the server (offline, DNS, CORS); its status is 0. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** How every failed call rejects (accounts.md §7): the status, its text and the body's `detail`. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly detail: string;
  readonly errors: FieldIssue[];

  constructor(status: number, statusText: string, detail: string, errors: FieldIssue[] = []) {
    super(`${status} ${detail}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.detail = detail;
    this.errors = errors;
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
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, path: string, body: unknown, options: RequestOptions, accessToken: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
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
  return new HttpError(response.status, response.statusText, detail, errors);
}

let pendingRefresh: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair. Single flight: concurrent 401s share one refresh. */
function refreshSession(): Promise<boolean> {
  pendingRefresh ??= runRefresh().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/** true when refreshed, false when the server refused the token; throws on network or server failure. */
async function runRefresh(): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  const response = await send('POST', '/api/auth/refresh', { refresh_token: session.refreshToken }, {}, null);
  if (response.status === 400 || response.status === 401) return false;
  if (!response.ok) throw await toHttpError(response);
  saveSession((await response.json()) as TokenPair);
  return true;
}

function expireSession(options: RequestOptions): void {
  clearSession();
  if (options.isExpiryReported ?? true) emitAppEvent(APP_EVENTS.sessionExpire);
}

/** A JSON call to our API. Resolves with the parsed body; rejects with an HttpError. */
export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const isAuthenticated = options.isAuthenticated ?? true;
  const usedToken = isAuthenticated ? (readSession()?.accessToken ?? null) : null;
  let response = await send(method, path, body, options, usedToken);
  if (response.status === 401 && isAuthenticated) {
    const currentToken = readSession()?.accessToken ?? null;
    // Another call may have refreshed while this one was in flight: then only retry.
    const isCured = currentToken !== null && currentToken !== usedToken ? true : await refreshSession();
    if (isCured) response = await send(method, path, body, options, readSession()?.accessToken ?? null);
    if (response.status === 401) expireSession(options);
  }
  if (!response.ok) throw await toHttpError(response);
  return (await readBody(response)) as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
