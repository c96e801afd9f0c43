import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { callerOf } from './authenticate.ts';
import { tooManyRequests } from './http-error.ts';

interface Limit {
  limit: number;
  windowMinutes: number;
}

/** How many of each unauthenticated call one address may make within its window (docs/decisions.md). */
export const ADDRESS_LIMITS = {
  register: { limit: 10, windowMinutes: 60 },
  'verify-token': { limit: 10, windowMinutes: 15 },
  'forgot-password': { limit: 10, windowMinutes: 15 },
  'sso-start': { limit: 30, windowMinutes: 15 },
  /** Page-load metrics (a signed-in browser sends one per route change). */
  'page-loads': { limit: 300, windowMinutes: 15 },
  /** Commendations and complaints from case pages (issue 28). */
  'case-submission': { limit: 5, windowMinutes: 60 },
} as const satisfies Record<string, Limit>;
export type LimitedAction = keyof typeof ADDRESS_LIMITS;

/**
 * Wrong guesses of a secret in a URL or body (a verification, reset, invitation or case token) one address may make
 * within the window; right ones are not counted, so citizens behind one carrier address all reach their case pages.
 */
export const GUESS_LIMITS = {
  'account-token': { limit: 20, windowMinutes: 15 },
  'invitation-token': { limit: 20, windowMinutes: 15 },
  'case-token': { limit: 30, windowMinutes: 15 },
} as const satisfies Record<string, Limit>;
export type GuessedSecret = keyof typeof GUESS_LIMITS;

/** Costly calls one signed-in user may make within the window (issue 23: exports, analytics, the audit CSV). */
export const USER_QUOTAS = {
  'report-export': { limit: 20, windowMinutes: 60 },
  'audit-export': { limit: 20, windowMinutes: 60 },
  'amend-trail-export': { limit: 20, windowMinutes: 60 },
  analytics: { limit: 300, windowMinutes: 15 },
} as const satisfies Record<string, Limit>;
export type QuotaAction = keyof typeof USER_QUOTAS;

/** Calls counted by what they are about rather than who makes them (issue 28: submissions per case, by its token's hash). */
export const KEY_LIMITS = {
  'case-submissions-per-case': { limit: 10, windowMinutes: 24 * 60 },
} as const satisfies Record<string, Limit>;
export type KeyedAction = keyof typeof KEY_LIMITS;

/** Counts one call of `action` about `key`; answers the seconds to wait when the key's limit was already reached, else null. */
export function takeKeyedAttempt(db: Database, action: KeyedAction, key: string): Promise<number | null> {
  return takeAttempt(db, action, `key:${key}`, KEY_LIMITS[action]);
}

/**
 * Counts one call of `action` by `subject` (an address, or 'user:<id>') in PostgreSQL, so every server process shares
 * the count, unless `limit` were already made within the window: then answers the seconds until the oldest leaves it.
 * Attempts of one action and subject are counted one after the other (an advisory lock), so a burst cannot slip past.
 */
async function takeAttempt(db: Database, action: string, subject: string, { limit, windowMinutes }: Limit, isCounted = true) {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1 || $2))', [action, subject]);
    await tx.query(`delete from call_attempts where action = $1 and subject = $2 and at <= now() - make_interval(mins => $3)`, [
      action,
      subject,
      windowMinutes,
    ]);
    const [recent] = await tx.query<{ count: number; wait: number | null }>(
      `select count(*)::int as count,
              extract(epoch from (min(at) + make_interval(mins => $3) - now()))::float8 as wait
         from call_attempts where action = $1 and subject = $2`,
      [action, subject, windowMinutes],
    );
    if ((recent?.count ?? 0) >= limit) return recent?.wait ?? windowMinutes * 60;
    if (isCounted) await insertAttempt(tx, action, subject);
    return null;
  });
}

async function insertAttempt(db: Queryable, action: string, subject: string): Promise<void> {
  await db.query('insert into call_attempts (action, subject) values ($1, $2)', [action, subject]);
}

/**
 * A preHandler that lets one address make `limit` calls of `action` per window and answers 429 TOO_MANY_REQUESTS with
 * Retry-After past it, before any work is done.
 */
export function limitPerAddress(db: Database, action: LimitedAction): preHandlerAsyncHookHandler {
  return async (request) => {
    const retryAfter = await takeAttempt(db, action, request.ip, ADDRESS_LIMITS[action]);
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
  };
}

/**
 * A per-user quota on a costly call, after `authenticate`: the caller's `limit` calls of `action` per window, then 429
 * with Retry-After. Counted by user, so a shared station address does not share the quota.
 */
export function limitPerUser(db: Database, action: QuotaAction): preHandlerAsyncHookHandler {
  return async (request) => {
    const retryAfter = await takeAttempt(db, action, `user:${callerOf(request).userId}`, USER_QUOTAS[action]);
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
  };
}

/**
 * Throttles guessing a secret: `check` (a preHandler) refuses an address past its wrong guesses with 429, and `count`
 * (an onSend hook) counts the answer as a wrong guess when it refused the secret (400, 404 or 410). Counted before the
 * answer leaves, so a guesser who waits for each answer never gets one guess more than the limit.
 */
export function limitWrongGuesses(
  db: Database,
  secret: GuessedSecret,
): { check: preHandlerAsyncHookHandler; count: onSendAsyncHookHandler<unknown> } {
  const limit = GUESS_LIMITS[secret];
  return {
    async check(request: FastifyRequest) {
      const retryAfter = await takeAttempt(db, secret, request.ip, limit, false);
      if (retryAfter !== null) throw tooManyRequests(retryAfter);
    },
    async count(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if ([400, 404, 410].includes(reply.statusCode)) await insertAttempt(db, secret, request.ip);
      return payload;
    },
  };
}
