import type { ReportListFacts } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/** The facts of one stored report, ready to be written beside it. */
export interface ReportFactsRow {
  id: string;
  authorId: string;
  incidentDate: string | Date;
  facts: ReportListFacts;
}

/** The version of the derivation in `reports.list_facts_version`; 0 means not derived yet (backfilled on start). */
export const LIST_FACTS_VERSION = 1;

/** The list facts kept on the report row itself, as `reportListColumnValues` gives them. */
export const REPORT_LIST_COLUMNS =
  'is_use_of_force, has_complaints, has_investigations, has_consent_search, area_ids, tag_ids, search_text, list_facts_version';

/** The values of `REPORT_LIST_COLUMNS`, for the statement that writes the report row (area and tag ids are UUIDs). */
export function reportListColumnValues(facts: ReportListFacts): unknown[] {
  return [
    facts.isUseOfForce,
    facts.hasComplaints,
    facts.hasInvestigations,
    facts.hasConsentSearch,
    facts.areaIds,
    facts.tagIds,
    facts.searchText,
    LIST_FACTS_VERSION,
  ];
}

/**
 * How the reports whose derived facts are written stand. `new`: just inserted with their list columns
 * (`REPORT_LIST_COLUMNS`) and facts versions, so nothing derived from them exists yet; `rewritten`: their row was just
 * updated with those (an amend), and what was derived before is replaced; `stored`: written before, their columns and
 * versions are set here and what was derived is replaced (the backfills, the bulk insert).
 */
export type ReportRowWrite = 'new' | 'rewritten' | 'stored';

/**
 * Writes the list facts of these reports in a few statements whatever their number: the filter columns on `reports`
 * (unless the statement that wrote the row did), the search text and what fast facts count (`report_search`), their
 * areas and tags (`report_labels`), who each involves (`report_officers`), the people stopped (`report_people`).
 * Replaces what was there, so an amend rewrites them. Daily totals are kept apart by `adjustDailyTotals`. A report
 * written once, not inserted and then updated, keeps one row version and one entry in each of its indexes.
 */
export async function writeListFacts(
  db: Queryable,
  agencyId: string,
  rows: readonly ReportFactsRow[],
  write: ReportRowWrite = 'stored',
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  if (write === 'stored') await updateReportListColumns(db, agencyId, rows);
  if (write !== 'new')
    await db.query(
      `with labels as (delete from report_labels where agency_id = $1 and report_id = any($2::uuid[])),
            officers as (delete from report_officers where agency_id = $1 and report_id = any($2::uuid[]))
       delete from report_people where agency_id = $1 and report_id = any($2::uuid[])`,
      [agencyId, ids],
    );
  const officers = rows.flatMap(({ id, authorId, incidentDate, facts }) => [
    { report_id: id, user_id: authorId, is_author: true, date: incidentDate },
    ...facts.collaboratorIds
      .filter((userId) => userId !== authorId)
      .map((userId) => ({ report_id: id, user_id: userId, is_author: false, date: incidentDate })),
  ]);
  const people = rows.flatMap(({ id, facts }) =>
    facts.people.map((person, index) => ({ report_id: id, person: index, age: person.age, facets: person.facets })),
  );
  // One statement (one round trip) for the four tables; each part runs to completion whether or not it is read.
  await db.query(
    `with search as (
       insert into report_search (agency_id, report_id, incident_date, search_text, contact_type, is_use_of_force, has_complaints,
                                  has_consent_search, review_state)
       select agency_id, id, incident_date, search_text, contact_type, is_use_of_force, has_complaints, has_consent_search, review_state
         from reports where agency_id = $1 and id = any($2::uuid[])
       on conflict (agency_id, report_id) do update
          set incident_date = excluded.incident_date, search_text = excluded.search_text, contact_type = excluded.contact_type,
              is_use_of_force = excluded.is_use_of_force, has_complaints = excluded.has_complaints,
              has_consent_search = excluded.has_consent_search, review_state = excluded.review_state
     ), labels as (
       insert into report_labels (agency_id, report_id, kind, label, incident_date, contact_type, is_use_of_force, has_complaints,
                                  has_investigations, has_consent_search, review_state)
       select r.agency_id, r.id, l.kind, l.label, r.incident_date, r.contact_type, r.is_use_of_force, r.has_complaints,
              r.has_investigations, r.has_consent_search, r.review_state
         from reports r
         cross join lateral (select distinct 'a' as kind, a as label from unnest(r.area_ids) a
                             union select distinct 't', t from unnest(r.tag_ids) t) l
        where r.agency_id = $1 and r.id = any($2::uuid[])
     ), officers as (
       insert into report_officers (agency_id, user_id, report_id, is_author, incident_date)
       select $1, user_id, report_id, is_author, date
         from jsonb_to_recordset($3::jsonb) as x(user_id uuid, report_id uuid, is_author boolean, date timestamptz)
       on conflict do nothing
     ), people as (
       insert into report_people (agency_id, report_id, person, age, facets)
       select $1, report_id, person, age, array(select jsonb_array_elements_text(facets))
         from jsonb_to_recordset($4::jsonb) as x(report_id uuid, person smallint, age smallint, facets jsonb)
     )
     select 1`,
    [agencyId, ids, JSON.stringify(officers), JSON.stringify(people)],
  );
}

