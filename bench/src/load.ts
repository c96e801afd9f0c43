import { cpus, loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRandom, DEMO_AGENCY, generateReports } from '@fieldbook/server/demo';
import { loadConfigurations, readConfig } from '@fieldbook/server/kit';
import { Pool } from 'undici';
import { startCpuMeter } from './bench-cpu.ts';
import { signIn, startServerProcess } from './bench-server.ts';
import { LOAD_DATABASE_URL, type LoadData, prepareLoadDatabase } from './load-database.ts';
import { memoryOf, RouteFigures } from './load-figures.ts';
import { createLoadMix, type LoadRequest, MIX_WEIGHTS, type RouteName } from './load-mix.ts';
import { printRoundTrips } from './load-round-trips.ts';

const PORT = Number(process.env.LOAD_PORT ?? 8491);
const BASELINE_SECONDS = 10;
const PAYLOADS_PER_OFFICER = 40;
/** Access tokens live 15 minutes: sign in again well before. */
const TOKEN_RENEWAL_MS = 10 * 60_000;

/** Valid report payloads per officer from the demo generator (the other benches' source), made before measuring. */
function makePayloads(data: LoadData): Map<string, Record<string, unknown>[]> {
  const configuration = loadConfigurations(readConfig({}).configurationsDir).get(DEMO_AGENCY.configuration_file);
  return new Map(
    data.officers.map((officer, index) => [
      officer.email,
      [
        ...generateReports({
          configuration,
          timeZone: DEMO_AGENCY.timezone,
          authors: [officer],
          count: PAYLOADS_PER_OFFICER,
          seed: 1200 + index,
          now: new Date(),
          days: 10,
          centre: DEMO_AGENCY.centre,
        }),
      ].map((report) => report.payload),
    ]),
  );
}

