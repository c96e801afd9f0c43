import type { ReportTotals } from '@fieldbook/contract';
import type { DojStatus, ReportFilters, ReviewState } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';
import {
  containsPattern,
  dailyRollupOf,
  type FilteredReports,
  type FilterScope,
  filteredFrom,
  filteredReports,
  reportFilterConditions,
} from './report-filter-sql.ts';
import { searchWordsQuery } from './search-words.ts';

/** A list row as the repo reads it; the service shapes it into the contract's item. */
export interface ListRow {
  id: string;
  incident_number: string;
  incident_date: Date;
  author_name: string;
  contact_type: string;
  version: number;
  lat: number | null;
  long: number | null;
  review_state: ReviewState;
  doj_status: DojStatus;
}

export interface Keyset {
  newestFirst: boolean;
  /** One more than the page, to know whether there is a next. */
  limit: number;
  after: { date: string; id: string } | null;
}

const ROW_COLUMNS = `r.id, r.incident_number, r.incident_date, u.name as author_name, r.contact_type, r.version, r.review_state, r.doj_status,
  (r.payload #>> '{general_information,location,address,coords,latitude}')::float8 as lat,
  (r.payload #>> '{general_information,location,address,coords,longitude}')::float8 as long`;

/**
 * A keyset page of the filtered reports on (incident_date, id), read from the rows that drive the query (the report, or
 * its label): page 1,000 costs what page 1 does.
 */
async function pageOf(db: Queryable, filtered: FilteredReports, page: Keyset): Promise<ListRow[]> {
  const { sql, rows } = filtered;
  const order = page.newestFirst ? 'desc' : 'asc';
  const id = rows === 'd' ? 'd.report_id' : 'r.id';
  if (page.after)
    sql.add(
      `(${rows}.incident_date, ${id}) ${page.newestFirst ? '<' : '>'} (${sql.param(page.after.date)}::timestamptz, ${sql.param(page.after.id)}::uuid)`,
    );
  return db.query<ListRow>(
    `select ${ROW_COLUMNS} from ${filteredFrom(filtered, true)} join users u on u.id = r.author_id
      where ${sql.where} order by ${rows}.incident_date ${order}, ${id} ${order} limit ${sql.param(page.limit)}`,
    sql.params,
  );
}

/** The agency's reports matching the filters (analytics.md §3). */
export function searchReports(db: Queryable, filters: ReportFilters, scope: FilterScope, page: Keyset): Promise<ListRow[]> {
  return pageOf(db, filteredReports(filters, scope), page);
}

/** One author's reports (My Reports); with `fromPublicApiOnly`, those that came through an integration. */
export function listAuthorReports(db: Queryable, scope: FilterScope, page: Keyset, fromPublicApiOnly: boolean): Promise<ListRow[]> {
  const sql = reportFilterConditions({}, scope);
  sql.add(`r.author_id = ${sql.param(scope.callerId)}`);
  if (fromPublicApiOnly)
    sql.add(
      'exists (select 1 from report_versions v where v.agency_id = r.agency_id and v.report_id = r.id and v.version = 0 and v.from_public_api)',
    );
  return pageOf(db, { rows: 'r', sql, readsReport: true }, page);
}

/** Reports listing the caller as an officer, not written by them: paged on report_officers' own keyset index. */
export async function listCollaboratedReports(db: Queryable, scope: FilterScope, page: Keyset): Promise<ListRow[]> {
  const order = page.newestFirst ? 'desc' : 'asc';
  const params: unknown[] = [scope.agencyId, scope.callerId, page.limit, page.after?.date ?? null, page.after?.id ?? null];
  return db.query<ListRow>(
    `select ${ROW_COLUMNS}
       from (select o.report_id, o.incident_date from report_officers o
              where o.agency_id = $1 and o.user_id = $2 and not o.is_author
                and ($4::timestamptz is null or (o.incident_date, o.report_id) ${page.newestFirst ? '<' : '>'} ($4::timestamptz, $5::uuid))
              order by o.incident_date ${order}, o.report_id ${order} limit $3) mine
       join reports r on r.agency_id = $1 and r.id = mine.report_id
       join users u on u.id = r.author_id
      order by mine.incident_date ${order}, mine.report_id ${order}`,
    params,
  );
}

