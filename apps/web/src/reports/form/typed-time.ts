/**
 * What an officer types in a Time box, read as the 24-hour 'HH:mm' the time rule asks for (reports.md §5).
 * Hours and minutes may be split by ':', '.', ',' or 'h' ('7:05', '7.05', '19:30'), or run together, the last two
 * digits being the minutes ('705', '0705', '1930'). One or two digits alone are an hour ('7' is 07:00), and a single
 * digit after a separator is the minutes ('7:5' is 07:05): the box then shows '07:05', so the reading is visible.
 */
export type TypedTime = { time: string } | { error: TypedTimeError };
export type TypedTimeError = 'format' | 'hour' | 'minute';

/** Clearer than the rule's own message for a time that cannot exist; a text that is no time at all gets the rule's. */
export const TYPED_TIME_MESSAGES = {
  hour: 'Hours go from 00 to 23. E.g.: 16:30',
  minute: 'Minutes go from 00 to 59. E.g.: 16:30',
} as const;

const SEPARATED = /^(\d{1,2})\s*[:.,hH]\s*(\d{0,2})$/;
const RUN_TOGETHER = /^\d{1,4}$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The typed text as a time, or why it is not one; null when nothing is typed. */
export function readTypedTime(text: string): TypedTime | null {
  const typed = text.trim();
  if (typed === '') return null;
  let hours: string;
  let minutes: string;
  const separated = SEPARATED.exec(typed);
  if (separated) {
    hours = separated[1] as string;
    minutes = separated[2] || '0';
  } else if (RUN_TOGETHER.test(typed)) {
    hours = typed.length <= 2 ? typed : typed.slice(0, -2);
    minutes = typed.length <= 2 ? '0' : typed.slice(-2);
  } else {
    return { error: 'format' };
  }
  if (Number(hours) > 23) return { error: 'hour' };
  if (Number(minutes) > 59) return { error: 'minute' };
  return { time: `${pad(Number(hours))}:${pad(Number(minutes))}` };
}

/** What the draft keeps for a typed text: the time it reads as, else the text itself (the engine then refuses it). */
export function typedTimeValue(text: string): string {
  const reading = readTypedTime(text);
  return reading && 'time' in reading ? reading.time : text.trim();
}

/** The clearer message for an impossible hour or minute in the typed text, if that is what is wrong. */
export function typedTimeIssue(text: string): string | undefined {
  const reading = readTypedTime(text);
  return reading && 'error' in reading && reading.error !== 'format' ? TYPED_TIME_MESSAGES[reading.error] : undefined;
}
