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
import type { RollupKind } from './period-buckets.ts';

/** Rows written per statement. */
const ROWS_PER_STATEMENT = 500;
/** A month with at least this many out-of-date days is recounted whole (its days and the month from the facts). */
const WHOLE_MONTH_FROM = 8;

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const yearOf = (day: string) => `${day.slice(0, 4)}-01-01`;
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
async function upsertRows(db: Queryable, agencyId: string, kind: RollupKind, rows: Map<string, Counters>) {
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

async function deleteRows(db: Queryable, agencyId: string, kind: RollupKind, keys: string[]) {
  if (keys.length === 0) return;
  await db.query(
    `delete from analytics_rollups r using unnest($3::text[], $4::date[]) as v(scope, bucket)
      where r.agency_id = $1 and r.kind = $2 and r.scope = v.scope and r.bucket = v.bucket`,
    [agencyId, kind, keys.map((key) => key.split('|')[0]), keys.map((key) => key.split('|')[1])],
  );
}

async function readRows(db: Queryable, agencyId: string, kind: RollupKind, buckets: string[], scopes?: string[]) {
  const rows = await db.query<{ scope: string; bucket: string; counters: Counters }>(
    `select scope, to_char(bucket, 'YYYY-MM-DD') as bucket, counters from analytics_rollups
      where agency_id = $1 and kind = $2 and bucket = any($3::date[]) ${scopes ? 'and scope = any($4::text[])' : ''}`,
    scopes ? [agencyId, kind, buckets, scopes] : [agencyId, kind, buckets],
  );
  return new Map(rows.map((row) => [rowKey(row.scope, row.bucket), row.counters]));
}

/** One writer per agency and year at a time: a month's row and its year's are read, changed and written back. */
async function lockYear(db: Queryable, agencyId: string, year: string) {
  await db.query(`select pg_advisory_xact_lock(hashtext('analytics_rollups'), hashtext($1::text || $2::text))`, [agencyId, year]);
}

/**
 * Moves rows of `kind` ('m' or 'y') by these changes (key scope|bucket): each row read, the change added, keys that reach
 * zero dropped, and a row left empty deleted.
 */
async function applyDeltas(db: Queryable, agencyId: string, kind: 'm' | 'y', deltas: Map<string, Counters>) {
  const buckets = [...new Set([...deltas.keys()].map((key) => key.split('|')[1] as string))];
  const scopes = [...new Set([...deltas.keys()].map((key) => key.split('|')[0] as string))];
  const current = await readRows(db, agencyId, kind, buckets, scopes);
  const updated = new Map<string, Counters>();
  const emptied: string[] = [];
  for (const [key, delta] of deltas) {
    const next = addCounters({ ...(current.get(key) ?? {}) }, delta);
    for (const name in next) if (next[name] === 0) delete next[name];
    if (Object.keys(next).length === 0) emptied.push(key);
    else updated.set(key, next);
  }
  await deleteRows(db, agencyId, kind, emptied);
  await upsertRows(db, agencyId, kind, updated);
}

/** Month changes (scope|month) added up by year (scope|year): what the year rows move by. */
function yearDeltasOf(monthDeltas: Map<string, Counters>): Map<string, Counters> {
  const years = new Map<string, Counters>();
  for (const [key, delta] of monthDeltas) {
    const [scope, month] = key.split('|') as [string, string];
    const yearKey = rowKey(scope, yearOf(month));
    years.set(yearKey, addCounters(years.get(yearKey) ?? {}, delta));
  }
  return years;
}

/**
 * Recounts a whole month from the facts: every day's rollups and the month's as their sum, without reading the day rows
 * they replace (the backfill and large catch-ups); the year's rows move by the change of the month's. Its other
 * out-of-date days no other transaction holds are taken too.
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
  // The year rows move by what the month's rows change by.
  const before = await readRows(db, agencyId, 'm', [month]);
  const monthDeltas = new Map<string, Counters>();
  for (const [key, counters] of months) monthDeltas.set(key, subtractCounters(counters, before.get(key) ?? {}));
  for (const [key, counters] of before) if (!months.has(key)) monthDeltas.set(key, subtractCounters({}, counters));
  await db.query(
    `delete from analytics_rollups where agency_id = $1 and ((kind = 'd' and bucket >= $2::date and bucket < $3::date) or (kind = 'm' and bucket = $2::date))`,
    [agencyId, month, end],
  );
  await upsertRows(db, agencyId, 'd', days);
  await upsertRows(db, agencyId, 'm', months);
  await applyDeltas(db, agencyId, 'y', yearDeltasOf(monthDeltas));
}

/** Recomputes these days' rollups (of one month) from the facts; the month's and the year's counters move by their change. */
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
  await applyDeltas(db, agencyId, 'm', monthDeltas);
  await applyDeltas(db, agencyId, 'y', yearDeltasOf(monthDeltas));
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
  // Months in order, each under its year's lock (taken in the same order by every writer: no deadlock).
  for (const [month, days] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    await lockYear(db, agencyId, yearOf(month));
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
