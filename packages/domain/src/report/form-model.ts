import type { FormField, FormFieldOption, FormSection } from '../configuration/configuration.schema.ts';
import { derivedValue, isShown, offeredOptions, resolveField, type Scope } from './conditions.ts';
import { asRecord, isRecord, readPath } from './emptiness.ts';

/**
 * One field as the form shows it now: its resolved definition, the options offered, why it is off, if it is, and,
 * for a switch derived from other answers (`derived_from`), the value it takes now (the form states it, read-only).
 */
export interface ShownField {
  field: FormField;
  options: FormFieldOption[];
  disabledMessage: string | null;
  derived: boolean | null;
}

export interface ShownSection {
  section: FormSection;
  fields: ShownField[];
}

/**
 * What the form shows for one item (a citizen, an officer, the state's general sections) right now: the sections
 * and fields whose conditions hold, with the options each offers. The browser renders this; the rules engine
 * checks the same conditions.
 */
export function describeSections(
  sections: readonly FormSection[],
  item: unknown,
  report: unknown,
  area: string,
  disabledMessages: ReadonlyMap<string, string> = new Map(),
): ShownSection[] {
  const scope: Scope = { report, item };
  const shown: ShownSection[] = [];
  for (const section of sections) {
    if (!isShown(section, scope)) continue;
    const fields: ShownField[] = [];
    for (const field of section.fields) {
      const resolved = resolveField(field, scope);
      if (!resolved) continue;
      fields.push({
        field: resolved,
        options: offeredOptions(resolved, scope),
        disabledMessage: disabledMessages.get(`${area}.${section.name}.${field.name}`) ?? null,
        derived: derivedValue(resolved, scope) ?? null,
      });
    }
    if (fields.length > 0) shown.push({ section, fields });
  }
  return shown;
}

/** The fields of one itemlist entry as shown now. */
export function describeFields(fields: readonly FormField[], entry: unknown, report: unknown): ShownField[] {
  const scope: Scope = { report, item: entry };
  return fields.flatMap((field) => {
    const resolved = resolveField(field, scope);
    if (!resolved) return [];
    return [
      { field: resolved, options: offeredOptions(resolved, scope), disabledMessage: null, derived: derivedValue(resolved, scope) ?? null },
    ];
  });
}

function withPath(item: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return item;
  if (rest.length === 0) {
    const copy = { ...item };
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  return { ...item, [head]: withPath(asRecord(item[head]), rest.join('.'), value) };
}

/**
 * Sets one field of an item (`section.field` path) and applies its `fields_to_populate`; returns a new item.
 * Fields that the change hides are cleared when the report is normalised (normalizeReport), as on the server.
 */
export function applyFieldChange(sections: readonly FormSection[], item: Record<string, unknown>, path: string, value: unknown) {
  let next = withPath(item, path, value);
  const [sectionName, fieldName] = path.split('.');
  const field = sections.find((section) => section.name === sectionName)?.fields.find((entry) => entry.name === fieldName);
  const values = Array.isArray(value) ? value : [value];
  for (const rule of field?.fields_to_populate ?? []) {
    if (values.some((entry) => rule.when.includes(entry as never))) {
      for (const { field: target, value: populated } of rule.set) next = withPath(next, target, populated);
    }
  }
  return next;
}

/** A new item (citizen, officer...) carrying the `reuse_fields` values of the first item. */
export function newItem(sections: readonly FormSection[], id: string, first?: unknown): Record<string, unknown> {
  let item: Record<string, unknown> = { id };
  if (!isRecord(first)) return item;
  for (const section of sections) {
    for (const path of section.reuse_fields ?? []) {
      const value = readPath(first, path);
      if (value !== undefined) item = withPath(item, path, structuredClone(value));
    }
  }
  return item;
}
