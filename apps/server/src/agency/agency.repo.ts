import type { Queryable } from '../db/database.ts';

/** What every agency row holds, as it is created and as its members read it. */
interface AgencyBase {
  id: string;
  full_name: string;
  ori: string;
  state_name: string;
  configuration_file: string;
  phone1: string | null;
  email: string | null;
  timezone: string;
  status: 'Active' | 'Inactive';
  owner_email: string;
}

export interface NewAgency extends AgencyBase {
  jurisdiction_code?: string | null;
  address: Record<string, unknown> | null;
}

const NEW_AGENCY_COLUMNS = [
  'id',
  'full_name',
  'ori',
  'state_name',
  'configuration_file',
  'phone1',
  'email',
  'timezone',
  'jurisdiction_code',
  'status',
  'owner_email',
  'address',
] as const satisfies ReadonlyArray<keyof NewAgency>;

/** The insert of a new agency, with `suffix` after its values (e.g. an on-conflict clause). */
function insertAgencyQuery(agency: NewAgency, suffix = ''): [sql: string, params: unknown[]] {
  const params = NEW_AGENCY_COLUMNS.map((column) =>
    column === 'address' ? (agency.address ? JSON.stringify(agency.address) : null) : (agency[column] ?? null),
  );
  const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
  return [`insert into agencies (${NEW_AGENCY_COLUMNS.join(', ')}) values (${placeholders}) ${suffix}`, params];
}

export async function insertAgency(db: Queryable, agency: NewAgency): Promise<void> {
  await db.query(...insertAgencyQuery(agency));
}

export async function countAgencies(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from agencies');
  return row?.count ?? 0;
}

/** The agency as its members read it; `badge_url` is answered as `badge`. */
export interface AgencyRecord extends AgencyBase {
  jurisdiction_code: string | null;
  address: { full: string } | null;
  badge: string | null;
}

const AGENCY_COLUMNS = `id, full_name, ori, state_name, configuration_file, phone1, email, timezone, jurisdiction_code, address,
  badge_url as badge, status, owner_email`;

/** Inserts the agency unless its ORI is registered already; true when inserted. */
export async function insertAgencyIfOriFree(db: Queryable, agency: NewAgency): Promise<boolean> {
  const rows = await db.query(...insertAgencyQuery(agency, 'on conflict (ori) do nothing returning id'));
  return rows.length === 1;
}

/** Joins the user to the agency they just created; false when they already belong to one. */
export async function joinAgency(db: Queryable, userId: string, agencyId: string): Promise<boolean> {
  const rows = await db.query('update users set agency_id = $2 where id = $1 and agency_id is null returning id', [userId, agencyId]);
  return rows.length === 1;
}

export async function findAgency(db: Queryable, agencyId: string): Promise<AgencyRecord | undefined> {
  const [row] = await db.query<AgencyRecord>(`select ${AGENCY_COLUMNS} from agencies where id = $1`, [agencyId]);
  return row;
}

/** The agency information settings may change (never id, status, owner or contact types). */
export interface AgencyChanges {
  full_name?: string;
  ori?: string;
  state_name?: string;
  configuration_file?: string;
  phone1?: string;
  email?: string;
  timezone?: string;
  jurisdiction_code?: string | null;
  address?: { full: string } | null;
}

const CHANGEABLE_COLUMNS = [
  'full_name',
  'ori',
  'state_name',
  'configuration_file',
  'phone1',
  'email',
  'timezone',
  'jurisdiction_code',
  'address',
] as const satisfies ReadonlyArray<keyof AgencyChanges>;

/** Updates only the given fields; answers the agency as it is now. */
export async function updateAgency(db: Queryable, agencyId: string, changes: AgencyChanges): Promise<AgencyRecord | undefined> {
  const sets: string[] = [];
  const params: unknown[] = [agencyId];
  for (const column of CHANGEABLE_COLUMNS) {
    const value = changes[column];
    if (value === undefined) continue;
    params.push(column === 'address' && value !== null ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length === 0) return findAgency(db, agencyId);
  const [row] = await db.query<AgencyRecord>(`update agencies set ${sets.join(', ')} where id = $1 returning ${AGENCY_COLUMNS}`, params);
  return row;
}

export interface BadgeImage {
  content_type: string;
  data: Uint8Array;
  sha256: string;
}

/** Keeps the agency's badge (replacing the previous one) and points the agency at its URL. */
export async function saveBadge(db: Queryable, agencyId: string, badge: BadgeImage, url: string): Promise<void> {
  await db.query(
    `insert into agency_badges (agency_id, content_type, data, sha256) values ($1, $2, $3, $4)
     on conflict (agency_id) do update set content_type = excluded.content_type, data = excluded.data, sha256 = excluded.sha256,
       updated_at = now()`,
    [agencyId, badge.content_type, badge.data, badge.sha256],
  );
  await db.query('update agencies set badge_url = $2 where id = $1', [agencyId, url]);
}

export async function findBadge(db: Queryable, agencyId: string): Promise<BadgeImage | undefined> {
  const [row] = await db.query<BadgeImage>('select content_type, data, sha256 from agency_badges where agency_id = $1', [agencyId]);
  return row;
}
