import type { CountedEvent, EarlyInterventionSettings, IndicatorId, PeerCell, Permission, ReviewOutcome } from '@fieldbook/domain';
import { countUpToLimit } from '../db/count-up-to-limit.ts';
import type { NamedStatement, Queryable } from '../db/database.ts';
import { preparedByText } from '../db/prepared-by-text.ts';
import { pageKeyOf } from '../http/keyset-cursor.ts';
import { listAcceptedSubmissions } from './citizen-submissions.repo.ts';

/** Early intervention's SQL (issue 28). pg answers counts as strings and PGlite as numbers: normalised here. */

const day = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

const READ_SETTINGS: NamedStatement = { name: 'ei-read-settings', text: 'select settings from ei_settings where agency_id = $1' };

export async function readSettings(db: Queryable, agencyId: string): Promise<unknown | null> {
  const [row] = await db.query<{ settings: unknown }>(READ_SETTINGS, [agencyId]);
  return row?.settings ?? null;
}

export async function writeSettings(db: Queryable, agencyId: string, settings: EarlyInterventionSettings, userId: string | null) {
  await db.query(
    `insert into ei_settings (agency_id, settings, updated_by) values ($1, $2, $3)
     on conflict (agency_id) do update set settings = excluded.settings, updated_by = excluded.updated_by, updated_at = now()`,
    [agencyId, JSON.stringify(settings), userId],
  );
}

/** Members of the agency (who may be an officer of an event or an alert's reviewer), with their role name. */
export async function readMember(
  db: Queryable,
  agencyId: string,
  userId: string,
): Promise<{ id: string; name: string; permissions: Permission[] } | null> {
  const [row] = await db.query<{ id: string; name: string; permissions: Permission[] }>(
    `select u.id, u.name, r.permissions from users u join roles r on r.id = u.role_id where u.agency_id = $1 and u.id = $2`,
    [agencyId, userId],
  );
  return row ?? null;
}

/**
 * Who may review `officerId`: the agency's active owners and managers (early_intervention.manage) and the supervisors
 * (early_intervention.review) of a group the officer belongs to; never the officer. By name.
 */
export async function listReviewersOf(
  db: Queryable,
  agencyId: string,
  officerId: string,
): Promise<Array<{ id: string; name: string; officer_id: string; role: string }>> {
  return db.query(
    `select u.id, u.name, u.officer_id, r.name as role from users u join roles r on r.id = u.role_id
      where u.agency_id = $1 and u.is_active and u.id <> $2
        and ('agency.early_intervention.manage' = any(r.permissions)
             or ('agency.early_intervention.review' = any(r.permissions)
                 and exists (select 1 from group_supervisors s
                               join group_members m on m.agency_id = s.agency_id and m.group_id = s.group_id and m.user_id = $2
                              where s.agency_id = $1 and s.user_id = u.id)))
      order by u.name, u.id`,
    [agencyId, officerId],
  );
}

export interface StoredEvent {
  id: string;
  officer_id: string;
  indicator: IndicatorId;
  occurred_on: string;
  note: string | null;
  entered_by_name: string | null;
}

export async function insertManualEvent(
  db: Queryable,
  agencyId: string,
  event: { id: string; officerId: string; indicator: string; occurredOn: string; note: string | null; enteredBy: string },
): Promise<void> {
  await db.query(
    'insert into ei_events (agency_id, id, officer_id, indicator, occurred_on, note, entered_by) values ($1, $2, $3, $4, $5, $6, $7)',
    [agencyId, event.id, event.officerId, event.indicator, event.occurredOn, event.note, event.enteredBy],
  );
}

/** Hand-entered events from `from` (all officers, or one), oldest first. */
export async function listManualEvents(
  db: Queryable,
  agencyId: string,
  filter: { officerId?: string | null; from?: string | null; to?: string | null; officerIds?: readonly string[] | null },
): Promise<StoredEvent[]> {
  const rows = await db.query<StoredEvent>(
    `select e.id, e.officer_id, e.indicator, e.occurred_on, e.note, u.name as entered_by_name
       from ei_events e left join users u on u.id = e.entered_by
      where e.agency_id = $1 and ($2::uuid is null or e.officer_id = $2) and ($3::date is null or e.occurred_on >= $3)
        and ($4::date is null or e.occurred_on <= $4) and ($5::uuid[] is null or e.officer_id = any($5::uuid[]))
      order by e.occurred_on, e.created_at`,
    [agencyId, filter.officerId ?? null, filter.from ?? null, filter.to ?? null, filter.officerIds ?? null],
  );
  return rows.map((row) => ({ ...row, occurred_on: day(row.occurred_on) }));
}

