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
  /** 'Reports need a supervisor's review' (issue 25); off when not given. */
  review_required?: boolean;
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
  'review_required',
] as const satisfies ReadonlyArray<keyof NewAgency>;

/** The insert of a new agency. */
function insertAgencyQuery(agency: NewAgency): [sql: string, params: unknown[]] {
  const params = NEW_AGENCY_COLUMNS.map((column) =>
    column === 'address'
      ? agency.address
        ? JSON.stringify(agency.address)
        : null
      : column === 'review_required'
        ? (agency.review_required ?? false)
        : (agency[column] ?? null),
  );
  const placeholders = params.map((_, index) => `$${index + 1}`).join(', ');
  return [`insert into agencies (${NEW_AGENCY_COLUMNS.join(', ')}) values (${placeholders})`, params];
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

/** The agency's ORI as it is now (inside its tenant: before a change, to tell whether the change moves it). */
export async function findOri(db: Queryable, agencyId: string): Promise<string | undefined> {
  const [row] = await db.query<{ ori: string }>('select ori from agencies where id = $1', [agencyId]);
  return row?.ori;
}

/** The other agencies that hold `ori` (outside any tenant: across agencies, for the notice of a shared ORI). */
export async function findOtherHoldersOfOri(db: Queryable, ori: string, exceptAgencyId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from agencies where ori = $1 and id <> $2 order by created_at, id', [
    ori,
    exceptAgencyId,
  ]);
  return rows.map((row) => row.id);
}

export interface OriHolderOwner {
  agency_id: string;
  agency_name: string;
  email: string;
  name: string;
}

/**
 * Takes the right to tell these agencies that another entered their ORI: each one not told within `pauseHours` is
 * marked told now and answered with its owner. One statement, so two claims at once mail once.
 */
export async function claimOriNotices(db: Queryable, agencyIds: string[], pauseHours: number): Promise<OriHolderOwner[]> {
  return db.query<OriHolderOwner>(
    `with told as (
       update agencies set ori_notice_at = now()
        where id = any($1::uuid[]) and (ori_notice_at is null or ori_notice_at <= now() - make_interval(hours => $2))
        returning id, full_name)
     select told.id as agency_id, told.full_name as agency_name, u.email, u.name
       from told join users u on u.agency_id = told.id join roles r on r.id = u.role_id and r.name = 'owner'`,
    [agencyIds, pauseHours],
  );
}

/** The contact types the agency offers, or undefined for no such agency. */
export async function findContactTypes(db: Queryable, agencyId: string): Promise<string[] | undefined> {
  const [row] = await db.query<{ contact_types: string[] }>('select contact_types from agencies where id = $1', [agencyId]);
  return row?.contact_types;
}

export async function updateContactTypes(db: Queryable, agencyId: string, contactTypes: readonly string[]): Promise<string[]> {
  const [row] = await db.query<{ contact_types: string[] }>(
    'update agencies set contact_types = $2::text[] where id = $1 returning contact_types',
    [agencyId, contactTypes],
  );
  return row?.contact_types ?? [];
}
