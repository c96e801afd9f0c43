import {
  ALERT_STATUSES,
  EI_ALERTS_PAGE_MAX,
  EI_LIMITS,
  EI_MESSAGES,
  earlyInterventionSettingsSchema,
  INDICATORS,
  MANUAL_INDICATORS,
  REVIEW_OUTCOMES,
} from '@fieldbook/domain';
import { z } from 'zod';

/**
 * Early intervention (issue 28). Owners and managers (permission agency.early_intervention.manage) and, for the
 * officers of the groups they supervise, supervisors (agency.early_intervention.review). Calls:
 * - GET / PUT /api/early-intervention/settings: earlyInterventionSettings (owners, managers).
 * - GET /api/early-intervention/events?officer_id= / POST /api/early-intervention/events: events entered by hand.
 * - POST /api/early-intervention/evaluations: run the evaluation now (a job; the daily schedule runs it too);
 *   GET /api/early-intervention/evaluations/latest: when it last ran, how long, how many officers flagged.
 * - GET /api/early-intervention/alerts?status=&group_id=&indicator=&cursor=&limit=: the alerts the caller may see, oldest
 *   first, keyset-paged, with their total (counted up to REVIEW_COUNT_LIMIT).
 * - GET /api/early-intervention/alerts/{id}: the officer's profile behind it (why, timeline, peer comparison, actions).
 * - GET /api/early-intervention/alerts/{id}/reviewers: who the review may be given to (owners, managers, the supervisors
 *   of the officer's groups; never the officer), the only ones assign accepts.
 * - POST /api/early-intervention/alerts/{id}/assign {reviewer_id} | /review {note, outcome, follow_up_on} | /close {note}.
 * - GET /api/early-intervention/my-alerts: any member, their own closed alerts when the agency's setting
 *   officer_sees_closed says so (shared: false, none, otherwise); no reviewer notes, no citizen, no restricted entry.
 * Alerts are never deleted; every step is an audit row. An officer calling these routes: 403; another agency's: 404.
 */
export const earlyInterventionSettings = earlyInterventionSettingsSchema;
export type EarlyInterventionSettingsView = z.infer<typeof earlyInterventionSettings>;

const note = z.string().trim().min(1, EI_MESSAGES.note).max(EI_LIMITS.noteMax, EI_MESSAGES.note);
const person = z.object({ id: z.string(), name: z.string(), officer_id: z.string() });

export const manualEventRequest = z.strictObject({
  officer_id: z.uuid(),
  indicator: z.enum(MANUAL_INDICATORS),
  /** YYYY-MM-DD in the agency's time zone, not in the future (checked on the server with the agency's today). */
  occurred_on: z.iso.date(),
  note: note.optional(),
});
export type ManualEventRequest = z.input<typeof manualEventRequest>;

/** One indicator event on an officer's timeline: from a report (its incident number), a citizen, or entered by hand. */
export const indicatorEvent = z.object({
  id: z.string(),
  indicator: z.enum(INDICATORS),
  occurred_on: z.string(),
  source: z.enum(['report', 'citizen', 'manual']),
  incident_number: z.string().nullable(),
  note: z.string().nullable(),
  entered_by: z.object({ name: z.string() }).nullable(),
});
export type IndicatorEvent = z.infer<typeof indicatorEvent>;
export const indicatorEventsResponse = z.object({ events: z.array(indicatorEvent) });

export const evaluationRun = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  officers_evaluated: z.number().int(),
  alerts_opened: z.number().int(),
});
export type EvaluationRun = z.infer<typeof evaluationRun>;
export const latestEvaluationResponse = z.object({ run: evaluationRun.nullable() });

