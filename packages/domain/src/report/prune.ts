import type { FormField, FormSection } from '../configuration/configuration.schema.ts';
import { isShown, resolveField, type Scope } from './conditions.ts';
import { asRecord, isRecord } from './emptiness.ts';

/**
 * Keeps only what the form shows: configured sections and fields whose conditions hold, not disabled.
 * Hidden fields are cleared (reports.md §4) and unknown keys dropped, so a modified client cannot store them.
 */
export function pruneSections(
  sections: readonly FormSection[],
  item: unknown,
  area: string,
  report: unknown,
  disabled: ReadonlySet<string>,
): Record<string, unknown> {
  const scope: Scope = { report, item };
  const values = asRecord(item);
  const result: Record<string, unknown> = {};
  for (const section of sections) {
    if (!isShown(section, scope)) continue;
    const sectionValues = asRecord(values[section.name]);
    const kept: Record<string, unknown> = {};
    for (const field of section.fields) {
      if (disabled.has(`${area}.${section.name}.${field.name}`)) continue;
      const value = pruneValue(field, sectionValues[field.name], scope);
      if (value !== undefined) kept[field.name] = value;
    }
    if (Object.keys(kept).length > 0) result[section.name] = kept;
  }
  return result;
}

function pruneValue(field: FormField, value: unknown, scope: Scope): unknown {
  const shown = resolveField(field, scope);
  if (!shown || value === undefined) return undefined;
  if (shown.component !== 'itemlist' || !shown.item_model || !Array.isArray(value)) return value;
  const model = shown.item_model;
  return value.map((entry) => (isRecord(entry) ? pruneFields(model, entry, { report: scope.report, item: entry }) : entry));
}

function pruneFields(fields: readonly FormField[], entry: Record<string, unknown>, scope: Scope): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    const value = pruneValue(field, entry[field.name], scope);
    if (value !== undefined) kept[field.name] = value;
  }
  return kept;
}
