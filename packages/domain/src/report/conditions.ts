import type { Condition, FormField, FormFieldOption } from '../configuration/configuration.schema.ts';
import { isEmpty, readPath } from './emptiness.ts';

/** Where conditions are read: the item a field belongs to, and the whole report for `report.` paths. */
export interface Scope {
  report: unknown;
  item: unknown;
}

const REPORT_PREFIX = 'report.';

export function conditionHolds(condition: Condition, scope: Scope): boolean {
  const value = condition.field.startsWith(REPORT_PREFIX)
    ? readPath(scope.report, condition.field.slice(REPORT_PREFIX.length))
    : readPath(scope.item, condition.field);
  if ('filled' in condition) return isEmpty(value) !== condition.filled;
  const values = Array.isArray(value) ? value : [value];
  return values.some((entry) => condition.in.includes(entry as never));
}

interface Conditional {
  condition_if?: Condition | undefined;
  condition_if_not?: Condition | undefined;
}

export function isShown(target: Conditional, scope: Scope): boolean {
  if (target.condition_if && !conditionHolds(target.condition_if, scope)) return false;
  if (target.condition_if_not && conditionHolds(target.condition_if_not, scope)) return false;
  return true;
}

/**
 * The field as the officer sees it now: null when hidden (by the configuration or by its condition);
 * with `condition_else` applied when its condition fails and it has one.
 */
export function resolveField(field: FormField, scope: Scope): FormField | null {
  if (field.hidden) return null;
  if (isShown(field, scope)) return field;
  const overrides = field.condition_else;
  if (!overrides) return null;
  const shown: FormField = { ...field };
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) Object.assign(shown, { [key]: value });
  return shown;
}

/**
 * A derived switch's value (`derived_from`): on exactly when its condition holds, whatever was sent; undefined while
 * the field is hidden. The browser shows it and the server stores it from this one rule.
 */
export function derivedValue(field: FormField, scope: Scope): boolean | undefined {
  if (!field.derived_from) return undefined;
  const shown = resolveField(field, scope);
  return shown?.derived_from ? conditionHolds(shown.derived_from, scope) : undefined;
}

/** The options offered now: those whose own conditions hold. */
export function offeredOptions(field: FormField, scope: Scope): FormFieldOption[] {
  return (field.options ?? []).filter((option) => isShown(option, scope));
}
