import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** CJIS AC-7: this many failed logins for one account from addresses it signs in from, within the window, lock it. */
export const ACCOUNT_LOCK_FAILURES = 5;
/** The lock ends by itself after this long (or earlier: a password reset, or an unlock by someone of higher rank). */
export const ACCOUNT_LOCK_MINUTES = 30;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failures against one account from addresses it never signed in from: past this, such addresses wait (not a lock). */
export const UNKNOWN_SOURCE_FAILURE_LIMIT = 5;
/** ASVS 6.1.1: an address past this many failures in the window, whatever the accounts, may only try accounts it has not failed for. */
export const SOURCE_FAILURE_LIMIT = 20;
/** An address the account signed in from within this many days is one of its own. */
export const KNOWN_SOURCE_DAYS = 90;

/**
 * What failures are counted against: the account's id, or for an address no account has, a digest of it. Both are
 * counted alike, so the answers (429 included) are the same whether an account exists or not.
 */
export function accountKeyOf(user: { id: string } | undefined, normalizedEmail: string): string {
  return user ? `user:${user.id}` : `email:${createHash('sha256').update(normalizedEmail).digest('hex')}`;
}

/** Whether the account signed in from this address within KNOWN_SOURCE_DAYS (a session opened from it). */
export async function isKnownSource(db: Queryable, userId: string, sourceIp: string): Promise<boolean> {
  const [row] = await db.query<{ is_known: boolean }>(
    `select exists (select 1 from sessions where user_id = $1 and source_ip = $2
                      and created_at > now() - make_interval(days => $3)) as is_known`,
    [userId, sourceIp, KNOWN_SOURCE_DAYS],
  );
  return row?.is_known ?? false;
}

/**
 * Seconds an attempt on `accountKey` from `sourceIp` must wait before it is even checked, or null when it may go on:
 * - from an address the account does not sign in from, while the account has UNKNOWN_SOURCE_FAILURE_LIMIT failures from
 *   such addresses in the window (a stranger's guesses slow strangers, not the person at their own addresses);
 * - from an address past SOURCE_FAILURE_LIMIT failures in the window that has failed for this account too (spraying one
 *   address over many accounts; a colleague behind the same NAT who has not failed gets in).
 */
export async function secondsToWait(
  db: Queryable,
  attempt: { accountKey: string; sourceIp: string; isKnownSource: boolean },
): Promise<number | null> {
  const [row] = await db.query<{
    unknown_failures: number;
    unknown_wait: number | null;
    source_failures: number;
    pair_wait: number | null;
  }>(
    `with recent as (
       select account_key, source_ip, is_known_source, failed_at from login_failures
        where failed_at > now() - make_interval(mins => $3) and (account_key = $1 or source_ip = $2))
     select (select count(*)::int from recent where account_key = $1 and not is_known_source) as unknown_failures,
            (select extract(epoch from (failed_at + make_interval(mins => $3) - now()))::float8 from recent
              where account_key = $1 and not is_known_source order by failed_at desc offset $4::int - 1 limit 1) as unknown_wait,
            (select count(*)::int from recent where source_ip = $2) as source_failures,
            (select extract(epoch from (max(failed_at) + make_interval(mins => $3) - now()))::float8 from recent
              where account_key = $1 and source_ip = $2) as pair_wait`,
    [attempt.accountKey, attempt.sourceIp, LOGIN_FAILURE_WINDOW_MINUTES, UNKNOWN_SOURCE_FAILURE_LIMIT],
  );
  if (!row) return null;
  if (!attempt.isKnownSource && row.unknown_failures >= UNKNOWN_SOURCE_FAILURE_LIMIT) return row.unknown_wait ?? 1;
  if (row.source_failures >= SOURCE_FAILURE_LIMIT && row.pair_wait !== null) return row.pair_wait;
  return null;
}

/** One failed proof of identity, counted by account and address (old rows of the account are cleared on the way). */
export async function insertLoginFailure(
  db: Queryable,
  failure: { accountKey: string; sourceIp: string; isKnownSource: boolean },
): Promise<void> {
  await db.query("delete from login_failures where account_key = $1 and failed_at <= now() - interval '1 day'", [failure.accountKey]);
  await db.query('insert into login_failures (account_key, source_ip, is_known_source) values ($1, $2, $3)', [
    failure.accountKey,
    failure.sourceIp,
    failure.isKnownSource,
  ]);
}

/**
 * Takes the account's row lock for the rest of the transaction, so concurrent attempts on one account are counted one
 * after the other (no burst of parallel guesses slips past the fifth failure). Answers whether it is locked now.
 */
export async function lockAccountRow(db: Queryable, userId: string): Promise<{ isLocked: boolean }> {
  const [row] = await db.query<{ is_locked: boolean }>(
    'select coalesce(locked_until > now(), false) as is_locked from users where id = $1 for update',
    [userId],
  );
  return { isLocked: row?.is_locked ?? false };
}

/** The account's failed logins from its own addresses within the window, since its last successful login or unlock. */
export async function countKnownSourceFailures(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `select count(*)::int as failures from login_failures f, users u
      where u.id = $1 and f.account_key = 'user:' || u.id::text and f.is_known_source
        and f.failed_at > greatest(now() - make_interval(mins => $2), coalesce(u.login_failures_since, '-infinity'))`,
    [userId, LOGIN_FAILURE_WINDOW_MINUTES],
  );
  return row?.failures ?? 0;
}

/** Locks the account for ACCOUNT_LOCK_MINUTES and ends its open sessions: a session is no proof of the password being guessed. */
export async function lockAccount(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set locked_until = clock_timestamp() + make_interval(mins => $2) where id = $1', [
    userId,
    ACCOUNT_LOCK_MINUTES,
  ]);
  await db.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}

/** After a successful login, earlier failures no longer count towards a lock. */
export async function forgetLoginFailures(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set login_failures_since = clock_timestamp() where id = $1', [userId]);
}

/**
 * A password reset proved the mailbox: the lock ends, and every failure counted against the account is forgotten, the
 * strangers' included (the person may be signing in from a new address).
 */
export async function releaseAfterReset(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set locked_until = null, login_failures_since = clock_timestamp() where id = $1', [userId]);
  await db.query('delete from login_failures where account_key = $1', [`user:${userId}`]);
}

/**
 * Unlocks a member of the agency whose role ranks below `callerPriority` (run inside withTenant): 'unlocked', 'outranked'
 * (the member's rank is equal or higher, as for disable and remove), or 'missing' when no such member exists there.
 */
export async function unlockAgencyMember(
  db: Queryable,
  agencyId: string,
  userId: string,
  callerPriority: number,
): Promise<'unlocked' | 'outranked' | 'missing'> {
  const [target] = await db.query<{ priority: number }>(
    'select r.priority from users u join roles r on r.id = u.role_id where u.id = $1 and u.agency_id = $2 for update of u',
    [userId, agencyId],
  );
  if (!target) return 'missing';
  if (target.priority >= callerPriority) return 'outranked';
  await db.query('update users set locked_until = null, login_failures_since = clock_timestamp() where id = $1 and agency_id = $2', [
    userId,
    agencyId,
  ]);
  return 'unlocked';
}

/** The owner's address, to tell them a member's account locked. */
export async function findLockNotice(
  db: Queryable,
  userId: string,
): Promise<{ owner_email: string; name: string; email: string } | undefined> {
  const [row] = await db.query<{ owner_email: string; name: string; email: string }>(
    'select a.owner_email, u.name, u.email from users u join agencies a on a.id = u.agency_id where u.id = $1',
    [userId],
  );
  return row;
}
