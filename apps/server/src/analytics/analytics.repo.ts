import { type AnalyticsPerson, addCounters, type Counters } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';
import { PERSON_SELECT } from './analytics-facts.repo.ts';
import { type PointRow, readOfficerPoints } from './officer-points.repo.ts';
import type { RollupKind } from './period-buckets.ts';

/** Parsed rollup counters kept by this server process, each with the row version (xmin) it was read at. */
const rowCache = new Map<string, { version: string; counters: Counters }>();
/** Rows kept at most (a year of the agency's months is 12, a month of days 31 per period read). */
const ROW_CACHE_ROWS = 256;
/** Sums of a scope over a period kept, each with the versions of the rows it adds (the agency's, read by every request). */
const sumCache = new Map<string, { versions: string; counters: Counters }>();
/**
 * Sums kept at most. A dashboard reads three per period (the period, the previous one's and last year's comparison
 * parts): a manager stepping through the four quarters of a year needs 11, and with 8 every step added up nine of the
 * agency's month rows again (about 10 ms at a million reports).
 */
const SUM_CACHE_SUMS = 16;

function remember<T>(cache: Map<string, T>, limit: number, key: string, value: T) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > limit) cache.delete(cache.keys().next().value as string);
}

/** The versions (xmin, new with every write) of a scope's rows over these buckets: the rows, and all of them as one string. */
async function versionsOf(db: Queryable, agencyId: string, kind: RollupKind, buckets: string[], scope: string) {
  const stamps = await db.query<{ bucket: string; version: string }>(
    `select to_char(bucket, 'YYYY-MM-DD') as bucket, xmin::text as version from analytics_rollups
      where agency_id = $1 and kind = $2 and bucket = any($3::date[]) and scope = $4 order by bucket`,
    [agencyId, kind, buckets, scope],
  );
  return { stamps, versions: stamps.map((row) => `${row.bucket}@${row.version}`).join(',') };
}

/**
 * The counters of one scope summed over these buckets (kind 'd' days, 'm' months or 'y' years): their full counters, or only the
 * part that comparisons read (rows written before that part existed give their full counters). Past days and months
 * seldom change, and an agency's month rows are large (about 180 kB of JSON at a million reports): rows are first listed
 * with their version; a sum this process made from the same row versions is reused, and only rows it has not parsed at
 * that version are read. The counters returned are shared: callers never change them.
 */
export async function sumRollups(
  db: Queryable,
  agencyId: string,
  kind: RollupKind,
  buckets: string[],
  scope: string,
  part: 'all' | 'comparison' = 'all',
): Promise<Counters> {
  const { stamps, versions } = await versionsOf(db, agencyId, kind, buckets, scope);
  const sumKey = `${agencyId}|${kind}|${part}|${scope}|${buckets.join(',')}`;
  const kept = sumCache.get(sumKey);
  if (kept?.versions === versions) {
    remember(sumCache, SUM_CACHE_SUMS, sumKey, kept);
    return kept.counters;
  }
  const keyOf = (bucket: string) => `${agencyId}|${kind}|${part}|${scope}|${bucket}`;
  const found = new Map<string, Counters>();
  const missing = stamps.filter((row) => {
    const cached = rowCache.get(keyOf(row.bucket));
    if (cached?.version !== row.version) return true;
    found.set(row.bucket, cached.counters);
    remember(rowCache, ROW_CACHE_ROWS, keyOf(row.bucket), cached); // most recently used: the agency's rows outlive one-off scopes'
    return false;
  });
  if (missing.length > 0) {
    const fetched = await db.query<{ bucket: string; version: string; counters: Counters }>(
      `select to_char(bucket, 'YYYY-MM-DD') as bucket, xmin::text as version,
              ${part === 'all' ? 'counters' : 'coalesce(comparison, counters)'} as counters
         from analytics_rollups where agency_id = $1 and kind = $2 and bucket = any($3::date[]) and scope = $4`,
      [agencyId, kind, missing.map((row) => row.bucket), scope],
    );
    for (const row of fetched) {
      found.set(row.bucket, row.counters);
      remember(rowCache, ROW_CACHE_ROWS, keyOf(row.bucket), { version: row.version, counters: row.counters });
    }
  }
  // A row deleted or rewritten between the two reads counts as the second read found it, as it would a moment later;
  // the sum is kept only when every row was read at the version listed.
  const counters: Counters = {};
  for (const row of stamps) addCounters(counters, found.get(row.bucket) ?? {});
  const consistent = stamps.every((row) => rowCache.get(keyOf(row.bucket))?.version === row.version);
  if (consistent) remember(sumCache, SUM_CACHE_SUMS, sumKey, { versions, counters });
  return counters;
}

