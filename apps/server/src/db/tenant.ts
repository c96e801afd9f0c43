import type { Database, Queryable } from './database.ts';

/** The database role tenant work runs as: not the owner of any table, subject to row-level security. */
export const TENANT_ROLE = 'fieldbook_app';

/**
 * Runs `work` in one transaction that can only see and write the rows of `agencyId`
 * (row-level security, migration 0002). Repos still filter by agency_id explicitly: this is the second wall.
 * Without parallel workers: a request's query is small or stops early (keyset pages under LIMIT), and a parallel plan
 * both takes the cores other requests need and reads ahead (a Gather Merge walked 8,395 reports for a page of 11).
 */
export function withTenant<T>(db: Database, agencyId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work, { 'app.agency_id': agencyId, role: TENANT_ROLE, max_parallel_workers_per_gather: '0' });
}
