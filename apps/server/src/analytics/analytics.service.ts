import type { AnalyticsConfig, AnalyticsGenerateRequest, AnalyticsPeriods, AnalyticsSettings, IncidentPoint } from '@fieldbook/contract';
import {
  addCounters,
  CounterReader,
  type Counters,
  colourAt,
  comparisonPeriods,
  computeWidget,
  countPeople,
  elapsedPart,
  factSourcesOf,
  hasPermission,
  isSubscriptionInForce,
  type PeriodRange,
  periodOptions,
  readerOf,
  resolvePeriod,
  type Scoped,
  subtractCounters,
  suggestWidgets,
  suppliedFacts,
  toLocalDateTime,
  WIDGETS_BY_ID,
  type Widget,
  type WidgetContext,
  widgetsOffered,
  xAxisOf,
} from '@fieldbook/domain';
import { findCurrentSubscription } from '../billing/subscriptions.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, HttpError } from '../http/http-error.ts';
import { listSupervisedMemberIds } from '../review/review.repo.ts';
import * as repo from './analytics.repo.ts';
import { refreshDirtyDays } from './analytics-rollups.repo.ts';
import { readAlertsOfPeriod } from './ei-alerts-of-period.repo.ts';
import { optionLabelsOf } from './option-labels.ts';
import { bucketsOf } from './period-buckets.ts';

/** Pattern and filter maps keep the last 300 points (analytics.md §9). */
export const MAP_POINTS_LIMIT = 300;
/** A generate that takes longer answers 504 (analytics.md §8). */
const STATEMENT_TIMEOUT_MS = 20_000;
/** Out-of-date days counted before a generate reads: a year and its comparisons (the minute job counts the rest). */
const REFRESH_BEFORE_READ = 3 * 366;

type Body = AnalyticsGenerateRequest;

/** What a workspace limits the dashboard to beyond the request's own filters (set by the server, never by the body). */
export interface WorkspaceLimits {
  officerIds?: string[];
  contactTypes?: Array<'cfs' | 'opa'>;
}

/** Which counters answer a request: one rollup scope (optionally minus another), or the facts themselves. */
type Plan = { kind: 'rollup'; plus: string; minus?: string } | { kind: 'facts'; filter: repo.FactFilter };

export function isOfficerView(caller: Caller): boolean {
  return !hasPermission(caller.role, 'agency.analytics.watch') && hasPermission(caller.role, 'self.analytics.watch');
}

/**
 * The analytics dashboard (analytics.md §2-§9): widgets computed from the counters of the period, the previous period
 * and the same period last year, read from the rollups of one scope (the agency, an officer, an author, an area or a
 * tag) or, for filter combinations no scope holds, counted from the facts of the period.
 */
