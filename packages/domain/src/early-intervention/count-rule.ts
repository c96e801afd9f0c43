import {
  type EarlyInterventionSettings,
  FORCE_THRESHOLD_WORDS,
  type ForceThreshold,
  forceCounts,
  INDICATOR_LABELS,
  type IndicatorId,
  isRestrictedIndicator,
  PEER_INDICATORS,
} from './indicators.ts';

/** One indicator event of an officer: from a report (incident), a citizen complaint accepted, or entered by hand. */
export interface CountedEvent {
  id: string;
  officerId: string;
  indicator: IndicatorId;
  /** YYYY-MM-DD in the agency's time zone. */
  occurredOn: string;
  /** A use-of-force incident's highest force tier (0-4), null when its report records none. */
  forceTier?: number | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-27' -> '27 Nov 2026'. */
export function formatEventDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The first day of a window of `months` months ending on `endOn` (both included): 12 months to 27 Nov 2026 start on
 * 28 Nov 2025. A month shorter than the day clamps to its last day (the window to 31 Mar over 1 month starts 1 Mar).
 */
export function windowStart(endOn: string, months: number): string {
  const [year, month, day] = endOn.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 - months;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDay) + 1));
  return start.toISOString().slice(0, 10);
}

export interface CountFlag {
  officerId: string;
  /** The events inside the window that made the flag, oldest first. */
  events: CountedEvent[];
  indicators: IndicatorId[];
  why: string;
}

/** How a count of one indicator reads in a sentence ('3 use-of-force incidents'). */
export const INDICATOR_COUNT_NOUNS: Partial<Record<IndicatorId, string>> = {
  force_incidents: 'use-of-force incidents',
  subject_injuries: 'injuries to persons stopped',
  complaints_on_reports: 'complaints recorded on reports',
  citizen_complaints: 'citizen complaints accepted',
  searches_nothing_found: 'searches that found nothing',
  consent_searches: 'consent searches',
  civil_action: 'civil actions filed',
  internal_affairs_complaint: 'internal-affairs complaints',
  criminal_investigation: 'criminal investigations or complaints',
  domestic_violence_investigation: 'domestic-violence investigations',
  officer_arrest: 'arrests of the officer',
  sexual_harassment_claim: 'sexual-harassment claims',
  positive_drug_test: 'positive drug tests',
  vehicle_pursuit: 'vehicle pursuits',
  vehicle_collision: 'vehicle collisions found at fault',
  court_dismissal: 'cases rejected or dismissed by a court',
  evidence_suppressed: 'rulings suppressing evidence',
  insubordination: 'insubordination entries',
  neglect_of_duty: 'neglect-of-duty entries',
  other: 'other entries',
};

/** How one event of an indicator reads ('1 use-of-force incident'). */
export const INDICATOR_SINGULAR_NOUNS: Partial<Record<IndicatorId, string>> = {
  force_incidents: 'use-of-force incident',
  subject_injuries: 'injury to a person stopped',
  complaints_on_reports: 'complaint recorded on a report',
  citizen_complaints: 'citizen complaint accepted',
  searches_nothing_found: 'search that found nothing',
  consent_searches: 'consent search',
  civil_action: 'civil action filed',
  internal_affairs_complaint: 'internal-affairs complaint',
  criminal_investigation: 'criminal investigation or complaint',
  domestic_violence_investigation: 'domestic-violence investigation',
  officer_arrest: 'arrest of the officer',
  sexual_harassment_claim: 'sexual-harassment claim',
  positive_drug_test: 'positive drug test',
  vehicle_pursuit: 'vehicle pursuit',
  vehicle_collision: 'vehicle collision found at fault',
  court_dismissal: 'case rejected or dismissed by a court',
  evidence_suppressed: 'ruling suppressing evidence',
  insubordination: 'insubordination entry',
  neglect_of_duty: 'neglect-of-duty entry',
  other: 'other entry',
};

const CONFIDENTIAL = 'confidential';
/** What a sentence names: the indicator, or 'confidential' for every restricted one (its category is never written). */
const wordingOf = (indicator: IndicatorId): IndicatorId | typeof CONFIDENTIAL =>
  isRestrictedIndicator(indicator) ? CONFIDENTIAL : indicator;

