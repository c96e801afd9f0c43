import type { Queryable } from '../db/database.ts';

export async function groupExists(db: Queryable, agencyId: string, groupId: string): Promise<boolean> {
  return (await db.query('select 1 from groups where agency_id = $1 and id = $2', [agencyId, groupId])).length > 0;
}

export async function listGroupMembers(db: Queryable, agencyId: string, groupId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'select user_id from group_members where agency_id = $1 and group_id = $2 order by user_id',
    [agencyId, groupId],
  );
  return rows.map((row) => row.user_id);
}

/** Of these user ids, those that are not members of the agency. */
export async function findNonMembers(db: Queryable, agencyId: string, userIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select x.id from unnest($2::uuid[]) as x(id) where not exists (select 1 from users u where u.id = x.id and u.agency_id = $1)`,
    [agencyId, userIds],
  );
  return rows.map((row) => row.id);
}

/** Replaces the group's members with exactly these users. */
export async function replaceGroupMembers(db: Queryable, agencyId: string, groupId: string, userIds: readonly string[]): Promise<void> {
  await db.query('delete from group_members where agency_id = $1 and group_id = $2', [agencyId, groupId]);
  await db.query(
    'insert into group_members (agency_id, group_id, user_id) select $1, $2, x from unnest($3::uuid[]) as x on conflict do nothing',
    [agencyId, groupId, userIds],
  );
}
