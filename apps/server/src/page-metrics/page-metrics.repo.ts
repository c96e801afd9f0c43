import type { PageLoadFigures } from '@fieldbook/contract';
import type { Queryable } from '../db/database.ts';

/** Page loads are kept for the 7 days the owner's figures cover. */
export const PAGE_LOAD_DAYS = 7;

/** One page load: the route pattern and its duration, and the agency's loads older than the window go. */
export async function insertPageLoad(db: Queryable, agencyId: string, route: string, durationMs: number): Promise<void> {
  await db.query('insert into page_load_metrics (agency_id, route, duration_ms) values ($1, $2, $3)', [agencyId, route, durationMs]);
  await db.query('delete from page_load_metrics where agency_id = $1 and recorded_at < now() - make_interval(days => $2)', [
    agencyId,
    PAGE_LOAD_DAYS,
  ]);
}

/** Per route over the last 7 days: how many loads, the median and the 95th percentile, slowest first. */
export async function readPageLoadFigures(db: Queryable, agencyId: string): Promise<PageLoadFigures> {
  const rows = await db.query<{ route: string; count: number | string; p50_ms: number; p95_ms: number }>(
    `select route, count(*)::int as count,
            round(percentile_cont(0.5) within group (order by duration_ms))::int as p50_ms,
            round(percentile_cont(0.95) within group (order by duration_ms))::int as p95_ms
       from page_load_metrics
      where agency_id = $1 and recorded_at >= now() - make_interval(days => $2)
      group by route order by p95_ms desc, route`,
    [agencyId, PAGE_LOAD_DAYS],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
