import { isCalendarDate } from '../report/local-time.ts';
import { readCsvRows } from './csv-table.ts';

/**
 * The DOJ's CJIS offense-code table (reference ca-doj/offense-codes.csv; an agency may load its newer copy): codes are
 * numbers of 1 to 5 digits ('3' in custody arrest, '9005' murder, '54106' unsafe speed), kept in reports as the
 * number's digits, each valid for stops from its enactment until it is repealed.
 */
export interface OffenseCode {
  code: number;
  statute: string;
  /** PC Penal Code, VC Vehicle Code, HS Health and Safety Code... */
  statute_type: string;
  /** F felony, M misdemeanor, I infraction, X either. */
  charge_type: string;
  literal: string;
  /** YYYY-MM-DD. */
  enacted: string;
  /** YYYY-MM-DD, or null while in force. */
  repealed: string | null;
}

export const OFFENSE_CODE_COLUMNS = ['offense_code', 'statute', 'statute_type', 'charge_type', 'literal', 'enacted', 'repealed'] as const;
/** How an offense code is written in a report: 1 to 5 digits, no leading zero. */
export const OFFENSE_CODE_PATTERN = /^[1-9][0-9]{0,4}$/;
/** A newer copy an agency loads has at most this many rows (the DOJ's table has about 5,000). */
export const OFFENSE_CODE_TABLE_MAX_ROWS = 50_000;

export const OFFENSE_CODE_MESSAGES = {
  pattern: 'An offense code is a number of 1 to 5 digits.',
  unknown: (code: string) => `Offense code ${code} is not in the DOJ's offense-code table.`,
  notYetEnacted: (code: string, enacted: string) => `Offense code ${code} was enacted on ${enacted}, after the stop.`,
  repealed: (code: string, repealed: string) => `Offense code ${code} was repealed on ${repealed}, before the stop.`,
  emptyTable: 'The file holds no offense codes.',
  tooManyRows: `The file holds more than ${OFFENSE_CODE_TABLE_MAX_ROWS.toLocaleString('en-US')} offense codes.`,
} as const;

/** The table indexed by code, as the rules and the form's search read it. */
export interface OffenseCodeTable {
  readonly codes: readonly OffenseCode[];
  readonly byCode: ReadonlyMap<number, OffenseCode>;
}

export function indexOffenseCodes(codes: readonly OffenseCode[]): OffenseCodeTable {
  return { codes, byCode: new Map(codes.map((entry) => [entry.code, entry])) };
}

/** A CSV of the DOJ's columns read into codes; each line that is not a sound code is a problem in words. */
export function parseOffenseCodeCsv(text: string): { codes: OffenseCode[]; problems: string[] } {
  const { rows, problems } = readCsvRows(text, OFFENSE_CODE_COLUMNS);
  const codes: OffenseCode[] = [];
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const code = row.offense_code ?? '';
    const repealed = row.repealed ?? '';
    if (!OFFENSE_CODE_PATTERN.test(code)) problems.push(`Line ${line}: '${code}' is not an offense code of 1 to 5 digits.`);
    else if (seen.has(Number(code))) problems.push(`Line ${line}: offense code ${code} is listed twice.`);
    else if (!isCalendarDate(row.enacted)) problems.push(`Line ${line}: the enacted date is not a date (YYYY-MM-DD).`);
    else if (repealed !== '' && !isCalendarDate(repealed)) problems.push(`Line ${line}: the repealed date is not a date (YYYY-MM-DD).`);
    else if (!row.literal) problems.push(`Line ${line}: the offense has no text (literal).`);
    else {
      seen.add(Number(code));
      codes.push({
        code: Number(code),
        statute: row.statute ?? '',
        statute_type: row.statute_type ?? '',
        charge_type: row.charge_type ?? '',
        literal: row.literal,
        enacted: row.enacted as string,
        repealed: repealed === '' ? null : repealed,
      });
    }
  });
  if (problems.length === 0 && codes.length === 0) problems.push(OFFENSE_CODE_MESSAGES.emptyTable);
  if (codes.length > OFFENSE_CODE_TABLE_MAX_ROWS) problems.push(OFFENSE_CODE_MESSAGES.tooManyRows);
  return { codes, problems };
}

/** Whether a code may be used for a stop on `stopDate` (YYYY-MM-DD): enacted on or before it and not repealed before it. */
export function isInForce(entry: OffenseCode, stopDate: string): boolean {
  return entry.enacted <= stopDate && (entry.repealed === null || entry.repealed >= stopDate);
}

/**
 * The one check of an offense code the form and the server share: digits first, then the table for the stop's day.
 * Null when the code is fine; without a stop date only the table's membership is checked.
 */
export function checkOffenseCode(value: string, table: OffenseCodeTable, stopDate: string | undefined): string | null {
  if (!OFFENSE_CODE_PATTERN.test(value)) return OFFENSE_CODE_MESSAGES.pattern;
  const entry = table.byCode.get(Number(value));
  if (!entry) return OFFENSE_CODE_MESSAGES.unknown(value);
  if (stopDate === undefined) return null;
  if (entry.enacted > stopDate) return OFFENSE_CODE_MESSAGES.notYetEnacted(value, entry.enacted);
  if (entry.repealed !== null && entry.repealed < stopDate) return OFFENSE_CODE_MESSAGES.repealed(value, entry.repealed);
  return null;
}

/** 'PC 187(A) MURDER (F)': how the form names a code beside its number. */
export const describeOffenseCode = (entry: OffenseCode): string =>
  `${entry.statute_type} ${entry.statute} ${entry.literal} (${entry.charge_type})`;

/**
 * Codes in force on the stop's day matching what the officer typed: by code (its digits start the code), by statute
 * ('22350', 'VC 22350') or by words of the text ('unsafe speed'), every word having to match. Exact codes first.
 */
export function searchOffenseCodes(table: OffenseCodeTable, query: string, stopDate: string | undefined, limit = 20): OffenseCode[] {
  const words = query.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const exact = /^\d+$/.test(query.trim()) ? table.byCode.get(Number(query.trim())) : undefined;
  const found: OffenseCode[] = exact && (stopDate === undefined || isInForce(exact, stopDate)) ? [exact] : [];
  for (const entry of table.codes) {
    if (found.length >= limit) break;
    if (entry === exact || (stopDate !== undefined && !isInForce(entry, stopDate))) continue;
    const code = String(entry.code);
    const haystack = `${entry.statute_type} ${entry.statute} ${entry.literal}`;
    if (words.every((word) => code.startsWith(word) || haystack.includes(word))) found.push(entry);
  }
  return found;
}
