import { REVIEW_COUNT_LIMIT } from '@fieldbook/domain';
import type { Queryable } from './database.ts';
import { preparedByText } from './prepared-by-text.ts';

/**
 * How many rows `selectOne` (a `select 1 from ... where ...`) finds, counted up to REVIEW_COUNT_LIMIT (1,000): that
 * number then means 'at least'. The lists' totals and badges, which need not read a long tail.
 */
export async function countUpToLimit(db: Queryable, selectOne: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    preparedByText('count', `select count(*) as count from (${selectOne} limit ${REVIEW_COUNT_LIMIT}) counted`),
    [...params],
  );
  return Number(row?.count ?? 0);
}
