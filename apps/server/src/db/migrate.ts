import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);
/** Any constant: two server processes starting together take turns at migrating. */
const MIGRATION_LOCK_KEY = 73_290_001;

/** Applies, in name order and once each, the SQL files in ./migrations. Returns the names applied now. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      const sql = await readFile(new URL(name, migrationsDir), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    }
    return pending;
  });
}

/** Migrations are plain DDL separated by semicolons at line ends; no function bodies with inner semicolons. */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
