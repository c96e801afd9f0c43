import { toLocalDateTime } from '@fieldbook/domain';

const DAY_MS = 86_400_000;

function wallClockMs(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hours, minutes);
}

/** How far the wall clock in `timeZone` is ahead of UTC at `instantMs` (minutes precision). */
function offsetAt(instantMs: number, timeZone: string): number {
  const local = toLocalDateTime(new Date(instantMs), timeZone);
  return wallClockMs(local.date, local.time) - Math.floor(instantMs / 60_000) * 60_000;
}

/**
 * The instant a wall-clock date ('YYYY-MM-DD') and time ('HH:mm') name in `timeZone`.
 * Around a daylight-saving change it behaves like Temporal's 'compatible' choice: a time that happens twice
 * (fall back) is the earlier one; a time that never happens (spring forward) moves forward by the gap.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  const wall = wallClockMs(date, time);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetAt(instant, timeZone) === instant);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - before);
}
