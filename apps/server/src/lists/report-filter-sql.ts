import { facetToken, type ReportFilters } from '@fieldbook/domain';

/** Where the filters are applied: the agency, its time zone (calendar days are local) and who asks (source filter). */
export interface FilterScope {
  agencyId: string;
  timeZone: string;
  callerId: string;
}

/** A WHERE clause over `reports r` and its parameters, to which callers append their own ($n numbering continues). */
export class SqlConditions {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a parameter and answers its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): void {
    this.conditions.push(condition);
  }

  get where(): string {
    return this.conditions.join(' and ');
  }
}

const involves = (userCondition: string) =>
  `exists (select 1 from report_officers o where o.agency_id = r.agency_id and o.report_id = r.id and ${userCondition})`;

/** The people filters: one person stopped must match all of them (age range, each citizen field, each flag). */
function addPeopleConditions(sql: SqlConditions, filters: ReportFilters): void {
  const personConditions: string[] = [];
  const { citizenAge } = filters;
  if (citizenAge && typeof citizenAge.from === 'number' && typeof citizenAge.to === 'number')
    personConditions.push(`p.age between ${sql.param(citizenAge.from)} and ${sql.param(citizenAge.to)}`);
  for (const [key, values] of Object.entries(filters.citizen ?? {})) {
    if (values.length > 0) personConditions.push(`p.facets && ${sql.param(values.map((value) => facetToken(key, value)))}::text[]`);
  }
  for (const [key, value] of Object.entries(filters.flags ?? {}))
    personConditions.push(`p.facets @> array[${sql.param(facetToken(key, value))}::text]`);
  if (personConditions.length > 0)
    sql.add(
      `exists (select 1 from report_people p where p.agency_id = r.agency_id and p.report_id = r.id and ${personConditions.join(' and ')})`,
    );
}

/**
 * The filters of analytics.md §3 as SQL over `reports r`, always led by the explicit agency filter. Filters must have
 * passed `reportFilters` and `checkReportFilters` (the route does both). The agency, dates, contact type and sections are
 * read from `rows` (`r`, or the `report_labels d` row that drives the query: it carries the same columns).
 */
export function reportFilterConditions(filters: ReportFilters, scope: FilterScope, rows: 'r' | 'd' = 'r'): SqlConditions {
  const sql = new SqlConditions();
  const agency = sql.param(scope.agencyId);
  sql.add(`${rows}.agency_id = ${agency}`);
  if (filters.dateFrom) {
    const zone = sql.param(scope.timeZone);
    const lastDay = filters.exactDate || !filters.dateTo ? (filters.exactDate ? filters.dateFrom : null) : filters.dateTo;
    sql.add(`${rows}.incident_date >= (${sql.param(filters.dateFrom)}::date::timestamp at time zone ${zone})`);
    if (lastDay) sql.add(`${rows}.incident_date < ((${sql.param(lastDay)}::date + 1)::timestamp at time zone ${zone})`);
  }
  if (filters.contactType && filters.contactType !== 'All') sql.add(`${rows}.contact_type = ${sql.param(filters.contactType)}`);
  if (filters.sections?.length) {
    const column = { use_of_force: 'is_use_of_force', complaints: 'has_complaints', investigations: 'has_investigations' };
    sql.add(`(${filters.sections.map((section) => `${rows}.${column[section]}`).join(' or ')})`);
  }
  if (filters.officers?.length) sql.add(involves(`o.user_id = any(${sql.param(filters.officers)}::uuid[])`));
  if (filters.groups?.length)
    sql.add(
      involves(
        `o.user_id in (select g.user_id from group_members g where g.agency_id = r.agency_id and g.group_id = any(${sql.param(filters.groups)}::uuid[]))`,
      ),
    );
  if (filters.source === 'created') sql.add(`r.author_id = ${sql.param(scope.callerId)}`);
  if (filters.source === 'collaborated') sql.add(involves(`o.user_id = ${sql.param(scope.callerId)} and not o.is_author`));
  if (filters.areas?.length) sql.add(`r.area_ids && ${sql.param(filters.areas)}::uuid[]`);
  if (filters.tags?.length) sql.add(`r.tag_ids && ${sql.param(filters.tags)}::uuid[]`);
  if (filters.reviewStates?.length) sql.add(`${rows}.review_state = any(${sql.param(filters.reviewStates)}::text[])`);
  // Only the report row carries the DOJ status (issue 26): a label-driven query joins it for this filter.
  if (filters.dojStatuses?.length) sql.add(`r.doj_status = any(${sql.param(filters.dojStatuses)}::text[])`);
  addPeopleConditions(sql, filters);
  return sql;
}

