import type { MemberView } from '@fieldbook/contract';
import type { Queryable } from '../db/database.ts';

/** Every member of the agency, owner first, then by rank and name. */
export async function listMembers(tx: Queryable, agencyId: string): Promise<MemberView[]> {
  return tx.query<MemberView>(
    `select u.id, u.name, u.email, u.officer_id, u.title, json_build_object('name', r.name, 'priority', r.priority) as role,
            u.is_active, coalesce(u.locked_until > now(), false) as is_locked,
            exists (select 1 from user_mfa_factors f where f.user_id = u.id and f.confirmed_at is not null) as has_two_step,
            u.granted_permissions
       from users u join roles r on r.id = u.role_id
      where u.agency_id = $1
      order by r.priority desc, lower(u.name), u.email`,
    [agencyId],
  );
}

export interface MemberTarget {
  id: string;
  role_name: string;
  role_priority: number;
  is_active: boolean;
  granted_permissions: string[];
}

/** A member of this agency (another agency's user, or no user, is undefined: 404). */
export async function findMember(tx: Queryable, agencyId: string, userId: string): Promise<MemberTarget | undefined> {
  const [row] = await tx.query<MemberTarget>(
    `select u.id, r.name as role_name, r.priority as role_priority, u.is_active, u.granted_permissions
       from users u join roles r on r.id = u.role_id where u.id = $1 and u.agency_id = $2`,
    [userId, agencyId],
  );
  return row;
}

export async function setMemberRole(tx: Queryable, agencyId: string, userId: string, roleId: number): Promise<void> {
  await tx.query('update users set role_id = $3 where id = $1 and agency_id = $2', [userId, agencyId, roleId]);
}

export async function setMemberActive(tx: Queryable, agencyId: string, userId: string, isActive: boolean): Promise<void> {
  await tx.query('update users set is_active = $3 where id = $1 and agency_id = $2', [userId, agencyId, isActive]);
}

/** Replaces what the owner granted the member beyond their role (issue 26). */
export async function setGrantedPermissions(tx: Queryable, agencyId: string, userId: string, granted: readonly string[]): Promise<void> {
  await tx.query('update users set granted_permissions = $3 where id = $1 and agency_id = $2', [userId, agencyId, granted]);
}

/** Releases the member from the agency: no agency, the invited role, access restored for a future agency, no grants. */
export async function releaseMember(tx: Queryable, agencyId: string, userId: string, invitedRoleId: number): Promise<void> {
  await tx.query(
    "update users set agency_id = null, role_id = $3, is_active = true, granted_permissions = '{}' where id = $1 and agency_id = $2",
    [userId, agencyId, invitedRoleId],
  );
}

/** Whether the account exists with its agency access disabled (its calls then answer USER_NOT_AN_AGENCY_MEMBER). */
export async function isDisabledAccount(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ is_active: boolean }>('select is_active from users where id = $1', [userId]);
  return row?.is_active === false;
}
