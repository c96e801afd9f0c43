import { createHash } from 'node:crypto';
import { DEFAULT_EI_SETTINGS } from '@fieldbook/domain';
import { createRandom, drawWeighted, type Random } from './random.ts';

/**
 * Which demo reports draw a civilian complaint, and what it says (issue 27: 'some complaints'). A complaint is added
 * to a report only by a manager's amend (validate-report.ts), so the demo records each as one: days to weeks after the
 * stop, with a reason. Decided by the report's id, so a restart picks the same reports again.
 *
 * Set per officer and year, not per report: a share of reports (1 in 150 before) gave every demo officer, each at
 * about 1,200 stops a year, more than the early-intervention default (3 in 12 months), so the daily evaluation flagged
 * them all. Assumed rates: the officer the early-intervention demo flags (seed-demo-early-intervention.ts) draws five a
 * year, and their last 12 months are topped up to the rule's count when the draw fell short; every other officer draws
 * one a year and never reaches the rule's count within 12 months (a complaint that would is not recorded).
 */
export const COMPLAINTS_PER_YEAR = { flagged: 5, other: 1 } as const;
export const FLAGGED_OFFICER_EMAIL = 'officer@demo.test';
/** The early-intervention default's count and window (3 in 12 months), in days as its widest 12 months span. */
export const FLAG_COUNT = DEFAULT_EI_SETTINGS.count_rule.count;
const FLAG_WINDOW_DAYS = 366;
/** A complaint is received 2 to 40 days after the stop; a stop more recent than the shortest delay draws none yet. */
export const MIN_DAYS_TO_COMPLAINT = 2;
const MAX_DAYS_TO_COMPLAINT = 40;
const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);

/** A number in [0, 1) fixed by the report's id. */
function draw(reportId: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${reportId}`).digest().readUInt32BE(0) / 4_294_967_296;
}

export const complaintsPerYear = (authorEmail: string) =>
  authorEmail === FLAGGED_OFFICER_EMAIL ? COMPLAINTS_PER_YEAR.flagged : COMPLAINTS_PER_YEAR.other;

/** Whether the report draws a complaint, each of its author's reports of the period drawing with `chance`. */
export const drawsComplaint = (reportId: string, chance: number): boolean => draw(reportId, 'complaint') < chance;

/**
 * Whether one more complaint on a stop of `day` would give an officer whose complaints are on `days` (stop days, as
 * early intervention counts them) the rule's count within 12 months. Only the flagged officer may reach it.
 */
export function reachesFlagCount(days: readonly string[], day: string): boolean {
  const sorted = [...days, day].sort();
  for (let index = 0; index + FLAG_COUNT - 1 < sorted.length; index += 1)
    if (daysBetween(sorted[index] as string, sorted[index + FLAG_COUNT - 1] as string) < FLAG_WINDOW_DAYS) return true;
  return false;
}

/** The order in which reports are added when a period needs more than the share drew (lowest first). */
export const complaintRank = (reportId: string) => draw(reportId, 'complaint');

const SUMMARIES = {
  conduct: [
    'Complainant states the officer was rude and used profanity while explaining the reason for the stop.',
    'Complainant says the officer would not give a badge number when asked.',
    'Complainant reports the stop took too long and the officer ignored questions about why it continued.',
    'Complainant states the officer raised their voice and threatened a citation for asking questions.',
    'Complainant disputes the reason for the stop and says the officer did not listen to an explanation.',
    'Complainant says property taken during the search was not returned at the end of the stop.',
  ],
  force: [
    'Complainant alleges the handcuffs were applied too tightly and a request to loosen them was ignored.',
    'Complainant alleges unnecessary force when being taken to the ground during the detention.',
    'Complainant states the officer pushed them against the vehicle without warning.',
  ],
  profiling: {
    race_ethnicity: 'Complainant believes the stop was made because of their race; says other drivers doing the same were not stopped.',
    nationality: 'Complainant states the officer asked about immigration status and believes the stop was because of their accent.',
    gender: 'Complainant believes the search was made because of their gender and says the questions were demeaning.',
    age: 'Complainant believes they were stopped because of their age and says the officer assumed they were out past curfew.',
    religion: 'Complainant states the officer made remarks about their religious clothing during the stop.',
  },
} as const;

type ProfilingType = keyof typeof SUMMARIES.profiling;

export interface DemoComplaint {
  complaint_number: string;
  date_received: string;
  complaint_type: 'non_criminal' | 'misdemeanor' | 'felony';
  alleges_profiling: boolean;
  profiling_types?: ProfilingType[];
  status: 'open' | 'under_investigation' | 'closed';
  disposition?: 'sustained' | 'not_sustained' | 'exonerated' | 'unfounded';
  summary: string;
}

/** Open while new, under investigation for weeks, most closed with a finding after a few months. */
function drawStatus(random: Random, ageDays: number): Pick<DemoComplaint, 'status' | 'disposition'> {
  const weights =
    ageDays < 14
      ? { open: 0.6, under_investigation: 0.4 }
      : ageDays < 120
        ? { open: 0.1, under_investigation: 0.5, closed: 0.4 }
        : { under_investigation: 0.1, closed: 0.9 };
  const status = drawWeighted(random, weights) ?? 'closed';
  if (status !== 'closed') return { status };
  const disposition = drawWeighted(random, { not_sustained: 0.35, exonerated: 0.25, unfounded: 0.25, sustained: 0.15 }) ?? 'not_sustained';
  return { status, disposition };
}

/**
 * The complaint a report draws (the stop's local day, whether force was used), received days to weeks after it and
 * never after `today`; null when the stop is too recent for one. Its status follows how long ago it was received.
 */
export function drawComplaint(report: { id: string; stopDay: string; force: boolean }, today: string): DemoComplaint | null {
  const room = daysBetween(report.stopDay, today);
  if (room < MIN_DAYS_TO_COMPLAINT) return null;
  const random = createRandom(Math.floor(draw(report.id, 'details') * 4_294_967_296));
  // Most arrive within two weeks; a few weeks later for some.
  const delay = Math.min(room, MIN_DAYS_TO_COMPLAINT + Math.floor(random.next() ** 2 * (MAX_DAYS_TO_COMPLAINT - MIN_DAYS_TO_COMPLAINT)));
  const received = addDays(report.stopDay, delay);
  const profiling = random.chance(0.3)
    ? (drawWeighted(random, { race_ethnicity: 0.6, nationality: 0.12, gender: 0.12, age: 0.1, religion: 0.06 }) ?? 'race_ethnicity')
    : null;
  const isForce = profiling === null && report.force && random.chance(0.6);
  const summary = profiling ? SUMMARIES.profiling[profiling] : random.pick(isForce ? SUMMARIES.force : SUMMARIES.conduct);
  const complaintType = isForce
    ? (drawWeighted(random, { non_criminal: 0.55, misdemeanor: 0.35, felony: 0.1 }) ?? 'non_criminal')
    : random.chance(0.95)
      ? 'non_criminal'
      : 'misdemeanor';
  return {
    complaint_number: `CC-${received.slice(2, 4)}${received.slice(5, 7)}-${report.id.slice(0, 4).toUpperCase()}`,
    date_received: received,
    complaint_type: complaintType,
    alleges_profiling: profiling !== null,
    ...(profiling ? { profiling_types: [profiling] } : {}),
    ...drawStatus(random, daysBetween(received, today)),
    summary,
  };
}

/** The amend's reason, as a supervisor would write it. */
export const complaintAmendReason = (complaint: DemoComplaint) =>
  `Civilian complaint ${complaint.complaint_number} received ${complaint.date_received}; recorded on the stop it concerns.`;