/** The matching reports: the rows that drive the query, its WHERE, and whether it reads `reports r` beyond them. */
export interface FilteredReports {
  /** `d` when a report_labels row drives the query (it carries the report's date, contact type and flags). */
  rows: 'r' | 'd';
  sql: SqlConditions;
  /** Whether a condition reads `reports r` (always so without a driving label). */
  readsReport: boolean;
}

/**
 * The filters as a query over the reports. With one tag (or, failing that, one area), its rows in `report_labels` drive:
 * they come newest first on one index with the report's date, contact type and flags beside them, so a rare tag with a
 * section or a date range reads only that tag's rows, never the whole agency. The other filters still apply to `r`.
 */
export function filteredReports(filters: ReportFilters, scope: FilterScope): FilteredReports {
  const { tags, areas, ...others } = filters;
  const [kind, label, rest] =
    tags?.length === 1
      ? (['t', tags[0], { ...others, ...(areas ? { areas } : {}) }] as const)
      : areas?.length === 1
        ? (['a', areas[0], { ...others, ...(tags ? { tags } : {}) }] as const)
        : [null, null, filters];
  if (!kind) return { rows: 'r', sql: reportFilterConditions(filters, scope), readsReport: true };
  const sql = reportFilterConditions(rest, scope, 'd');
  const readsReport = sql.conditions.some((condition) => /\br\./.test(condition));
  sql.add(`d.kind = '${kind}' and d.label = ${sql.param(label)}::uuid`);
  return { rows: 'd', sql, readsReport };
}

/** FROM for the filtered reports: the driving labels joined to their reports when `withReport` (same agency, $1). */
export function filteredFrom(filtered: FilteredReports, withReport: boolean): string {
  if (filtered.rows === 'r') return 'reports r';
  return withReport ? 'report_labels d join reports r on r.agency_id = $1 and r.id = d.report_id' : 'report_labels d';
}

const ROLLUP_KEYS = new Set(['dateFrom', 'dateTo', 'exactDate', 'contactType']);
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((inner) => inner === undefined || inner === null || (Array.isArray(inner) && inner.length === 0));

/**
 * What the daily rollups answer these filters from: `{ facet: null }` (report_daily_totals) when they are only local days
 * and contact type, `{ facet }` (report_daily_facets) when they add one citizen value or one citizen flag, else null
 * (count the matching reports). Nothing per report: no age range, officer, area, tag, section or source but all.
 */
export function dailyRollupOf(filters: ReportFilters): { facet: string | null } | null {
  const facets: string[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || ROLLUP_KEYS.has(key) || (key === 'source' && value === 'all')) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (isEmptyObject(value)) continue;
    if (key === 'citizen') {
      for (const [field, values] of Object.entries(filters.citizen ?? {}))
        facets.push(...(values ?? []).map((inner) => facetToken(field, inner)));
      continue;
    }
    if (key === 'flags') {
      for (const [field, flag] of Object.entries(filters.flags ?? {})) if (typeof flag === 'boolean') facets.push(facetToken(field, flag));
      continue;
    }
    return null;
  }
  if (facets.length > 1) return null;
  return { facet: facets[0] ?? null };
}

/** A LIKE pattern matching `text` anywhere, lower-cased, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
