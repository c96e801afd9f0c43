import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const ADDRESS = /Fieldbook is running at (\S+)/;
/** Console lines whose time the bench prints (where a first start's time goes): the build's steps and the seeding. */
const STEPS = /^(> vite build|precompress:|bundle: initial|web app: up to date|Seeded the Nexus|Fieldbook is running)/;
const HISTORY_DONE = /Demo history seeded|Demo history stopped/;

/** A free loopback port, so the bench never takes one of the journeys'. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Started {
  child: ChildProcess;
  /** Seconds from spawning `npm start` to the address printed. */
  address: number;
  /** Resolves with the seconds from spawning to the console's 'Demo history seeded' (or null when it never says it). */
  history: Promise<number | null>;
  /** The seconds at which the console said each step (STEPS), up to the address. */
  steps: string;
}

/** `npm start` as a person runs it, in its own process group (stopped as a whole), on the given directories. */
function npmStart(env: NodeJS.ProcessEnv): Promise<Started> {
  const began = performance.now();
  const seconds = () => (performance.now() - began) / 1000;
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const steps: string[] = [];
  let historyDone: (value: number | null) => void = () => {};
  const history = new Promise<number | null>((done) => {
    historyDone = done;
  });
  return new Promise((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n'))
        if (STEPS.test(line)) steps.push(`${seconds().toFixed(1)} s ${line.split(/[(:]/)[0]?.trim()}`);
      if (ADDRESS.test(output)) done({ child, address: seconds(), history, steps: steps.join('; ') });
      if (HISTORY_DONE.test(output)) historyDone(seconds());
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      historyDone(null);
      fail(new Error(`npm start ended (${code}) before serving:\n${output.slice(-2000)}`));
    });
  });
}

/**
 * Seconds from the address to the answers of a first visit: the page, its largest script and the health check (the
 * demo's history is being seeded in the same process meanwhile on a first start).
 */
async function firstVisit(origin: string): Promise<string> {
  const began = performance.now();
  const page = await (await fetch(`${origin}/`)).text();
  const scripts = [...page.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  await Promise.all([
    ...scripts.map((path) => fetch(`${origin}${path}`).then((answer) => answer.arrayBuffer())),
    fetch(`${origin}/api/health`),
  ]);
  return `${((performance.now() - began) / 1000).toFixed(1)} s`;
}

/** Ctrl-C, as at the terminal: SIGINT to the process group, then the server's own shutdown. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    process.kill(-(child.pid as number), 'SIGINT');
  });
}

/**
 * Issue 27's start budgets: the real `npm start` on an empty machine serves (prints its address) in <= 30 s, a restart
 * in <= 5 s. Each round is a first start with nothing made yet (a fresh data directory, a fresh web build directory
 * through WEB_DIST_DIR, a fresh temporary directory so tsx transpiles everything anew), left running until the console
 * says the demo's history is seeded, stopped with SIGINT, then started again on the same directories. Prints the seconds
 * to the printed address and the 1-minute load average beside each (node_modules and the operating system's file cache
 * are the only things not empty). `rounds` (default 2) repeats the pair.
 */
export async function benchStartTime(rounds = 2): Promise<void> {
  const { DATABASE_URL: _database, ...inherited } = process.env;
  for (let round = 1; round <= rounds; round += 1) {
    const scratch = mkdtempSync(join(tmpdir(), 'fieldbook-start-'));
    const env = {
      ...inherited,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST_DIR: join(scratch, 'dist'),
      TMPDIR: join(scratch, 'tmp'),
    };
    mkdirSync(env.TMPDIR);
    try {
      const loadBefore = load();
      const first = await npmStart(env);
      console.log(`round ${round}: first start serves in ${first.address.toFixed(1)} s (budget 30; load ${loadBefore} -> ${load()})`);
      console.log(`  ${first.steps}; first visit answered in ${await firstVisit(`http://127.0.0.1:${env.PORT}`)}`);
      const history = await first.history;
      console.log(`round ${round}: demo history seeded ${history === null ? 'never' : `at ${history.toFixed(1)} s`} (load ${load()})`);
      await stop(first.child);
      const restartLoad = load();
      const restart = await npmStart(env);
      console.log(`round ${round}: restart serves in ${restart.address.toFixed(1)} s (budget 5; load ${restartLoad} -> ${load()})`);
      console.log(`  ${restart.steps}; first visit answered in ${await firstVisit(`http://127.0.0.1:${env.PORT}`)}`);
      await stop(restart.child);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
}