/** Quick search: reports whose search text contains the text, through the agency-bound search function. */
export async function textSearchReports(db: Queryable, agencyId: string, text: string, page: Keyset): Promise<ListRow[]> {
  const order = page.newestFirst ? 'desc' : 'asc';
  return db.query<ListRow>(
    `select ${ROW_COLUMNS}
       from report_text_search($2, $3::tsquery, $4, $5, $6, $7) m
       join reports r on r.agency_id = $1 and r.id = m.id
       join users u on u.id = r.author_id
      order by m.incident_date ${order}, m.id ${order}`,
    [
      agencyId,
      containsPattern(text),
      searchWordsQuery(text).query,
      page.newestFirst,
      page.after?.date ?? null,
      page.after?.id ?? null,
      page.limit,
    ],
  );
}

const totalColumns = (rows: 'r' | 'd') => `count(*) as total, count(*) filter (where ${rows}.is_use_of_force) as uof,
  count(*) filter (where ${rows}.contact_type = 'Call For Service') as cfs, count(*) filter (where ${rows}.contact_type = 'Officer Pro-active') as opa,
  count(*) filter (where ${rows}.has_complaints) as complaints, count(*) filter (where ${rows}.has_consent_search) as consent_searches,
  count(*) filter (where ${rows}.review_state = 'pending_review') as waiting_for_review`;

const asTotals = (row: Record<string, unknown> | undefined): ReportTotals => ({
  uof: Number(row?.uof ?? 0),
  cfs: Number(row?.cfs ?? 0),
  opa: Number(row?.opa ?? 0),
  complaints: Number(row?.complaints ?? 0),
  consent_searches: Number(row?.consent_searches ?? 0),
  waiting_for_review: Number(row?.waiting_for_review ?? 0),
  total: Number(row?.total ?? 0),
});

/**
 * Fast facts over the filters: from the daily rollups when the filters are only days, contact type and at most one
 * citizen value (cost grows with days, not reports), else one counting pass over the matching reports.
 */
export async function totalReports(db: Queryable, filters: ReportFilters, scope: FilterScope): Promise<ReportTotals> {
  const rollup = dailyRollupOf(filters);
  if (!rollup) {
    const filtered = filteredReports(filters, scope);
    const [row] = await db.query(
      `select ${totalColumns(filtered.rows)} from ${filteredFrom(filtered, filtered.readsReport)} where ${filtered.sql.where}`,
      filtered.sql.params,
    );
    return asTotals(row);
  }
  const lastDay = filters.exactDate ? filters.dateFrom : filters.dateTo;
  const contactType = filters.contactType && filters.contactType !== 'All' ? filters.contactType : null;
  const params = [scope.agencyId, filters.dateFrom ?? null, lastDay ?? null, contactType];
  const [table, facet] =
    rollup.facet === null ? ['report_daily_totals', ''] : ['report_daily_facets', `and facet = $${params.push(rollup.facet)}`];
  const [row] = await db.query(
    `select coalesce(sum(total), 0) as total, coalesce(sum(uof), 0) as uof,
            coalesce(sum(total) filter (where contact_type = 'Call For Service'), 0) as cfs,
            coalesce(sum(total) filter (where contact_type = 'Officer Pro-active'), 0) as opa,
            coalesce(sum(complaints), 0) as complaints, coalesce(sum(consent_searches), 0) as consent_searches,
            coalesce(sum(waiting), 0) as waiting_for_review
       from ${table}
      where agency_id = $1 ${facet} and ($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)
        and ($4::text is null or contact_type = $4)`,
    params,
  );
  return asTotals(row);
}

/**
 * Fast facts over the quick-search text: the word index answers a text of one word exactly; for other texts it finds
 * the candidates and LIKE keeps those containing the text.
 */
export async function totalTextSearch(db: Queryable, text: string): Promise<ReportTotals> {
  const words = searchWordsQuery(text);
  const [row] = await db.query('select * from report_text_totals($1, $2::tsquery, $3)', [containsPattern(text), words.query, words.exact]);
  return asTotals(row);
}
