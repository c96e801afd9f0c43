import { type AnalyticsPerson, addCounters, type Counters, countPerson, scopesOf, subtractCounters, summaryOf } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';
import { PERSON_SELECT } from './analytics-facts.repo.ts';

/** Days recomputed per statement batch. */
const DAYS_PER_BATCH = 8;

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const rowKey = (scope: string, bucket: string) => `${scope}|${bucket}`;

/** The counters of each (scope, day) of these people. */
function countByScopeAndDay(people: readonly AnalyticsPerson[]): Map<string, Counters> {
  const rows = new Map<string, Counters>();
  for (const person of people) {
    for (const scope of scopesOf(person)) {
      const key = rowKey(scope, person.day);
      const counters = rows.get(key) ?? {};
      rows.set(key, counters);
      countPerson(person, counters);
    }
  }
  return rows;
}

async function upsertRows(db: Queryable, agencyId: string, kind: 'd' | 'm', rows: Map<string, Counters>) {
  if (rows.size === 0) return;
  const records = [...rows].map(([key, counters]) => {
    const [scope, bucket] = key.split('|') as [string, string];
    return { scope, bucket, counters, summary: summaryOf(counters) };
  });
  await db.query(
    `insert into analytics_rollups (agency_id, kind, scope, bucket, counters, summary)
     select $1, $2, x.scope, x.bucket, x.counters::json, x.summary::json
       from jsonb_to_recordset($3::jsonb) as x(scope text, bucket date, counters jsonb, summary jsonb)
     on conflict (agency_id, kind, scope, bucket) do update set counters = excluded.counters, summary = excluded.summary`,
    [agencyId, kind, JSON.stringify(records)],
  );
}

async function readRows(db: Queryable, agencyId: string, kind: 'd' | 'm', buckets: string[], scopes?: string[]) {
  const rows = await db.query<{ scope: string; bucket: string; counters: Counters }>(
    `select scope, to_char(bucket, 'YYYY-MM-DD') as bucket, counters from analytics_rollups
      where agency_id = $1 and kind = $2 and bucket = any($3::date[]) ${scopes ? 'and scope = any($4::text[])' : ''}`,
    scopes ? [agencyId, kind, buckets, scopes] : [agencyId, kind, buckets],
  );
  return new Map(rows.map((row) => [rowKey(row.scope, row.bucket), row.counters]));
}

/** Recomputes these days' rollups from the facts and moves each month's counters by the days' change. */
async function recomputeDays(db: Queryable, agencyId: string, days: string[]): Promise<void> {
  const people = await db.query<AnalyticsPerson>(
    `select ${PERSON_SELECT} from analytics_people p where p.agency_id = $1 and p.day = any($2::date[])`,
    [agencyId, days],
  );
  const fresh = countByScopeAndDay(people);
  const stale = await readRows(db, agencyId, 'd', days);
  const monthDeltas = new Map<string, Counters>();
  const addDelta = (key: string, delta: Counters) => {
    const [scope, day] = key.split('|') as [string, string];
    const monthKey = rowKey(scope, monthOf(day));
    monthDeltas.set(monthKey, addCounters(monthDeltas.get(monthKey) ?? {}, delta));
  };
  for (const [key, counters] of fresh) addDelta(key, subtractCounters(counters, stale.get(key) ?? {}));
  const vanished = [...stale.keys()].filter((key) => !fresh.has(key));
  for (const key of vanished) addDelta(key, subtractCounters({}, stale.get(key) ?? {}));
  if (vanished.length > 0) {
    await db.query(
      `delete from analytics_rollups r using unnest($2::text[], $3::date[]) as v(scope, bucket)
        where r.agency_id = $1 and r.kind = 'd' and r.scope = v.scope and r.bucket = v.bucket`,
      [agencyId, vanished.map((key) => key.split('|')[0]), vanished.map((key) => key.split('|')[1])],
    );
  }
  await upsertRows(db, agencyId, 'd', fresh);

  const months = [...new Set([...monthDeltas.keys()].map((key) => key.split('|')[1] as string))];
  const monthScopes = [...new Set([...monthDeltas.keys()].map((key) => key.split('|')[0] as string))];
  const current = await readRows(db, agencyId, 'm', months, monthScopes);
  const updated = new Map<string, Counters>();
  const emptied: string[] = [];
  for (const [key, delta] of monthDeltas) {
    const next = addCounters({ ...(current.get(key) ?? {}) }, delta);
    for (const name in next) if (next[name] === 0) delete next[name];
    if (Object.keys(next).length === 0) emptied.push(key);
    else updated.set(key, next);
  }
  if (emptied.length > 0) {
    await db.query(
      `delete from analytics_rollups r using unnest($2::text[], $3::date[]) as v(scope, bucket)
        where r.agency_id = $1 and r.kind = 'm' and r.scope = v.scope and r.bucket = v.bucket`,
      [agencyId, emptied.map((key) => key.split('|')[0]), emptied.map((key) => key.split('|')[1])],
    );
  }
  await upsertRows(db, agencyId, 'm', updated);
}

/**
 * Brings the agency's rollups up to date: takes out-of-date days (at most `maxDays`, oldest first, only those between
 * `within` when given; rows another transaction is refreshing are skipped) and recomputes them. Answers how many.
 */
export async function refreshDirtyDays(
  db: Queryable,
  agencyId: string,
  maxDays: number,
  within?: { from: string; to: string },
): Promise<number> {
  const taken = await db.query<{ day: string }>(
    `delete from analytics_dirty_days d
      where d.agency_id = $1
        and d.day in (select day from analytics_dirty_days
                       where agency_id = $1 and ($3::date is null or day between $3::date and $4::date)
                       order by day limit $2 for update skip locked)
      returning to_char(d.day, 'YYYY-MM-DD') as day`,
    [agencyId, maxDays, within?.from ?? null, within?.to ?? null],
  );
  const days = taken.map((row) => row.day).sort();
  for (let index = 0; index < days.length; index += DAYS_PER_BATCH) {
    await recomputeDays(db, agencyId, days.slice(index, index + DAYS_PER_BATCH));
  }
  return days.length;
}

/** Whether the agency has days waiting to be counted. */
export async function hasDirtyDays(db: Queryable, agencyId: string): Promise<boolean> {
  const [row] = await db.query<{ dirty: boolean }>('select exists (select 1 from analytics_dirty_days where agency_id = $1) as dirty', [
    agencyId,
  ]);
  return row?.dirty ?? false;
}
