import type { FormField, FormSection, ValidationRule } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { isShown, offeredOptions, resolveField, type Scope } from './conditions.ts';
import { asRecord, isEmpty, isRecord } from './emptiness.ts';
import { isCalendarDate, isClockTime } from './local-time.ts';
import { MESSAGES } from './messages.ts';

/** What field checks need beyond the value: the report, the citizens officers may be linked to, fields turned off. */
export interface FormContext {
  report: unknown;
  citizenIds: ReadonlySet<string>;
  /** `<area>.<section>.<field>` keys the configuration disables. */
  disabled: ReadonlySet<string>;
}

const patterns = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, 'u');
    patterns.set(pattern, regex);
  }
  return regex;
}

const isReference = (value: unknown) => isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The first failing rule's message (reports.md §5); min and max are skipped when the value is empty. */
function firstFailingRule(rules: readonly ValidationRule[], value: unknown): string | null {
  for (const rule of rules) {
    switch (rule.rule) {
      case 'regex':
        if (typeof value === 'string' && !compiled(rule.pattern).test(value)) return rule.message;
        break;
      case 'min':
        if (typeof value === 'number' && value < rule.value) return rule.message;
        break;
      case 'max':
        if (typeof value === 'number' && value > rule.value) return rule.message;
        break;
      case 'minSize':
        if (Array.isArray(value) && value.length < rule.value) return rule.message;
        break;
      case 'maxSize':
        if (Array.isArray(value) && value.length > rule.value) return rule.message;
        break;
    }
  }
  return null;
}

/** Choices against what the field offers now: offered values only, 'None'-style values alone, one value with single_choice. */
function checkChoices(field: FormField, chosen: readonly string[], scope: Scope): string | null {
  if (!field.options) return null;
  const offered = offeredOptions(field, scope);
  const byValue = new Map(offered.map((option) => [option.value, option]));
  if (chosen.some((value) => !byValue.has(value)) || new Set(chosen).size !== chosen.length) return MESSAGES.optionNotOffered;
  if (chosen.length > 1) {
    if (field.single_choice) return MESSAGES.singleChoice;
    const exclusive = chosen.map((value) => byValue.get(value)).find((option) => option?.exclusive);
    if (exclusive) return MESSAGES.exclusiveOption(exclusive.label);
  }
  return null;
}

/** The shape each component's value must have, and its own checks. Null when the value is fine. */
function checkComponentValue(field: FormField, value: unknown, scope: Scope, context: FormContext): string | null {
  switch (field.component) {
    case 'textfield':
    case 'textarea':
      return typeof value === 'string' ? null : MESSAGES.invalidValue;
    case 'radio':
    case 'autocomplete':
      return typeof value === 'string' ? checkChoices(field, [value], scope) : MESSAGES.invalidValue;
    case 'checkbox':
    case 'multiselect':
    case 'autocompletechip':
      return isStringList(value) ? checkChoices(field, value, scope) : MESSAGES.invalidValue;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : MESSAGES.invalidNumber;
    case 'switch':
      return typeof value === 'boolean' ? null : MESSAGES.invalidValue;
    case 'date':
      return isCalendarDate(value) ? null : MESSAGES.dateInvalid;
    case 'time':
      return isClockTime(value) ? null : MESSAGES.timeInvalid;
    case 'daterange': {
      const range = asRecord(value);
      if (!isCalendarDate(range.from) || !(isEmpty(range.to) || isCalendarDate(range.to))) return MESSAGES.dateInvalid;
      return typeof range.to === 'string' && range.to < range.from ? MESSAGES.dateRangeToBeforeFrom : null;
    }
    case 'numberrange': {
      const range = asRecord(value);
      const isNumberOrEmpty = (entry: unknown) => isEmpty(entry) || (typeof entry === 'number' && Number.isFinite(entry));
      if (!isRecord(value) || !isNumberOrEmpty(range.from) || !isNumberOrEmpty(range.to)) return MESSAGES.numberRange;
      return typeof range.from === 'number' && typeof range.to === 'number' && range.to < range.from ? MESSAGES.numberRange : null;
    }
    case 'peoplepicker':
      if (field.single_choice) return isReference(value) ? null : MESSAGES.invalidValue;
      return Array.isArray(value) && value.every(isReference) ? null : MESSAGES.invalidValue;
    case 'areasfield':
    case 'groupsfield':
    case 'tagsfield':
      return Array.isArray(value) && value.every(isReference) ? null : MESSAGES.invalidValue;
    case 'titlefield':
      return isRecord(value) && typeof value.name === 'string' ? null : MESSAGES.invalidValue;
    case 'citizen_checklist':
      if (!isStringList(value)) return MESSAGES.invalidValue;
      return value.every((id) => context.citizenIds.has(id)) ? null : MESSAGES.unknownCitizen;
    case 'itemlist':
      if (!Array.isArray(value) || !value.every(isRecord)) return MESSAGES.invalidValue;
      return field.max_items !== undefined && value.length > field.max_items ? MESSAGES.maxItems(field.max_items) : null;
  }
}

/** One shown field: required, shape, offered values, then its rules; itemlists are checked item by item. */
export function checkField(field: FormField, value: unknown, path: string, scope: Scope, context: FormContext): FieldIssue[] {
  if (isEmpty(value)) {
    if (!field.required) return [];
    const message = field.component === 'itemlist' ? MESSAGES.itemRequired : (field.required_message ?? MESSAGES.required);
    return [{ path, message }];
  }
  const message = checkComponentValue(field, value, scope, context) ?? firstFailingRule(field.validations ?? [], value);
  if (message) return [{ path, message }];
  if (field.component !== 'itemlist' || !field.item_model) return [];
  const model = field.item_model;
  return (value as Record<string, unknown>[]).flatMap((entry, index) =>
    checkFields(model, entry, `${path}.${index}`, { report: scope.report, item: entry }, context),
  );
}

function checkFields(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  path: string,
  scope: Scope,
  context: FormContext,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of fields) {
    const shown = resolveField(field, scope);
    if (shown) issues.push(...checkField(shown, values[field.name], `${path}.${field.name}`, scope, context));
  }
  return issues;
}

/**
 * Every shown field of every shown section of one item (a citizen, an officer, the state's general sections).
 * `area` names the part of the report for disabled-field keys; `path` is where issues point.
 */
export function checkSections(
  sections: readonly FormSection[],
  item: unknown,
  area: string,
  path: string,
  context: FormContext,
): FieldIssue[] {
  const scope: Scope = { report: context.report, item };
  const values = asRecord(item);
  const issues: FieldIssue[] = [];
  for (const section of sections) {
    if (!isShown(section, scope)) continue;
    const sectionValues = asRecord(values[section.name]);
    for (const field of section.fields) {
      if (context.disabled.has(`${area}.${section.name}.${field.name}`)) continue;
      const shown = resolveField(field, scope);
      if (shown) issues.push(...checkField(shown, sectionValues[field.name], `${path}.${section.name}.${field.name}`, scope, context));
    }
  }
  return issues;
}