/** 'use-of-force incidents', with the force that counts when not any ('use-of-force incidents at or above physical force'). */
function nounOf(wording: IndicatorId | typeof CONFIDENTIAL, count: number, threshold: ForceThreshold = 'any'): string {
  if (wording === CONFIDENTIAL) return count === 1 ? 'confidential entry' : 'confidential entries';
  const noun =
    (count === 1 ? INDICATOR_SINGULAR_NOUNS[wording] : INDICATOR_COUNT_NOUNS[wording]) ?? INDICATOR_LABELS[wording].toLowerCase();
  return wording === 'force_incidents' && threshold !== 'any' ? `${noun} ${FORCE_THRESHOLD_WORDS[threshold]}` : noun;
}

/** '3 use-of-force incidents'; a mixed count says 'indicator events'. */
function eventWords(wordings: readonly (IndicatorId | typeof CONFIDENTIAL)[], count: number, threshold: ForceThreshold): string {
  if (wordings.length === 1) return `${count} ${nounOf(wordings[0] as IndicatorId, count, threshold)}`;
  return `${count} ${count === 1 ? 'indicator event' : 'indicator events'}`;
}

/**
 * Whether the count rule counts this event under the settings: its indicator is on and countable (peer flags are not
 * events), and a use-of-force incident's force is of a tier the agency counts (`force_threshold`).
 */
export function isCountedEvent(event: CountedEvent, settings: EarlyInterventionSettings): boolean {
  if (!settings.indicators.includes(event.indicator) || (PEER_INDICATORS as readonly string[]).includes(event.indicator)) return false;
  return event.indicator !== 'force_incidents' || forceCounts(event.forceTier, settings.force_threshold);
}

/**
 * The count rule (reference §3.1; New Jersey's by default): an officer with at least `count` events of the enabled,
 * countable indicators (report and hand-entered; peer flags are not events; force of a tier the agency counts) in the `window_months` months ending on
 * `endOn`. Answers one flag per officer with the events that made it and a plain sentence.
 */
export function evaluateCountRule(events: readonly CountedEvent[], settings: EarlyInterventionSettings, endOn: string): CountFlag[] {
  if (!settings.enabled || !settings.count_rule.enabled) return [];
  const start = windowStart(endOn, settings.count_rule.window_months);
  const byOfficer = new Map<string, CountedEvent[]>();
  for (const event of events) {
    if (event.occurredOn < start || event.occurredOn > endOn || !isCountedEvent(event, settings)) continue;
    const list = byOfficer.get(event.officerId) ?? [];
    list.push(event);
    byOfficer.set(event.officerId, list);
  }
  const flags: CountFlag[] = [];
  for (const [officerId, list] of byOfficer) {
    if (list.length < settings.count_rule.count) continue;
    list.sort((a, b) => a.occurredOn.localeCompare(b.occurredOn) || a.id.localeCompare(b.id));
    const indicators = [...new Set(list.map((event) => event.indicator))];
    const months = settings.count_rule.window_months;
    // Restricted categories are written together as confidential entries, so the sentence may be read by supervisors.
    const wordings = [...new Set(indicators.map(wordingOf))];
    const perWording = wordings
      .map((wording) => ({ wording, count: list.filter((event) => wordingOf(event.indicator) === wording).length }))
      .sort((a, b) => b.count - a.count);
    const breakdown =
      wordings.length > 1
        ? ` (${perWording.map(({ wording, count }) => `${count} ${nounOf(wording, count, settings.force_threshold)}`).join(', ')})`
        : '';
    const why = `${eventWords(wordings, list.length, settings.force_threshold)}${breakdown} in the ${months === 1 ? 'month' : `${months} months`} to ${formatEventDate(endOn)}, against a rule of ${settings.count_rule.count}.`;
    flags.push({ officerId, events: list, indicators, why });
  }
  return flags.sort((a, b) => a.officerId.localeCompare(b.officerId));
}
