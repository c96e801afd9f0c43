import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import type { DatabaseRole } from './db/database-role.repo.ts';
import { findUnsafeSettings } from './production-checks.ts';

// issue 23: NODE_ENV=production refuses to start, one clear line per problem, rather than run a real agency unsafely.
const safeRole: DatabaseRole = { name: 'fieldbook', isEmbedded: false, isSuperuser: false, ownsData: false };
const safeEnv = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.internal:587',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  JWT_SECRET: 'j'.repeat(43),
  MFA_SECRET_KEY: 'm'.repeat(43),
  PUBLIC_URL: 'https://fieldbook.example.gov',
  DATABASE_URL: 'postgres://fieldbook@db.internal/fieldbook',
};
const problemsWith = (env: NodeJS.ProcessEnv, role: Partial<DatabaseRole> = {}) =>
  findUnsafeSettings(readConfig(env), env, { ...safeRole, ...role });

describe('keys from a file (a mounted secret)', () => {
  it('reads JWT_SECRET_FILE and MFA_SECRET_KEY_FILE, trimmed, and refuses a short key', () => {
    const folder = mkdtempSync(join(tmpdir(), 'fieldbook-keys-'));
    writeFileSync(join(folder, 'jwt'), `${'k'.repeat(48)}\n`);
    writeFileSync(join(folder, 'mfa'), 'short');
    expect(readConfig({ JWT_SECRET_FILE: join(folder, 'jwt') }).jwtSecret).toBe('k'.repeat(48));
    expect(() => readConfig({ MFA_SECRET_KEY_FILE: join(folder, 'mfa') })).toThrow(/at least 32 characters/);
    // The same minimum for a key given in the environment itself.
    expect(() => readConfig({ JWT_SECRET: 'short-key' })).toThrow('JWT_SECRET must be at least 32 characters of random key');
    expect(() => readConfig({ MFA_SECRET_KEY: 'm'.repeat(31) })).toThrow(/MFA_SECRET_KEY must be at least 32/);
    expect(readConfig({ JWT_SECRET: 'j'.repeat(32) }).jwtSecret).toBe('j'.repeat(32));
  });
});

describe('the production checks', () => {
  it('pass a safe production set-up, with demo seeding off by default', () => {
    expect(readConfig(safeEnv).isDemoEnabled).toBe(false);
    expect(problemsWith(safeEnv)).toEqual([]);
  });

  it('name each unsafe setting in one line', () => {
    const cases: [NodeJS.ProcessEnv, Partial<DatabaseRole>, RegExp][] = [
      [{ SMTP_URL: '' }, {}, /^SMTP_URL is not set/],
      [{ PAYMENT_PROVIDER: 'sandbox' }, {}, /^PAYMENT_PROVIDER is the sandbox/],
      [{ PAYMENT_PROVIDER: '' }, {}, /^PAYMENT_PROVIDER is the sandbox/],
      [{ JWT_SECRET: '' }, {}, /^JWT_SECRET \(or JWT_SECRET_FILE\) is not set/],
      [{ MFA_SECRET_KEY: '' }, {}, /^MFA_SECRET_KEY \(or MFA_SECRET_KEY_FILE\) is not set/],
      [{}, { isEmbedded: true }, /^DATABASE_URL is not set/],
      [{}, { isSuperuser: true }, /^The database role "fieldbook" is a superuser/],
      [{}, { ownsData: true }, /^The database role "fieldbook" owns the database, its schema or its tables/],
      [{ PUBLIC_URL: 'http://fieldbook.example.gov' }, {}, /^PUBLIC_URL must be an https address/],
      [{ FIELDBOOK_DEMO: '1' }, {}, /^FIELDBOOK_DEMO is on/],
      [{ DEV_MAILBOX: '1' }, {}, /^DEV_MAILBOX=1/],
      [{ OIDC_ISSUER: 'http://idp.test', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's', OIDC_ALLOW_HTTP: '1' }, {}, /^OIDC_ALLOW_HTTP=1/],
    ];
    for (const [change, role, expected] of cases) {
      const problems = problemsWith({ ...safeEnv, ...change }, role);
      expect(problems, JSON.stringify(change)).toHaveLength(1);
      expect(problems[0]).toMatch(expected);
    }
  });
});

const root = fileURLToPath(new URL('../../../', import.meta.url));

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('a production start', () => {
  beforeAll(async () => {
    const built = await run(process.execPath, ['scripts/build-server.mjs'], {});
    expect(built.code, built.output).toBe(0);
  }, 60_000);

  it('runs the compiled server, which refuses an unsafe set-up with one line per problem and exit status 1', async () => {
    const started = await run(process.execPath, ['apps/server/dist/main.js'], {
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: '',
      DEV_MAILBOX: '1',
    });
    expect(started.code).toBe(1);
    expect(started.output).toContain('Fieldbook refuses to start in production mode:');
    for (const line of [
      '  - SMTP_URL is not set',
      '  - PAYMENT_PROVIDER is the sandbox',
      '  - JWT_SECRET (or JWT_SECRET_FILE) is not set',
      '  - MFA_SECRET_KEY (or MFA_SECRET_KEY_FILE) is not set',
      '  - DATABASE_URL is not set',
      '  - PUBLIC_URL must be an https address',
      '  - DEV_MAILBOX=1',
    ])
      expect(started.output).toContain(line);
    expect(started.output).not.toContain('Fieldbook is running');
  }, 60_000);
});
