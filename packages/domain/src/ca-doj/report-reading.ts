import { asArray, asRecord } from '../report/emptiness.ts';
import { type CodeTable, dojCode } from './code-tables.ts';
import type { DojFlag } from './doj-record.types.ts';

/** A section of an item or of general_information.state_related, as a record (empty when missing). */
export function section(owner: unknown, name: string): Record<string, unknown> {
  return asRecord(asRecord(owner)[name]);
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function flag(value: unknown): DojFlag {
  return value === true ? 'Y' : 'N';
}

/** The option values of a checkbox answer (strings only). */
export function values(value: unknown): string[] {
  return asArray(value).filter((entry): entry is string => typeof entry === 'string');
}

/** Each value's code, in the officer's order, without repeats; values without a code are left out. */
export function codes(table: CodeTable, value: unknown): string[] {
  const found: string[] = [];
  for (const entry of values(value)) {
    const code = dojCode(table, entry);
    if (code !== undefined && !found.includes(code)) found.push(code);
  }
  return found;
}

export function code(table: CodeTable, value: unknown): string {
  return dojCode(table, value) ?? '';
}

/**
 * An offense code as the DOJ takes it: the number written without leading zeros ('3', '9005', '54106'), from a string
 * of 1-5 digits or a whole number; '' for anything else.
 */
export function offenseCode(value: unknown): string {
  const raw = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : text(value);
  return /^\d{1,5}$/.test(raw) ? String(Number(raw)) : '';
}

/** The codes of an offense-code list (an itemlist of { code }, or plain codes). */
export function offenseCodes(value: unknown): string[] {
  const found: string[] = [];
  for (const entry of asArray(value)) {
    const code = offenseCode(typeof entry === 'object' && entry !== null ? asRecord(entry).code : entry);
    if (code && !found.includes(code)) found.push(code);
  }
  return found;
}

/** Whether the stop was at a K-12 public school (general_information.state_related.location.is_k12_school). */
export function isAtK12School(report: Record<string, unknown>): boolean {
  return section(asRecord(report.general_information).state_related, 'location').is_k12_school === true;
}
