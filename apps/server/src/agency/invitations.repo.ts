import type { InvitationStatus, InvitationView, UserInvitationView } from '@fieldbook/contract';
import type { Queryable } from '../db/database.ts';

const PENDING: InvitationStatus = 'Pending Delivery';

/** An account that already uses an e-mail (looked up across agencies, as the connection role). */
export interface ExistingAccount {
  email: string;
  agency_id: string | null;
  role_name: string;
}

export async function findAccountsByEmail(db: Queryable, emails: string[]): Promise<ExistingAccount[]> {
  return db.query<ExistingAccount>(
    'select u.email, u.agency_id, r.name as role_name from users u join roles r on r.id = u.role_id where u.email = any($1::text[])',
    [emails],
  );
}

export async function listInvitations(tx: Queryable, agencyId: string, status: InvitationStatus): Promise<InvitationView[]> {
  return tx.query<InvitationView>(
    `select id, email, status, to_json(created_at) #>> '{}' as created_at
       from agency_invitations where agency_id = $1 and status = $2 order by created_at, email`,
    [agencyId, status],
  );
}

export interface InvitationWrite {
  id: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Creates a pending invitation, or gives the pending one a fresh token and expiry (one per agency and e-mail). */
export async function upsertPendingInvitation(
  tx: Queryable,
  agencyId: string,
  invitedBy: string,
  invitation: InvitationWrite,
): Promise<InvitationView> {
  const [row] = await tx.query<InvitationView>(
    `insert into agency_invitations (agency_id, id, email, status, token_hash, token_expires_at, invited_by)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (agency_id, email) where status = 'Pending Delivery'
     do update set token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at,
                   invited_by = excluded.invited_by, updated_at = now()
     returning id, email, status, to_json(created_at) #>> '{}' as created_at`,
    [agencyId, invitation.id, invitation.email, PENDING, invitation.tokenHash, invitation.expiresAt, invitedBy],
  );
  if (!row) throw new Error('invitation was not stored');
  return row;
}

/** Closes the agency's pending invitations to `emails`; answers the ones that were pending. */
export async function removePendingInvitations(
  tx: Queryable,
  agencyId: string,
  emails: string[],
): Promise<Array<{ id: string; email: string }>> {
  const rows = await tx.query<{ id: string; email: string }>(
    `update agency_invitations set status = 'Removed', updated_at = now()
      where agency_id = $1 and status = $2 and email = any($3::text[]) returning id, email`,
    [agencyId, PENDING, emails],
  );
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}

export interface StoredInvitation {
  agency_id: string;
  id: string;
  email: string;
  status: InvitationStatus;
  agency_name: string;
  is_expired: boolean;
}

const STORED_INVITATION = `select i.agency_id, i.id, i.email, i.status, a.full_name as agency_name, i.token_expires_at <= now() as is_expired
   from agency_invitations i join agencies a on a.id = i.agency_id`;

/** The invitation behind a link's token (outside any tenant: the token is the key). */
export async function findInvitationByTokenHash(db: Queryable, tokenHash: string): Promise<StoredInvitation | undefined> {
  const [row] = await db.query<StoredInvitation>(`${STORED_INVITATION} where i.token_hash = $1`, [tokenHash]);
  return row;
}

/** One invitation addressed to `email` (outside any tenant: the signed-in user's own invitations). */
export async function findInvitationForEmail(db: Queryable, id: string, email: string): Promise<StoredInvitation | undefined> {
  const [row] = await db.query<StoredInvitation>(`${STORED_INVITATION} where i.id = $1 and i.email = $2`, [id, email]);
  return row;
}

/** The pending invitations addressed to `email`, oldest first, with the agency's and the inviting user's names. */
export async function listPendingInvitationsForEmail(db: Queryable, email: string): Promise<UserInvitationView[]> {
  return db.query<UserInvitationView>(
    `select i.id, i.agency_id, a.full_name as agency_name, inviter.name as invited_by_name,
            to_json(i.created_at) #>> '{}' as created_at
       from agency_invitations i join agencies a on a.id = i.agency_id left join users inviter on inviter.id = i.invited_by
      where i.email = $1 and i.status = $2 order by i.created_at, a.full_name`,
    [email, PENDING],
  );
}

/** Serialises acceptances into one agency (the officer-ID check and the join happen one at a time). */
export async function lockAgency(tx: Queryable, agencyId: string): Promise<void> {
  await tx.query('select id from agencies where id = $1 for update', [agencyId]);
}

export async function hasMemberWithOfficerId(tx: Queryable, agencyId: string, officerId: string, exceptUserId: string): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    `select exists (select 1 from users where agency_id = $1 and upper(officer_id) = upper($2) and id <> $3) as found`,
    [agencyId, officerId.trim(), exceptUserId],
  );
  return row?.found ?? false;
}

/** The accepting user, read again inside the accepting transaction (and locked against a second acceptance). */
export async function lockUser(
  tx: Queryable,
  userId: string,
): Promise<{ agency_id: string | null; officer_id: string; role_name: string } | undefined> {
  const [row] = await tx.query<{ agency_id: string | null; officer_id: string; role_name: string }>(
    `select u.agency_id, u.officer_id, r.name as role_name from users u join roles r on r.id = u.role_id where u.id = $1 for update of u`,
    [userId],
  );
  return row;
}

/** Joins the agency as `roleId` (the invitation made them an officer). */
export async function joinAgency(tx: Queryable, userId: string, agencyId: string, roleId: number): Promise<void> {
  await tx.query('update users set agency_id = $2, role_id = $3 where id = $1 and agency_id is null', [userId, agencyId, roleId]);
}

/** Marks the accepted invitation and declines every other pending one addressed to the same e-mail; answers the declined. */
export async function closeInvitationsOnAccept(
  tx: Queryable,
  accepted: { agency_id: string; id: string; email: string },
): Promise<Array<{ agency_id: string; id: string }>> {
  const rows = await tx.query<{ agency_id: string; id: string; status: InvitationStatus }>(
    `update agency_invitations
        set status = case when agency_id = $1 and id = $2 then 'Accepted' else 'Declined' end, updated_at = now()
      where email = $3 and status = $4 returning agency_id, id, status`,
    [accepted.agency_id, accepted.id, accepted.email, PENDING],
  );
  return rows.filter((row) => row.status === 'Declined').map(({ agency_id, id }) => ({ agency_id, id }));
}
