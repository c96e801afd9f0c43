import type { Queryable } from '../../db/database.ts';

export const PENDING_LOGIN_MINUTES = 10;
export const SIGNUP_TICKET_MINUTES = 15;

/** Keeps a sign-on sent to the provider (and drops the ones that expired). */
export async function insertPendingLogin(db: Queryable, stateHash: string, sealedSecrets: string): Promise<void> {
  await db.query('delete from sso_pending_logins where created_at < now() - make_interval(mins => $1)', [PENDING_LOGIN_MINUTES]);
  await db.query('insert into sso_pending_logins (state_hash, sealed_secrets) values ($1, $2)', [stateHash, sealedSecrets]);
}

/** Spends a pending sign-on: answers its sealed secrets once, and only within its 10 minutes. */
export async function takePendingLogin(db: Queryable, stateHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ sealed_secrets: string; is_fresh: boolean }>(
    `delete from sso_pending_logins where state_hash = $1
     returning sealed_secrets, created_at > now() - make_interval(mins => $2) as is_fresh`,
    [stateHash, PENDING_LOGIN_MINUTES],
  );
  return row?.is_fresh ? row.sealed_secrets : undefined;
}

/** An account as single sign-on needs it to decide: sign in, refuse, or link. */
export interface SsoAccount {
  id: string;
  email: string;
  agency_id: string | null;
  is_verified: boolean;
  is_active: boolean;
  is_locked: boolean;
  role_name: string;
}

const SSO_ACCOUNT = `select u.id, u.email, u.agency_id, u.is_verified, u.is_active, coalesce(u.locked_until > now(), false) as is_locked, r.name as role_name
   from users u join roles r on r.id = u.role_id`;

export async function findAccountByIdentity(db: Queryable, issuer: string, subject: string): Promise<SsoAccount | undefined> {
  const [row] = await db.query<SsoAccount>(
    `${SSO_ACCOUNT} join user_identities i on i.user_id = u.id where i.issuer = $1 and i.subject = $2`,
    [issuer, subject],
  );
  return row;
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<SsoAccount | undefined> {
  const [row] = await db.query<SsoAccount>(`${SSO_ACCOUNT} where u.email = $1`, [email]);
  return row;
}

/** Links an identity to an account; answers false when the identity is already linked (to anyone). */
export async function linkIdentity(db: Queryable, issuer: string, subject: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    'insert into user_identities (issuer, subject, user_id) values ($1, $2, $3) on conflict do nothing returning user_id',
    [issuer, subject, userId],
  );
  return rows.length > 0;
}

export interface SignupTicket {
  issuer: string;
  subject: string;
  email: string;
  name: string;
}

/** Keeps what /complete-your-information needs for an identity without an account (and drops expired tickets). */
export async function insertSignupTicket(db: Queryable, ticketHash: string, ticket: SignupTicket): Promise<void> {
  await db.query('delete from sso_signup_tickets where created_at < now() - make_interval(mins => $1)', [SIGNUP_TICKET_MINUTES]);
  await db.query('insert into sso_signup_tickets (ticket_hash, issuer, subject, email, name) values ($1, $2, $3, $4, $5)', [
    ticketHash,
    ticket.issuer,
    ticket.subject,
    ticket.email,
    ticket.name,
  ]);
}

export async function findSignupTicket(db: Queryable, ticketHash: string): Promise<SignupTicket | undefined> {
  const [row] = await db.query<SignupTicket>(
    `select issuer, subject, email, name from sso_signup_tickets
      where ticket_hash = $1 and created_at > now() - make_interval(mins => $2)`,
    [ticketHash, SIGNUP_TICKET_MINUTES],
  );
  return row;
}

/** Spends a ticket inside the transaction that creates the account (a refusal later in it leaves the ticket usable). */
export async function takeSignupTicket(tx: Queryable, ticketHash: string): Promise<SignupTicket | undefined> {
  const [row] = await tx.query<SignupTicket>(
    `delete from sso_signup_tickets where ticket_hash = $1 and created_at > now() - make_interval(mins => $2)
     returning issuer, subject, email, name`,
    [ticketHash, SIGNUP_TICKET_MINUTES],
  );
  return row;
}

/**
 * Whether an agency with a pending invitation for `email` has a member with this officer ID (compared without case, as
 * accepting the invitation compares it). Officer IDs are unique within an agency, not across agencies.
 */
export async function isOfficerIdTakenInInvitingAgency(db: Queryable, email: string, officerId: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `select exists (select 1 from agency_invitations i join users u on u.agency_id = i.agency_id
                     where i.email = $1 and i.status = 'Pending Delivery' and upper(u.officer_id) = upper($2)) as taken`,
    [email, officerId.trim()],
  );
  return row?.taken ?? false;
}

/** A verified account without a password, as the invited role (a Member waiting for an invitation). */
export async function insertSsoUser(
  tx: Queryable,
  user: { id: string; email: string; name: string; officer_id: string; role_id: number },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into users (id, agency_id, email, name, officer_id, password_hash, role_id, is_verified)
     values ($1, null, $2, $3, $4, null, $5, true) on conflict (email) do nothing returning id`,
    [user.id, user.email, user.name, user.officer_id, user.role_id],
  );
  return rows.length > 0;
}

/** Whether an agency invited this e-mail and the invitation is still pending (read outside any tenant). */
export async function hasPendingInvitation(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `select exists (select 1 from agency_invitations where email = $1 and status = 'Pending Delivery') as found`,
    [email],
  );
  return row?.found ?? false;
}
