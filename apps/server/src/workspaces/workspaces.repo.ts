import type { WorkspaceView } from '@fieldbook/contract';
import type { WorkspaceCatalog, WorkspaceDefinition } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

const VIEW_COLUMNS = `w.id, w.name, w.area_ids::text[] as areas, w.group_ids::text[] as groups, w.tag_ids::text[] as tags,
  w.officer_ids::text[] as officers, w.contact_types,
  array(select m.user_id::text from workspace_members m
         where m.agency_id = w.agency_id and m.workspace_id = w.id order by m.user_id) as members`;

/** appPlan of the subscriptions summary: the current cc plan when in force, and the nexus plan beside it. */
export async function readAppPlans(db: Queryable, agencyId: string): Promise<{ nexus: string | null }> {
  const [row] = await db.query<{ plan: string }>(`select plan from agency_app_plans where agency_id = $1 and app = 'nexus'`, [agencyId]);
  return { nexus: row?.plan ?? null };
}

/** Every workspace of the agency (owners and managers), or those shared with `userId`, by name. */
export function listWorkspaces(db: Queryable, agencyId: string, sharedWith: string | null): Promise<WorkspaceView[]> {
  return db.query<WorkspaceView>(
    `select ${VIEW_COLUMNS} from workspaces w
      where w.agency_id = $1
        and ($2::uuid is null or exists (select 1 from workspace_members m
                                          where m.agency_id = w.agency_id and m.workspace_id = w.id and m.user_id = $2::uuid))
      order by lower(w.name), w.id`,
    [agencyId, sharedWith],
  );
}

export async function findWorkspace(db: Queryable, agencyId: string, id: string): Promise<WorkspaceView | undefined> {
  const [row] = await db.query<WorkspaceView>(`select ${VIEW_COLUMNS} from workspaces w where w.agency_id = $1 and w.id = $2`, [
    agencyId,
    id,
  ]);
  return row;
}

/** The ids a definition may name: the agency's areas, groups, tags and members, and its contact types. */
export async function readWorkspaceCatalog(db: Queryable, agencyId: string): Promise<WorkspaceCatalog> {
  const [row] = await db.query<{ areas: string[]; groups: string[]; tags: string[]; users: string[]; contact_types: string[] }>(
    `select array(select id::text from areas where agency_id = $1) as areas,
            array(select id::text from groups where agency_id = $1) as groups,
            array(select id::text from tags where agency_id = $1) as tags,
            array(select id::text from users where agency_id = $1) as users,
            (select contact_types from agencies where id = $1) as contact_types`,
    [agencyId],
  );
  return {
    areas: new Set(row?.areas),
    groups: new Set(row?.groups),
    tags: new Set(row?.tags),
    users: new Set(row?.users),
    contactTypes: new Set(row?.contact_types),
  };
}

async function replaceMembers(db: Queryable, agencyId: string, id: string, members: readonly string[]): Promise<void> {
  await db.query('delete from workspace_members where agency_id = $1 and workspace_id = $2', [agencyId, id]);
  if (members.length > 0)
    await db.query(
      `insert into workspace_members (agency_id, workspace_id, user_id) select $1, $2, unnest($3::uuid[]) on conflict do nothing`,
      [agencyId, id, [...new Set(members)]],
    );
}

const definitionParams = (d: WorkspaceDefinition) => [d.name, d.areas, d.groups, d.tags, d.officers, d.contact_types];

export async function insertWorkspace(db: Queryable, agencyId: string, id: string, createdBy: string, d: WorkspaceDefinition) {
  await db.query(
    `insert into workspaces (agency_id, id, name, area_ids, group_ids, tag_ids, officer_ids, contact_types, created_by)
     values ($1, $2, $3, $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[], $8::text[], $9)`,
    [agencyId, id, ...definitionParams(d), createdBy],
  );
  await replaceMembers(db, agencyId, id, d.members);
}

/** Returns false when the agency has no such workspace. */
export async function updateWorkspace(db: Queryable, agencyId: string, id: string, d: WorkspaceDefinition): Promise<boolean> {
  const rows = await db.query(
    `update workspaces set name = $3, area_ids = $4::uuid[], group_ids = $5::uuid[], tag_ids = $6::uuid[], officer_ids = $7::uuid[],
            contact_types = $8::text[], updated_at = now()
      where agency_id = $1 and id = $2 returning id`,
    [agencyId, id, ...definitionParams(d)],
  );
  if (rows.length === 0) return false;
  await replaceMembers(db, agencyId, id, d.members);
  return true;
}

export async function deleteWorkspace(db: Queryable, agencyId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from workspaces where agency_id = $1 and id = $2 returning id', [agencyId, id]);
  // The favourite widgets kept for it (analytics_settings.workspace_key) go with it.
  await db.query('delete from analytics_settings where agency_id = $1 and workspace_key = $2', [agencyId, id]);
  return rows.length > 0;
}

const WORKSPACE_PART_COLUMNS = { areas: 'area_ids', groups: 'group_ids', tags: 'tag_ids', officers: 'officer_ids' } as const;

/**
 * Takes a deleted area, group or tag, or a member who left, out of every workspace of the agency (in the caller's
 * transaction), so no definition keeps an id its dialog could neither show nor untick; a member also loses the shares.
 */
export async function dropFromWorkspaces(db: Queryable, agencyId: string, part: keyof typeof WORKSPACE_PART_COLUMNS, id: string) {
  const column = WORKSPACE_PART_COLUMNS[part];
  // Member removal runs outside withTenant: the agency is set for these tables' row-level security (same value inside).
  await db.query(`select set_config('app.agency_id', $1, true)`, [agencyId]);
  await db.query(`update workspaces set ${column} = array_remove(${column}, $2::uuid) where agency_id = $1 and $2::uuid = any(${column})`, [
    agencyId,
    id,
  ]);
  if (part === 'officers') await db.query('delete from workspace_members where agency_id = $1 and user_id = $2', [agencyId, id]);
}
