import { daysBetween, isCalendarDate } from '../report/local-time.ts';
import type { PeriodKind, PeriodRange } from './widget-context.ts';

/**
 * Dashboard periods (analytics.md §3-§5, §9): Last week, Last month (default), Quarter, Half-year, Year and Exact
 * dates. Week and month are the last 7 and 30 days up to today; quarter, half-year and year are calendar periods
 * named by period_value ('2026-Q3', '2026-H1', '2026'); exact dates span at most 31 days from 1 July 2022, none in the
 * future. Days are the agency's local calendar days.
 */

export const PERIOD_KINDS = ['week', 'month', 'quarter', 'half_year', 'year', 'custom'] as const;
export const DEFAULT_PERIOD: PeriodKind = 'month';
export const ANALYTICS_MIN_DATE = '2022-07-01';
/** Exact dates: the two ends at most 30 days apart, so 31 calendar days. */
export const CUSTOM_RANGE_MAX_DAYS = 31;
export const CUSTOM_RANGE_MESSAGE = 'You can filter up to 31 days.';
export const ANALYTICS_DATE_MESSAGE = 'Please enter a valid date.';

const addDays = (day: string, amount: number) => new Date(Date.parse(`${day}T00:00:00Z`) + amount * 86_400_000).toISOString().slice(0, 10);
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const pad = (value: number) => String(value).padStart(2, '0');

function range(kind: PeriodKind, from: string, to: string): PeriodRange {
  return { kind, from, to, days: daysBetween(from, to) + 1 };
}

/** A calendar period value: '2026-Q3', '2026-H1' or '2026', as its first and last day; null when malformed. */
export function calendarPeriod(kind: 'quarter' | 'half_year' | 'year', value: string): { from: string; to: string } | null {
  const pattern = kind === 'quarter' ? /^(\d{4})-Q([1-4])$/ : kind === 'half_year' ? /^(\d{4})-H([12])$/ : /^(\d{4})$/;
  const match = pattern.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const part = Number(match[2] ?? 1);
  const months = kind === 'quarter' ? 3 : kind === 'half_year' ? 6 : 12;
  const firstMonth = (part - 1) * months + 1;
  return { from: `${year}-${pad(firstMonth)}-01`, to: lastDayOfMonth(year, firstMonth + months - 1) };
}

