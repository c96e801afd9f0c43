import type { ReportFilterOptions, ReportListResponse, ReportTotals } from '@fieldbook/contract';
import {
  checkReportFilters,
  citizenAgeKey,
  citizenFilterFields,
  ERROR_CODES,
  earliestFilterDate,
  isSubscriptionInForce,
  type ReportFilterContext,
  type ReportFilters,
  toLocalDateTime,
} from '@fieldbook/domain';
import { findCurrentSubscription } from '../billing/subscriptions.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest } from '../http/http-error.ts';
import { keysetOf, listResponse, type PageQuery } from './list-pages.ts';
import type { FilterScope } from './report-filter-sql.ts';
import * as repo from './report-lists.repo.ts';

/**
 * The report lists of analytics.md §2-§5: My Reports, Collaborated Reports, agency search by filters and by text, fast
 * facts. Each runs in one tenant transaction with the explicit agency filter; filters are checked with the browser's
 * rules (packages/domain) against the agency's configuration and plan.
 */
export function createReportLists(db: Database, configurations: ConfigurationStore) {
  function scopeOf(caller: Caller): FilterScope & { configurationFile: string } {
    const agencyId = agencyOf(caller);
    if (!caller.agency) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
    return { agencyId, timeZone: caller.agency.timezone, callerId: caller.userId, configurationFile: caller.agency.configurationFile };
  }

  async function filterContext(tx: Queryable, scope: ReturnType<typeof scopeOf>): Promise<ReportFilterContext> {
    const subscription = await findCurrentSubscription(tx, scope.agencyId);
    return {
      today: toLocalDateTime(new Date(), scope.timeZone).date,
      hasAnalytics: subscription?.plan === 'analytics' && isSubscriptionInForce(subscription.status),
      citizenFields: citizenFilterFields(configurations.get(scope.configurationFile)),
    };
  }

  /** Runs `work` on valid filters only: 400 VALIDATION_ERROR with the form's messages otherwise. */
  function withCheckedFilters<T>(
    caller: Caller,
    filters: ReportFilters,
    work: (tx: Queryable, scope: FilterScope) => Promise<T>,
  ): Promise<T> {
    const scope = scopeOf(caller);
    return withTenant(db, scope.agencyId, async (tx) => {
      const issues = checkReportFilters(filters, await filterContext(tx, scope));
      if (issues.length > 0)
        throw badRequest(
          ERROR_CODES.validation,
          issues.map((issue) => ({ ...issue, path: `filters.${issue.path}` })),
        );
      return work(tx, scope);
    });
  }

  function listMine(caller: Caller, query: PageQuery, path: string, fromPublicApiOnly: boolean): Promise<ReportListResponse> {
    const scope = scopeOf(caller);
    return withTenant(db, scope.agencyId, async (tx) =>
      listResponse(await repo.listAuthorReports(tx, scope, keysetOf(query), fromPublicApiOnly), query, path),
    );
  }

  function listCollaborated(caller: Caller, query: PageQuery): Promise<ReportListResponse> {
    const scope = scopeOf(caller);
    return withTenant(db, scope.agencyId, async (tx) =>
      listResponse(await repo.listCollaboratedReports(tx, scope, keysetOf(query)), query, '/api/reports/collaboration'),
    );
  }

  function search(caller: Caller, body: { filters: ReportFilters; sort_by: 'newest' | 'oldest' }, query: PageQuery) {
    return withCheckedFilters(caller, body.filters, async (tx, scope) =>
      listResponse(
        await repo.searchReports(tx, body.filters, scope, keysetOf(query, body.sort_by)),
        query,
        '/api/reports/search',
        body.sort_by,
      ),
    );
  }

  function textSearch(
    caller: Caller,
    body: { filter: string; sort_by: 'newest' | 'oldest' },
    query: PageQuery,
  ): Promise<ReportListResponse> {
    const scope = scopeOf(caller);
    return withTenant(db, scope.agencyId, async (tx) =>
      listResponse(
        await repo.textSearchReports(tx, scope.agencyId, body.filter, keysetOf(query, body.sort_by)),
        query,
        '/api/reports/text-search',
        body.sort_by,
      ),
    );
  }

  function totals(caller: Caller, body: { filter: string } | { filters: ReportFilters }): Promise<ReportTotals> {
    if ('filter' in body) {
      const scope = scopeOf(caller);
      return withTenant(db, scope.agencyId, (tx) => repo.totalTextSearch(tx, body.filter));
    }
    return withCheckedFilters(caller, body.filters, (tx, scope) => repo.totalReports(tx, body.filters, scope));
  }

  async function filterOptions(caller: Caller): Promise<ReportFilterOptions> {
    const scope = scopeOf(caller);
    const context = await withTenant(db, scope.agencyId, (tx) => filterContext(tx, scope));
    const configuration = configurations.get(scope.configurationFile);
    return {
      citizen_fields: context.citizenFields.map((field) => ({ ...field, options: [...field.options] })),
      has_citizen_age: citizenAgeKey(configuration) !== null,
      earliest_date: earliestFilterDate(context),
      today: context.today,
      timezone: scope.timeZone,
    };
  }

  return { listMine, listCollaborated, search, textSearch, totals, filterOptions, withCheckedFilters };
}

export type ReportLists = ReturnType<typeof createReportLists>;
