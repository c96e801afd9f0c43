import { daysOf, type PeriodRange } from '@fieldbook/domain';

/** Rollup rows: a day's, a month's (bucket its 1st) or a calendar year's (bucket 1 January). */
export type RollupKind = 'd' | 'm' | 'y';

/** Quarter, half-year and year are whole calendar months: read month rollups; other periods read day rollups. */
function usesMonths(period: PeriodRange): boolean {
  return period.kind === 'quarter' || period.kind === 'half_year' || period.kind === 'year';
}

/** A whole calendar year: one year row per scope answers it. */
export function isCalendarYear(period: PeriodRange): boolean {
  const year = period.from.slice(0, 4);
  return period.kind === 'year' && period.from === `${year}-01-01` && period.to === `${year}-12-31`;
}

/** The rows that add up to a period: its year's, its months' or its days'. */
export function bucketsOf(period: PeriodRange): { kind: RollupKind; buckets: string[] } {
  if (isCalendarYear(period)) return { kind: 'y', buckets: [period.from] };
  return usesMonths(period) ? { kind: 'm', buckets: monthsOfPeriod(period) } : { kind: 'd', buckets: daysOf(period) };
}

/** The first day of each month a period covers. */
function monthsOfPeriod(period: PeriodRange): string[] {
  return [...new Set(daysOf(period).map((day) => `${day.slice(0, 7)}-01`))];
}
