import { daysOf, type PeriodRange } from '@fieldbook/domain';

/** Quarter, half-year and year are whole calendar months: read month rollups; other periods read day rollups. */
export function usesMonths(period: PeriodRange): boolean {
  return period.kind === 'quarter' || period.kind === 'half_year' || period.kind === 'year';
}

/** The first day of each month a period covers. */
export function monthsOfPeriod(period: PeriodRange): string[] {
  return [...new Set(daysOf(period).map((day) => `${day.slice(0, 7)}-01`))];
}

export function daysOfPeriod(period: PeriodRange): string[] {
  return daysOf(period);
}
