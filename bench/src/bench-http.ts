import { loadavg } from 'node:os';
import { DEMO_PASSWORD } from '@fieldbook/server/demo';

/** What the in-process HTTP benches share: percentiles, a signed-in caller, and timing a request p50/p95/p99. */

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A GET (or, with a body, a POST) as one demo user; anything but 200 throws with the start of the answer. */
export type BenchCall = <T = unknown>(path: string, body?: unknown) => Promise<T>;

export async function signInAs(origin: string, email: string): Promise<BenchCall> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, version: '3.29' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
}

/**
 * `warmUp` untimed calls, then `requests` timed one after another; prints one line with p50/p95/p99, the 1-minute load
 * before and after, and whether p95 met `budgetMs`.
 */
export async function timeRequests(options: {
  label: string;
  call: BenchCall;
  path: (index: number) => string;
  requests: number;
  warmUp: number;
  /** Without one, the line has no verdict (a reference figure). */
  budgetMs?: number;
}): Promise<number> {
  for (let index = 0; index < options.warmUp; index++) await options.call(options.path(index));
  const load = loadavg()[0] ?? 0;
  const times: number[] = [];
  for (let index = 0; index < options.requests; index++) {
    const begun = performance.now();
    await options.call(options.path(index));
    times.push(performance.now() - begun);
  }
  const sorted = times.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(
    `  ${options.label.padEnd(40)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(p95)}  p99 ${ms(percentile(sorted, 99))}  load ${load.toFixed(1)}-${(loadavg()[0] ?? 0).toFixed(1)}${options.budgetMs === undefined ? '' : `  budget p95 <= ${options.budgetMs} ms: ${p95 <= options.budgetMs ? 'met' : 'MISSED'}`}`,
  );
  return p95;
}