/** A report indicator event with the report behind it (the count rule counts incidents: one per report and indicator). */
export interface ReportEvent extends CountedEvent {
  incidentNumber: string;
}

/**
 * The report indicators from the analytics facts of [from, to], attributed to the report's author: a report with force
 * on any person (with its highest force tier among the persons with force, null when none is recorded, for the
 * agency's force_threshold), an injury to a person stopped, complaints recorded, a search that found nothing, a consent
 * search. Only reports with at least one of them are read back.
 */
export async function listReportEvents(
  db: Queryable,
  agencyId: string,
  from: string,
  to: string,
  officerId?: string,
): Promise<ReportEvent[]> {
  const rows = await db.query<{
    report_id: string;
    author_id: string;
    day: unknown;
    incident_number: string;
    force: boolean;
    force_tier: number | string | null;
    injury: boolean;
    complaints: boolean;
    nothing_found: boolean;
    consent: boolean;
  }>(
    `with flagged as (
       select p.report_id, p.author_id, min(p.day) as day,
              bool_or(p.force or p.was_use_of_force) as force,
              max(p.force_tier) filter (where p.force) as force_tier,
              bool_or(p.injury in ('serious', 'minor')) as injury,
              bool_or(p.has_complaints) as complaints,
              bool_or(p.searched and cardinality(p.contraband) = 0) as nothing_found,
              bool_or(p.searched and p.consent_only) as consent
         from analytics_people p
        where p.agency_id = $1 and p.day between $2 and $3 and p.author_id is not null and ($4::uuid is null or p.author_id = $4)
          and (p.force or p.was_use_of_force or p.injury in ('serious', 'minor') or p.has_complaints or p.searched)
        group by p.report_id, p.author_id
     )
     select f.*, r.incident_number from flagged f join reports r on r.agency_id = $1 and r.id = f.report_id`,
    [agencyId, from, to, officerId ?? null],
  );
  const events: ReportEvent[] = [];
  for (const row of rows) {
    const base = { officerId: row.author_id, occurredOn: day(row.day), incidentNumber: row.incident_number };
    const add = (indicator: IndicatorId) => events.push({ ...base, id: `${row.report_id}:${indicator}`, indicator });
    if (row.force)
      events.push({
        ...base,
        id: `${row.report_id}:force_incidents`,
        indicator: 'force_incidents',
        forceTier: row.force_tier === null ? null : Number(row.force_tier),
      });
    if (row.injury) add('subject_injuries');
    if (row.complaints) add('complaints_on_reports');
    if (row.nothing_found) add('searches_nothing_found');
    if (row.consent) add('consent_searches');
  }
  return events;
}

/**
 * Citizen complaints an owner or manager accepted (issue 28's citizen side), dated the day they were received, each with
 * its report. A complaint received, not reviewed, or dismissed, never counts.
 */
export function listAcceptedCitizenComplaints(db: Queryable, agencyId: string, from: string, to: string, officerId?: string) {
  return listAcceptedSubmissions(db, agencyId, 'complaint', { from, to, officerId: officerId ?? null });
}

/** The peer comparison's cells: persons per author × stratum × perceived race in [from, to]. */
export async function listPeerCells(db: Queryable, agencyId: string, from: string, to: string): Promise<PeerCell[]> {
  const rows = await db.query<{
    officer_id: string;
    stratum: string;
    race: string | null;
    persons: unknown;
    searched: unknown;
    hits: unknown;
    force: unknown;
  }>(
    `select author_id as officer_id,
            coalesce(area_ids[1]::text, '-') || '|' || (minute / 240) || '|' || (case when weekday in (0, 6) then 'we' else 'wd' end)
              || '|' || contact_type as stratum,
            race, count(*) as persons, count(*) filter (where searched) as searched,
            count(*) filter (where searched and cardinality(contraband) > 0) as hits, count(*) filter (where force) as force
       from analytics_people
      where agency_id = $1 and day between $2 and $3 and author_id is not null
      group by 1, 2, 3`,
    [agencyId, from, to],
  );
  return rows.map((row) => ({
    officerId: row.officer_id,
    stratum: row.stratum,
    group: row.race,
    persons: Number(row.persons),
    searched: Number(row.searched),
    hits: Number(row.hits),
    force: Number(row.force),
  }));
}

