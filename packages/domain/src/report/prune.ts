import type { FormField, FormSection } from '../configuration/configuration.schema.ts';
import { derivedValue, isShown, resolveField, type Scope } from './conditions.ts';
import { asRecord, isRecord } from './emptiness.ts';
import { REFERENCE_KEYS } from './field-shapes.ts';

/**
 * Keeps only what the form shows: configured sections and fields whose conditions hold, not disabled.
 * Hidden fields are cleared (reports.md §4) and unknown keys dropped, so a modified client cannot store them.
 */
/** Counts values cleared because their field or section is hidden: when none were, one more pass changes nothing. */
export interface PruneTally {
  cleared: number;
}

export function pruneSections(
  sections: readonly FormSection[],
  item: unknown,
  area: string,
  report: unknown,
  disabled: ReadonlySet<string>,
  tally: PruneTally,
): Record<string, unknown> {
  const scope: Scope = { report, item };
  const values = asRecord(item);
  const result: Record<string, unknown> = {};
  for (const section of sections) {
    const sectionValues = asRecord(values[section.name]);
    if (!isShown(section, scope)) {
      if (Object.keys(sectionValues).length > 0) tally.cleared++;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const field of section.fields) {
      if (disabled.has(`${area}.${section.name}.${field.name}`)) continue;
      const value = pruneValue(field, sectionValues[field.name], scope, tally);
      if (value !== undefined) kept[field.name] = value;
    }
    if (Object.keys(kept).length > 0) result[section.name] = kept;
  }
  return result;
}

function pruneValue(field: FormField, value: unknown, scope: Scope, tally: PruneTally): unknown {
  if (field.derived_from) {
    if (value !== undefined && !resolveField(field, scope)) tally.cleared++;
    return derivedValue(field, scope);
  }
  if (value === undefined) return undefined;
  const shown = resolveField(field, scope);
  if (!shown) {
    tally.cleared++;
    return undefined;
  }
  const referenceKeys: readonly string[] | undefined = REFERENCE_KEYS[shown.component as keyof typeof REFERENCE_KEYS];
  if (referenceKeys) return shapeReferences(value, referenceKeys);
  if (shown.component !== 'itemlist' || !Array.isArray(value)) return value;
  // An entry keeps the fields of the item model, nothing else (none without a model).
  const model = shown.item_model ?? [];
  return value.map((entry) => (isRecord(entry) ? pruneFields(model, entry, { report: scope.report, item: entry }, tally) : entry));
}

/**
 * A chosen person, area, group, tag or title keeps its known keys (`{id, name}`, a tag's colour): any other key a client
 * adds, or the form copies from the agency's list (an area's polygon), is dropped. Anything else stays for the checks.
 */
function shapeReferences(value: unknown, keys: readonly string[]): unknown {
  const shape = (entry: unknown) => {
    if (!isRecord(entry)) return entry;
    const kept: Record<string, unknown> = {};
    for (const key of keys) if (entry[key] !== undefined) kept[key] = entry[key];
    return kept;
  };
  return Array.isArray(value) ? value.map(shape) : shape(value);
}

function pruneFields(
  fields: readonly FormField[],
  entry: Record<string, unknown>,
  scope: Scope,
  tally: PruneTally,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    const value = pruneValue(field, entry[field.name], scope, tally);
    if (value !== undefined) kept[field.name] = value;
  }
  return kept;
}
