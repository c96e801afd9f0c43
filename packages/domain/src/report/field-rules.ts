import type { FormField, FormSection, ValidationRule } from '../configuration/configuration.schema.ts';
import type { DojTables } from '../doj-tables/index.ts';
import { checkOffenseCode } from '../doj-tables/offense-codes.ts';
import type { FieldIssue } from '../errors.ts';
import { isShown, offeredOptions, resolveField, type Scope } from './conditions.ts';
import { asRecord, isEmpty } from './emptiness.ts';
import { checkValueShape } from './field-shapes.ts';
import { isCalendarDate, isClockTime } from './local-time.ts';
import { MESSAGES } from './messages.ts';

/** What field checks need beyond the value: the report, the citizens officers may be linked to, fields turned off. */
export interface FormContext {
  report: unknown;
  citizenIds: ReadonlySet<string>;
  /** `<area>.<section>.<field>` keys the configuration disables. */
  disabled: ReadonlySet<string>;
  /** The DOJ tables offense codes are checked against; without them that rule waits for the table. */
  tables?: DojTables | undefined;
  /** The stop's day (YYYY-MM-DD, the agency's calendar), for rules that depend on it (an offense code in force). */
  stopDate?: string | undefined;
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

/** The first failing rule's message (reports.md §5); min and max are skipped when the value is empty. */
function firstFailingRule(rules: readonly ValidationRule[], value: unknown, context: FormContext): string | null {
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
      case 'whole':
        if (typeof value === 'number' && !Number.isInteger(value)) return rule.message;
        break;
      case 'doj_offense_code': {
        const table = context.tables?.offenseCodes;
        if (typeof value === 'string' && table) {
          const message = checkOffenseCode(value, table, context.stopDate);
          if (message) return message;
        }
        break;
      }
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

/**
 * A component's own checks on a non-empty value whose shape checkValueShape has accepted: offered values, real dates
 * and times, range order, citizens of this report. Null when the value is fine.
 */
function checkComponentValue(field: FormField, value: unknown, scope: Scope, context: FormContext): string | null {
  switch (field.component) {
    case 'radio':
    case 'autocomplete':
      return checkChoices(field, [value as string], scope);
    case 'checkbox':
    case 'multiselect':
    case 'autocompletechip':
      return checkChoices(field, value as string[], scope);
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
      const { from, to } = asRecord(value);
      return typeof from === 'number' && typeof to === 'number' && to < from ? MESSAGES.numberRange : null;
    }
    case 'citizen_checklist': {
      const ids = value as string[];
      if (new Set(ids).size !== ids.length) return MESSAGES.invalidValue;
      return ids.every((id) => context.citizenIds.has(id)) ? null : MESSAGES.unknownCitizen;
    }
    default:
      return null;
  }
}

/**
 * One shown field: required (an empty value as reports.md §5 defines it), then the shape its component takes
 * (field-shapes.ts: a present value of the wrong type or size is refused even when empty), offered values, then its
 * rules; itemlists are checked item by item.
 */
export function checkField(field: FormField, value: unknown, path: string, scope: Scope, context: FormContext): FieldIssue[] {
  const isValueEmpty = isEmpty(value);
  if (isValueEmpty && field.required) {
    const message = field.component === 'itemlist' ? MESSAGES.itemRequired : (field.required_message ?? MESSAGES.required);
    return [{ path, message }];
  }
  if (value === undefined) return [];
  const shape = checkValueShape(field, value);
  if (shape) return [{ path, message: shape }];
  if (isValueEmpty) return [];
  const message = checkComponentValue(field, value, scope, context) ?? firstFailingRule(field.validations ?? [], value, context);
  if (message) return [{ path, message }];
  if (field.component !== 'itemlist') return [];
  const model = field.item_model ?? [];
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