/** The agency's members now (an alert is opened only for a current member). */
export async function listMemberIds(db: Queryable, agencyId: string): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('select id from users where agency_id = $1', [agencyId]);
  return new Set(rows.map((row) => row.id));
}

export interface AlertRow {
  id: string;
  officer_id: string;
  officer_name: string;
  officer_badge: string;
  status: 'open' | 'in_review' | 'closed';
  opened_at: string;
  indicators: IndicatorId[];
  why: string[];
  peer: unknown[];
  events: unknown[];
  reviewer_id: string | null;
  reviewer_name: string | null;
  follow_up_on: string | null;
  closed_at: string | null;
}

/** The alerts of `source` (ei_alerts, or a page of it) with the officer's and the reviewer's names. */
const alertSelect = (
  source = 'ei_alerts',
  extra = '',
) => `select a.id, a.officer_id, o.name as officer_name, o.officer_id as officer_badge, a.status,
       a.opened_at, a.indicators, a.why, a.peer, a.events, a.reviewer_id, v.name as reviewer_name, a.follow_up_on, a.closed_at${extra}
  from ${source} a join users o on o.id = a.officer_id left join users v on v.id = a.reviewer_id`;
const ALERT_SELECT = alertSelect();

function toAlert(row: AlertRow): AlertRow {
  return {
    ...row,
    opened_at: iso(row.opened_at),
    closed_at: isoOrNull(row.closed_at),
    follow_up_on: row.follow_up_on === null ? null : day(row.follow_up_on),
  };
}

export interface AlertFilter {
  agencyId: string;
  /** null: open and in review (not closed). */
  status: string | null;
  groupId: string | null;
  indicator: string | null;
  /** The officers within a supervisor's reach; null for every officer. */
  officerIds: readonly string[] | null;
}

/** The conditions on ei_alerts a: the status first, so ei_alerts_not_closed_idx (0055) or ei_alerts_list_idx answers. */
function alertConditions(filter: AlertFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.agencyId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['a.agency_id = $1', filter.status === null ? "a.status <> 'closed'" : `a.status = ${param(filter.status)}`];
  // The group's members read once (not per row).
  if (filter.groupId)
    conditions.push(
      `a.officer_id = any(array(select m.user_id from group_members m where m.agency_id = $1 and m.group_id = ${param(filter.groupId)}::uuid))`,
    );
  if (filter.indicator) conditions.push(`${param(filter.indicator)}::text = any(a.indicators)`);
  if (filter.officerIds) conditions.push(`a.officer_id = any(${param(filter.officerIds)}::uuid[])`);
  return { where: conditions.join(' and '), params };
}

/** A page of the alerts page, oldest first, keyset on (opened_at, id), within the caller's reach. */
export async function listAlerts(
  db: Queryable,
  filter: AlertFilter,
  page: { after: { at: string; id: string } | null; limit: number },
): Promise<Array<AlertRow & { page_key: string }>> {
  const { where, params } = alertConditions(filter);
  const after = page.after
    ? ` and (a.opened_at, a.id) > ($${params.push(page.after.at)}::timestamptz, $${params.push(page.after.id)}::uuid)`
    : '';
  // The page is chosen from the index before the names are joined, whatever the planner thinks of users.
  const chosen = `(select a.* from ei_alerts a where ${where}${after} order by a.opened_at, a.id limit $${params.push(page.limit)})`;
  const rows = await db.query<AlertRow & { page_key: string }>(
    preparedByText('ei-alerts', `${alertSelect(chosen, `, ${pageKeyOf('a.opened_at')} as page_key`)} order by a.opened_at, a.id`),
    params,
  );
  return rows.map((row) => ({ ...toAlert(row), page_key: row.page_key }));
}

/** How many alerts match, counted up to REVIEW_COUNT_LIMIT (then it means 'at least'). */
export async function countAlerts(db: Queryable, filter: AlertFilter): Promise<number> {
  const { where, params } = alertConditions(filter);
  return countUpToLimit(db, `select 1 from ei_alerts a where ${where}`, params);
}

export async function readAlert(db: Queryable, agencyId: string, id: string, lock = false): Promise<AlertRow | null> {
  const [row] = await db.query<AlertRow>(`${ALERT_SELECT} where a.agency_id = $1 and a.id = $2${lock ? ' for update of a' : ''}`, [
    agencyId,
    id,
  ]);
  return row ? toAlert(row) : null;
}