export interface PeriodRequest {
  period: PeriodKind;
  period_value?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Why a custom range is not valid, or null: both ends, from 1 July 2022, no future, at most 31 days. */
export function checkCustomRange(from: string | undefined, to: string | undefined, today: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return ANALYTICS_DATE_MESSAGE;
  if (from < ANALYTICS_MIN_DATE || to < from || to > today) return ANALYTICS_DATE_MESSAGE;
  if (daysBetween(from, to) + 1 > CUSTOM_RANGE_MAX_DAYS) return CUSTOM_RANGE_MESSAGE;
  return null;
}

/** The days a period covers, given today's local date; throws a message for a bad value or range. */
export function resolvePeriod(request: PeriodRequest, today: string): PeriodRange {
  switch (request.period) {
    case 'week':
      return range('week', addDays(today, -6), today);
    case 'month':
      return range('month', addDays(today, -29), today);
    case 'custom': {
      const problem = checkCustomRange(request.from, request.to, today);
      if (problem) throw new Error(problem);
      return range('custom', request.from as string, request.to as string);
    }
    default: {
      const calendar = calendarPeriod(request.period, request.period_value ?? '');
      if (!calendar || calendar.from > today || calendar.to < ANALYTICS_MIN_DATE) throw new Error('Please choose a period offered.');
      return range(request.period, calendar.from, calendar.to);
    }
  }
}

/**
 * The previous period of equal length, and the same days a year earlier. A period still running (it ends after today)
 * is compared day for day: with the same number of days from the start of the previous period and of last year, never
 * with whole ones. `previousIsLastYear` says the two are the same days (a year's previous period is last year).
 */
export function comparisonPeriods(
  current: PeriodRange,
  today: string,
): { previous: PeriodRange; lastYear: PeriodRange; previousIsLastYear: boolean } {
  const shiftYear = (day: string) => {
    const shifted = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    return isCalendarDate(shifted) ? shifted : `${Number(day.slice(0, 4)) - 1}-02-28`;
  };
  const elapsedTo = current.to > today ? today : current.to;
  const elapsed = daysBetween(current.from, elapsedTo) + 1;
  let previousFrom = addDays(current.from, -current.days);
  let previousTo = addDays(current.from, -1);
  if (current.kind === 'quarter' || current.kind === 'half_year' || current.kind === 'year') {
    const months = current.kind === 'quarter' ? 3 : current.kind === 'half_year' ? 6 : 12;
    const start = new Date(`${current.from}T00:00:00Z`);
    previousFrom = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
  }
  if (current.to > today && addDays(previousFrom, elapsed - 1) < previousTo) previousTo = addDays(previousFrom, elapsed - 1);
  const previous = range(current.kind, previousFrom, previousTo);
  const lastYear = range(current.kind, shiftYear(current.from), shiftYear(elapsedTo));
  return { previous, lastYear, previousIsLastYear: previous.from === lastYear.from && previous.to === lastYear.to };
}

/** The x-axis days of a period up to today: intervals still in the future are not drawn (as zeros or at all). */
export function elapsedPart(period: PeriodRange, today: string): PeriodRange {
  return period.to > today ? range(period.kind, period.from, today) : period;
}

/** Every day of a period, in order. */
export function daysOf(period: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

/** The gradient line's x-axis (analytics.md §9): months for a year, fortnights for a half-year, weeks for a quarter, else dates. */
export function xAxisOf(period: PeriodRange): Array<{ label: string; days: string[] }> {
  const days = daysOf(period);
  if (period.kind === 'year') {
    const byMonth = new Map<string, string[]>();
    for (const day of days) byMonth.set(day.slice(0, 7), [...(byMonth.get(day.slice(0, 7)) ?? []), day]);
    return [...byMonth].map(([month, inMonth]) => ({
      label: `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
      days: inMonth,
    }));
  }
  const size = period.kind === 'half_year' ? 14 : period.kind === 'quarter' ? 7 : 1;
  const buckets: Array<{ label: string; days: string[] }> = [];
  for (let index = 0; index < days.length; index += size) {
    const chunk = days.slice(index, index + size);
    buckets.push({
      label: size === 1 ? shortDay(chunk[0] as string) : `${shortDay(chunk[0] as string)}–${shortDay(chunk[chunk.length - 1] as string)}`,
      days: chunk,
    });
  }
  return buckets;
}

export interface PeriodOption {
  label: string;
  value: string;
  coming_soon: boolean;
}

/** The calendar periods offered (GET /analytics/periods): those that started by today and end on or after 1 July 2022, newest first. */
export function periodOptions(today: string): { quarter: PeriodOption[]; half_year: PeriodOption[]; year: PeriodOption[] } {
  const year = Number(today.slice(0, 4));
  const options = { quarter: [] as PeriodOption[], half_year: [] as PeriodOption[], year: [] as PeriodOption[] };
  for (let y = year; y >= 2022; y--) {
    for (let q = 4; q >= 1; q--) {
      const value = `${y}-Q${q}`;
      const period = calendarPeriod('quarter', value);
      if (period && period.from <= today && period.to >= ANALYTICS_MIN_DATE)
        options.quarter.push({ label: `Q${q} ${y}`, value, coming_soon: false });
    }
    for (let h = 2; h >= 1; h--) {
      const value = `${y}-H${h}`;
      const period = calendarPeriod('half_year', value);
      if (period && period.from <= today && period.to >= ANALYTICS_MIN_DATE)
        options.half_year.push({ label: `${h === 1 ? 'First' : 'Second'} half ${y}`, value, coming_soon: false });
    }
    options.year.push({ label: String(y), value: String(y), coming_soon: false });
  }
  return options;
}
