import { type FormFieldOption, isEmpty } from '@fieldbook/domain';
import type { Reference } from './form-services.ts';

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

export const asRecordValue = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const isReference = (value: unknown): value is Reference =>
  typeof asRecordValue(value).id === 'string' && typeof asRecordValue(value).name === 'string';

export const asReferences = (value: unknown): Reference[] => (Array.isArray(value) ? value.filter(isReference) : []);

/** An empty input clears the value (the key is removed) rather than storing ''. */
export const textOrUndefined = (text: string): string | undefined => (text === '' ? undefined : text);

export const numberText = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

export function parseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** A list value that is empty is cleared. */
export const listOrUndefined = <T>(list: T[]): T[] | undefined => (list.length === 0 ? undefined : list);

/**
 * Checking or unchecking one value of a multiple choice (reports.md §5): an `exclusive` option ('None') clears the
 * others when chosen and is cleared when another is chosen; with `single_choice` the group keeps one value.
 */
export function toggleChoice(
  chosen: readonly string[],
  value: string,
  isChecked: boolean,
  options: readonly Pick<FormFieldOption, 'value' | 'exclusive'>[],
  isSingleChoice = false,
): string[] {
  if (!isChecked) return chosen.filter((entry) => entry !== value);
  if (isSingleChoice || options.find((option) => option.value === value)?.exclusive) return [value];
  const exclusive = new Set(options.filter((option) => option.exclusive).map((option) => option.value));
  return [...chosen.filter((entry) => entry !== value && !exclusive.has(entry)), value];
}

/** A whole new selection (a native multiple select): the newly added values go through toggleChoice. */
export function replaceChoices(
  chosen: readonly string[],
  next: readonly string[],
  options: readonly Pick<FormFieldOption, 'value' | 'exclusive'>[],
  isSingleChoice = false,
): string[] {
  const added = next.filter((value) => !chosen.includes(value));
  const kept = chosen.filter((value) => next.includes(value));
  return added.reduce((result, value) => toggleChoice(result, value, true, options, isSingleChoice), kept);
}

/**
 * How many questions a card has answered (a citizen, an officer, an itemlist entry): each non-empty field value counts
 * once (a 'No' switch, a checkbox group, the people picked), an itemlist counts its entries' answers, and the item's own
 * `id` is none. What 'Remove' would delete (issue 24, defect 8).
 */
export function countAnswers(value: unknown): number {
  let count = 0;
  for (const [key, entry] of Object.entries(asRecordValue(value))) if (key !== 'id') count += countValue(entry);
  return count;
}

function countValue(value: unknown): number {
  const isEntryList = Array.isArray(value) && value.some((entry) => asRecordValue(entry) === entry && !('id' in entry));
  if (isEntryList) return value.reduce<number>((sum, entry) => sum + countAnswers(entry), 0);
  if (asRecordValue(value) === value) return countAnswers(value);
  return isEmpty(value) ? 0 : 1;
}
