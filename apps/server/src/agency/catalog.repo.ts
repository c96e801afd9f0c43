import type { AreaView, GroupView, TagView } from '@fieldbook/contract';
import type { AreaInput, GroupInput, TagInput } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/** Writes of the agency catalog; reads are in reference-data.repo.ts. Every statement names the agency. */

const AREA_COLUMNS = 'id, name, acronym, polygon';
const TAG_COLUMNS = 'id, name, color';
/** A group as answered, with who supervises it (issue 25). */
export const GROUP_COLUMNS = `id, name, acronym, avatar_url as avatar_thumbnail_url,
  array(select s.user_id::text from group_supervisors s where s.agency_id = groups.agency_id and s.group_id = groups.id
        order by s.user_id) as supervisor_ids`;

export async function insertArea(db: Queryable, agencyId: string, id: string, area: AreaInput): Promise<AreaView> {
  const [row] = await db.query<AreaView>(
    `insert into areas (agency_id, id, name, acronym, polygon) values ($1, $2, $3, $4, $5) returning ${AREA_COLUMNS}`,
    [agencyId, id, area.name, area.acronym, JSON.stringify(area.polygon)],
  );
  return row as AreaView;
}

export async function updateArea(db: Queryable, agencyId: string, id: string, area: AreaInput): Promise<AreaView | undefined> {
  const [row] = await db.query<AreaView>(
    `update areas set name = $3, acronym = $4, polygon = $5 where agency_id = $1 and id = $2 returning ${AREA_COLUMNS}`,
    [agencyId, id, area.name, area.acronym, JSON.stringify(area.polygon)],
  );
  return row;
}

export async function insertTag(db: Queryable, agencyId: string, id: string, tag: TagInput): Promise<TagView> {
  const [row] = await db.query<TagView>(`insert into tags (agency_id, id, name, color) values ($1, $2, $3, $4) returning ${TAG_COLUMNS}`, [
    agencyId,
    id,
    tag.name,
    tag.color,
  ]);
  return row as TagView;
}

export async function updateTag(db: Queryable, agencyId: string, id: string, tag: TagInput): Promise<TagView | undefined> {
  const [row] = await db.query<TagView>(`update tags set name = $3, color = $4 where agency_id = $1 and id = $2 returning ${TAG_COLUMNS}`, [
    agencyId,
    id,
    tag.name,
    tag.color,
  ]);
  return row;
}

export async function insertGroup(db: Queryable, agencyId: string, id: string, group: GroupInput): Promise<GroupView> {
  const [row] = await db.query<GroupView>(
    `insert into groups (agency_id, id, name, acronym) values ($1, $2, $3, $4) returning ${GROUP_COLUMNS}`,
    [agencyId, id, group.name, group.acronym],
  );
  return row as GroupView;
}

export async function updateGroup(db: Queryable, agencyId: string, id: string, group: GroupInput): Promise<GroupView | undefined> {
  const [row] = await db.query<GroupView>(
    `update groups set name = $3, acronym = $4 where agency_id = $1 and id = $2 returning ${GROUP_COLUMNS}`,
    [agencyId, id, group.name, group.acronym],
  );
  return row;
}

export type CatalogTable = 'areas' | 'tags' | 'groups';

/** Deletes one entry; false when the agency has no such entry. Reports keep their own copy of names and colours. */
export async function deleteEntry(db: Queryable, table: CatalogTable, agencyId: string, id: string): Promise<boolean> {
  const rows = await db.query(`delete from ${table} where agency_id = $1 and id = $2 returning id`, [agencyId, id]);
  return rows.length === 1;
}

/** Stores the avatar and points the group at its new address; undefined when the agency has no such group. */
export async function saveGroupAvatar(
  db: Queryable,
  agencyId: string,
  groupId: string,
  avatar: { contentType: string; image: Uint8Array; url: string },
): Promise<GroupView | undefined> {
  const [group] = await db.query<GroupView>(
    `update groups set avatar_url = $3 where agency_id = $1 and id = $2 returning ${GROUP_COLUMNS}`,
    [agencyId, groupId, avatar.url],
  );
  if (!group) return undefined;
  await db.query(
    `insert into group_avatars (agency_id, group_id, content_type, image) values ($1, $2, $3, $4)
     on conflict (agency_id, group_id) do update set content_type = excluded.content_type, image = excluded.image, updated_at = now()`,
    [agencyId, groupId, avatar.contentType, avatar.image],
  );
  return group;
}

export async function removeGroupAvatar(db: Queryable, agencyId: string, groupId: string): Promise<GroupView | undefined> {
  const [group] = await db.query<GroupView>(
    `update groups set avatar_url = null where agency_id = $1 and id = $2 returning ${GROUP_COLUMNS}`,
    [agencyId, groupId],
  );
  if (group) await db.query('delete from group_avatars where agency_id = $1 and group_id = $2', [agencyId, groupId]);
  return group;
}

export async function findGroupAvatar(
  db: Queryable,
  agencyId: string,
  groupId: string,
): Promise<{ content_type: string; image: Uint8Array } | undefined> {
  const [row] = await db.query<{ content_type: string; image: Uint8Array }>(
    'select content_type, image from group_avatars where agency_id = $1 and group_id = $2',
    [agencyId, groupId],
  );
  return row;
}
