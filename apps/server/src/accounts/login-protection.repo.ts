import type { Queryable } from '../db/database.ts';

/** CJIS AC-7: this many failed logins for one account within the window lock it. */
export const ACCOUNT_LOCK_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** ASVS 6.1.1 (malicious lockout): past this many failures from one address within the window, it is refused for a while. */
export const SOURCE_FAILURE_LIMIT = 20;

/** Failed logins from one address within the window, whatever the account (counted in the audit log). */
export async function countRecentSourceFailures(db: Queryable, sourceIp: string): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `select count(*)::int as failures from audit_events
      where action = 'login' and outcome = 'failure' and source_ip = $1
        and occurred_at > now() - make_interval(mins => $2)`,
    [sourceIp, LOGIN_FAILURE_WINDOW_MINUTES],
  );
  return row?.failures ?? 0;
}

/**
 * Takes the account's row lock for the rest of the transaction, so concurrent attempts on one account are counted one
 * after the other (no burst of parallel guesses slips past the fifth failure). Answers whether it is locked.
 */
export async function lockAccountRow(db: Queryable, userId: string): Promise<{ isLocked: boolean }> {
  const [row] = await db.query<{ is_locked: boolean }>('select locked_at is not null as is_locked from users where id = $1 for update', [
    userId,
  ]);
  return { isLocked: row?.is_locked ?? false };
}

/** The account's failed logins within the window and since its last successful login or unlock. */
export async function countRecentAccountFailures(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `select count(*)::int as failures from audit_events a, users u
      where u.id = $1 and a.user_id = u.id and a.action = 'login' and a.outcome = 'failure'
        and a.occurred_at > greatest(now() - make_interval(mins => $2), coalesce(u.login_failures_since, '-infinity'))`,
    [userId, LOGIN_FAILURE_WINDOW_MINUTES],
  );
  return row?.failures ?? 0;
}

/** Locks the account and ends its open sessions: a session is no proof of the password someone is guessing. */
export async function lockAccount(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set locked_at = clock_timestamp() where id = $1 and locked_at is null', [userId]);
  await db.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}

/** After a successful login, earlier failures no longer count. */
export async function forgetLoginFailures(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set login_failures_since = clock_timestamp() where id = $1', [userId]);
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
  await db.query('update users set locked_at = null, login_failures_since = clock_timestamp() where id = $1 and agency_id = $2', [
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
