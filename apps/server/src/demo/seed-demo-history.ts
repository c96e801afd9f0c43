import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { insertReportBatch } from '../reports/reports.repo.ts';
import { DEMO_AGENCY } from './demo-agency.ts';
import { FLAG_COUNT, FLAGGED_OFFICER_EMAIL } from './demo-complaints.ts';
import { OFFICER_PATTERNS, PAST_YEARS, reportsBetween } from './demo-history.ts';
import { drawDemoPlace } from './demo-streets.ts';
import { type DemoAuthor, generateReports } from './generate-reports.ts';
import { RECENT_COMPLAINTS_MIN, seedDemoComplaints } from './seed-demo-complaints.ts';

/**
 * The demo agency's history (issue 27): every month from 1 January two full years back up to the moment the demo was
 * first seeded, at the agency's volume (demo-history.ts), drawn from the one calibrated model. seedDemoIfEmpty seeds the
 * agency and its last twelve months' first reports quickly, so the server listens at once; this then runs in the
 * background, a month per transaction (requests interleave), and resumes where it stopped after a restart. Its progress
 * is kept in server_settings ('demo_history'); GET /api/health/demo answers 503 until it is done.
 */
export const DEMO_HISTORY_KEY = 'demo_history';

export interface DemoHistoryPlan {
  agencyId: string;
  /** First and last instant of the history (ISO), and the first instant still to seed. */
  start: string;
  end: string;
  next: string;
  /** The window the quick seed already filled at its own rate (ISO), and that rate, in reports a day. */
  seededFrom: string;
  seededPerDay: number;
  /** Share of the agency's volume to seed (FIELDBOOK_DEMO_HISTORY_SHARE; 1 by default). */
  share: number;
  reports: number;
  done: boolean;
  /** The first instant whose reports' complaints are still to record (seed-demo-complaints.ts); absent: the start. */
  complaintsNext?: string;
  /** Whether the default period's minimum of complaints was checked once the history was done. */
  recentComplaints?: boolean;
}

/** The share of the history's volume to seed: FIELDBOOK_DEMO_HISTORY_SHARE (0 to 1; 0 seeds none), 1 by default. */
export function demoHistoryShare(env: NodeJS.ProcessEnv): number {
  const value = Number(env.FIELDBOOK_DEMO_HISTORY_SHARE ?? '1');
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

export async function readDemoHistoryPlan(db: Database): Promise<DemoHistoryPlan | null> {
  const [row] = await db.query<{ value: string }>('select value from server_settings where key = $1', [DEMO_HISTORY_KEY]);
  return row ? (JSON.parse(row.value) as DemoHistoryPlan) : null;
}

async function writePlan(db: Pick<Database, 'query'>, plan: DemoHistoryPlan): Promise<void> {
  await db.query(`insert into server_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`, [
    DEMO_HISTORY_KEY,
    JSON.stringify(plan),
  ]);
}

/** Plans the history of a demo agency seeded just now (its quick seed filled `seededDays` at `seededPerDay`). */
export async function planDemoHistory(
  db: Database,
  agencyId: string,
  now: Date,
  quick: { days: number; perDay: number },
  share = 1,
): Promise<DemoHistoryPlan> {
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: DEMO_AGENCY.timezone, year: 'numeric' }).format(now));
  // Local midnight of 1 January, PAST_YEARS years back (the agency is on Pacific time: 08:00 UTC in winter).
  const start = new Date(Date.UTC(year - PAST_YEARS, 0, 1, 8)).toISOString();
  const plan: DemoHistoryPlan = {
    agencyId,
    start,
    end: now.toISOString(),
    next: start,
    seededFrom: new Date(now.getTime() - quick.days * 86_400_000).toISOString(),
    seededPerDay: quick.perDay,
    share,
    reports: 0,
    done: false,
  };
  await writePlan(db, plan);
  return plan;
}

/**
 * A pause between months for the requests that came meanwhile. PGlite runs in this process and its statements chain as
 * microtasks, so the event loop turns only in these pauses: with a setImmediate a request went one I/O step a month (a
 * first visit's 1 MB script waited out the whole history, 56 s under load); a few milliseconds of timer let it finish.
 */
const yieldToRequests = () => new Promise((resolve) => setTimeout(resolve, 25));

/** The month after `at` (its first instant at the same UTC hour), capped at `end`. */
function monthAfter(at: Date, end: Date): Date {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1, at.getUTCHours()));
  return next.getTime() < end.getTime() ? next : end;
}

/**
 * Records the complaints of the months already in and not yet gone through (a month's complaints follow its reports,
 * each amend its own transaction; a restart between them finishes the month), then once the history is done makes sure
 * the officer early intervention flags has the rule's count in the last 12 months, and the dashboard's default period
 * (the last 30 days) some complaints.
 */
