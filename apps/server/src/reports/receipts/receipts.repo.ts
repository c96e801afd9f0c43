import type { Queryable } from '../../db/database.ts';

export interface ReceiptRow {
  id: string;
  versions: number;
}

/**
 * Of `ids`, the reports of the agency that `userId` wrote: authored, or amended (a version of theirs). Other agencies'
 * and other people's reports are simply left out. `versions` counts the versions the server holds (version is 0-based).
 */
export async function findReceipts(db: Queryable, agencyId: string, userId: string, ids: readonly string[]): Promise<ReceiptRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ReceiptRow>(
    `select r.id, r.version + 1 as versions
       from reports r
      where r.agency_id = $1 and r.id = any($2::uuid[])
        and (r.author_id = $3
             or exists (select 1 from report_versions v where v.agency_id = $1 and v.report_id = r.id and v.author_id = $3))`,
    [agencyId, ids, userId],
  );
  // pg answers integers computed in SQL as numbers here, but normalise as the other repos do.
  return rows.map((row) => ({ id: row.id, versions: Number(row.versions) }));
}
