import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, '?limit=10&sort_by=newest' or ''. */
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200, statusText = status === 200 ? 'OK' : ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch with handlers keyed 'METHOD /path'. Every call is recorded; an unhandled call fails
 * the test with a 599 so a missing mock is obvious.
 */
export function mockFetch(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = { method: init.method ?? 'GET', path: url.pathname, search: url.search, headers, body };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : json({ detail: `no mock for ${call.method} ${call.path}` }, 599);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function callsTo(calls: RecordedCall[], method: string, path: string): RecordedCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}
