import {
  type AnalyticsPerson,
  addCounters,
  type Counters,
  comparisonPartOf,
  countPerson,
  scopesOf,
  subtractCounters,
  summaryOf,
} from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';
import { PERSON_SELECT } from './analytics-facts.repo.ts';

/** Rows written per statement. */
const ROWS_PER_STATEMENT = 500;
/** A month with at least this many out-of-date days is recounted whole (its days and the month from the facts). */
const WHOLE_MONTH_FROM = 8;

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const rowKey = (scope: string, bucket: string) => `${scope}|${bucket}`;
const nextMonth = (month: string) => {
  const date = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

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

/** Writes rollup rows (replacing any with the same scope and bucket), each value its own parameter. */
async function upsertRows(db: Queryable, agencyId: string, kind: 'd' | 'm', rows: Map<string, Counters>) {
  const entries = [...rows];
  for (let index = 0; index < entries.length; index += ROWS_PER_STATEMENT) {
    const params: unknown[] = [agencyId, kind];
    const values = entries.slice(index, index + ROWS_PER_STATEMENT).map(([key, counters]) => {
      const [scope, bucket] = key.split('|') as [string, string];
      params.push(scope, bucket, JSON.stringify(counters), JSON.stringify(comparisonPartOf(counters)), JSON.stringify(summaryOf(counters)));
      const at = params.length;
      return `($1, $2, $${at - 4}, $${at - 3}::date, $${at - 2}::json, $${at - 1}::json, $${at}::json)`;
    });
    await db.query(
      `insert into analytics_rollups (agency_id, kind, scope, bucket, counters, comparison, summary) values ${values.join(', ')}
       on conflict (agency_id, kind, scope, bucket)
       do update set counters = excluded.counters, comparison = excluded.comparison, summary = excluded.summary`,
      params,
    );
  }
}

async function deleteRows(db: Queryable, agencyId: string, kind: 'd' | 'm', keys: string[]) {
  if (keys.length === 0) return;
  await db.query(
    `delete from analytics_rollups r using unnest($3::text[], $4::date[]) as v(scope, bucket)
      where r.agency_id = $1 and r.kind = $2 and r.scope = v.scope and r.bucket = v.bucket`,
    [agencyId, kind, keys.map((key) => key.split('|')[0]), keys.map((key) => key.split('|')[1])],
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

/** One writer per agency and month at a time: a month's row is read, changed and written back. */
async function lockMonth(db: Queryable, agencyId: string, month: string) {
  await db.query(`select pg_advisory_xact_lock(hashtext('analytics_rollups'), hashtext($1::text || $2::text))`, [agencyId, month]);
}

/**
 * Recounts a whole month from the facts: every day's rollups and the month's as their sum, without reading the rows
 * they replace (the backfill and large catch-ups). Its other out-of-date days no other transaction holds are taken too.
 */
async function recountMonth(db: Queryable, agencyId: string, month: string): Promise<void> {
  const end = nextMonth(month);
  await db.query(
    `delete from analytics_dirty_days d
      where d.agency_id = $1
        and d.day in (select day from analytics_dirty_days where agency_id = $1 and day >= $2::date and day < $3::date
                       for update skip locked)`,
    [agencyId, month, end],
  );
  const people = await db.query<AnalyticsPerson>(
    `select ${PERSON_SELECT} from analytics_people p where p.agency_id = $1 and p.day >= $2::date and p.day < $3::date`,
    [agencyId, month, end],
  );
  const days = countByScopeAndDay(people);
  const months = new Map<string, Counters>();
  for (const [key, counters] of days) {
    const monthKey = rowKey(key.split('|')[0] as string, month);
    months.set(monthKey, addCounters(months.get(monthKey) ?? {}, counters));
  }
  await db.query(
    `delete from analytics_rollups where agency_id = $1 and ((kind = 'd' and bucket >= $2::date and bucket < $3::date) or (kind = 'm' and bucket = $2::date))`,
    [agencyId, month, end],
  );
  await upsertRows(db, agencyId, 'd', days);
  await upsertRows(db, agencyId, 'm', months);
}

/** Recomputes these days' rollups (of one month) from the facts and moves the month's counters by the days' change. */
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
  await deleteRows(db, agencyId, 'd', vanished);
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
  await deleteRows(db, agencyId, 'm', emptied);
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
  const byMonth = new Map<string, string[]>();
  for (const { day } of taken) byMonth.set(monthOf(day), [...(byMonth.get(monthOf(day)) ?? []), day]);
  // Months in order, each under its lock (taken in the same order by every writer: no deadlock).
  for (const [month, days] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    await lockMonth(db, agencyId, month);
    if (days.length >= WHOLE_MONTH_FROM) await recountMonth(db, agencyId, month);
    else await recomputeDays(db, agencyId, days.sort());
  }
  return taken.length;
}

/** Whether the agency has days waiting to be counted. */
export async function hasDirtyDays(db: Queryable, agencyId: string): Promise<boolean> {
  const [row] = await db.query<{ dirty: boolean }>('select exists (select 1 from analytics_dirty_days where agency_id = $1) as dirty', [
    agencyId,
  ]);
  return row?.dirty ?? false;
}