/** Sets the list columns of reports already stored, in one statement for the batch. */
async function updateReportListColumns(db: Queryable, agencyId: string, rows: readonly ReportFactsRow[]): Promise<void> {
  const reports = JSON.stringify(
    rows.map(({ id, facts }) => ({
      id,
      uof: facts.isUseOfForce,
      complaints: facts.hasComplaints,
      investigations: facts.hasInvestigations,
      consent: facts.hasConsentSearch,
      areas: facts.areaIds,
      tags: facts.tagIds,
      text: facts.searchText,
    })),
  );
  await db.query(
    `update reports r set is_use_of_force = f.uof, has_complaints = f.complaints, has_investigations = f.investigations,
            has_consent_search = f.consent, area_ids = f.areas, tag_ids = f.tags, search_text = f.text, list_facts_version = $3
       from (select id, uof, complaints, investigations, consent, text,
                    array(select jsonb_array_elements_text(areas))::uuid[] as areas, array(select jsonb_array_elements_text(tags))::uuid[] as tags
               from jsonb_to_recordset($2::jsonb)
                 as x(id uuid, uof boolean, complaints boolean, investigations boolean, consent boolean, areas jsonb, tags jsonb, text text)) f
      where r.agency_id = $1 and r.id = f.id`,
    [agencyId, reports, LIST_FACTS_VERSION],
  );
}

/** The daily rollup rows ($1 the agency, $2 the report ids) that these reports, as stored now, count in. */
const TOTALS_SHARES = `
  select (r.incident_date at time zone a.timezone)::date as day, r.contact_type, count(*) as total,
         count(*) filter (where r.is_use_of_force) as uof, count(*) filter (where r.has_complaints) as complaints,
         count(*) filter (where r.has_consent_search) as consent_searches,
         count(*) filter (where r.review_state = 'pending_review') as waiting
    from reports r join agencies a on a.id = r.agency_id
   where r.agency_id = $1 and r.id = any($2::uuid[])
   group by 1, 2`;
const FACETS_SHARES = `
  select f.facet, r.contact_type, (r.incident_date at time zone a.timezone)::date as day, count(*) as total,
         count(*) filter (where r.is_use_of_force) as uof, count(*) filter (where r.has_complaints) as complaints,
         count(*) filter (where r.has_consent_search) as consent_searches,
         count(*) filter (where r.review_state = 'pending_review') as waiting
    from reports r
    join agencies a on a.id = r.agency_id
    cross join lateral (select distinct unnest(p.facets) as facet from report_people p
                         where p.agency_id = r.agency_id and p.report_id = r.id) f
   where r.agency_id = $1 and r.id = any($2::uuid[])
   group by 1, 2, 3`;
const COUNTS = 'total bigint, uof bigint, complaints bigint, consent_searches bigint, waiting bigint';
const ADD_COUNTS = `set total = t.total + excluded.total, uof = t.uof + excluded.uof, complaints = t.complaints + excluded.complaints,
                       consent_searches = t.consent_searches + excluded.consent_searches, waiting = t.waiting + excluded.waiting`;