/** Officers' summaries summed over a period, with the versions of the agency's rows they were read at. */
const officerSumCache = new Map<string, { versions: string; officers: Map<string, Counters> }>();

/**
 * Each officer's summary counters (officer rankings) summed over these buckets, by officer id. Every rollup write of a
 * bucket rewrites the agency's row of that bucket too (each person counts for the agency), so the agency rows' versions
 * tell whether any officer's row of the period changed: while they are the same, the sums made from them are reused
 * (a month of days is about 4,400 officer rows at a million reports). The map returned is shared: callers never change it.
 */
export async function sumOfficerSummaries(db: Queryable, agencyId: string, kind: RollupKind, buckets: string[]) {
  const { versions } = await versionsOf(db, agencyId, kind, buckets, 'a');
  const sumKey = `${agencyId}|${kind}|${buckets.join(',')}`;
  const kept = officerSumCache.get(sumKey);
  if (kept?.versions === versions) {
    remember(officerSumCache, SUM_CACHE_SUMS, sumKey, kept);
    return kept.officers;
  }
  const rows = await db.query<{ scope: string; summary: Counters }>(
    `select scope, summary from analytics_rollups
      where agency_id = $1 and kind = $2 and bucket = any($3::date[]) and scope like 'o:%'`,
    [agencyId, kind, buckets],
  );
  const officers = new Map<string, Counters>();
  for (const row of rows) {
    const id = row.scope.slice(2);
    officers.set(id, addCounters(officers.get(id) ?? {}, row.summary));
  }
  // A write between the two reads leaves the sums newer than `versions`: the next request lists other versions and
  // reads again, never an older sum.
  remember(officerSumCache, SUM_CACHE_SUMS, sumKey, { versions, officers });
  return officers;
}

/** How a request narrows the facts when no single rollup scope answers it. */
export interface FactFilter {
  officerId?: string;
  source?: 'created' | 'collaborated' | 'all';
  groupMembers?: string[];
  areaIds?: string[];
  tagIds?: string[];
  /** A workspace's officers (any of them involved) and contact types ('cfs' / 'opa'). */
  officerIds?: string[];
  contactTypes?: Array<'cfs' | 'opa'>;
}

function factWhere(filter: FactFilter, params: unknown[]): string {
  const clauses: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.officerId) {
    const officer = param(filter.officerId);
    if (filter.source === 'created') clauses.push(`p.author_id = ${officer}::uuid`);
    else if (filter.source === 'collaborated')
      clauses.push(`p.author_id is distinct from ${officer}::uuid and ${officer}::uuid = any(p.officer_ids)`);
    else clauses.push(`(p.author_id = ${officer}::uuid or ${officer}::uuid = any(p.officer_ids))`);
  }
  for (const officers of [filter.groupMembers, filter.officerIds]) {
    if (!officers) continue;
    const ids = param(officers);
    clauses.push(`(p.author_id = any(${ids}::uuid[]) or p.officer_ids && ${ids}::uuid[])`);
  }
  if (filter.contactTypes?.length) clauses.push(`p.contact_type = any(${param(filter.contactTypes)}::text[])`);
  if (filter.areaIds?.length) clauses.push(`p.area_ids && ${param(filter.areaIds)}::uuid[]`);
  if (filter.tagIds?.length) clauses.push(`p.tag_ids && ${param(filter.tagIds)}::uuid[]`);
  return clauses.map((clause) => ` and ${clause}`).join('');
}

