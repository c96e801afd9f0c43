import type { FormField } from '../configuration/configuration.schema.ts';
import { isRecord } from './emptiness.ts';
import { MESSAGES } from './messages.ts';

/**
 * Our bounds on what any configured field may hold, whatever its own rules add (issue 23 finding 6, docs/decisions.md):
 * a one-line text or a chosen value, a multi-line text, a list without its own `max_items`, an item's or citizen's id,
 * the name of a chosen person, area, group, tag or title.
 */
export const FIELD_TEXT_MAX_LENGTH = 500;
export const FIELD_TEXTAREA_MAX_LENGTH = 5000;
export const FIELD_LIST_MAX_ITEMS = 100;
export const ITEM_ID_MAX_LENGTH = 64;
export const FIELD_NAME_MAX_LENGTH = 100;
const COLOR_MAX_LENGTH = 32;
const DATE_LENGTH = 'YYYY-MM-DD'.length;
const TIME_LENGTH = 'HH:mm'.length;

/** The keys a chosen reference keeps (prune.ts drops any other). */
export const REFERENCE_KEYS = {
  peoplepicker: ['id', 'name'],
  areasfield: ['id', 'name'],
  groupsfield: ['id', 'name'],
  tagsfield: ['id', 'name', 'color'],
  titlefield: ['name'],
} as const satisfies Partial<Record<FormField['component'], readonly string[]>>;

/** A string of at most `max` characters: null when it is one, else the message. */
export function checkText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return MESSAGES.invalidValue;
  return value.length > max ? MESSAGES.textTooLong(max) : null;
}

const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** {id, name} (and a tag's colour): the id and name short texts, nothing else. */
function isReference(value: unknown): boolean {
  return (
    isRecord(value) &&
    isText(value.id, ITEM_ID_MAX_LENGTH) &&
    (value.id as string).length > 0 &&
    isText(value.name, FIELD_NAME_MAX_LENGTH) &&
    (value.color === undefined || isText(value.color, COLOR_MAX_LENGTH))
  );
}

/** A list of at most `max` entries, each passing `isEntry`; the message says which bound failed. */
function checkList(value: unknown, max: number, isEntry: (entry: unknown) => boolean) {
  if (!Array.isArray(value)) return MESSAGES.invalidValue;
  if (value.length > max) return MESSAGES.maxItems(max);
  return value.every(isEntry) ? null : MESSAGES.invalidValue;
}

/** A {from, to} object with no other keys, each bound absent or passing `isBound`. */
function isRange(value: unknown, isBound: (bound: unknown) => boolean): boolean {
  return (
    isRecord(value) &&
    Object.keys(value).every((key) => key === 'from' || key === 'to') &&
    (value.from === undefined || isBound(value.from)) &&
    (value.to === undefined || isBound(value.to))
  );
}

/**
 * The type and size every value of a component must have, empty or not: the one type-level rule for configured fields.
 * '' for a text, [] for a list and {} for a range are how those types are empty; null, a value of another type, an
 * over-long text or list, or a nested object where a text belongs is refused here, before emptiness and the field's
 * own rules are read. Null when the shape is right.
 */
export function checkValueShape(field: FormField, value: unknown): string | null {
  const listMax = field.max_items ?? FIELD_LIST_MAX_ITEMS;
  switch (field.component) {
    case 'textfield':
    case 'radio':
    case 'autocomplete':
      return checkText(value, FIELD_TEXT_MAX_LENGTH);
    case 'textarea':
      return checkText(value, FIELD_TEXTAREA_MAX_LENGTH);
    case 'checkbox':
    case 'multiselect':
    case 'autocompletechip':
      return checkList(value, listMax, (entry) => isText(entry, FIELD_TEXT_MAX_LENGTH));
    case 'citizen_checklist':
      return checkList(value, listMax, (entry) => isText(entry, ITEM_ID_MAX_LENGTH));
    case 'number':
      return isFiniteNumber(value) ? null : MESSAGES.invalidNumber;
    case 'switch':
      return typeof value === 'boolean' ? null : MESSAGES.invalidValue;
    case 'date':
      return isText(value, DATE_LENGTH) ? null : MESSAGES.dateInvalid;
    case 'time':
      return isText(value, TIME_LENGTH) ? null : MESSAGES.timeInvalid;
    case 'daterange':
      return isRange(value, (bound) => isText(bound, DATE_LENGTH)) ? null : MESSAGES.dateInvalid;
    case 'numberrange':
      return isRange(value, isFiniteNumber) ? null : MESSAGES.numberRange;
    case 'peoplepicker':
      if (field.single_choice) return isReference(value) ? null : MESSAGES.invalidValue;
      return checkList(value, listMax, isReference);
    case 'areasfield':
    case 'groupsfield':
    case 'tagsfield':
      return checkList(value, listMax, isReference);
    case 'titlefield':
      return isRecord(value) && isText(value.name, FIELD_NAME_MAX_LENGTH) ? null : MESSAGES.invalidValue;
    case 'itemlist':
      return checkList(value, listMax, isRecord);
  }
}
