import type { EarlyInterventionSettings } from './settings.schema.ts';

export type { EarlyInterventionSettings };

/**
 * Early intervention (issue 28; ../shared/reference/early-intervention.md). A supportive, non-disciplinary supervision
 * tool: indicators an owner or manager turns on, a count rule over a rolling window (New Jersey's by default: 3 events of
 * any indicator in 12 months), peer comparisons with false-discovery-rate control, and a review cycle per alert.
 */

/** Counted from the reports Fieldbook holds (attributed to the report's author). */
export const REPORT_INDICATORS = [
  'force_incidents',
  'subject_injuries',
  'complaints_on_reports',
  'citizen_complaints',
  'searches_nothing_found',
  'consent_searches',
] as const;
/** Rates compared with peers who worked the same areas and hours in the same period. */
export const PEER_INDICATORS = ['search_rate', 'hit_rate', 'force_rate', 'group_share'] as const;
/** Entered by managers, for what Fieldbook cannot see (reference §2.4). */
export const MANUAL_INDICATORS = [
  'civil_action',
  'internal_affairs_complaint',
  'criminal_investigation',
  'domestic_violence_investigation',
  'officer_arrest',
  'sexual_harassment_claim',
  'positive_drug_test',
  'vehicle_pursuit',
  'vehicle_collision',
  'court_dismissal',
  'evidence_suppressed',
  'insubordination',
  'neglect_of_duty',
  'other',
] as const;
export const INDICATORS = [...REPORT_INDICATORS, ...PEER_INDICATORS, ...MANUAL_INDICATORS] as const;
/**
 * Hand-entered categories the reference marks restricted (§2.1: criminal matters, domestic violence, the officer's
 * arrest, sexual-harassment claims, drug tests): only owners and managers see them. Supervisors and the officer read
 * them as 'confidential entries' in counts, never their category, date or note (docs/decisions.md).
 */
export const RESTRICTED_INDICATORS = [
  'criminal_investigation',
  'domestic_violence_investigation',
  'officer_arrest',
  'sexual_harassment_claim',
  'positive_drug_test',
] as const;
export const isRestrictedIndicator = (indicator: string): boolean => (RESTRICTED_INDICATORS as readonly string[]).includes(indicator);
export type IndicatorId = (typeof INDICATORS)[number];
export type ManualIndicatorId = (typeof MANUAL_INDICATORS)[number];

export const INDICATOR_LABELS: Record<IndicatorId, string> = {
  force_incidents: 'Use-of-force incidents',
  subject_injuries: 'Injuries to persons stopped',
  complaints_on_reports: 'Complaints recorded on reports',
  citizen_complaints: 'Citizen complaints accepted',
  searches_nothing_found: 'Searches that found nothing',
  consent_searches: 'Consent searches',
  search_rate: 'Search rate compared with peers',
  hit_rate: 'Hit rate compared with peers',
  force_rate: 'Force rate compared with peers',
  group_share: 'Share of stops of a perceived group compared with peers',
  civil_action: 'Civil action filed',
  internal_affairs_complaint: 'Internal-affairs complaint',
  criminal_investigation: 'Criminal investigation or complaint',
  domestic_violence_investigation: 'Domestic-violence investigation',
  officer_arrest: 'Arrest of the officer',
  sexual_harassment_claim: 'Sexual-harassment claim',
  positive_drug_test: 'Positive drug test',
  vehicle_pursuit: 'Vehicle pursuit',
  vehicle_collision: 'Vehicle collision found at fault',
  court_dismissal: 'Case rejected or dismissed by a court',
  evidence_suppressed: 'Evidence suppressed by a court',
  insubordination: 'Insubordination',
  neglect_of_duty: 'Neglect of duty',
  other: 'Other',
};

/** What a review may end with (reference §5), in supportive words. */
export const REVIEW_OUTCOMES = [
  'no_action_needed',
  'informal_counselling',
  'training',
  'support_programme_referral',
  'supervisory_monitoring',
  'other',
] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
export const REVIEW_OUTCOME_LABELS: Record<ReviewOutcome, string> = {
  no_action_needed: 'No action needed',
  informal_counselling: 'Informal counselling',
  training: 'Training',
  support_programme_referral: 'Referral to a support programme',
  supervisory_monitoring: 'Supervisory monitoring',
  other: 'Other',
};

/** A review's outcome as the officer reads it on their own closed alerts: supportive, never disciplinary. */
export const OFFICER_OUTCOME_WORDS: Record<ReviewOutcome, string> = {
  no_action_needed: 'Your supervisor looked at the pattern with you in mind and found nothing that needs any action.',
  informal_counselling: 'Your supervisor offered a supportive conversation about how things are going.',
  training: 'Training was offered to support you in this part of the work.',
  support_programme_referral: 'You were offered a support programme, there for you if and when it helps.',
  supervisory_monitoring: 'Your supervisor will keep in touch for a while, to support you.',
  other: 'Your supervisor reviewed the pattern and closed the review.',
};

