import { randomUUID } from 'node:crypto';
import type {
  AlertAction,
  AlertListItem,
  AlertProfile,
  AlertsPageQuery,
  EvaluationRun,
  IndicatorEvent,
  ManualEventRequest,
  MyAlertsResponse,
  PeerComparison,
  ReviewAlertRequest,
} from '@fieldbook/contract';
import {
  DEFAULT_EI_SETTINGS,
  type EarlyInterventionSettings,
  EI_MESSAGES,
  ERROR_CODES,
  earlyInterventionSettingsSchema,
  hasPermission,
  isRestrictedIndicator,
  OFFICER_OUTCOME_WORDS,
  toLocalDateTime,
  windowStart,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../http/keyset-cursor.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { listSupervisedMemberIds } from '../review/review.repo.ts';
import { type AcceptedSubmission, listAcceptedSubmissions } from './citizen-submissions.repo.ts';
import * as repo from './early-intervention.repo.ts';
import { EARLY_INTERVENTION_QUEUE, evaluateAgency } from './early-intervention-evaluation.ts';

const refuse = (path: string, message: string) => badRequest(ERROR_CODES.validation, [{ path, message }]);
const DAY_MS = 86_400_000;

/** The settings stored, or the reference's defaults (off) for an agency that never saved any. */
export async function readSettingsOrDefault(tx: Queryable, agencyId: string): Promise<EarlyInterventionSettings> {
  const stored = earlyInterventionSettingsSchema.safeParse(await repo.readSettings(tx, agencyId));
  return stored.success ? stored.data : DEFAULT_EI_SETTINGS;
}

/** Whether the agency has early intervention on, and shares closed alerts with officers (GET /users/me: what to show). */
export async function readEarlyInterventionSwitches(
  db: Database,
  agencyId: string,
): Promise<{ enabled: boolean; officerSeesClosed: boolean }> {
  const settings = await withTenant(db, agencyId, (tx) => readSettingsOrDefault(tx, agencyId));
  return { enabled: settings.enabled, officerSeesClosed: settings.enabled && settings.officer_sees_closed };
}

/**
 * Who the caller may see: every officer (manage: owners, managers), the members of the groups they supervise (review:
 * supervisors), nobody else (403, officers).
 */
async function reachOf(tx: Queryable, caller: Caller, agencyId: string): Promise<Set<string> | null> {
  if (hasPermission(caller.role, 'agency.early_intervention.manage')) return null;
  if (hasPermission(caller.role, 'agency.early_intervention.review')) return listSupervisedMemberIds(tx, agencyId, caller.userId);
  throw forbidden();
}

function assertCanUse(caller: Caller): void {
  if (!hasPermission(caller.role, 'agency.early_intervention.manage') && !hasPermission(caller.role, 'agency.early_intervention.review'))
    throw forbidden();
}

/** Owners and managers see restricted categories (reference §2.1); supervisors and officers read them only as a count. */
const seesRestricted = (caller: Caller) => hasPermission(caller.role, 'agency.early_intervention.manage');
const restrictedIn = (events: readonly { indicator: string }[]) => events.filter((event) => isRestrictedIndicator(event.indicator));
const withoutRestricted = <T extends { indicator: string }>(events: readonly T[]): T[] =>
  events.filter((event) => !isRestrictedIndicator(event.indicator));

const todayOf = (caller: Caller) => toLocalDateTime(new Date(), caller.agency?.timezone ?? 'UTC').date;

/** The alert as the list shows it; for a caller who may not see restricted categories, without them but counted. */
function toListItem(row: repo.AlertRow, deadlineDays: number, isRestrictedShown: boolean): AlertListItem {
  return {
    id: row.id,
    officer: { id: row.officer_id, name: row.officer_name, officer_id: row.officer_badge },
    status: row.status,
    opened_at: row.opened_at,
    days_open: Math.max(0, Math.floor(((row.closed_at ? Date.parse(row.closed_at) : Date.now()) - Date.parse(row.opened_at)) / DAY_MS)),
    deadline_days: deadlineDays,
    indicators: isRestrictedShown ? row.indicators : row.indicators.filter((indicator) => !isRestrictedIndicator(indicator)),
    reviewer: row.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name ?? '' } : null,
    follow_up_on: row.follow_up_on,
    confidential_entries: isRestrictedShown ? 0 : restrictedIn(row.events as IndicatorEvent[]).length,
  };
}

