import type { DemoAuthor } from '@fieldbook/server/demo';
import { type Database, insertReportBatch, migrate, openDatabase, type ReportRow, seedDemoIfEmpty, syncRoles } from '@fieldbook/server/kit';

export interface BenchDatabase {
  kind: Database['kind'];
  insertReports(agencyId: string, reports: ReportRow[]): Promise<void>;
  close(): Promise<void>;
}

/** A migrated database with the demo agency: DATABASE_URL when set, else an in-memory PGlite. */
export async function openBenchDatabase(): Promise<{ db: BenchDatabase; agencyId: string; authors: DemoAuthor[] }> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null });
  await migrate(db);
  await syncRoles(db);
  await seedDemoIfEmpty(db);
  const authors = await db.query<DemoAuthor & { agency_id: string }>(
    `select u.id, u.name, u.officer_id, u.title, u.agency_id from users u join agencies a on a.id = u.agency_id
      where a.full_name = 'Demo Police Department' and u.email like 'officer%'`,
  );
  const agencyId = authors[0]?.agency_id;
  if (!agencyId) throw new Error('the demo agency is missing');
  return {
    agencyId,
    authors,
    db: { kind: db.kind, insertReports: (id, reports) => insertReportBatch(db, id, reports), close: () => db.close() },
  };
}
