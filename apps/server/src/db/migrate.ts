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

/** Migrations are DDL separated by semicolons at line ends; inside $$-quoted function bodies semicolons do not split. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let isInBody = false;
  for (const line of sql.replace(/^\s*--.*$/gm, '').split('\n')) {
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) isInBody = !isInBody;
    current += `${line}\n`;
    if (!isInBody && /;\s*$/.test(line)) {
      statements.push(current.replace(/;\s*$/, ''));
      current = '';
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
