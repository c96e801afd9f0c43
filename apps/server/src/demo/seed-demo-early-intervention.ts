import { randomUUID } from 'node:crypto';
import { DEFAULT_EI_SETTINGS, formatEventDate, toLocalDateTime } from '@fieldbook/domain';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import * as repo from '../early-intervention/early-intervention.repo.ts';
import { evaluateAgency } from '../early-intervention/early-intervention-evaluation.ts';

const DAY_MS = 86_400_000;

/**
 * The demo agency's early intervention (issue 28): on with the reference's defaults, a hand-entered pursuit, the
 * evaluation run on the demo's own reports, and history a buyer can follow: the alerts opened days or weeks ago (one
 * near its 30-day deadline, assigned to the sergeant), and an earlier alert of the same officer reviewed and closed with
 * training. Seeded like the reports, without audit rows (nobody did these steps).
 */
export async function seedDemoEarlyIntervention(
  db: Database,
  agencyId: string,
  timeZone: string,
  configurations: ConfigurationStore,
  now = new Date(),
): Promise<void> {
  const users = await db.query<{ id: string; email: string }>('select id, email from users where agency_id = $1', [agencyId]);
  const idOf = (email: string) => users.find((user) => user.email === email)?.id as string;
  const [owner, manager, officer, officer2] = ['owner@demo.test', 'manager@demo.test', 'officer@demo.test', 'officer2@demo.test'].map(idOf);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const dayOf = (days: number) => toLocalDateTime(daysAgo(days), timeZone).date;

  await withTenant(db, agencyId, async (tx) => {
    await repo.writeSettings(tx, agencyId, { ...DEFAULT_EI_SETTINGS, enabled: true }, owner as string);
    await repo.insertManualEvent(tx, agencyId, {
      id: randomUUID(),
      officerId: officer2 as string,
      indicator: 'vehicle_pursuit',
      occurredOn: dayOf(40),
      note: 'Pursuit of a stolen vehicle, ended by the watch commander after 2 minutes; no collision.',
      enteredBy: manager as string,
    });
    await repo.insertManualEvent(tx, agencyId, {
      id: randomUUID(),
      officerId: officer2 as string,
      indicator: 'internal_affairs_complaint',
      occurredOn: dayOf(75),
      note: 'Complaint of discourtesy during a traffic stop, received by the watch commander; forwarded to internal affairs.',
      enteredBy: manager as string,
    });
  });
  await evaluateAgency(db, agencyId, null, { now, audit: false, configurations });

  // As the owner role (the app's may not change a step's time), still within the agency's rows.
  await db.transaction(
    async (tx) => {
      const alerts = await repo.listAlerts(
        tx,
        { agencyId, status: null, groupId: null, indicator: null, officerIds: null },
        { after: null, limit: 100 },
      );
      const openedDaysAgo: Record<string, number> = { [officer as string]: 26, [officer2 as string]: 9, [manager as string]: 3 };
      for (const alert of alerts) {
        const days = openedDaysAgo[alert.officer_id] ?? 5;
        await tx.query('update ei_alerts set opened_at = $3, updated_at = $3 where agency_id = $1 and id = $2', [
          agencyId,
          alert.id,
          daysAgo(days),
        ]);
        await tx.query(`update ei_alert_actions set at = $3 where agency_id = $1 and alert_id = $2 and kind = 'opened'`, [
          agencyId,
          alert.id,
          daysAgo(days),
        ]);
        if (alert.officer_id !== officer) continue;
        await repo.updateAlertState(tx, agencyId, alert.id, { reviewerId: manager as string });
        await repo.insertAction(tx, agencyId, {
          id: randomUUID(),
          alertId: alert.id,
          kind: 'assigned',
          by: owner as string,
          details: { reviewer_id: manager },
        });
        await tx.query(`update ei_alert_actions set at = $3 where agency_id = $1 and alert_id = $2 and kind = 'assigned'`, [
          agencyId,
          alert.id,
          daysAgo(25),
        ]);
      }

      // Earlier: the same officer flagged last spring, reviewed with training, closed after the follow-up.
      const earlier = randomUUID();
      const why = [`3 use-of-force incidents in the 12 months to ${formatEventDate(dayOf(240))}, against a rule of 3.`];
      await tx.query(
        `insert into ei_alerts (agency_id, id, officer_id, status, opened_at, indicators, why, reviewer_id, closed_at, updated_at)
         values ($1, $2, $3, 'closed', $4, array['force_incidents'], $5, $6, $7, $7)`,
        [agencyId, earlier, officer, daysAgo(240), JSON.stringify(why), manager, daysAgo(149.9)],
      );
      const steps = [
        { kind: 'opened' as const, days: 240, by: null, note: 'Opened by the evaluation.' },
        { kind: 'assigned' as const, days: 239, by: owner as string, note: null },
        {
          kind: 'reviewed' as const,
          days: 228,
          by: manager as string,
          note: 'Met with the officer and watched two of the incidents on body camera together; all three were resisting arrests at night. Booked the defensive-tactics refresher.',
          outcome: 'training' as const,
          followUpOn: dayOf(150),
        },
        { kind: 'follow_up' as const, days: 150, by: null, note: 'Follow-up: 1 use-of-force incident in the 3 months since the training.' },
        { kind: 'closed' as const, days: 149.9, by: manager as string, note: 'Training completed; pattern eased. Closed.' },
      ];
      for (const step of steps) {
        const id = randomUUID();
        await repo.insertAction(tx, agencyId, { id, alertId: earlier, ...step });
        await tx.query('update ei_alert_actions set at = $3 where agency_id = $1 and id = $2', [agencyId, id, daysAgo(step.days)]);
      }
    },
    { 'app.agency_id': agencyId },
  );
}