export function createAnalytics(db: Database, configurations: ConfigurationStore) {
  async function requireAnalytics(tx: Queryable, caller: Caller): Promise<void> {
    if (!hasPermission(caller.role, 'agency.analytics.watch') && !hasPermission(caller.role, 'self.analytics.watch')) throw forbidden();
    const subscription = await findCurrentSubscription(tx, agencyOf(caller));
    if (subscription?.plan !== 'analytics' || !isSubscriptionInForce(subscription.status))
      throw new HttpError(403, 'ANALYTICS_PLAN_REQUIRED');
  }

  function planOf(caller: Caller, body: Body, groupMembers: string[] | undefined, limits: WorkspaceLimits): Plan {
    const officer = body.filters?.officers?.officer_information;
    const areaIds = body.filters?.general_information?.location?.areas ?? [];
    const tagIds = body.filters?.tags?.agency ?? [];
    const officerView = isOfficerView(caller);
    const officerId = officerView ? caller.userId : officer?.id;
    const source = officerView ? (officer?.source ?? 'created') : (officer?.source ?? 'all');
    const filter: repo.FactFilter = { areaIds, tagIds };
    if (officerId) Object.assign(filter, { officerId, source });
    if (limits.officerIds?.length) filter.officerIds = limits.officerIds;
    if (limits.contactTypes?.length) filter.contactTypes = limits.contactTypes;
    if (groupMembers) return { kind: 'facts', filter: { ...filter, groupMembers } };
    if (filter.officerIds || filter.contactTypes) return { kind: 'facts', filter };
    const narrowings = (officerId ? 1 : 0) + areaIds.length + tagIds.length;
    if (narrowings === 0) return { kind: 'rollup', plus: 'a' };
    if (narrowings > 1) return { kind: 'facts', filter };
    if (officerId) {
      if (source === 'created') return { kind: 'rollup', plus: `w:${officerId}` };
      if (source === 'collaborated') return { kind: 'rollup', plus: `o:${officerId}`, minus: `w:${officerId}` };
      return { kind: 'rollup', plus: `o:${officerId}` };
    }
    return { kind: 'rollup', plus: areaIds.length ? `r:${areaIds[0]}` : `t:${tagIds[0]}` };
  }

  /** The counters of a plan over a period: all of them, or (for comparisons) at least the part comparisons read. */
  async function countersOf(tx: Queryable, agencyId: string, plan: Plan, period: PeriodRange, part: 'all' | 'comparison' = 'all') {
    if (plan.kind === 'facts') return countPeople(await repo.readPeople(tx, agencyId, period.from, period.to, plan.filter));
    const { kind, buckets } = bucketsOf(period);
    const plus = await repo.sumRollups(tx, agencyId, kind, buckets, plan.plus, part);
    return plan.minus ? subtractCounters(plus, await repo.sumRollups(tx, agencyId, kind, buckets, plan.minus, part)) : plus;
  }

  /** Area names, and per officer and group counters when the whole agency is shown (officer rankings need them). */
  async function officerBreakdowns(tx: Queryable, agencyId: string, period: PeriodRange, withOfficers: boolean) {
    const [areas, users, groups] = await repo.readNames(tx, agencyId);
    const { kind, buckets } = bucketsOf(period);
    const byOfficer = withOfficers ? await repo.sumOfficerSummaries(tx, agencyId, kind, buckets) : new Map<string, Counters>();
    const names = new Map(users.map((user) => [user.id, user.name]));
    const officers: Scoped[] = [...byOfficer].map(([id, counters]) => ({
      id,
      name: names.get(id) ?? 'Former member',
      counters: readerOf(counters),
    }));
    // A group's counters add its members' (a report two members share counts for each: the group comparison's caveat).
    const groupScopes: Scoped[] = groups.map((group) => {
      const counters: Counters = {};
      for (const member of group.members) addCounters(counters, byOfficer.get(member) ?? {});
      return { id: group.id, name: group.name, counters: new CounterReader(counters) };
    });
    return { officers, groups: groupScopes, areaNames: Object.fromEntries(areas.map((area) => [area.id, area.name])) };
  }

  /**
   * The early-intervention alerts of the period the caller may see (as on the Early intervention page: every officer's
   * for managers, those of the groups they supervise for supervisors, none for others), within the dashboard's officers.
   */
  async function alertsOfPeriod(tx: Queryable, caller: Caller, agencyId: string, period: PeriodRange, officers?: string[]) {
    let reach: string[] | null = officers ?? null;
    if (!hasPermission(caller.role, 'agency.early_intervention.manage')) {
      if (!hasPermission(caller.role, 'agency.early_intervention.review')) return undefined;
      const supervised = await listSupervisedMemberIds(tx, agencyId, caller.userId);
      reach = [...supervised].filter((id) => !officers || officers.includes(id));
    }
    return readAlertsOfPeriod(tx, agencyId, period, reach);
  }

  async function generate(caller: Caller, body: Body, limits: WorkspaceLimits = {}): Promise<AnalyticsConfig> {
    const agencyId = agencyOf(caller);
    if (!caller.agency) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
    const officerView = isOfficerView(caller);
    const officerFilter = body.filters?.officers?.officer_information;
    if (officerView && (officerFilter?.id || officerFilter?.groups?.length)) throw badRequest('OFFICER_FILTER_NOT_ALLOWED');
    if (officerView && body.period !== 'week' && body.period !== 'month' && body.period !== 'custom')
      throw badRequest('PERIOD_NOT_OFFERED');
    const today = toLocalDateTime(new Date(), caller.agency.timezone).date;
    let period: PeriodRange;
    try {
      const range = body.filters?.general_information?.date;
      period = resolvePeriod({ period: body.period, period_value: body.period_value, from: range?.from, to: range?.to }, today);
    } catch (error) {
      throw badRequest('VALIDATION_ERROR', [{ path: 'filters.general_information.date', message: (error as Error).message }]);
    }
    const configuration = configurations.get(caller.agency.configurationFile);
    const offered = widgetsOffered(suppliedFacts(factSourcesOf(configuration)), officerView);
    return withTenant(db, agencyId, async (tx) => {
      await requireAnalytics(tx, caller);
      await tx.query(`select set_config('statement_timeout', $1, true)`, [String(STATEMENT_TIMEOUT_MS)]);
      try {
        const comparisons = comparisonPeriods(period, today);
        // The days this request reads are counted first (the minute job counts the rest).
        await refreshDirtyDays(tx, agencyId, REFRESH_BEFORE_READ, { from: comparisons.lastYear.from, to: period.to });
        const groupIds = officerFilter?.groups ?? [];
        const members = groupIds.length ? await repo.readGroupMembers(tx, agencyId, groupIds) : undefined;
        const plan = planOf(caller, body, members, limits);
        // One transaction's client runs one query at a time: read the three periods in turn.
        const current = await countersOf(tx, agencyId, plan, period);
        const previous = await countersOf(tx, agencyId, plan, comparisons.previous, 'comparison');
        // A year's previous period is the year before, which is also its 'same period last year'.
        const lastYear = comparisons.previousIsLastYear
          ? previous
          : await countersOf(tx, agencyId, plan, comparisons.lastYear, 'comparison');
        const officerFiltered = officerView || Boolean(officerFilter?.id) || groupIds.length > 0 || Boolean(limits.officerIds?.length);
        const isWholeAgency = !officerFiltered && plan.kind === 'rollup' && plan.plus === 'a';
        const breakdowns = await officerBreakdowns(tx, agencyId, period, isWholeAgency);
        const filter = plan.kind === 'facts' ? plan.filter : filterOfPlan(plan);
        const points = await repo.readPoints(tx, agencyId, period.from, period.to, filter, MAP_POINTS_LIMIT + 1);
        const population = await repo.readPopulation(tx, agencyId);
        const eiAlerts = await alertsOfPeriod(
          tx,
          caller,
          agencyId,
          period,
          officerFilter?.id ? [officerFilter.id] : (members ?? limits.officerIds),
        );
        const context: WidgetContext = {
          current: readerOf(current as Counters),
          previous: readerOf(previous as Counters),
          lastYear: readerOf(lastYear as Counters),
          previousIsLastYear: comparisons.previousIsLastYear,
          period,
          xAxis: xAxisOf(elapsedPart(period, today)),
          officers: isWholeAgency ? breakdowns.officers : [],
          groups: isWholeAgency ? breakdowns.groups : [],
          areaNames: breakdowns.areaNames,
          optionLabels: optionLabelsOf(configuration),
          points: points.slice(0, MAP_POINTS_LIMIT).map((point) => ({
            coords: { lat: point.lat, long: point.lng },
            incident_number: point.incident_number,
            incident_date: point.incident_date,
            author_name: point.author_name,
            name: point.contact_type,
            colour: colourAt(point.contact_type === 'Call For Service' ? 0 : 1),
          })),
          pointsLimited: points.length > MAP_POINTS_LIMIT,
          officerFiltered,
          population,
          eiAlerts,
          tagFiltered: officerFiltered || (body.filters?.tags?.agency?.length ?? 0) > 0,
          // What the caller chose to narrow by (an officer's own view is not a filter they set).
          filtered:
            Boolean(officerFilter?.id) ||
            groupIds.length > 0 ||
            (body.filters?.tags?.agency?.length ?? 0) > 0 ||
            (body.filters?.general_information?.location?.areas?.length ?? 0) > 0,
        };
        if (officerFiltered) context.agency = readerOf(await countersOf(tx, agencyId, { kind: 'rollup', plus: 'a' }, period, 'comparison'));
        const widgets: Widget[] = offered.map((definition, position) => computeWidget(definition, context, position));
        const incidentData: IncidentPoint[] = points.slice(0, MAP_POINTS_LIMIT).map((point) => ({
          coords: { lat: point.lat, long: point.lng },
          incident_number: point.incident_number,
          incident_date: point.incident_date,
          author_name: point.author_name,
          contact_type: point.contact_type,
        }));
        return {
          widgets,
          suggested_widgets: suggestWidgets(offered, widgets),
          incident_data: incidentData,
          incident_data_limited: points.length > MAP_POINTS_LIMIT,
          period: body.period,
          date_from: period.from,
          date_to: period.to,
        };
      } catch (error) {
        if ((error as { code?: string }).code === '57014') throw new HttpError(504, 'ANALYTICS_TIMEOUT');
        throw error;
      }
    });
  }

  async function periods(caller: Caller): Promise<AnalyticsPeriods> {
    const agencyId = agencyOf(caller);
    if (!caller.agency) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
    if (isOfficerView(caller)) throw forbidden();
    const timezone = caller.agency.timezone;
    return withTenant(db, agencyId, async (tx) => {
      await requireAnalytics(tx, caller);
      return periodOptions(toLocalDateTime(new Date(), timezone).date);
    });
  }

  /** The ids of the widgets the caller's dashboard offers: the agency's configuration's, less supervisory ones for officers. */
  function offeredIds(caller: Caller): Set<string> {
    if (!caller.agency) return new Set();
    const configuration = configurations.get(caller.agency.configurationFile);
    return new Set(widgetsOffered(suppliedFacts(factSourcesOf(configuration)), isOfficerView(caller)).map((widget) => widget.id));
  }

  /** The stored favourites, less any widget no longer offered (a retired id would otherwise come back on every load). */
  async function settings(caller: Caller, workspaceId?: string): Promise<AnalyticsSettings> {
    const agencyId = agencyOf(caller);
    const offered = offeredIds(caller);
    return withTenant(db, agencyId, async (tx) => {
      await requireAnalytics(tx, caller);
      const stored = await repo.readFavourites(tx, agencyId, caller.userId, workspaceId ?? '');
      return { widgets: stored.filter((id) => offered.has(id)) };
    });
  }

  async function saveSettings(caller: Caller, widgets: string[], workspaceId?: string): Promise<AnalyticsSettings> {
    const agencyId = agencyOf(caller);
    const unknown = widgets.filter((id) => !WIDGETS_BY_ID.has(id));
    if (unknown.length > 0)
      throw badRequest('VALIDATION_ERROR', [{ path: 'widgets', message: `Unknown widgets: ${unknown.slice(0, 5).join(', ')}` }]);
    const offered = offeredIds(caller);
    const notOffered = widgets.filter((id) => !offered.has(id));
    if (notOffered.length > 0)
      throw badRequest('VALIDATION_ERROR', [
        { path: 'widgets', message: `These widgets are not offered to you: ${notOffered.slice(0, 5).join(', ')}` },
      ]);
    const unique = [...new Set(widgets)];
    return withTenant(db, agencyId, async (tx) => {
      await requireAnalytics(tx, caller);
      await repo.saveFavourites(tx, agencyId, caller.userId, workspaceId ?? '', unique);
      return { widgets: unique };
    });
  }

  return { generate, periods, settings, saveSettings };
}

/** The fact filter of a rollup plan, for the map points (which read the facts). */
function filterOfPlan(plan: { plus: string; minus?: string }): repo.FactFilter {
  const [kind, id = ''] = plan.plus.split(':') as [string, string | undefined];
  if (kind === 'w') return { officerId: id, source: 'created' };
  if (kind === 'o') return { officerId: id, source: plan.minus ? 'collaborated' : 'all' };
  if (kind === 'r') return { areaIds: [id] };
  if (kind === 't') return { tagIds: [id] };
  return {};
}
