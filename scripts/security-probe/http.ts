/** The probe's HTTP client, its status tallies and its findings (no dependencies beyond Node's fetch). */

export interface Answer {
  /** The HTTP status, or 0 when no answer came (connection dropped, timeout). */
  status: number;
  text: string;
  body: unknown;
  headers: Headers;
  ms: number;
}

export interface RequestOptions {
  token?: string | null | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (invalid JSON, a form, a huge text), with `contentType`. */
  raw?: string | undefined;
  contentType?: string | undefined;
  /** Overrides the Authorization header built from `token` (a forged or malformed one). */
  authorization?: string | undefined;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class Client {
  calls = 0;
  /** Every answer of the run, set-up and checks included. */
  readonly all = new Tally();
  constructor(readonly base: string) {}

  async send(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    this.calls += 1;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    else if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? null : (payload ?? null),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      this.all.add(response.status);
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON (an image, a CSV, an HTML page): kept as text.
      }
      return { status: response.status, text, body, headers: response.headers, ms: performance.now() - started };
    } catch (error) {
      const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
      const text =
        error instanceof Error ? `${error.name}: ${error.message}${cause ? ` (${cause.code ?? cause.message})` : ''}` : String(error);
      this.all.add(0);
      return { status: 0, text, body: null, headers: new Headers(), ms: performance.now() - started };
    }
  }
}

/** Answers counted by status ('0' = no answer). */
export class Tally {
  readonly byStatus = new Map<number, number>();
  calls = 0;

  add(status: number): void {
    this.calls += 1;
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }

  count(predicate: (status: number) => boolean): number {
    let total = 0;
    for (const [status, count] of this.byStatus) if (predicate(status)) total += count;
    return total;
  }

  get fiveXX(): number {
    return this.count((status) => status >= 500 || status === 0);
  }

  get tooMany(): number {
    return this.count((status) => status === 429);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries([...this.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => [String(status), count]));
  }
}

export interface Finding {
  sweep: string;
  /** leak | suspect | 5xx | unexpected-2xx | accepted-forgery | race | changed | note */
  kind: string;
  method?: string;
  path?: string;
  status?: number;
  caller?: string;
  detail: string;
}

export class Findings {
  readonly items: Finding[] = [];
  add(finding: Finding): void {
    this.items.push(finding);
  }
  of(sweep: string, kind?: string): Finding[] {
    return this.items.filter((finding) => finding.sweep === sweep && (kind === undefined || finding.kind === kind));
  }
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  });
  await Promise.all(workers);
}

export const is2xx = (status: number) => status >= 200 && status < 300;
export const is5xx = (status: number) => status >= 500 || status === 0;

/** The `detail` of an error answer, when it has one. */
export function detailOf(answer: Answer): string {
  const body = answer.body;
  if (body && typeof body === 'object' && 'detail' in body) return String((body as { detail: unknown }).detail);
  return answer.text.slice(0, 120);
}

/** A small deterministic random source (mulberry32), so a run's fuzz cases can be replayed with the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
