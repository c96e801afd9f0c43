import { randomUUID } from 'node:crypto';
import { type Permission, toLocalDateTime } from '@fieldbook/domain';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { createDojTables } from '../doj-tables/doj-tables.service.ts';
import type { Caller } from '../http/authenticate.ts';
import { createReportWrites } from '../reports/report-writes.service.ts';
import { DEMO_AGENCY } from './demo-agency.ts';
import {
  complaintAmendReason,
  complaintRank,
  complaintsPerYear,
  drawComplaint,
  drawsComplaint,
  FLAGGED_OFFICER_EMAIL,
  reachesFlagCount,
} from './demo-complaints.ts';

const DAY_MS = 86_400_000;
/** The supervisor who records the demo's complaints (demo-agency.ts). */
const RECORDER_EMAIL = 'manager@demo.test';
/** The dashboard's default period (the last 30 days) shows at least this many complaints. */
export const RECENT_COMPLAINTS_MIN = 2;

interface Candidate {
  id: string;
  incident_number: string;
  email: string;
  incident_date: Date;
  version: number;
  force: boolean;
  has_complaints: boolean;
}

/** The recorder as a signed-in manager would be, for the same amend a manager's request takes. */
async function recorder(db: Database, agencyId: string): Promise<Caller | null> {
  const [user] = await db.query<{
    id: string;
    email: string;
    name: string;
    officer_id: string;
    title: string | null;
    configuration_file: string;
    timezone: string;
    contact_types: string[];
    review_required: boolean;
    role_id: number;
    role_name: string;
    role_priority: number;
    permissions: Permission[];
  }>(
    `select u.id, u.email, u.name, u.officer_id, u.title, a.configuration_file, a.timezone, a.contact_types, a.review_required,
            r.id as role_id, r.name as role_name, r.priority as role_priority, r.permissions
       from users u join roles r on r.id = u.role_id join agencies a on a.id = u.agency_id
      where u.agency_id = $1 and u.email = $2`,
    [agencyId, RECORDER_EMAIL],
  );
  if (!user) return null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    officerId: user.officer_id,
    title: user.title,
    sessionId: 'demo-seed',
    sourceIp: 'demo seed',
    agencyId,
    agency: {
      configurationFile: user.configuration_file,
      timezone: user.timezone,
      contactTypes: user.contact_types,
      reviewRequired: user.review_required,
    },
    role: { id: user.role_id, name: user.role_name, priority: user.role_priority, permissions: user.permissions },
  };
}

/** The stop days (local) of each officer's reports that already hold a complaint, by e-mail. */
async function complainedDays(db: Database, agencyId: string): Promise<Map<string, string[]>> {
  const rows = await db.query<{ email: string; incident_date: Date }>(
    `select u.email, r.incident_date from reports r join users u on u.id = r.author_id
      where r.agency_id = $1 and r.has_complaints order by r.incident_date`,
    [agencyId],
  );
  const days = new Map<string, string[]>();
  for (const row of rows)
    days.set(row.email, [...(days.get(row.email) ?? []), toLocalDateTime(row.incident_date, DEMO_AGENCY.timezone).date]);
  return days;
}

/**
 * Records the complaints the demo's reports of [from, to) draw (demo-complaints.ts), each as a manager's amend through
 * the report service (a new version with its reason and field changes), its version then dated the day the complaint was
 * received. Each officer's reports of the period draw their yearly rate's share of it between them; an officer other than
 * the flagged one gets none that would reach early intervention's count within 12 months. A report that already has one
 * is skipped, so a month cut short by a restart is finished, not doubled. With `atLeast`, a top-up instead of a draw: the
 * period's reports (of `officerEmail` only, when given) are added in rank order until it holds that many. Answers the
 * count.
 */
