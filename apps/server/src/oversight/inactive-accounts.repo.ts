import type { Queryable } from '../db/database.ts';

/**
 * Agencies with a member to disable: active, not the owner, last signed in (or created) before `cutoff`. Read by the
 * connection role across agencies; each agency's change then runs under its own tenant.
 */
export async function agenciesWithInactiveMembers(db: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await db.query<{ agency_id: string }>(
    `select distinct u.agency_id from users u join roles r on r.id = u.role_id
      where u.agency_id is not null and u.is_active and r.name <> 'owner' and coalesce(u.last_active_at, u.created_at) < $1`,
    [cutoff],
  );
  return rows.map((row) => row.agency_id);
}

/** Disables the agency's inactive members (not the owner); answers their ids. */
export async function disableInactiveMembers(tx: Queryable, agencyId: string, cutoff: Date): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `update users u set is_active = false
       from roles r
      where r.id = u.role_id and u.agency_id = $1 and u.is_active and r.name <> 'owner'
        and coalesce(u.last_active_at, u.created_at) < $2
      returning u.id`,
    [agencyId, cutoff],
  );
  return rows.map((row) => row.id);
}