const NONZERO = 'having sum(total) <> 0 or sum(uof) <> 0 or sum(complaints) <> 0 or sum(consent_searches) <> 0 or sum(waiting) <> 0';

/** What some reports count in the daily rollups as stored now (`adjustDailyTotals` takes it away after they change). */
export interface DailyShares {
  totals: unknown[];
  facets: unknown[];
}

/** Reads these reports' daily shares without locking anything: an amend reads them before it changes the rows. */
export async function readDailyShares(db: Queryable, agencyId: string, reportIds: readonly string[]): Promise<DailyShares> {
  const [row] = await db.query<DailyShares>(
    `select (select coalesce(jsonb_agg(s), '[]') from (${TOTALS_SHARES}) s) as totals,
            (select coalesce(jsonb_agg(s), '[]') from (${FACETS_SHARES}) s) as facets`,
    [agencyId, reportIds],
  );
  return row ?? { totals: [], facets: [] };
}

/**
 * Adds these reports, as stored now, to the daily rollups fast facts read: by the agency's local day and contact type
 * (`report_daily_totals`) and, for each citizen value some person of a report has, by that value too
 * (`report_daily_facets`). An amend passes the shares it read before changing the rows (`readDailyShares`): one
 * statement per table then moves the difference, and a rollup row the amend does not change is neither written nor
 * locked. Rows are written in key order, totals before facets, so two writers never deadlock.
 */
export async function adjustDailyTotals(
  db: Queryable,
  agencyId: string,
  reportIds: readonly string[],
  previous: DailyShares = { totals: [], facets: [] },
): Promise<void> {
  if (reportIds.length === 0) return;
  await db.query(
    `insert into report_daily_totals as t (agency_id, day, contact_type, total, uof, complaints, consent_searches, waiting)
     select $1, day, contact_type, sum(total), sum(uof), sum(complaints), sum(consent_searches), sum(waiting)
       from (${TOTALS_SHARES}
             union all
             select day, contact_type, -total, -uof, -complaints, -consent_searches, -waiting
               from jsonb_to_recordset($3::jsonb) as p(day date, contact_type text, ${COUNTS})) d
      group by day, contact_type ${NONZERO}
      order by day, contact_type
     on conflict (agency_id, day, contact_type) do update ${ADD_COUNTS}`,
    [agencyId, reportIds, JSON.stringify(previous.totals)],
  );
  await db.query(
    `insert into report_daily_facets as t (agency_id, facet, contact_type, day, total, uof, complaints, consent_searches, waiting)
     select $1, facet, contact_type, day, sum(total), sum(uof), sum(complaints), sum(consent_searches), sum(waiting)
       from (${FACETS_SHARES}
             union all
             select facet, contact_type, day, -total, -uof, -complaints, -consent_searches, -waiting
               from jsonb_to_recordset($3::jsonb) as p(facet text, contact_type text, day date, ${COUNTS})) d
      group by facet, contact_type, day ${NONZERO}
      order by facet, contact_type, day
     on conflict (agency_id, facet, contact_type, day) do update ${ADD_COUNTS}`,
    [agencyId, reportIds, JSON.stringify(previous.facets)],
  );
}

/** Up to `limit` reports of the agency whose facts are not derived yet, with what deriving them needs. */
export async function findReportsWithoutFacts(
  db: Queryable,
  agencyId: string,
  limit: number,
): Promise<{ id: string; author_id: string; incident_date: Date; payload: Record<string, unknown> }[]> {
  return db.query('select id, author_id, incident_date, payload from reports where agency_id = $1 and list_facts_version = 0 limit $2', [
    agencyId,
    limit,
  ]);
}

/** Agencies that still have reports without facts, with their configuration file. */
export async function findAgenciesWithPendingFacts(db: Queryable): Promise<{ id: string; configuration_file: string }[]> {
  return db.query(
    `select a.id, a.configuration_file from agencies a where exists (select 1 from reports r where r.agency_id = a.id and r.list_facts_version = 0)`,
  );
}
