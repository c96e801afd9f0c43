import type { ServerConfig } from '../config.ts';
import { findUnsafeSettings } from '../production-checks.ts';
import { type Database, openDatabase, openPostgres } from './database.ts';
import { readDatabaseRole } from './database-role.repo.ts';
import { migrate } from './migrate.ts';
import { syncRoles } from './roles.repo.ts';

/** The start refused: what is unsafe, one line each. */
export class UnsafeStartError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Fieldbook refuses to start in production mode:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * The server's database, ready: opened with the server's own role, checked in production mode (UnsafeStartError before
 * anything is written), migrated (as the tables' owner when DATABASE_MIGRATION_URL names it), and the role ladder synced.
 */
export async function prepareDatabase(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const db = await openDatabase(config);
  try {
    if (config.isProduction) {
      const problems = findUnsafeSettings(config, env, await readDatabaseRole(db));
      if (problems.length > 0) throw new UnsafeStartError(problems);
    }
    if (config.databaseMigrationUrl) {
      const owner = openPostgres(config.databaseMigrationUrl, 1);
      try {
        await migrate(owner);
      } finally {
        await owner.close();
      }
    } else await migrate(db);
    await syncRoles(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