/** The people of a day range matching a filter (the path for filter combinations no rollup scope holds). */
export function readPeople(db: Queryable, agencyId: string, from: string, to: string, filter: FactFilter) {
  const params: unknown[] = [agencyId, from, to];
  const where = factWhere(filter, params);
  return db.query<AnalyticsPerson>(
    `select ${PERSON_SELECT} from analytics_people p where p.agency_id = $1 and p.day between $2::date and $3::date${where}`,
    params,
  );
}

const POINT_COLUMNS = `p.lat, p.lng, r.incident_number,
            to_char(r.incident_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as incident_date,
            coalesce(u.name, '') as author_name, r.contact_type`;

/**
 * The latest located reports of a day range (at most `limit`), newest first, with the author's name. One officer's
 * points are one range of `analytics_officer_points`; other filters walk the located facts.
 */
export function readPoints(db: Queryable, agencyId: string, from: string, to: string, filter: FactFilter, limit: number) {
  const onlyOfficer =
    filter.officerId &&
    !filter.groupMembers &&
    !filter.officerIds &&
    !filter.contactTypes &&
    !filter.areaIds?.length &&
    !filter.tagIds?.length;
  if (onlyOfficer) return readOfficerPoints(db, agencyId, from, to, filter.officerId as string, filter.source ?? 'all', limit);
  const params: unknown[] = [agencyId, from, to];
  const where = factWhere(filter, params);
  params.push(limit);
  return db.query<PointRow>(
    `select ${POINT_COLUMNS}
       from analytics_people p
       join reports r on r.agency_id = p.agency_id and r.id = p.report_id
       left join users u on u.id = r.author_id
      where p.agency_id = $1 and p.person = 0 and p.lat is not null and p.day between $2::date and $3::date${where}
      order by p.day desc, p.minute desc
      limit $${params.length}`,
    params,
  );
}

export async function readNames(db: Queryable, agencyId: string) {
  const areas = await db.query<{ id: string; name: string }>('select id, name from areas where agency_id = $1', [agencyId]);
  const users = await db.query<{ id: string; name: string }>('select id, name from users where agency_id = $1', [agencyId]);
  const groups = await db.query<{ id: string; name: string; members: string[] }>(
    `select g.id, g.name, coalesce(array_agg(m.user_id) filter (where m.user_id is not null), '{}') as members
         from groups g left join group_members m on m.agency_id = g.agency_id and m.group_id = g.id
        where g.agency_id = $1 group by g.id, g.name`,
    [agencyId],
  );
  return [areas, users, groups] as const;
}

export async function readGroupMembers(db: Queryable, agencyId: string, groupIds: string[]): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'select distinct user_id from group_members where agency_id = $1 and group_id = any($2::uuid[])',
    [agencyId, groupIds],
  );
  return rows.map((row) => row.user_id);
}

export async function readPopulation(db: Queryable, agencyId: string) {
  const [row] = await db.query<{ total: number; by_race: Record<string, number> }>(
    'select total, by_race from analytics_population where agency_id = $1',
    [agencyId],
  );
  return row ? { total: row.total, byRace: row.by_race } : null;
}

export async function readFavourites(db: Queryable, agencyId: string, userId: string, workspaceKey: string): Promise<string[]> {
  const [row] = await db.query<{ widgets: string[] }>(
    'select widgets from analytics_settings where agency_id = $1 and user_id = $2 and workspace_key = $3',
    [agencyId, userId, workspaceKey],
  );
  return row?.widgets ?? [];
}

export async function saveFavourites(db: Queryable, agencyId: string, userId: string, workspaceKey: string, widgets: string[]) {
  await db.query(
    `insert into analytics_settings (agency_id, user_id, workspace_key, widgets) values ($1, $2, $3, $4)
     on conflict (agency_id, user_id, workspace_key) do update set widgets = excluded.widgets, updated_at = now()`,
    [agencyId, userId, workspaceKey, widgets],
  );
}

/** Whether the agency has any analytics facts at all. */
export async function hasFacts(db: Queryable, agencyId: string): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('select exists (select 1 from analytics_people where agency_id = $1) as any', [agencyId]);
  return row?.any ?? false;
}
