import { isCalendarDate, isClockTime, type LocalDateTime, toLocalDateTime } from './local-time.ts';
import { MESSAGES } from './messages.ts';

export const EARLIEST_REPORT_YEAR = 2022;

/** The report date (reports.md §5): required, valid, year 2022 or later, not after today in the customer's time zone. */
export function checkReportDate(date: unknown, today: string): string | null {
  if (!isCalendarDate(date)) return MESSAGES.dateInvalid;
  if (Number(date.slice(0, 4)) < EARLIEST_REPORT_YEAR) return MESSAGES.dateBefore2022;
  if (date > today) return MESSAGES.dateFuture;
  return null;
}

/** The report time: required, 24-hour HH:mm, and not later than now when the date is today. */
export function checkReportTime(time: unknown, date: unknown, now: LocalDateTime): string | null {
  if (!isClockTime(time)) return MESSAGES.timeInvalid;
  if (date === now.date && time > now.time) return MESSAGES.timeFuture;
  return null;
}

/**
 * The payload carries one ISO instant with the time merged in (reports.md §3); the rules are about the
 * wall-clock date and time where the agency is, so the instant is read in the agency's time zone.
 */
export function splitReportInstant(value: unknown, timeZone: string): { date: unknown; time: unknown } {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return { date: value, time: undefined };
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !isCalendarDate(value.slice(0, 10))) return { date: value, time: undefined };
  return toLocalDateTime(instant, timeZone);
}
