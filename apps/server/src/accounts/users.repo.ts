import type { MeResponse } from '@fieldbook/contract';
import { permissionsUnderPlan } from '@fieldbook/domain';
import { CURRENT_SUBSCRIPTION_ORDER } from '../billing/subscriptions.repo.ts';
import type { Queryable } from '../db/database.ts';
import { MEMBER_PERMISSIONS_SQL } from './auth.repo.ts';

/** The signed-in user with role (its permissions under the agency's plan), agency and the agency's current subscription. */
export async function findMe(db: Queryable, userId: string): Promise<MeResponse | undefined> {
  const [row] = await db.query<MeResponse>(
    `select u.id, u.name, u.email, u.officer_id, u.title, u.agency_id,
            json_build_object('id', r.id, 'name', r.name, 'priority', r.priority, 'permissions', ${MEMBER_PERMISSIONS_SQL}) as role,
            case when a.id is null then null else json_build_object(
              'id', a.id, 'full_name', a.full_name, 'ori', a.ori, 'state_name', a.state_name, 'timezone', a.timezone,
              'status', a.status, 'owner_email', a.owner_email, 'configuration_file', a.configuration_file,
              'contact_types', a.contact_types, 'phone1', a.phone1, 'email', a.email,
              'jurisdiction_code', a.jurisdiction_code, 'badge', a.badge_url, 'review_required', a.review_required) end as agency,
            (select json_build_object('status', s.status, 'plan', s.plan, 'product', s.product, 'billing_cycle', s.billing_cycle)
               from subscriptions s where s.agency_id = u.agency_id order by ${CURRENT_SUBSCRIPTION_ORDER} limit 1) as subscription
       from users u join roles r on r.id = u.role_id left join agencies a on a.id = u.agency_id
      where u.id = $1`,
    [userId],
  );
  // The role as the agency's plan allows it, as `authenticate` gives the caller: the app offers what the server allows.
  if (row) row.role.permissions = permissionsUnderPlan(row.role.permissions, row.subscription);
  return row;
}

export interface NewUser {
  id: string;
  agency_id: string | null;
  email: string;
  name: string;
  officer_id: string;
  title: string | null;
  password_hash: string;
  role_id: number;
  is_verified: boolean;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<void> {
  await db.query(
    `insert into users (id, agency_id, email, name, officer_id, title, password_hash, role_id, is_verified)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [user.id, user.agency_id, user.email, user.name, user.officer_id, user.title, user.password_hash, user.role_id, user.is_verified],
  );
}

/** Inserts a new account unless the e-mail is taken; answers whether it was inserted. */
export async function insertUserIfNew(db: Queryable, user: NewUser): Promise<boolean> {
  const rows = await db.query(
    `insert into users (id, agency_id, email, name, officer_id, title, password_hash, role_id, is_verified)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (email) do nothing returning id`,
    [user.id, user.agency_id, user.email, user.name, user.officer_id, user.title, user.password_hash, user.role_id, user.is_verified],
  );
  return rows.length > 0;
}

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  agency_id: string | null;
  is_verified: boolean;
}

const ACCOUNT_COLUMNS = 'id, email, name, agency_id, is_verified';

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from users where email = $1`, [email]);
  return row;
}

/**
 * Takes the right to mail the account's owner about a registration attempt with their address: answers the account when
 * no such notice went out within `pauseMinutes` (and marks it sent now), else undefined. One statement, so two attempts
 * at once mail once.
 */
export async function claimRegistrationNotice(db: Queryable, userId: string, pauseMinutes: number): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `update users set registration_notice_at = now()
      where id = $1 and (registration_notice_at is null or registration_notice_at <= now() - make_interval(mins => $2))
      returning ${ACCOUNT_COLUMNS}`,
    [userId, pauseMinutes],
  );
  return row;
}

export async function findAccountById(db: Queryable, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from users where id = $1`, [userId]);
  return row;
}

/** A new officer ID for a user with no agency yet; answers false when they have one (or do not exist). */
export async function updateOfficerIdWithoutAgency(db: Queryable, userId: string, officerId: string): Promise<boolean> {
  const rows = await db.query('update users set officer_id = $2 where id = $1 and agency_id is null returning id', [userId, officerId]);
  return rows.length > 0;
}

export async function markVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set is_verified = true where id = $1', [userId]);
}

/** A new password (from a reset link, which also proves the mailbox: the account counts as verified). */
export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, is_verified = true where id = $1', [userId, passwordHash]);
}

/** Ends every session of the user (a password reset, ASVS 7.4.3). */
export async function revokeAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}
