import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { type Database, openPglite, openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { syncRoles } from '../db/roles.repo.ts';
import { seedDemoIfEmpty } from '../demo/seed-demo.ts';
import type { DojCodec } from '../doj-submission/doj-codec.ts';
import type { LogStream } from '../http/request-log.ts';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.ts';

export interface TestServer {
  url: string;
  db: Database;
  /** The server's job queue, its workers running: stop and start it to test what survives a restart. */
  jobs: JobQueue;
  close(): Promise<void>;
}

/**
 * A real server on a real, fresh database: an in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped on close). Seeds the demo agency unless told not to.
 */
export async function startTestServer(
  options: {
    seed?: boolean;
    webDistDir?: string;
    configure?: (db: Database) => Promise<void>;
    /** Settings on top of the test defaults, e.g. `{ smtpUrl: catcher.url }` to send mail to a real SMTP server. */
    config?: Partial<ServerConfig>;
    /** Where the server's log lines go (with `config.logLevel`), for tests that read them. */
    logStream?: LogStream;
    /** The DOJ record rules the submission jobs use (the domain's unless a test stands in for them). */
    dojCodec?: DojCodec;
  } = {},
): Promise<TestServer> {
  const { db, drop } = await openTestDatabase();
  await migrate(db);
  await syncRoles(db);
  const config = {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    webDistDir: options.webDistDir ?? null,
    logLevel: 'silent',
    ...options.config,
  };
  if (options.seed !== false) await seedDemoIfEmpty(db, loadConfigurations(config.configurationsDir));
  await options.configure?.(db);
  // Quick polls and retries, so tests of retried and failed jobs take seconds, not minutes.
  const jobs = createJobQueue(db, { pollingSeconds: 0.5, retryDelaySeconds: 1 });
  const app = await buildApp(db, config, {
    jobs,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.dojCodec ? { dojCodec: options.dojCodec } : {}),
  });
  await jobs.start(app.log);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    db,
    jobs,
    async close() {
      await app.close();
      await jobs.stop();
      await db.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { db: await openPglite(null), drop: async () => {} };
  const name = `fieldbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: openPostgres(url.toString(), 4),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** JSON over real HTTP; answers status and parsed body. */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${server.url}${path}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, body, headers: response.headers };
}

export async function login(server: TestServer, email: string, password = 'Fieldbook-demo-2026') {
  const response = await call(server, 'POST', '/api/auth/login', { body: { email, password, version: '3.29' } });
  if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { access_token: string; refresh_token: string; token_type: 'bearer' };
}