export const alertsQuery = z.object({
  status: z.enum(ALERT_STATUSES).optional(),
  group_id: z.uuid().optional(),
  indicator: z.enum(INDICATORS).optional(),
  /** Keyset paging, oldest first: the previous page's next_cursor. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EI_ALERTS_PAGE_MAX).default(25),
});
export type AlertsQuery = z.input<typeof alertsQuery>;
export type AlertsPageQuery = z.output<typeof alertsQuery>;

export const alertListItem = z.object({
  id: z.string(),
  officer: person,
  status: z.enum(ALERT_STATUSES),
  opened_at: z.string(),
  /** Days open against the agency's review deadline. */
  days_open: z.number().int(),
  deadline_days: z.number().int(),
  indicators: z.array(z.enum(INDICATORS)),
  reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
  follow_up_on: z.string().nullable(),
  /**
   * Events of a restricted category (RESTRICTED_INDICATORS) behind the alert that the caller may not see: counted,
   * never named, dated or described (supervisors; 0 for owners and managers, who see them on the timeline).
   */
  confidential_entries: z.number().int(),
});
export type AlertListItem = z.infer<typeof alertListItem>;
export const alertsResponse = z.object({
  alerts: z.array(alertListItem),
  next_cursor: z.string().nullable(),
  /** Counted up to REVIEW_COUNT_LIMIT (1,000): that number means 'at least'. */
  total: z.number().int(),
});

/** The officer's rate and the peers' with both 95% intervals and n, and whether it is flagged after FDR control. */
export const peerComparison = z.object({
  indicator: z.enum(INDICATORS),
  /** For group_share: the perceived group compared. */
  label: z.string(),
  officer: z.object({ rate: z.number().nullable(), lower: z.number().nullable(), upper: z.number().nullable(), n: z.number().int() }),
  peers: z.object({ rate: z.number().nullable(), lower: z.number().nullable(), upper: z.number().nullable(), n: z.number().int() }),
  ratio: z.number().nullable(),
  q_value: z.number().nullable(),
  flagged: z.boolean(),
});
export type PeerComparison = z.infer<typeof peerComparison>;

export const alertAction = z.object({
  kind: z.enum(['opened', 'assigned', 'reviewed', 'closed', 'follow_up']),
  at: z.string(),
  by: z.object({ name: z.string() }).nullable(),
  note: z.string().nullable(),
  outcome: z.enum(REVIEW_OUTCOMES).nullable(),
  follow_up_on: z.string().nullable(),
});
export type AlertAction = z.infer<typeof alertAction>;

export const alertProfile = alertListItem.extend({
  /** Why the officer was flagged, in plain supportive words. */
  why: z.array(z.string()),
  timeline: z.array(indicatorEvent),
  peer_comparisons: z.array(peerComparison),
  actions: z.array(alertAction),
  /** Commendations from citizens accepted in the count window: positive events, with the report, never the citizen. */
  commendations: z.array(z.object({ id: z.string(), received_on: z.string(), incident_number: z.string() })),
});
export type AlertProfile = z.infer<typeof alertProfile>;

export const reviewersResponse = z.object({
  reviewers: z.array(z.object({ id: z.string(), name: z.string(), officer_id: z.string(), role: z.string() })),
});
export type ReviewersResponse = z.infer<typeof reviewersResponse>;

export const assignAlertRequest = z.strictObject({ reviewer_id: z.uuid() });
export const reviewAlertRequest = z.strictObject({
  note,
  outcome: z.enum(REVIEW_OUTCOMES),
  follow_up_on: z.iso.date().nullable(),
});
export type ReviewAlertRequest = z.input<typeof reviewAlertRequest>;
export const closeAlertRequest = z.strictObject({ note: note.optional() });

/** One of the officer's own closed alerts, as they read it: why, and the outcome in supportive words. */
export const myAlert = z.object({
  id: z.string(),
  opened_at: z.string(),
  closed_at: z.string(),
  indicators: z.array(z.enum(INDICATORS)),
  why: z.array(z.string()),
  outcome: z.enum(REVIEW_OUTCOMES).nullable(),
  /** The outcome in supportive words (packages/domain OFFICER_OUTCOME_WORDS); never the reviewer's note. */
  outcome_words: z.string(),
  follow_up_on: z.string().nullable(),
});
export type MyAlert = z.infer<typeof myAlert>;
export const myAlertsResponse = z.object({ shared: z.boolean(), alerts: z.array(myAlert) });
export type MyAlertsResponse = z.infer<typeof myAlertsResponse>;