export async function seedDemoComplaints(
  db: Database,
  configurations: ConfigurationStore,
  configurationsDir: string,
  agencyId: string,
  window: { from: Date; to: Date; now: Date; atLeast?: number; officerEmail?: string | undefined },
): Promise<number> {
  const caller = await recorder(db, agencyId);
  if (!caller) return 0;
  const candidates = await db.query<Candidate>(
    `select r.id, r.incident_number, u.email, r.incident_date, r.version,
            coalesce((r.payload->'general_information'->>'was_use_of_force')::boolean, false) as force,
            jsonb_array_length(coalesce(r.payload->'complaints', '[]'::jsonb)) > 0 as has_complaints
       from reports r join users u on u.id = r.author_id
      where r.agency_id = $1 and r.incident_date >= $2 and r.incident_date < $3 and ($4::text is null or u.email = $4)
      order by r.incident_date, r.id`,
    [agencyId, window.from, window.to, window.officerEmail ?? null],
  );
  const today = toLocalDateTime(window.now, DEMO_AGENCY.timezone).date;
  const stopDay = (candidate: Candidate) => toLocalDateTime(candidate.incident_date, DEMO_AGENCY.timezone).date;
  const complaintOf = (candidate: Candidate) =>
    drawComplaint({ id: candidate.id, stopDay: stopDay(candidate), force: candidate.force }, today);
  const days = await complainedDays(db, agencyId);
  const fitsRule = (candidate: Candidate) =>
    candidate.email === FLAGGED_OFFICER_EMAIL || !reachesFlagCount(days.get(candidate.email) ?? [], stopDay(candidate));
  const eligible = candidates.filter((candidate) => !candidate.has_complaints && complaintOf(candidate) !== null);
  const years = (window.to.getTime() - window.from.getTime()) / (365 * DAY_MS);
  const reportsOf = (email: string) => candidates.filter((candidate) => candidate.email === email).length;
  const chance = (email: string) => (complaintsPerYear(email) * years) / Math.max(1, reportsOf(email));
  // Those already recorded count (a restart, or the reports `atLeast` added before).
  let recorded = candidates.filter((candidate) => candidate.has_complaints).length;
  const drawn: Candidate[] = [];
  const take = (candidate: Candidate) => {
    if (drawn.includes(candidate) || !fitsRule(candidate)) return;
    drawn.push(candidate);
    days.set(candidate.email, [...(days.get(candidate.email) ?? []), stopDay(candidate)]);
    recorded += 1;
  };
  if (window.atLeast === undefined)
    for (const candidate of eligible) if (drawsComplaint(candidate.id, chance(candidate.email))) take(candidate);
  const ranked = [...eligible].sort((a, b) => complaintRank(a.id) - complaintRank(b.id));
  for (const candidate of ranked) if (recorded < (window.atLeast ?? 0)) take(candidate);

  const writes = createReportWrites(db, configurations, createDojTables(db, configurationsDir));
  let added = 0;
  for (const candidate of drawn) {
    const complaint = complaintOf(candidate);
    if (!complaint) continue;
    const [stored] = await db.query<{ payload: Record<string, unknown> }>('select payload from reports where agency_id = $1 and id = $2', [
      agencyId,
      candidate.id,
    ]);
    if (!stored) continue;
    const body = {
      ...stored.payload,
      complaints: [{ id: randomUUID(), complaint }],
      base_version: candidate.version,
      reason: complaintAmendReason(complaint),
    };
    const { version } = await writes.amend(caller, candidate.incident_number, body);
    // Recorded the morning it was received (about 09:30 local), not when the demo was seeded.
    const recordedAt = new Date(Math.min(Date.parse(`${complaint.date_received}T17:30:00Z`), window.now.getTime() - DAY_MS / 24));
    await db.transaction(
      (tx) =>
        tx.query('update report_versions set created_at = $4 where agency_id = $1 and report_id = $2 and version = $3', [
          agencyId,
          candidate.id,
          version,
          recordedAt,
        ]),
      { 'app.agency_id': agencyId },
    );
    added += 1;
  }
  return added;
}
