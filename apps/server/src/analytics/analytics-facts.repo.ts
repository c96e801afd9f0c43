import { type AnalyticsPerson, deriveAnalyticsPeople, type StateConfiguration } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';
import type { ReportRowWrite } from '../lists/report-list-facts.repo.ts';
import { DELETE_OFFICER_POINTS, insertOfficerPoints, POINT_FACT_COLUMNS } from './officer-points.repo.ts';

/** The version of the derivation in `reports.analytics_facts_version`; 0 means not derived yet (backfilled on start). */
export const ANALYTICS_FACTS_VERSION = 1;

export interface StoredForFacts {
  id: string;
  authorId: string;
  payload: unknown;
}

/** Column name and record type of each fact, in `analytics_people` order (SQL snake_case <-> domain camelCase). */
const COLUMNS: ReadonlyArray<[column: string, field: keyof AnalyticsPerson, type: string]> = [
  ['report_id', 'reportId', 'uuid'],
  ['person', 'person', 'smallint'],
  ['day', 'day', 'date'],
  ['minute', 'minute', 'smallint'],
  ['weekday', 'weekday', 'smallint'],
  ['contact_type', 'contactType', 'text'],
  ['author_id', 'authorId', 'uuid'],
  ['officer_ids', 'officerIds', 'uuid[]'],
  ['area_ids', 'areaIds', 'uuid[]'],
  ['tag_ids', 'tagIds', 'uuid[]'],
  ['officer_years', 'officerYears', 'smallint'],
  ['lat', 'lat', 'real'],
  ['lng', 'lng', 'real'],
  ['duration', 'duration', 'integer'],
  ['was_use_of_force', 'wasUseOfForce', 'boolean'],
  ['has_complaints', 'hasComplaints', 'boolean'],
  ['has_investigations', 'hasInvestigations', 'boolean'],
  ['race', 'race', 'text'],
  ['gender', 'gender', 'text'],
  ['age', 'age', 'smallint'],
  ['identities', 'identities', 'text[]'],
  ['reason', 'reason', 'text'],
  ['actions', 'actions', 'text[]'],
  ['searched', 'searched', 'boolean'],
  ['frisk', 'frisk', 'boolean'],
  ['asked_consent', 'askedConsent', 'boolean'],
  ['basis', 'basis', 'text[]'],
  ['consent_only', 'consentOnly', 'boolean'],
  ['contraband', 'contraband', 'text[]'],
  ['contraband_recorded', 'contrabandRecorded', 'boolean'],
  ['force', 'force', 'boolean'],
  ['force_tier', 'forceTier', 'smallint'],
  ['force_actions', 'forceActions', 'text[]'],
  ['results', 'results', 'text[]'],
  ['injury', 'injury', 'text'],
  ['daylight', 'daylight', 'text'],
];

/** The select list that reads a row of `analytics_people p` as an AnalyticsPerson. */
export const PERSON_SELECT = COLUMNS.map(([column, field, type]) =>
  type === 'date' ? `to_char(p.${column}, 'YYYY-MM-DD') as "${field}"` : `p.${column} as "${field}"`,
).join(', ');

const ARRAY_TYPES = new Set(['uuid[]', 'text[]']);
/** jsonb_to_recordset column list: arrays arrive as jsonb and are converted in the select. */
const RECORD_COLUMNS = COLUMNS.map(([column, , type]) => `${column} ${ARRAY_TYPES.has(type) ? 'jsonb' : type}`).join(', ');
const INSERT_VALUES = COLUMNS.map(([column, , type]) =>
  ARRAY_TYPES.has(type) ? `array(select jsonb_array_elements_text(x.${column}))::${type}` : `x.${column}`,
).join(', ');

/**
 * Marks days out of date for the rollups, as a report write's last step. A day already marked (the common case: every
 * report of today marks today) is not written again but held with a shared lock until the commit: concurrent writers
 * do not queue on it, and the rollup job, which takes marks `for update skip locked`, leaves it for a later pass instead
 * of recounting the day before this report's facts are committed. Only a day not yet marked is inserted.
 */
