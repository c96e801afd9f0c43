import { MFA_LOGIN_MAX_ATTEMPTS, MFA_LOGIN_TTL_MINUTES } from '@fieldbook/domain';
import type { Queryable } from '../../db/database.ts';

export type SecondFactor = 'totp' | 'recovery' | 'provider';

export interface MfaFactor {
  sealed_secret: string;
  confirmed_at: Date | null;
}

export async function findFactor(db: Queryable, userId: string): Promise<MfaFactor | undefined> {
  const [row] = await db.query<MfaFactor>('select sealed_secret, confirmed_at from user_mfa_factors where user_id = $1', [userId]);
  return row;
}

export async function hasConfirmedFactor(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query('select 1 from user_mfa_factors where user_id = $1 and confirmed_at is not null', [userId]);
  return row !== undefined;
}

/** Keeps a new, not yet confirmed secret (replacing an earlier unconfirmed one); false when a confirmed factor exists. */
export async function saveUnconfirmedFactor(db: Queryable, userId: string, sealedSecret: string): Promise<boolean> {
  const rows = await db.query(
    `insert into user_mfa_factors (user_id, sealed_secret) values ($1, $2)
     on conflict (user_id) do update set sealed_secret = excluded.sealed_secret, created_at = now(), last_used_step = null
       where user_mfa_factors.confirmed_at is null
     returning 1`,
    [userId, sealedSecret],
  );
  return rows.length === 1;
}

/**
 * Records `step` as the last one used, only if it is later than the last one (so a code works once, even when two
 * requests race); `isConfirming` also activates an unconfirmed factor. Answers whether the code was accepted.
 */
export async function claimTimeStep(db: Queryable, userId: string, step: number, isConfirming = false): Promise<boolean> {
  const rows = await db.query(
    `update user_mfa_factors set last_used_step = $2${isConfirming ? ', confirmed_at = now()' : ''}
      where user_id = $1 and (last_used_step is null or last_used_step < $2)
        and confirmed_at is ${isConfirming ? 'null' : 'not null'}
      returning 1`,
    [userId, step],
  );
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Queryable, userId: string, codeHashes: string[]): Promise<void> {
  await db.query('delete from user_mfa_recovery_codes where user_id = $1', [userId]);
  await db.query('insert into user_mfa_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [userId, codeHashes]);
}

/** Spends a recovery code: true once, false for an unknown or used one. */
export async function spendRecoveryCode(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db.query(
    'update user_mfa_recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning 1',
    [userId, codeHash],
  );
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    'select count(*)::int as left from user_mfa_recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return row?.left ?? 0;
}

/** Removes the user's factor, recovery codes and waiting logins; answers whether a confirmed factor was removed. */
export async function deleteFactor(db: Queryable, userId: string): Promise<boolean> {
  await db.query('delete from user_mfa_recovery_codes where user_id = $1', [userId]);
  await db.query('delete from mfa_pending_logins where user_id = $1', [userId]);
  const removed = await db.query<{ confirmed_at: Date | null }>('delete from user_mfa_factors where user_id = $1 returning confirmed_at', [
    userId,
  ]);
  return removed.some((row) => row.confirmed_at !== null);
}

/** Whether the user's agency requires two-step verification (false without an agency). */
export async function isMfaRequiredFor(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ mfa_required: boolean }>(
    'select a.mfa_required from users u join agencies a on a.id = u.agency_id where u.id = $1',
    [userId],
  );
  return row?.mfa_required ?? false;
}

export async function isAgencyMfaRequired(db: Queryable, agencyId: string): Promise<boolean> {
  const [row] = await db.query<{ mfa_required: boolean }>('select mfa_required from agencies where id = $1', [agencyId]);
  return row?.mfa_required ?? false;
}

export async function setAgencyMfaRequired(db: Queryable, agencyId: string, isRequired: boolean): Promise<void> {
  await db.query('update agencies set mfa_required = $2 where id = $1', [agencyId, isRequired]);
}

export async function insertPendingLogin(db: Queryable, tokenHash: string, userId: string): Promise<void> {
  await db.query('insert into mfa_pending_logins (token_hash, user_id) values ($1, $2)', [tokenHash, userId]);
}

export interface PendingLogin {
  user_id: string;
  agency_id: string | null;
  is_locked: boolean;
  is_active: boolean;
}

/**
 * The waiting login of this token, locked for the rest of the transaction, when it is younger than 5 minutes and has
 * attempts left; spent or expired ones are removed on the way.
 */
export async function takePendingLogin(db: Queryable, tokenHash: string): Promise<PendingLogin | undefined> {
  await db.query('delete from mfa_pending_logins where created_at <= now() - make_interval(mins => $1)', [MFA_LOGIN_TTL_MINUTES]);
  const [row] = await db.query<PendingLogin & { attempts: number }>(
    `select p.user_id, p.attempts, u.agency_id, coalesce(u.locked_until > now(), false) as is_locked, u.is_active
       from mfa_pending_logins p join users u on u.id = p.user_id
      where p.token_hash = $1 for update of p`,
    [tokenHash],
  );
  if (!row || row.attempts >= MFA_LOGIN_MAX_ATTEMPTS) return undefined;
  return { user_id: row.user_id, agency_id: row.agency_id, is_locked: row.is_locked, is_active: row.is_active };
}

export async function countPendingAttempt(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('update mfa_pending_logins set attempts = attempts + 1 where token_hash = $1', [tokenHash]);
}

export async function deletePendingLogin(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from mfa_pending_logins where token_hash = $1', [tokenHash]);
}

/** Ends the user's other open sessions that no second factor proved (turning two-step verification on, issue 23). */
export async function endOtherSessionsWithoutSecondFactor(db: Queryable, userId: string, keptSessionId: string): Promise<void> {
  await db.query(
    'update sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null and second_factor is null',
    [userId, keptSessionId],
  );
}

export async function setSessionSecondFactor(db: Queryable, sessionId: string, secondFactor: SecondFactor | null): Promise<void> {
  await db.query('update sessions set second_factor = $2 where id = $1', [sessionId, secondFactor]);
}

/**
 * Removes the factor of a member of `agencyId` whose role ranks below `callerPriority` (run inside withTenant), as
 * unlocking does: 'reset', 'outranked', 'missing' (no such member there) or 'none' (the member has no factor).
 */
export async function resetMemberFactor(
  db: Queryable,
  agencyId: string,
  userId: string,
  callerPriority: number,
): Promise<'reset' | 'outranked' | 'missing' | 'none'> {
  const [target] = await db.query<{ priority: number }>(
    'select r.priority from users u join roles r on r.id = u.role_id where u.id = $1 and u.agency_id = $2',
    [userId, agencyId],
  );
  if (!target) return 'missing';
  if (target.priority >= callerPriority) return 'outranked';
  return (await deleteFactor(db, userId)) ? 'reset' : 'none';
}
