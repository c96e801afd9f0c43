import type { FieldIssue } from '../errors.ts';
import { EARLIEST_REPORT_YEAR } from './date-rules.ts';
import { daysBetween, isCalendarDate } from './local-time.ts';
import { MESSAGES } from './messages.ts';

export const MAX_RANGE_DAYS = 365;
const EARLIEST = `${EARLIEST_REPORT_YEAR}-01-01`;

/**
 * The date-range filter (reports.md §5): from not before 01/01/2022 nor after today; to on or after from;
 * at most 365 days; to required unless the filter is an exact date.
 */
export function checkDateRange(range: { from?: unknown; to?: unknown; exact?: boolean }, today: string): FieldIssue[] {
  const { from, to } = range;
  if (!isCalendarDate(from)) return [{ path: 'from', message: from ? MESSAGES.dateInvalid : MESSAGES.dateRangeFromRequired }];
  if (from < EARLIEST) return [{ path: 'from', message: MESSAGES.dateRangeFromTooEarly }];
  if (from > today) return [{ path: 'from', message: MESSAGES.dateRangeFromFuture }];
  if (range.exact && (to === undefined || to === null || to === '')) return [];
  if (!isCalendarDate(to)) return [{ path: 'to', message: to ? MESSAGES.dateInvalid : MESSAGES.dateRangeToRequired }];
  if (to < from) return [{ path: 'to', message: MESSAGES.dateRangeToBeforeFrom }];
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return [{ path: 'to', message: MESSAGES.dateRangeTooLong }];
  return [];
}
