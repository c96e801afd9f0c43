import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.ts';
import { tooManyRequests } from './http-error.ts';

/** How many of each unauthenticated call one address may make within its window (docs/decisions.md). */
export const ADDRESS_LIMITS = {
  register: { limit: 10, windowMinutes: 60 },
  'verify-token': { limit: 10, windowMinutes: 15 },
  'forgot-password': { limit: 10, windowMinutes: 15 },
  'sso-start': { limit: 30, windowMinutes: 15 },
  /** Page-load metrics (a signed-in browser sends one per route change). */
  'page-loads': { limit: 300, windowMinutes: 15 },
} as const;
export type LimitedAction = keyof typeof ADDRESS_LIMITS;

/**
 * A preHandler that lets one address make `limit` calls of `action` per window, counted in PostgreSQL (so every server
 * process shares the count), and answers 429 TOO_MANY_REQUESTS with Retry-After past it, before any work is done.
 * Attempts of one action and address are counted one after the other (an advisory lock), so a burst cannot slip past.
 */
export function limitPerAddress(db: Database, action: LimitedAction): preHandlerAsyncHookHandler {
  const { limit, windowMinutes } = ADDRESS_LIMITS[action];
  return async (request) => {
    const retryAfter = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1 || $2))', [action, request.ip]);
      await tx.query(`delete from address_attempts where action = $1 and source_ip = $2 and at <= now() - make_interval(mins => $3)`, [
        action,
        request.ip,
        windowMinutes,
      ]);
      const [recent] = await tx.query<{ count: number; wait: number | null }>(
        `select count(*)::int as count,
                extract(epoch from (min(at) + make_interval(mins => $3) - now()))::float8 as wait
           from address_attempts where action = $1 and source_ip = $2`,
        [action, request.ip, windowMinutes],
      );
      if ((recent?.count ?? 0) >= limit) return recent?.wait ?? windowMinutes * 60;
      await tx.query('insert into address_attempts (action, source_ip) values ($1, $2)', [action, request.ip]);
      return null;
    });
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
  };
}
