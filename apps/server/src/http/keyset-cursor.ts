import { badRequest } from './http-error.ts';

/**
 * The opaque cursor of a list paged on (instant, id), oldest first: the last row's pair, base64url JSON. The instant is
 * the database's own to the microsecond (`pageKeyOf`): a JavaScript Date keeps milliseconds, and a cursor a little
 * before the last row's instant would give that row again. A cursor that does not decode to an instant and a uuid is a
 * 400 INVALID_CURSOR.
 */
export const encodeKeysetCursor = (at: string, id: string): string => Buffer.from(JSON.stringify([at, id])).toString('base64url');

/** The SQL of an instant as the cursor keeps it: UTC, ISO 8601, microseconds. */
export const pageKeyOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function decodeKeysetCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error();
    return { at, id };
  } catch {
    throw badRequest('INVALID_CURSOR');
  }
}
