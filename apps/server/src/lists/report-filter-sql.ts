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
 * passed `reportFilters` and `checkReportFilters` (the route does both).
 */
export function reportFilterConditions(filters: ReportFilters, scope: FilterScope): SqlConditions {
  const sql = new SqlConditions();
  sql.add(`r.agency_id = ${sql.param(scope.agencyId)}`);
  if (filters.dateFrom) {
    const zone = sql.param(scope.timeZone);
    const lastDay = filters.exactDate || !filters.dateTo ? (filters.exactDate ? filters.dateFrom : null) : filters.dateTo;
    sql.add(`r.incident_date >= (${sql.param(filters.dateFrom)}::date::timestamp at time zone ${zone})`);
    if (lastDay) sql.add(`r.incident_date < ((${sql.param(lastDay)}::date + 1)::timestamp at time zone ${zone})`);
  }
  if (filters.contactType && filters.contactType !== 'All') sql.add(`r.contact_type = ${sql.param(filters.contactType)}`);
  if (filters.sections?.length) {
    const column = { use_of_force: 'r.is_use_of_force', complaints: 'r.has_complaints', investigations: 'r.has_investigations' };
    sql.add(`(${filters.sections.map((section) => column[section]).join(' or ')})`);
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
  addPeopleConditions(sql, filters);
  return sql;
}

/** Filters that the daily totals answer alone: local days and contact type, nothing per report. */
export function isAnsweredByDailyTotals(filters: ReportFilters): boolean {
  const rollupKeys = new Set(['dateFrom', 'dateTo', 'exactDate', 'contactType', 'source']);
  return Object.entries(filters).every(([key, value]) => {
    if (value === undefined) return true;
    if (key === 'source') return value === 'all';
    if (Array.isArray(value)) return value.length === 0;
    if (typeof value === 'object' && value !== null)
      return Object.values(value).every((inner) => inner === undefined || inner === null || (Array.isArray(inner) && inner.length === 0));
    return rollupKeys.has(key);
  });
}

/** A LIKE pattern matching `text` anywhere, lower-cased, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
