import type { Database, Queryable } from './database.ts';

/** The database role tenant work runs as: not the owner of any table, subject to row-level security. */
export const TENANT_ROLE = 'fieldbook_app';

/**
 * Runs `work` in one transaction that can only see and write the rows of `agencyId`
 * (row-level security, migration 0002). Repos still filter by agency_id explicitly: this is the second wall.
 */
export function withTenant<T>(db: Database, agencyId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work, { 'app.agency_id': agencyId, role: TENANT_ROLE });
}