async function seedComplaintsSoFar(db: Database, configurations: ConfigurationStore, plan: DemoHistoryPlan, options: HistoryOptions) {
  const now = options.now ?? new Date();
  const through = new Date(plan.next);
  let from = new Date(plan.complaintsNext ?? plan.start);
  while (from.getTime() < through.getTime()) {
    const to = monthAfter(from, through);
    await seedDemoComplaints(db, configurations, options.configurationsDir, plan.agencyId, { from, to, now });
    plan.complaintsNext = to.toISOString();
    await writePlan(db, plan);
    from = to;
    await yieldToRequests();
  }
  if (plan.done && !plan.recentComplaints) {
    const to = new Date(Math.min(now.getTime(), new Date(plan.end).getTime()));
    const daysBack = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const topUp = (from: Date, atLeast: number, officerEmail?: string) =>
      seedDemoComplaints(db, configurations, options.configurationsDir, plan.agencyId, { from, to, now, atLeast, officerEmail });
    // The flagged officer reaches early intervention's count within the evaluation's last 12 months.
    await topUp(daysBack(360), FLAG_COUNT, FLAGGED_OFFICER_EMAIL);
    await topUp(daysBack(28), RECENT_COMPLAINTS_MIN);
    plan.recentComplaints = true;
    await writePlan(db, plan);
  }
}

interface HistoryOptions {
  onMonth?: (plan: DemoHistoryPlan) => void;
  now?: Date;
  /** Where the DOJ tables the amends check against are (config.configurationsDir). */
  configurationsDir: string;
}

/** Seeds what the plan still misses, a month per transaction, and the months' complaints. Answers the reports added. */
export async function seedDemoHistory(db: Database, configurations: ConfigurationStore, options: HistoryOptions): Promise<number> {
  const plan = await readDemoHistoryPlan(db);
  if (!plan) return 0;
  await seedComplaintsSoFar(db, configurations, plan, options);
  if (plan.done) return 0;
  const configuration = configurations.get(DEMO_AGENCY.configuration_file);
  const users = await db.query<{ id: string; email: string; name: string; officer_id: string; title: string | null }>(
    'select id, email, name, officer_id, title from users where agency_id = $1 order by email',
    [plan.agencyId],
  );
  const authors: DemoAuthor[] = users
    .filter((user) => OFFICER_PATTERNS[user.email])
    .map(({ id, name, officer_id, title, email }) => ({ id, name, officer_id, title, activity: OFFICER_PATTERNS[email]?.activity }));
  const shiftHours = Object.fromEntries(
    users.flatMap((user) => (OFFICER_PATTERNS[user.email] ? [[user.id, OFFICER_PATTERNS[user.email]?.hours ?? []]] : [])),
  );
  const areas = await db.query<{ id: string; name: string; polygon: [number, number][] }>(
    'select id, name, polygon from areas where agency_id = $1 order by name',
    [plan.agencyId],
  );
  const tags = await db.query<{ id: string; name: string; color: string }>(
    'select id, name, color from tags where agency_id = $1 order by name',
    [plan.agencyId],
  );
  const end = new Date(plan.end);
  const seededFrom = new Date(plan.seededFrom).getTime();
  const referenceYear = new Date(plan.end).getUTCFullYear() - 1;
  let added = 0;
  while (new Date(plan.next).getTime() < end.getTime()) {
    const from = new Date(plan.next);
    const to = monthAfter(from, end);
    const alreadyDays = Math.max(0, to.getTime() - Math.max(from.getTime(), seededFrom)) / 86_400_000;
    const wanted = reportsBetween(from, to, referenceYear) * plan.share - alreadyDays * plan.seededPerDay;
    const count = Math.max(0, Math.round(wanted));
    const index = Math.round((from.getTime() - new Date(plan.start).getTime()) / (28 * 86_400_000));
    const rows = [
      ...generateReports({
        configuration,
        timeZone: DEMO_AGENCY.timezone,
        authors,
        count,
        seed: 27_000 + index,
        firstIndex: 100_000 + index * 10_000,
        now: options.now ?? new Date(),
        days: 0,
        start: from,
        end: to,
        centre: DEMO_AGENCY.centre,
        places: drawDemoPlace,
        shiftHours,
        areas,
        tags,
      }),
    ];
    plan.next = to.toISOString();
    plan.reports += rows.length;
    plan.done = to.getTime() >= end.getTime();
    await db.transaction(async (tx) => {
      await insertReportBatch(tx, plan.agencyId, rows, configuration);
      await writePlan(tx, plan);
    });
    added += rows.length;
    await seedComplaintsSoFar(db, configurations, plan, options);
    options.onMonth?.(plan);
    await yieldToRequests();
  }
  if (!plan.done) {
    plan.done = true;
    await writePlan(db, plan);
  }
  await seedComplaintsSoFar(db, configurations, plan, options);
  return added;
}
