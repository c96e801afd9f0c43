import type { ReportListItem, ReportListResponse } from '@fieldbook/contract';
import { CONTACT_TYPE_COLORS, OTHER_CONTACT_TYPE_COLOR } from '@fieldbook/domain';
import { badRequest } from '../http/http-error.ts';
import type { Keyset, ListRow } from './report-lists.repo.ts';

/** A page request as the routes receive it (?limit=&sort_by=&cursor=). */
export interface PageQuery {
  limit: number;
  sort_by: 'newest' | 'oldest';
  cursor?: string | undefined;
}

const encodeCursor = (date: Date, id: string) => Buffer.from(JSON.stringify([date.toISOString(), id])).toString('base64url');

function decodeCursor(cursor: string | undefined): Keyset['after'] {
  if (!cursor) return null;
  try {
    const [date, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof date !== 'string' || Number.isNaN(Date.parse(date)) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      throw new Error('bad cursor');
    return { date, id };
  } catch {
    throw badRequest('INVALID_CURSOR');
  }
}

/** The keyset a page query asks for (one row more than the page, to tell whether a next page exists). */
export function keysetOf(query: PageQuery, sortBy: 'newest' | 'oldest' = query.sort_by): Keyset {
  return { newestFirst: sortBy === 'newest', limit: query.limit + 1, after: decodeCursor(query.cursor) };
}

function toItem(row: ListRow): ReportListItem {
  return {
    id: row.id,
    incident_number: row.incident_number,
    incident_date: row.incident_date.toISOString(),
    author_name: row.author_name,
    type: row.contact_type,
    version: row.version,
    coords: row.lat === null || row.long === null ? null : { lat: row.lat, long: row.long },
    name: row.contact_type,
    color: CONTACT_TYPE_COLORS[row.contact_type] ?? OTHER_CONTACT_TYPE_COLOR,
    review_state: row.review_state,
    doj_status: row.doj_status,
  };
}

/**
 * The answer of every report list: the page, and links.next (this path with the cursor after its last row; a search
 * POSTs its same body there) or null at the end. Lists never count: `total` is null (fast facts count).
 */
export function listResponse(
  rows: ListRow[],
  query: PageQuery,
  path: string,
  sortBy: 'newest' | 'oldest' = query.sort_by,
): ReportListResponse {
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const next =
    rows.length > query.limit && last
      ? `${path}?limit=${query.limit}&sort_by=${sortBy}&cursor=${encodeCursor(last.incident_date, last.id)}`
      : null;
  return { reports: page.map(toItem), links: { next }, total: null };
}
