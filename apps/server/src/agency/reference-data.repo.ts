import type { AgencyUserView, AreaView, GroupView, TagView } from '@fieldbook/contract';
import type { Queryable } from '../db/database.ts';
import { GROUP_COLUMNS } from './catalog.repo.ts';

/** Escapes LIKE wildcards so a search for '50%' means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The people picker: the agency's users whose name or officer ID contains `name`, at most 20. */
export async function searchAgencyUsers(
  db: Queryable,
  agencyId: string,
  options: { name: string; isActiveOnly: boolean },
): Promise<AgencyUserView[]> {
  const rows = await db.query<Omit<AgencyUserView, 'height'> & { height_inches: number | null }>(
    `select id, name, officer_id, title, avatar_url as avatar_thumbnail_url, height_inches
       from users
      where agency_id = $1 and (not $2 or is_active) and ($3 = '' or name ilike $4 or officer_id ilike $4)
      order by name limit 20`,
    [agencyId, options.isActiveOnly, options.name, likePattern(options.name)],
  );
  return rows.map(({ height_inches, ...user }) => ({
    ...user,
    height: height_inches === null ? null : { ft: Math.floor(height_inches / 12), in: height_inches % 12 },
  }));
}

export function listAreas(db: Queryable, agencyId: string): Promise<AreaView[]> {
  return db.query<AreaView>('select id, name, acronym, polygon from areas where agency_id = $1 order by name', [agencyId]);
}

export function listTags(db: Queryable, agencyId: string): Promise<TagView[]> {
  return db.query<TagView>('select id, name, color from tags where agency_id = $1 order by name', [agencyId]);
}

export function listGroups(db: Queryable, agencyId: string): Promise<GroupView[]> {
  return db.query<GroupView>(`select ${GROUP_COLUMNS} from groups where agency_id = $1 order by name`, [agencyId]);
}

export async function insertAreas(db: Queryable, agencyId: string, areas: readonly AreaView[]): Promise<void> {
  for (const area of areas) {
    await db.query('insert into areas (agency_id, id, name, acronym, polygon) values ($1, $2, $3, $4, $5)', [
      agencyId,
      area.id,
      area.name,
      area.acronym,
      JSON.stringify(area.polygon),
    ]);
  }
}

export async function insertTags(db: Queryable, agencyId: string, tags: readonly TagView[]): Promise<void> {
  for (const tag of tags)
    await db.query('insert into tags (agency_id, id, name, color) values ($1, $2, $3, $4)', [agencyId, tag.id, tag.name, tag.color]);
}
