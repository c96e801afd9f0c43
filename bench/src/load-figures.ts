import { readFileSync } from 'node:fs';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface RouteTimes {
  times: number[];
  errors: number;
  /** Status (0: socket error) -> count, for the errors only. */
  failures: Map<number, number>;
  firstFailure?: string | undefined;
}

/** Latencies and errors per route over one timed phase. */
export class RouteFigures {
  readonly routes = new Map<string, RouteTimes>();
  private started = performance.now();
  private ended: number | null = null;

  start(): void {
    this.started = performance.now();
  }

  end(): void {
    this.ended = performance.now();
  }

  get seconds(): number {
    return ((this.ended ?? performance.now()) - this.started) / 1000;
  }

  private of(route: string): RouteTimes {
    let figures = this.routes.get(route);
    if (!figures) {
      figures = { times: [], errors: 0, failures: new Map() };
      this.routes.set(route, figures);
    }
    return figures;
  }

  /** A request answered 2xx (or not: `status` otherwise, 0 for a socket error) after `ms`. */
  note(route: string, ms: number, status: number, failure?: string): void {
    const figures = this.of(route);
    figures.times.push(ms);
    if (status >= 200 && status < 300) return;
    figures.errors++;
    figures.failures.set(status, (figures.failures.get(status) ?? 0) + 1);
    figures.firstFailure ??= failure;
  }

  get requests(): number {
    let count = 0;
    for (const figures of this.routes.values()) count += figures.times.length;
    return count;
  }

  requestsPerSecond(route: string): number {
    return (this.routes.get(route)?.times.length ?? 0) / this.seconds;
  }

  /** One line per route (requests, errors, p50/p95/p99, req/s) and the total, as printed. */
  table(): string {
    const lines = [
      `  ${'route'.padEnd(22)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}`,
    ];
    let requests = 0;
    let errors = 0;
    for (const [route, figures] of this.routes) {
      const sorted = [...figures.times].sort((a, b) => a - b);
      requests += sorted.length;
      errors += figures.errors;
      lines.push(
        `  ${route.padEnd(22)} ${String(sorted.length).padStart(9)} ${String(figures.errors).padStart(7)} ${[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8)).join(' ')} ${(sorted.length / this.seconds).toFixed(1).padStart(8)}`,
      );
      if (figures.errors > 0)
        lines.push(
          `    errors by status: ${[...figures.failures].map(([status, count]) => `${status || 'socket'} x${count}`).join(', ')}; first: ${figures.firstFailure ?? ''}`,
        );
    }
    lines.push(
      `  ${'total'.padEnd(22)} ${String(requests).padStart(9)} ${String(errors).padStart(7)} ${''.padStart(26)} ${(requests / this.seconds).toFixed(1).padStart(8)}`,
    );
    return lines.join('\n');
  }
}

/** Resident and peak resident memory of process `pid` in MB, from /proc. */
export function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