export interface ClosedAlertRow {
  id: string;
  opened_at: string;
  closed_at: string;
  indicators: IndicatorId[];
  why: string[];
  outcome: ReviewOutcome | null;
  follow_up_on: string | null;
}

/** An officer's closed alerts, the latest closed first, each with its last review's outcome (ei_alerts_officer_idx). */
export async function listClosedAlertsOf(db: Queryable, agencyId: string, officerId: string): Promise<ClosedAlertRow[]> {
  const rows = await db.query<ClosedAlertRow>(
    `select a.id, a.opened_at, a.closed_at, a.indicators, a.why, a.follow_up_on,
            (select x.outcome from ei_alert_actions x where x.agency_id = a.agency_id and x.alert_id = a.id and x.kind = 'reviewed'
              order by x.at desc, x.id desc limit 1) as outcome
       from ei_alerts a
      where a.agency_id = $1 and a.officer_id = $2 and a.status = 'closed'
      order by a.closed_at desc, a.id limit 100`,
    [agencyId, officerId],
  );
  return rows.map((row) => ({
    ...row,
    opened_at: iso(row.opened_at),
    closed_at: iso(row.closed_at),
    follow_up_on: row.follow_up_on === null ? null : day(row.follow_up_on),
  }));
}

/** The officers' alerts not closed, and when each officer's last alert was closed. */
export async function readAlertState(
  db: Queryable,
  agencyId: string,
): Promise<{ open: Map<string, { id: string; indicators: string[] }>; lastClosed: Map<string, Date> }> {
  const rows = await db.query<{ id: string; officer_id: string; status: string; indicators: string[]; closed_at: unknown }>(
    `select id, officer_id, status, indicators, closed_at from ei_alerts
      where agency_id = $1 and (status <> 'closed' or closed_at is not null)`,
    [agencyId],
  );
  const open = new Map<string, { id: string; indicators: string[] }>();
  const lastClosed = new Map<string, Date>();
  for (const row of rows) {
    if (row.status !== 'closed') open.set(row.officer_id, { id: row.id, indicators: row.indicators });
    else if (row.closed_at) {
      const at = new Date(row.closed_at as string);
      const previous = lastClosed.get(row.officer_id);
      if (!previous || previous < at) lastClosed.set(row.officer_id, at);
    }
  }
  return { open, lastClosed };
}

export async function insertAlert(
  db: Queryable,
  agencyId: string,
  alert: { id: string; officerId: string; indicators: string[]; why: string[]; peer: unknown[]; events: unknown[] },
): Promise<void> {
  await db.query(
    `insert into ei_alerts (agency_id, id, officer_id, status, indicators, why, peer, events)
     values ($1, $2, $3, 'open', $4::text[], $5, $6, $7)`,
    [
      agencyId,
      alert.id,
      alert.officerId,
      alert.indicators,
      JSON.stringify(alert.why),
      JSON.stringify(alert.peer),
      JSON.stringify(alert.events),
    ],
  );
}

export async function updateAlertFindings(
  db: Queryable,
  agencyId: string,
  id: string,
  findings: { indicators: string[]; why: string[]; peer: unknown[]; events: unknown[] },
): Promise<void> {
  await db.query(
    `update ei_alerts set indicators = $3::text[], why = $4, peer = $5, events = $6, updated_at = now() where agency_id = $1 and id = $2`,
    [agencyId, id, findings.indicators, JSON.stringify(findings.why), JSON.stringify(findings.peer), JSON.stringify(findings.events)],
  );
}

export async function updateAlertState(
  db: Queryable,
  agencyId: string,
  id: string,
  change: { status?: string; reviewerId?: string; followUpOn?: string | null; closed?: boolean },
): Promise<void> {
  await db.query(
    `update ei_alerts set status = coalesce($3, status), reviewer_id = coalesce($4, reviewer_id),
            follow_up_on = case when $5 then $6::date else follow_up_on end,
            closed_at = case when $7 then now() when $3 = 'open' then null else closed_at end, updated_at = now()
      where agency_id = $1 and id = $2`,
    [
      agencyId,
      id,
      change.status ?? null,
      change.reviewerId ?? null,
      change.followUpOn !== undefined,
      change.followUpOn ?? null,
      change.closed === true,
    ],
  );
}

