import type { DemoAuthor } from '@fieldbook/server/demo';
import {
  type ConfigurationStore,
  type Database,
  loadConfigurations,
  migrate,
  openDatabase,
  readConfig,
  seedDemoIfEmpty,
  syncRoles,
} from '@fieldbook/server/kit';

export interface BenchSetup {
  db: Database;
  agencyId: string;
  authors: DemoAuthor[];
  configurations: ConfigurationStore;
}

/** A migrated database with the demo agency: DATABASE_URL when set, else an in-memory PGlite. */
export async function openBenchDatabase(): Promise<BenchSetup> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null });
  await migrate(db);
  await syncRoles(db);
  const configurations = loadConfigurations(readConfig({}).configurationsDir);
  await seedDemoIfEmpty(db, configurations);
  const authors = await db.query<DemoAuthor & { agency_id: string }>(
    `select u.id, u.name, u.officer_id, u.title, u.agency_id from users u join agencies a on a.id = u.agency_id
      where a.full_name = 'Demo Police Department' and u.email like 'officer%'`,
  );
  const agencyId = authors[0]?.agency_id;
  if (!agencyId) throw new Error('the demo agency is missing');
  return { db, agencyId, authors, configurations };
}