/**
 * Which force counts as a use-of-force incident: any force (the default, Charlotte-style), or force at or above a tier
 * of the analytics facts (T1 a weapon displayed to T4 a firearm discharged; T0, handcuffing, is the lowest tier, so
 * 'at or above T0' would be any force). A report counts by its highest tier; force whose tier the report does not
 * record (a state form with no tiers) counts whatever the threshold, so no agency loses the indicator silently.
 */
export const FORCE_THRESHOLDS = ['any', 'weapon_displayed', 'physical_force', 'intermediate_weapon', 'firearm_discharged'] as const;
export type ForceThreshold = (typeof FORCE_THRESHOLDS)[number];
/** The lowest tier each threshold counts (analytics facts' force_tier); null: any force. */
export const FORCE_THRESHOLD_TIERS: Record<ForceThreshold, number | null> = {
  any: null,
  weapon_displayed: 1,
  physical_force: 2,
  intermediate_weapon: 3,
  firearm_discharged: 4,
};
/** Settings > Early intervention's choices. */
export const FORCE_THRESHOLD_LABELS: Record<ForceThreshold, string> = {
  any: 'Any force, handcuffing included',
  weapon_displayed: 'A weapon displayed or more (a firearm or Taser pointed)',
  physical_force: 'Physical force or more (holds, takedowns)',
  intermediate_weapon: 'An intermediate weapon or more (spray, Taser, baton used)',
  firearm_discharged: 'A firearm discharged',
};
/** How the threshold reads after 'use-of-force incidents' in an alert's sentence ('' for any force). */
export const FORCE_THRESHOLD_WORDS: Record<ForceThreshold, string> = {
  any: '',
  weapon_displayed: 'at or above a weapon displayed',
  physical_force: 'at or above physical force',
  intermediate_weapon: 'at or above an intermediate weapon',
  firearm_discharged: 'with a firearm discharged',
};

/**
 * Whether a report's force counts under the threshold: `tier` is the report's highest force tier (0-4), null when the
 * report's force has no tier recorded (counted at every threshold).
 */
export function forceCounts(tier: number | null | undefined, threshold: ForceThreshold): boolean {
  const lowest = FORCE_THRESHOLD_TIERS[threshold];
  return lowest === null || tier === null || tier === undefined || tier >= lowest;
}

export const ALERT_STATUSES = ['open', 'in_review', 'closed'] as const;
/** The most alerts one page of the alerts list holds. */
export const EI_ALERTS_PAGE_MAX = 100;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const EI_LIMITS = {
  countMin: 1,
  countMax: 50,
  windowMonthsMin: 1,
  windowMonthsMax: 60,
  minPersonsMin: 10,
  minPersonsMax: 1000,
  fdrMin: 0.001,
  fdrMax: 0.2,
  deadlineDaysMin: 1,
  deadlineDaysMax: 365,
  noteMax: 2000,
} as const;

export const EI_MESSAGES = {
  count: `A count of ${EI_LIMITS.countMin} to ${EI_LIMITS.countMax}.`,
  window: `A window of ${EI_LIMITS.windowMonthsMin} to ${EI_LIMITS.windowMonthsMax} months.`,
  minPersons: `At least ${EI_LIMITS.minPersonsMin} and at most ${EI_LIMITS.minPersonsMax} persons.`,
  fdr: `A false-discovery rate between ${EI_LIMITS.fdrMin} and ${EI_LIMITS.fdrMax}.`,
  deadline: `A deadline of ${EI_LIMITS.deadlineDaysMin} to ${EI_LIMITS.deadlineDaysMax} days.`,
  eventDateFuture: 'The date cannot be in the future.',
  note: `Write 1 to ${EI_LIMITS.noteMax} characters.`,
  noOfficer: 'Choose an officer of the agency.',
  reviewer: "Choose a manager or a supervisor of the officer's group.",
  followUpPast: 'The follow-up date cannot be in the past.',
  forceThreshold: 'Choose which force counts.',
} as const;

/**
 * Report indicators counted as events by default: those that are harms or allegations. Searches that found nothing and
 * consent searches are routine work: counted 3 in 12 months they flag nearly every officer who searches, which is the
 * busy-officer error the reference warns of (§3.6); by default they are judged as rates against peers (search rate, hit
 * rate), and an agency may still count them.
 */
export const DEFAULT_COUNTED_REPORT_INDICATORS = [
  'force_incidents',
  'subject_injuries',
  'complaints_on_reports',
  'citizen_complaints',
] as const;

/** The reference's defaults: harms and allegations counted, New Jersey's 3 in 12 months, peers at 50 persons and 5% FDR, 30 days. */
export const DEFAULT_EI_SETTINGS: EarlyInterventionSettings = {
  enabled: false,
  indicators: [...DEFAULT_COUNTED_REPORT_INDICATORS, ...PEER_INDICATORS, ...MANUAL_INDICATORS],
  count_rule: { enabled: true, count: 3, window_months: 12 },
  peer_rule: { enabled: true, window_months: 12, min_persons: 50, fdr: 0.05 },
  review_deadline_days: 30,
  officer_sees_closed: false,
  force_threshold: 'any',
};
