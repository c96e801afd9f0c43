/**
 * The demo agency's volume and its officers' patterns: what makes its history read like a mid-size California city
 * department's (about 3,600 reports a year, a little busier each year and in summer) rather than a report a day.
 * Assumed figures, in the direction of the reference's shapes (shared/reference/demo-calibration.md).
 */

/** Reports a day, across the agency, in the year before the current one. */
export const REPORTS_PER_DAY = 10;
/** Each year busier than the one before by this share (a growing city). */
export const YEARLY_GROWTH = 0.04;
/** Summer months busier than winter ones by up to this share (peak in July). */
export const SEASONAL_SWING = 0.12;
/** Full calendar years of history before the current one. */
export const PAST_YEARS = 2;

const DAY = 86_400_000;

/** Reports a day expected at an instant (`referenceYear` is the year before the current one). */
export function reportsPerDayAt(at: Date, referenceYear: number): number {
  const year = at.getUTCFullYear() + at.getUTCMonth() / 12;
  const season = 1 + SEASONAL_SWING * Math.cos(((at.getUTCMonth() - 6) / 12) * 2 * Math.PI);
  return REPORTS_PER_DAY * season * (1 + YEARLY_GROWTH) ** (year - referenceYear - 0.5);
}

/** Reports expected between two instants (by whole days, each at its own rate). */
export function reportsBetween(start: Date, end: Date, referenceYear: number): number {
  let total = 0;
  for (let at = start.getTime(); at < end.getTime(); at += DAY)
    total += (reportsPerDayAt(new Date(at), referenceYear) * Math.min(DAY, end.getTime() - at)) / DAY;
  return total;
}

/** An officer's shift: weights by local hour, a little spill-over around it (calls run past the end of a shift). */
function shift(from: number, to: number): number[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const inside = from < to ? hour >= from && hour < to : hour >= from || hour < to;
    const edge = hour === (from + 23) % 24 || hour === to % 24;
    return inside ? 1 : edge ? 0.25 : 0.02;
  });
}

/**
 * How each demo author works (by e-mail, demo-agency.ts): the day-shift officer, the night-shift officer who stops the
 * most, and the sergeant who makes fewer stops of their own.
 */
export const OFFICER_PATTERNS: Record<string, { activity: number; hours: readonly number[] }> = {
  'officer@demo.test': { activity: 1, hours: shift(7, 17) },
  'officer2@demo.test': { activity: 1.3, hours: shift(18, 4) },
  'manager@demo.test': { activity: 0.6, hours: shift(10, 20) },
};

/**
 * The jurisdiction's residents by perceived-race group, entered like an agency would from the census (ACS 5-year) so
 * the per-resident widgets have a denominator. Rounded figures near Sacramento's (about 525,000 residents); demo data.
 */
export const DEMO_POPULATION = {
  total: 525_000,
  by_race: {
    white: 165_000,
    hispanic: 155_000,
    asian: 102_000,
    black: 63_000,
    multiracial: 29_000,
    pacific_islander: 8_000,
    native_american: 3_000,
  },
  source: 'Demo figures rounded from the ACS 5-year estimates for Sacramento city',
} as const;