export interface ActionRow {
  kind: 'opened' | 'assigned' | 'reviewed' | 'closed' | 'follow_up';
  at: string;
  by_name: string | null;
  note: string | null;
  outcome: string | null;
  follow_up_on: string | null;
  details: Record<string, unknown>;
}

export async function insertAction(
  db: Queryable,
  agencyId: string,
  action: {
    id: string;
    alertId: string;
    kind: ActionRow['kind'];
    by: string | null;
    note?: string | null;
    outcome?: string | null;
    followUpOn?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.query(
    `insert into ei_alert_actions (agency_id, id, alert_id, kind, by_user, note, outcome, follow_up_on, details)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      agencyId,
      action.id,
      action.alertId,
      action.kind,
      action.by,
      action.note ?? null,
      action.outcome ?? null,
      action.followUpOn ?? null,
      JSON.stringify(action.details ?? {}),
    ],
  );
}

export async function listActions(db: Queryable, agencyId: string, alertId: string): Promise<ActionRow[]> {
  const rows = await db.query<ActionRow>(
    `select x.kind, x.at, u.name as by_name, x.note, x.outcome, x.follow_up_on, x.details
       from ei_alert_actions x left join users u on u.id = x.by_user
      where x.agency_id = $1 and x.alert_id = $2 order by x.at, x.id`,
    [agencyId, alertId],
  );
  return rows.map((row) => ({ ...row, at: iso(row.at), follow_up_on: row.follow_up_on === null ? null : day(row.follow_up_on) }));
}

/** Alerts whose follow-up date has come (on or before `today`). */
export async function listFollowUpsDue(
  db: Queryable,
  agencyId: string,
  today: string,
): Promise<Array<{ id: string; officer_id: string; indicators: string[] }>> {
  return db.query(
    `select id, officer_id, indicators from ei_alerts
      where agency_id = $1 and status <> 'open' and follow_up_on is not null and follow_up_on <= $2 order by follow_up_on, id`,
    [agencyId, today],
  );
}

export async function insertRun(db: Queryable, agencyId: string, id: string, requestedBy: string | null): Promise<void> {
  await db.query(`insert into ei_evaluation_runs (agency_id, id, status, requested_by) values ($1, $2, 'queued', $3)`, [
    agencyId,
    id,
    requestedBy,
  ]);
}

export async function updateRun(
  db: Queryable,
  agencyId: string,
  id: string,
  change: { status: 'running' | 'done' | 'failed'; officersEvaluated?: number; alertsOpened?: number },
): Promise<void> {
  await db.query(
    `update ei_evaluation_runs set status = $3,
            started_at = case when $3 = 'running' then now() else started_at end,
            finished_at = case when $3 in ('done', 'failed') then now() else finished_at end,
            officers_evaluated = coalesce($4, officers_evaluated), alerts_opened = coalesce($5, alerts_opened)
      where agency_id = $1 and id = $2`,
    [agencyId, id, change.status, change.officersEvaluated ?? null, change.alertsOpened ?? null],
  );
}

export interface RunRow {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  started_at: string | null;
  finished_at: string | null;
  officers_evaluated: number;
  alerts_opened: number;
}

export async function readRun(db: Queryable, agencyId: string, id: string | null): Promise<RunRow | null> {
  const [row] = await db.query<RunRow>(
    `select id, status, started_at, finished_at, officers_evaluated, alerts_opened from ei_evaluation_runs
      where agency_id = $1 and ($2::uuid is null or id = $2) order by queued_at desc limit 1`,
    [agencyId, id],
  );
  if (!row) return null;
  return {
    ...row,
    started_at: isoOrNull(row.started_at),
    finished_at: isoOrNull(row.finished_at),
    officers_evaluated: Number(row.officers_evaluated),
    alerts_opened: Number(row.alerts_opened),
  };
}

/** Agencies with early intervention turned on (the daily job's list; read as the owner role, across agencies). */
export async function listEnabledAgencies(db: Queryable): Promise<Array<{ agency_id: string; timezone: string }>> {
  return db.query(
    `select s.agency_id, a.timezone from ei_settings s join agencies a on a.id = s.agency_id
      where (s.settings ->> 'enabled')::boolean and a.status = 'Active'`,
  );
}

export async function readAgencyBasics(db: Queryable, agencyId: string): Promise<{ timezone: string; configuration_file: string }> {
  const [row] = await db.query<{ timezone: string; configuration_file: string }>(
    'select timezone, configuration_file from agencies where id = $1',
    [agencyId],
  );
  if (!row) throw new Error('no such agency');
  return row;
}