/** Decoded text of an answer body, as the browser would read it. */
function decode(bytes: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/**
 * Issue 12 (reliability under load): `connections` concurrent connections (LOAD_CONNECTIONS, default 200) from this
 * process against main.ts run as a child process (NODE_ENV=production) on fieldbook_load (DATABASE_URL overrides),
 * filled to 100,000 reports. First the round trips of each kind of request, unloaded; then /api/health alone for 10 s
 * (the baseline); then the mix of MIX_WEIGHTS (or the one route LOAD_ONLY names) for `seconds` (LOAD_SECONDS, default
 * 300). LOAD_CPU_PROF=<dir> writes the server's CPU profile there. Prints per route requests,
 * errors (any non-2xx or socket error), p50/p95/p99 and req/s, the total, and the server's memory before and after.
 */
export async function benchLoad(seconds = Number(process.env.LOAD_SECONDS ?? 300)): Promise<void> {
  const url = process.env.DATABASE_URL ?? LOAD_DATABASE_URL;
  const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
  const only = process.env.LOAD_ONLY as RouteName | undefined;
  if (only && !(only in MIX_WEIGHTS)) throw new Error(`LOAD_ONLY names no route of the mix: ${only}`);
  const data = await prepareLoadDatabase(url);
  const random = createRandom(12);
  const mix = createLoadMix(data, makePayloads(data), random);
  await printRoundTrips(url, mix);

  const profileDir = process.env.LOAD_CPU_PROF;
  const server = await startServerProcess({
    databaseUrl: url,
    port: PORT,
    env: { NODE_ENV: 'production' },
    nodeOptions: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  });
  const pool = new Pool(server.origin, { connections, pipelining: 1 });
  const tokens = new Map<string, { token: Promise<string>; at: number }>();
  const tokenOf = (email: string): Promise<string> => {
    const known = tokens.get(email);
    if (known && performance.now() - known.at < TOKEN_RENEWAL_MS) return known.token;
    const token = signIn(server.origin, email);
    tokens.set(email, { token, at: performance.now() });
    return token;
  };

  async function send(figures: RouteFigures, route: RouteName, request: LoadRequest): Promise<void> {
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
    if (request.email) headers.authorization = `Bearer ${await tokenOf(request.email)}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const answer = await pool.request({
        method: request.method,
        path: request.path,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      const bytes = Buffer.from(await answer.body.arrayBuffer());
      const ms = performance.now() - started;
      const isOk = answer.statusCode >= 200 && answer.statusCode < 300;
      const text = isOk && route !== 'search, first page' ? '' : decode(bytes, answer.headers['content-encoding']);
      figures.note(route, ms, answer.statusCode, isOk ? undefined : text.slice(0, 200));
      if (isOk && route === 'search, first page') mix.noteFirstPage(request, JSON.parse(text));
    } catch (error) {
      figures.note(route, performance.now() - started, 0, String(error).slice(0, 200));
    }
  }

  /** Runs one phase; answers the CPU it cost per request: the server, this process and PostgreSQL, in ms. */
  async function runPhase(figures: RouteFigures, phaseSeconds: number, draw: () => { route: RouteName; request: LoadRequest }) {
    const deadline = performance.now() + phaseSeconds * 1000;
    const meter = await startCpuMeter(url, server.child.pid);
    figures.start();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const { route, request } = draw();
          await send(figures, route, request);
        }
      }),
    );
    figures.end();
    const cpu = await meter.read();
    const perRequest = (cpuSeconds: number) => ((cpuSeconds * 1000) / figures.requests).toFixed(2);
    return `CPU per request: server ${perRequest(cpu.server)} ms, PostgreSQL ${perRequest(cpu.database)} ms, load generator ${perRequest(cpu.load)} ms (of ${phaseSeconds} s on ${cpus().length} cores: server ${cpu.server.toFixed(0)} s, PostgreSQL ${cpu.database.toFixed(0)} s, load generator ${cpu.load.toFixed(0)} s)`;
  }

  try {
    for (const email of new Set(['manager@demo.test', ...data.officers.map((officer) => officer.email)])) await tokenOf(email);
    const before = memoryOf(server.child.pid);
    const load = loadavg()[0] ?? 0;
    console.log(
      `load: ${connections} connections from this process to main.ts (child process, NODE_ENV=production, started in ${(server.startMs / 1000).toFixed(1)} s) on ${url.replace(/\/\/[^@]*@/, '//')}, ${data.reports.toLocaleString('en-US')} reports; server RSS ${before.rss.toFixed(0)} MB; load average ${load.toFixed(1)}`,
    );
    const baseline = new RouteFigures();
    const baselineCpu = await runPhase(baseline, BASELINE_SECONDS, () => ({ route: 'health', request: mix.request('health') }));
    console.log(`load: /api/health alone for ${BASELINE_SECONDS} s (the baseline)`);
    console.log(baseline.table());
    console.log(`  ${baselineCpu}`);

    const figures = new RouteFigures();
    const mixCpu = await runPhase(figures, seconds, only ? () => ({ route: only, request: mix.request(only) }) : () => mix.draw());
    const after = memoryOf(server.child.pid);
    console.log(
      `load: ${only ? `${only} only` : `the mix (weights ${JSON.stringify(MIX_WEIGHTS)})`} for ${seconds} s; ${mix.created()} reports created`,
    );
    console.log(figures.table());
    console.log(`  ${mixCpu}`);
    console.log(
      `load: /api/health ${baseline.requestsPerSecond('health').toFixed(0)} req/s alone, ${figures.requestsPerSecond('health').toFixed(0)} req/s inside the mix (${MIX_WEIGHTS.health} in ${Object.values(MIX_WEIGHTS).reduce((sum, weight) => sum + weight, 0)} of its requests); server RSS ${before.rss.toFixed(0)} MB at start, ${after.rss.toFixed(0)} MB at the end (peak ${after.peak.toFixed(0)} MB); load average ${(loadavg()[0] ?? 0).toFixed(1)}`,
    );
  } finally {
    await pool.close();
    await server.stop();
  }
}
