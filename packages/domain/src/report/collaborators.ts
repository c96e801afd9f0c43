import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { asArray, asRecord, isRecord } from './emptiness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user ids chosen in the officers list's people pickers: the report's collaborators. */
export function collaboratorIds(report: unknown, config: StateConfiguration): string[] {
  const ids = new Set<string>();
  for (const officer of asArray(asRecord(report).officers)) {
    for (const section of config.officers.sections) {
      const values = asRecord(asRecord(officer)[section.name]);
      for (const field of section.fields) {
        if (field.component !== 'peoplepicker') continue;
        const value = values[field.name];
        for (const person of Array.isArray(value) ? value : [value]) {
          if (isRecord(person) && typeof person.id === 'string' && UUID.test(person.id)) ids.add(person.id.toLowerCase());
        }
      }
    }
  }
  return [...ids];
}
