import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { seedDemoIfEmpty } from '../demo/seed-demo.ts';
import { createJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { findUnsafeSettings } from '../production-checks.ts';
import { call, login, type TestServer } from '../test/test-server.ts';
import { type Database, openPostgres } from './database.ts';
import { readDatabaseRole } from './database-role.repo.ts';
import { prepareDatabase } from './prepare-database.ts';

// issue 23 finding 9: the documented set-up ran the server as the `postgres` superuser, so row-level security bound only
// inside tenant transactions and the server's connection could rewrite the audit log. Here the roles are made as README
// 'Deploying' says, on the PostgreSQL server (TEST_DATABASE_URL; PGlite has a single superuser): the tables' owner runs
// the migrations, the server logs in as a member of fieldbook_server, and the whole path of a report works.
const adminUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const names = { database: `fb_roles_${suffix}`, owner: `fb_owner_${suffix}`, server: `fb_server_${suffix}` };
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

function urlAs(user: string, database: string): string {
  const url = new URL(adminUrl ?? 'postgres://localhost');
  url.username = user;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin(database: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: urlAs(new URL(adminUrl ?? 'postgres://x').username || 'postgres', database) });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

let db: Database;
let app: FastifyInstance;
let jobs: JobQueue;
let server: TestServer;
let config: ServerConfig;

describe.skipIf(!adminUrl)('the server on a role that is neither superuser nor owner (PostgreSQL)', () => {
  beforeAll(async () => {
    const adminDatabase = new URL(adminUrl as string).pathname.slice(1) || 'postgres';
    // What an administrator runs once (README, Deploying).
    await asAdmin(adminDatabase, [
      `create role ${names.owner} login bypassrls`,
      `do $$ begin create role fieldbook_app nologin; exception when duplicate_object then null; end $$`,
      `do $$ begin create role fieldbook_server nologin; exception when duplicate_object then null; end $$`,
      'grant fieldbook_app to fieldbook_server',
      `create role ${names.server} login bypassrls in role fieldbook_server`,
      `create database ${names.database} owner ${names.owner}`,
    ]);
    config = {
      ...readConfig({}),
      port: 0,
      host: '127.0.0.1',
      dataDir: null,
      webDistDir: null,
      logLevel: 'silent',
      databaseUrl: urlAs(names.server, names.database),
      databaseMigrationUrl: urlAs(names.owner, names.database),
      databasePoolSize: 4,
      jwtSecret: randomBytes(32).toString('base64url'),
      mfaSecretKey: randomBytes(32).toString('base64url'),
    };
    db = await prepareDatabase(config);
    // The demo agency, written by the administrator (seeding is never part of a production start).
    const seeder = openPostgres(urlAs(new URL(adminUrl as string).username || 'postgres', names.database), 1);
    await seedDemoIfEmpty(seeder, loadConfigurations(config.configurationsDir));
    await seeder.close();
    jobs = createJobQueue(db, { pollingSeconds: 0.5 });
    app = await buildApp(db, config, { jobs });
    await jobs.start(app.log);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    server = { url, db, jobs, close: async () => {} };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await db?.close();
    const adminDatabase = new URL(adminUrl as string).pathname.slice(1) || 'postgres';
    await asAdmin(adminDatabase, [
      `drop database if exists ${names.database} with (force)`,
      `drop role if exists ${names.server}`,
      `drop role if exists ${names.owner}`,
    ]);
  });

  it('connects as a role that is neither superuser nor the owner of any table, and the production checks agree', async () => {
    const role = await readDatabaseRole(db);
    expect(role).toEqual({ name: names.server, isEmbedded: false, isSuperuser: false, ownsData: false });
    const production = { ...config, smtpUrl: 'smtp://mail.internal:587', publicUrl: 'https://fieldbook.example.gov', isDemoEnabled: false };
    expect(findUnsafeSettings(production, { PAYMENT_PROVIDER: 'stripe' }, role)).toEqual([]);
    const owner = openPostgres(config.databaseMigrationUrl as string, 1);
    try {
      expect((await readDatabaseRole(owner)).ownsData).toBe(true);
      expect(findUnsafeSettings(production, { PAYMENT_PROVIDER: 'stripe' }, await readDatabaseRole(owner))).toEqual([
        `The database role "${names.owner}" owns the database, its schema or its tables: connect as another role, and run migrations as the owner (DATABASE_MIGRATION_URL).`,
      ]);
    } finally {
      await owner.close();
    }
  });

  it('refuses, in production mode, a login that owns an empty database (it would own every table it then creates)', async () => {
    const adminDatabase = new URL(adminUrl as string).pathname.slice(1) || 'postgres';
    const empty = `${names.database}_empty`;
    await asAdmin(adminDatabase, [`create database ${empty} owner ${names.owner}`]);
    const owner = openPostgres(urlAs(names.owner, empty), 1);
    try {
      const role = await readDatabaseRole(owner);
      expect(role).toMatchObject({ isSuperuser: false, ownsData: true });
      expect((await owner.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`))[0]?.n).toBe(0);
    } finally {
      await owner.close();
      await asAdmin(adminDatabase, [`drop database if exists ${empty} with (force)`]);
    }
  });

  it('cannot change or remove audit rows, nor switch row-level security off', async () => {
    await expect(db.query(`update audit_events set outcome = 'success'`)).rejects.toThrow(/permission denied/);
    await expect(db.query('delete from audit_events')).rejects.toThrow(/permission denied/);
    await expect(db.query('truncate audit_events')).rejects.toThrow(/permission denied/);
    await expect(db.query('alter table reports disable row level security')).rejects.toThrow(/must be owner/);
    await expect(db.query('drop policy agency_isolation on reports')).rejects.toThrow(/must be owner/);
  });

  it('signs in, files a report, lists, searches and totals it (the job queue started on the same role)', async () => {
    const officer = (await login(server, 'officer@demo.test')).access_token;
    const manager = (await login(server, 'manager@demo.test')).access_token;
    const report = structuredClone(example);
    report.id = randomUUID();
    report.general_information.incident_number = `R-${suffix}`;
    report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
    const created = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await call(server, 'POST', '/api/reports/search', { token: manager, body: { filters: {} } });
    expect(listed.status).toBe(200);
    expect(listed.body.reports.length).toBeGreaterThan(0);
    const found = await call(server, 'POST', '/api/reports/text-search', { token: manager, body: { filter: `R-${suffix}` } });
    expect(found.status).toBe(200);
    expect(found.body.reports.map((row: { id: string }) => row.id)).toContain(report.id);
    const analytics = await call(server, 'POST', '/api/analytics/generate', { token: manager, body: { period: 'month' } });
    expect(analytics.status, JSON.stringify(analytics.body)).toBe(200);
    const [audit] = await db.query<{ count: number }>(`select count(*)::int as count from audit_events where action = 'report.create'`);
    expect(audit?.count).toBeGreaterThan(0);
  });
});