export async function markDaysDirty(db: Queryable, agencyId: string, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await db.query(
    `with wanted as (select distinct d::date as day from unnest($2::text[]) d),
          held as (select x.day from analytics_dirty_days x
                    where x.agency_id = $1 and x.day in (select day from wanted)
                    order by x.day for key share of x)
     insert into analytics_dirty_days (agency_id, day)
     select $1, day from wanted where day not in (select day from held) order by day
     on conflict do nothing`,
    [agencyId, days],
  );
}

/**
 * Writes the analytics facts of these stored reports (one row per person stopped, and a located report's map point for
 * each officer it involves), replacing what was there; answers the days they leave and land on, and marks those out of
 * date for the rollups unless `markDirty` is false (a report write marks them last, after its daily totals, so its
 * locks are always taken in one order). Runs in the report's own transaction, after the report row is written; `write`
 * says whether that statement set `analytics_facts_version` and whether earlier facts exist (`ReportRowWrite`).
 */
export async function writeAnalyticsFacts(
  db: Queryable,
  agencyId: string,
  reports: readonly StoredForFacts[],
  configuration: StateConfiguration,
  /** The agency's time zone when the caller has it (the report writes do); read from the agency otherwise. */
  knownTimeZone?: string,
  options: { markDirty: boolean; write?: ReportRowWrite } = { markDirty: true },
): Promise<string[]> {
  if (reports.length === 0) return [];
  const write = options.write ?? 'stored';
  const ids = reports.map((report) => report.id);
  const timeZone = knownTimeZone ?? (await agencyTimeZone(db, agencyId));
  const people = reports.flatMap((report) => deriveAnalyticsPeople(report.id, report.payload, configuration, timeZone, report.authorId));
  // The facts and points the reports had go (answering the days the facts leave), then the new ones are written.
  const left =
    write === 'new'
      ? []
      : await db.query<{ day: string }>(
          `with gone as (delete from analytics_people where agency_id = $1 and report_id = any($2::uuid[]) returning day), ${DELETE_OFFICER_POINTS}
           select distinct to_char(day, 'YYYY-MM-DD') as day from gone`,
          [agencyId, ids],
        );
  if (people.length > 0) {
    const rows = JSON.stringify(people.map((person) => Object.fromEntries(COLUMNS.map(([column, field]) => [column, person[field]]))));
    await db.query(
      `with facts as (insert into analytics_people (agency_id, ${COLUMNS.map(([column]) => column).join(', ')})
                      select $1, ${INSERT_VALUES} from jsonb_to_recordset($2::jsonb) as x(${RECORD_COLUMNS})
                      returning ${POINT_FACT_COLUMNS})
       ${insertOfficerPoints('facts')}`,
      [agencyId, rows],
    );
  }
  if (write === 'stored')
    await db.query('update reports set analytics_facts_version = $3 where agency_id = $1 and id = any($2::uuid[])', [
      agencyId,
      ids,
      ANALYTICS_FACTS_VERSION,
    ]);
  const days = [...new Set([...left.map((row) => row.day), ...people.map((person) => person.day)])].sort();
  if (options.markDirty) await markDaysDirty(db, agencyId, days);
  return days;
}

async function agencyTimeZone(db: Queryable, agencyId: string): Promise<string> {
  const [agency] = await db.query<{ timezone: string }>('select timezone from agencies where id = $1', [agencyId]);
  return agency?.timezone ?? 'UTC';
}

/** Agencies with reports whose analytics facts are not derived yet. */
export function findAgenciesWithPendingAnalytics(db: Queryable) {
  return db.query<{ id: string; configuration_file: string }>(
    `select a.id, a.configuration_file from agencies a
      where exists (select 1 from reports r where r.agency_id = a.id and r.analytics_facts_version = 0)`,
  );
}

/** A batch of the agency's reports without analytics facts; rows another transaction is deriving are skipped. */
export function findReportsWithoutAnalytics(db: Queryable, agencyId: string, limit: number) {
  return db.query<{ id: string; author_id: string; payload: unknown }>(
    `select id, author_id, payload from reports where agency_id = $1 and analytics_facts_version = 0 limit $2 for update skip locked`,
    [agencyId, limit],
  );
}
