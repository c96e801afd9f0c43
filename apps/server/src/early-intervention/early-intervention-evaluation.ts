import { randomUUID } from 'node:crypto';
import type { IndicatorEvent, PeerComparison } from '@fieldbook/contract';
import {
  type CountedEvent,
  DEFAULT_EI_SETTINGS,
  type EarlyInterventionSettings,
  earlyInterventionSettingsSchema,
  evaluateCountRule,
  evaluatePeerRule,
  formatEventDate,
  type IndicatorId,
  isCountedEvent,
  type PeerResult,
  toLocalDateTime,
  windowStart,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { optionLabelsOf } from '../analytics/option-labels.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { JobLog, JobQueue } from '../jobs/job-queue.ts';
import * as repo from './early-intervention.repo.ts';

export const EARLY_INTERVENTION_QUEUE = 'early-intervention';

export interface EvaluationResult {
  officersEvaluated: number;
  alertsOpened: number;
  alertsUpdated: number;
  followUps: number;
}

const toComparison = (result: PeerResult): PeerComparison => ({
  indicator: result.indicator,
  label: result.label,
  officer: { rate: result.officer.rate, lower: result.officer.lower, upper: result.officer.upper, n: result.officer.n },
  peers: { rate: result.peers.rate, lower: result.peers.lower, upper: result.peers.upper, n: result.peers.n },
  ratio: result.ratio,
  q_value: result.q,
  flagged: result.flagged,
});

type SourcedEvent = CountedEvent & {
  source: IndicatorEvent['source'];
  incidentNumber: string | null;
  note: string | null;
  enteredBy: string | null;
};

const toTimelineEvent = (event: SourcedEvent): IndicatorEvent => ({
  id: event.id,
  indicator: event.indicator,
  occurred_on: event.occurredOn,
  source: event.source,
  incident_number: event.incidentNumber,
  note: event.note,
  entered_by: event.enteredBy === null ? null : { name: event.enteredBy },
});

async function readSettings(tx: Queryable, agencyId: string): Promise<EarlyInterventionSettings> {
  const stored = earlyInterventionSettingsSchema.safeParse(await repo.readSettings(tx, agencyId));
  return stored.success ? stored.data : DEFAULT_EI_SETTINGS;
}

/**
 * Evaluates one agency in one tenant transaction (reference §3): the follow-ups due come back first (open, with a
 * 'follow_up' step saying whether the pattern changed), then the count rule over the report, citizen and hand-entered
 * events of its window, then the peer comparison over the analytics facts of its window. A flagged officer gets one
 * alert: a new one, or the one not yet closed updated with the current findings. After an alert is closed, the count rule
 * opens a new one only when an event dated after the close is in the window, and the peer rule only once a whole peer
 * window has passed since (the follow-up is the way to look again), so a closed review is not re-flagged on the same data.
 */
export async function evaluateAgency(
  db: Database,
  agencyId: string,
  runId: string | null,
  { now = new Date(), audit = true, configurations }: { now?: Date; audit?: boolean; configurations?: ConfigurationStore } = {},
): Promise<EvaluationResult> {
  if (runId) await withTenant(db, agencyId, (tx) => repo.updateRun(tx, agencyId, runId, { status: 'running' }));
  try {
    const result = await withTenant(db, agencyId, async (tx) => {
      const settings = await readSettings(tx, agencyId);
      const { timezone, configuration_file: configurationFile } = await repo.readAgencyBasics(tx, agencyId);
      // The perceived groups by their configuration's labels ('Middle Eastern or South Asian'), codes without one.
      const groupLabels = configurations ? optionLabelsOf(configurations.get(configurationFile)) : {};
      const today = toLocalDateTime(now, timezone).date;
      const countFrom = windowStart(today, settings.count_rule.window_months);
      const peerFrom = windowStart(today, settings.peer_rule.window_months);
      if (!settings.enabled) return { officersEvaluated: 0, alertsOpened: 0, alertsUpdated: 0, followUps: 0 };

      const [reportEvents, manualEvents, citizenEvents] = await Promise.all([
        repo.listReportEvents(tx, agencyId, countFrom, today),
        repo.listManualEvents(tx, agencyId, { from: countFrom, to: today }),
        repo.listAcceptedCitizenComplaints(tx, agencyId, countFrom, today),
      ]);
      const events: SourcedEvent[] = [
        ...reportEvents.map((event) => ({ ...event, source: 'report' as const, note: null, enteredBy: null })),
        ...manualEvents.map((event) => ({
          id: event.id,
          officerId: event.officer_id,
          indicator: event.indicator,
          occurredOn: event.occurred_on,
          source: 'manual' as const,
          incidentNumber: null,
          note: event.note,
          enteredBy: event.entered_by_name,
        })),
        ...citizenEvents.map((event) => ({ ...event, source: 'citizen' as const, note: null, enteredBy: null })),
      ];
      const byId = new Map(events.map((event) => [event.id, event]));
      const countFlags = new Map(evaluateCountRule(events, settings, today).map((flag) => [flag.officerId, flag]));
      const cells = settings.peer_rule.enabled ? await repo.listPeerCells(tx, agencyId, peerFrom, today) : [];
      const peerResults = evaluatePeerRule(cells, settings, groupLabels);
      const peersByOfficer = new Map<string, PeerResult[]>();
      for (const peer of peerResults) peersByOfficer.set(peer.officerId, [...(peersByOfficer.get(peer.officerId) ?? []), peer]);
      const members = await repo.listMemberIds(tx, agencyId);
      const officers = new Set([...events.map((event) => event.officerId), ...cells.map((cell) => cell.officerId)]);

      // Follow-ups due: the alert comes back open with the counts of today against those when it opened.
      let followUps = 0;
      let state = await repo.readAlertState(tx, agencyId);
      for (const due of await repo.listFollowUpsDue(tx, agencyId, today)) {
        // Counted as the count rule counts (indicators on, force of the tiers counted), so it compares with the flag's.
        const current = events.filter((event) => event.officerId === due.officer_id && isCountedEvent(event, settings));
        const counts: Record<string, number> = {};
        for (const event of current) counts[event.indicator] = (counts[event.indicator] ?? 0) + 1;
        const alert = await repo.readAlert(tx, agencyId, due.id);
        const before = (alert?.events as unknown[] | undefined)?.length ?? 0;
        const flaggedPeers = (peersByOfficer.get(due.officer_id) ?? []).filter((peer) => peer.flagged).map((peer) => peer.label);
        const note = `Follow-up: ${current.length} indicator event${current.length === 1 ? '' : 's'} in the ${settings.count_rule.window_months} months to ${formatEventDate(today)}, against ${before} when last flagged${flaggedPeers.length > 0 ? `; still above peers: ${flaggedPeers.join(', ')}` : '; no peer comparison flagged'}.`;
        const other = state.open.get(due.officer_id);
        const reopen = !other || other.id === due.id;
        await repo.updateAlertState(tx, agencyId, due.id, { ...(reopen ? { status: 'open' } : {}), followUpOn: null });
        await repo.insertAction(tx, agencyId, {
          id: randomUUID(),
          alertId: due.id,
          kind: 'follow_up',
          by: null,
          note,
          details: { counts, before, total: current.length },
        });
        if (audit)
          await recordAuditEvent(tx, {
            action: 'ei.alert.follow_up',
            outcome: 'success',
            agencyId,
            objectId: due.id,
            sourceIp: null,
            details: { total: current.length, before },
          });
        followUps += 1;
      }
      if (followUps > 0) state = await repo.readAlertState(tx, agencyId);

      let alertsOpened = 0;
      let alertsUpdated = 0;
      const flagged = new Set([
        ...countFlags.keys(),
        ...[...peersByOfficer].filter(([, list]) => list.some((peer) => peer.flagged)).map(([id]) => id),
      ]);
      for (const officerId of [...flagged].sort()) {
        if (!members.has(officerId)) continue;
        const closedAt = state.lastClosed.get(officerId);
        const closedDay = closedAt ? toLocalDateTime(closedAt, timezone).date : null;
        const open = state.open.get(officerId);
        let count = countFlags.get(officerId);
        if (count && closedDay && !open && !count.events.some((event) => event.occurredOn > closedDay)) count = undefined;
        const peers = peersByOfficer.get(officerId) ?? [];
        const peerFlags = closedDay && !open && closedDay >= peerFrom ? [] : peers.filter((peer) => peer.flagged);
        if (!count && peerFlags.length === 0) continue;
        const indicators = [...new Set<IndicatorId>([...(count?.indicators ?? []), ...peerFlags.map((peer) => peer.indicator)])];
        const findings = {
          indicators,
          why: [...(count ? [count.why] : []), ...peerFlags.map((peer) => peer.why as string)],
          peer: peers.map(toComparison),
          events: (count?.events ?? []).map((event) => toTimelineEvent(byId.get(event.id) as SourcedEvent)),
        };
        if (open) {
          await repo.updateAlertFindings(tx, agencyId, open.id, findings);
          alertsUpdated += 1;
          continue;
        }
        const id = randomUUID();
        await repo.insertAlert(tx, agencyId, { id, officerId, ...findings });
        await repo.insertAction(tx, agencyId, {
          id: randomUUID(),
          alertId: id,
          kind: 'opened',
          by: null,
          note: findings.why.join(' '),
          details: { indicators },
        });
        if (audit)
          await recordAuditEvent(tx, {
            action: 'ei.alert.open',
            outcome: 'success',
            agencyId,
            objectId: id,
            sourceIp: null,
            details: { officer_id: officerId, indicators },
          });
        alertsOpened += 1;
      }
      return { officersEvaluated: officers.size, alertsOpened, alertsUpdated, followUps };
    });
    if (runId)
      await withTenant(db, agencyId, (tx) =>
        repo.updateRun(tx, agencyId, runId, {
          status: 'done',
          officersEvaluated: result.officersEvaluated,
          alertsOpened: result.alertsOpened,
        }),
      );
    return result;
  } catch (error) {
    if (runId) await withTenant(db, agencyId, (tx) => repo.updateRun(tx, agencyId, runId, { status: 'failed' }));
    throw error;
  }
}

/**
 * The evaluation as a job: a run asked for (POST /evaluations: { agencyId, runId }), or the daily schedule (no data):
 * every agency with early intervention on gets a run of its own.
 */
export function defineEarlyInterventionJobs(jobs: JobQueue, db: Database, log: JobLog, configurations: ConfigurationStore): void {
  jobs.define<{ agencyId?: string; runId?: string }>(
    {
      name: EARLY_INTERVENTION_QUEUE,
      retryLimit: 1,
      retryDelaySeconds: 300,
      retryBackoff: false,
      expireInSeconds: 30 * 60,
      cron: '0 9 * * *',
    },
    async (data) => {
      if (data.agencyId) {
        await evaluateAgency(db, data.agencyId, data.runId ?? null, { configurations });
        return;
      }
      for (const { agency_id: agencyId } of await repo.listEnabledAgencies(db)) {
        const runId = randomUUID();
        await withTenant(db, agencyId, (tx) => repo.insertRun(tx, agencyId, runId, null));
        try {
          const result = await evaluateAgency(db, agencyId, runId, { configurations });
          log.info({ agencyId, ...result }, 'early intervention evaluated');
        } catch (error) {
          log.error({ agencyId, kind: error instanceof Error ? error.name : 'Error' }, 'early intervention evaluation failed');
        }
      }
    },
  );
}
