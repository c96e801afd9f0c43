import type { Queryable } from '../db/database.ts';

export type AccountTokenPurpose = 'verify' | 'reset';

/** Stores a mailed token's hash; older unused tokens of the same purpose stop working (only the newest link counts). */
export async function insertAccountToken(
  db: Queryable,
  token: { hash: string; userId: string; purpose: AccountTokenPurpose; validMinutes: number },
): Promise<void> {
  await db.query('update account_tokens set used_at = now() where user_id = $1 and purpose = $2 and used_at is null', [
    token.userId,
    token.purpose,
  ]);
  await db.query(
    `insert into account_tokens (token_hash, user_id, purpose, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [token.hash, token.userId, token.purpose, token.validMinutes],
  );
}

/** Whether a token of this purpose was mailed to the user within the last `seconds` (so a resend does not flood them). */
export async function hasRecentAccountToken(
  db: Queryable,
  userId: string,
  purpose: AccountTokenPurpose,
  seconds: number,
): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `select exists (select 1 from account_tokens where user_id = $1 and purpose = $2
                      and created_at > now() - make_interval(secs => $3)) as found`,
    [userId, purpose, seconds],
  );
  return row?.found ?? false;
}

export interface AccountTokenRow {
  user_id: string;
  is_usable: boolean;
}

/** The token's user, and whether it is still usable (not spent, not expired); undefined when unknown. */
export async function findAccountToken(db: Queryable, hash: string, purpose: AccountTokenPurpose): Promise<AccountTokenRow | undefined> {
  const [row] = await db.query<AccountTokenRow>(
    `select user_id, (used_at is null and expires_at > now()) as is_usable
       from account_tokens where token_hash = $1 and purpose = $2`,
    [hash, purpose],
  );
  return row;
}

/** Spends a token once: answers its user, or undefined when it is unknown, spent or expired. */
export async function spendAccountToken(db: Queryable, hash: string, purpose: AccountTokenPurpose): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `update account_tokens set used_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning user_id`,
    [hash, purpose],
  );
  return row?.user_id;
}