const toAction = (row: repo.ActionRow): AlertAction => ({
  kind: row.kind,
  at: row.at,
  by: row.by_name === null ? null : { name: row.by_name },
  note: row.note,
  outcome: (row.outcome as AlertAction['outcome']) ?? null,
  follow_up_on: row.follow_up_on,
});

export const manualEventView = (event: repo.StoredEvent): IndicatorEvent => ({
  id: event.id,
  indicator: event.indicator,
  occurred_on: event.occurred_on,
  source: 'manual',
  incident_number: null,
  note: event.note,
  entered_by: event.entered_by_name === null ? null : { name: event.entered_by_name },
});

/** An accepted citizen complaint on the timeline: the day and the report, never the citizen or their words. */
const citizenComplaintView = (event: AcceptedSubmission): IndicatorEvent => ({
  id: event.id,
  indicator: 'citizen_complaints',
  occurred_on: event.occurredOn,
  source: 'citizen',
  incident_number: event.incidentNumber,
  note: null,
  entered_by: null,
});

export interface EarlyInterventionDependencies {
  db: Database;
  jobs: JobQueue;
  configurations: ConfigurationStore;
}

/** Early intervention (issue 28): settings, hand-entered events, evaluations, alerts and their review cycle. */
export function createEarlyInterventionService({ db, jobs, configurations }: EarlyInterventionDependencies) {
  async function audit(tx: Queryable, caller: Caller, action: string, objectId: string, details: Record<string, unknown> = {}) {
    await recordAuditEvent(tx, {
      action,
      outcome: 'success',
      userId: caller.userId,
      sourceIp: caller.sourceIp,
      agencyId: caller.agencyId,
      objectId,
      details,
    });
  }

  /** The alert within the caller's reach: another agency's, or an officer outside the supervisor's groups, is 404. */
  async function visibleAlert(tx: Queryable, caller: Caller, agencyId: string, id: string, lock = false): Promise<repo.AlertRow> {
    const reach = await reachOf(tx, caller, agencyId);
    const alert = await repo.readAlert(tx, agencyId, id, lock);
    if (!alert || (reach && !reach.has(alert.officer_id))) throw notFound();
    return alert;
  }

  async function profileOf(tx: Queryable, caller: Caller, agencyId: string, alert: repo.AlertRow, today: string): Promise<AlertProfile> {
    const settings = await readSettingsOrDefault(tx, agencyId);
    const stored = alert.events as IndicatorEvent[];
    // Hand-entered events since are shown at once (the count rule's window), not only at the next evaluation.
    const from = [windowStart(today, settings.count_rule.window_months), ...stored.map((event) => event.occurred_on)].sort()[0] as string;
    const manual = await repo.listManualEvents(tx, agencyId, { officerId: alert.officer_id, from, to: today });
    // Citizen complaints accepted since, too; and commendations, positive events that never count.
    const range = { from, to: today, officerId: alert.officer_id };
    const complaints = await listAcceptedSubmissions(tx, agencyId, 'complaint', range);
    const commendations = await listAcceptedSubmissions(tx, agencyId, 'commendation', range);
    const ids = new Set(stored.map((event) => event.id));
    const timeline = [
      ...stored,
      ...manual.filter((event) => !ids.has(event.id)).map(manualEventView),
      ...complaints.filter((event) => !ids.has(event.id)).map(citizenComplaintView),
    ].sort((a, b) => a.occurred_on.localeCompare(b.occurred_on));
    const isRestrictedShown = seesRestricted(caller);
    return {
      ...toListItem(alert, settings.review_deadline_days, isRestrictedShown),
      confidential_entries: isRestrictedShown ? 0 : restrictedIn(timeline).length,
      why: alert.why,
      timeline: isRestrictedShown ? timeline : withoutRestricted(timeline),
      peer_comparisons: alert.peer as PeerComparison[],
      actions: (await repo.listActions(tx, agencyId, alert.id)).map(toAction),
      commendations: commendations.map((event) => ({
        id: event.id,
        received_on: event.occurredOn,
        incident_number: event.incidentNumber,
      })),
    };
  }

  return {
    async readSettings(caller: Caller) {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, (tx) => readSettingsOrDefault(tx, agencyId));
    },

    async writeSettings(caller: Caller, settings: EarlyInterventionSettings) {
      const agencyId = agencyOf(caller);
      const checked = earlyInterventionSettingsSchema.parse(settings);
      return withTenant(db, agencyId, async (tx) => {
        await repo.writeSettings(tx, agencyId, checked, caller.userId);
        await audit(tx, caller, 'ei.settings.update', agencyId, {
          enabled: checked.enabled,
          indicators: checked.indicators.length,
          count_rule: checked.count_rule,
          peer_rule: checked.peer_rule,
        });
        return checked;
      });
    },

    async listEvents(caller: Caller, officerId: string | undefined) {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const reach = await reachOf(tx, caller, agencyId);
        // Another agency's officer, or one outside a supervisor's groups: 404, as for their alerts (issue 28).
        if (officerId && (reach ? !reach.has(officerId) : !(await repo.readMember(tx, agencyId, officerId)))) throw notFound();
        const events = await repo.listManualEvents(tx, agencyId, { officerId: officerId ?? null, officerIds: reach ? [...reach] : null });
        return { events: (seesRestricted(caller) ? events : withoutRestricted(events)).map(manualEventView) };
      });
    },

    async createEvent(caller: Caller, body: ManualEventRequest) {
      const agencyId = agencyOf(caller);
      if (body.occurred_on > todayOf(caller)) throw refuse('occurred_on', EI_MESSAGES.eventDateFuture);
      return withTenant(db, agencyId, async (tx) => {
        // An officer not of the caller's agency (another agency's, or no one): 404, never a hint that the id exists (issue 28).
        if (!(await repo.readMember(tx, agencyId, body.officer_id))) throw notFound();
        const id = randomUUID();
        const note = body.note ?? null;
        await repo.insertManualEvent(tx, agencyId, {
          id,
          officerId: body.officer_id,
          indicator: body.indicator,
          occurredOn: body.occurred_on,
          note,
          enteredBy: caller.userId,
        });
        await audit(tx, caller, 'ei.event.create', id, {
          officer_id: body.officer_id,
          indicator: body.indicator,
          occurred_on: body.occurred_on,
        });
        return manualEventView({
          id,
          officer_id: body.officer_id,
          indicator: body.indicator,
          occurred_on: body.occurred_on,
          note,
          entered_by_name: caller.name,
        });
      });
    },

    /** Queues an evaluation of the caller's agency (the job runs it; the daily schedule runs every agency's). */
    async requestEvaluation(caller: Caller): Promise<EvaluationRun> {
      const agencyId = agencyOf(caller);
      const runId = randomUUID();
      await withTenant(db, agencyId, (tx) => repo.insertRun(tx, agencyId, runId, caller.userId));
      await jobs.send(EARLY_INTERVENTION_QUEUE, { agencyId, runId });
      return (await withTenant(db, agencyId, (tx) => repo.readRun(tx, agencyId, runId))) as EvaluationRun;
    },

    async latestEvaluation(caller: Caller) {
      const agencyId = agencyOf(caller);
      assertCanUse(caller);
      return { run: await withTenant(db, agencyId, (tx) => repo.readRun(tx, agencyId, null)) };
    },

    async listAlerts(caller: Caller, query: AlertsPageQuery) {
      const agencyId = agencyOf(caller);
      const after = decodeKeysetCursor(query.cursor);
      return withTenant(db, agencyId, async (tx) => {
        const reach = await reachOf(tx, caller, agencyId);
        const settings = await readSettingsOrDefault(tx, agencyId);
        const filter: repo.AlertFilter = {
          agencyId,
          status: query.status ?? null,
          groupId: query.group_id ?? null,
          indicator: query.indicator ?? null,
          officerIds: reach ? [...reach] : null,
        };
        // A supervisor filtering by a restricted category learns nothing: no alert matches.
        if (!seesRestricted(caller) && query.indicator && isRestrictedIndicator(query.indicator))
          return { alerts: [], next_cursor: null, total: 0 };
        const rows = await repo.listAlerts(tx, filter, { after, limit: query.limit + 1 });
        const page = rows.slice(0, query.limit);
        const last = page[page.length - 1];
        return {
          alerts: page.map((row) => toListItem(row, settings.review_deadline_days, seesRestricted(caller))),
          next_cursor: rows.length > query.limit && last ? encodeKeysetCursor(last.page_key, last.id) : null,
          total: await repo.countAlerts(tx, filter),
        };
      });
    },

    async readAlert(caller: Caller, id: string) {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) =>
        profileOf(tx, caller, agencyId, await visibleAlert(tx, caller, agencyId, id), todayOf(caller)),
      );
    },

    /** Who the alert's review may be given to (the picker): the same list assign checks against. */
    async reviewers(caller: Caller, id: string) {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const alert = await visibleAlert(tx, caller, agencyId, id);
        return { reviewers: await repo.listReviewersOf(tx, agencyId, alert.officer_id) };
      });
    },

    async assign(caller: Caller, id: string, reviewerId: string) {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const alert = await visibleAlert(tx, caller, agencyId, id, true);
        if (alert.status === 'closed') throw new HttpError(409, 'ALERT_CLOSED');
        const mayReview = (await repo.listReviewersOf(tx, agencyId, alert.officer_id)).some((member) => member.id === reviewerId);
        if (!mayReview) throw refuse('reviewer_id', EI_MESSAGES.reviewer);
        await repo.updateAlertState(tx, agencyId, id, { reviewerId });
        await repo.insertAction(tx, agencyId, {
          id: randomUUID(),
          alertId: id,
          kind: 'assigned',
          by: caller.userId,
          details: { reviewer_id: reviewerId },
        });
        await audit(tx, caller, 'ei.alert.assign', id, { reviewer_id: reviewerId });
        return profileOf(tx, caller, agencyId, (await repo.readAlert(tx, agencyId, id)) as repo.AlertRow, todayOf(caller));
      });
    },

    async review(caller: Caller, id: string, body: ReviewAlertRequest) {
      const agencyId = agencyOf(caller);
      const today = todayOf(caller);
      if (body.follow_up_on && body.follow_up_on < today) throw refuse('follow_up_on', EI_MESSAGES.followUpPast);
      return withTenant(db, agencyId, async (tx) => {
        const alert = await visibleAlert(tx, caller, agencyId, id, true);
        if (alert.status === 'closed') throw new HttpError(409, 'ALERT_CLOSED');
        await repo.updateAlertState(tx, agencyId, id, {
          status: 'in_review',
          followUpOn: body.follow_up_on,
          ...(alert.reviewer_id ? {} : { reviewerId: caller.userId }),
        });
        await repo.insertAction(tx, agencyId, {
          id: randomUUID(),
          alertId: id,
          kind: 'reviewed',
          by: caller.userId,
          note: body.note,
          outcome: body.outcome,
          followUpOn: body.follow_up_on,
        });
        await audit(tx, caller, 'ei.alert.review', id, { outcome: body.outcome, follow_up_on: body.follow_up_on });
        return profileOf(tx, caller, agencyId, (await repo.readAlert(tx, agencyId, id)) as repo.AlertRow, today);
      });
    },

    async close(caller: Caller, id: string, note: string | undefined) {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const alert = await visibleAlert(tx, caller, agencyId, id, true);
        if (alert.status === 'closed') throw new HttpError(409, 'ALERT_CLOSED');
        await repo.updateAlertState(tx, agencyId, id, { status: 'closed', closed: true });
        await repo.insertAction(tx, agencyId, {
          id: randomUUID(),
          alertId: id,
          kind: 'closed',
          by: caller.userId,
          note: note ?? null,
          followUpOn: alert.follow_up_on,
        });
        await audit(tx, caller, 'ei.alert.close', id, { follow_up_on: alert.follow_up_on });
        return profileOf(tx, caller, agencyId, (await repo.readAlert(tx, agencyId, id)) as repo.AlertRow, todayOf(caller));
      });
    },

    /**
     * The caller's own closed alerts, newest first, when the agency shares them (officer_sees_closed; early intervention
     * on): why they were flagged and the last review's outcome in supportive words. Never the reviewer's notes, who
     * reviewed, the timeline or peer details; an agency that does not share them answers shared: false and none.
     */
    async myAlerts(caller: Caller): Promise<MyAlertsResponse> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const settings = await readSettingsOrDefault(tx, agencyId);
        if (!settings.enabled || !settings.officer_sees_closed) return { shared: false, alerts: [] };
        const rows = await repo.listClosedAlertsOf(tx, agencyId, caller.userId);
        return {
          shared: true,
          alerts: rows.map((row) => ({
            id: row.id,
            opened_at: row.opened_at,
            closed_at: row.closed_at,
            indicators: row.indicators.filter((indicator) => !isRestrictedIndicator(indicator)),
            why: row.why,
            outcome: row.outcome,
            outcome_words: OFFICER_OUTCOME_WORDS[row.outcome ?? 'other'],
            follow_up_on: row.follow_up_on,
          })),
        };
      });
    },

    /** The job's work, also callable in process (the bench, the demo seed). */
    evaluate: (agencyId: string, runId: string | null) => evaluateAgency(db, agencyId, runId, { configurations }),
  };
}
