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

/** The id a chosen person keeps when they are not a member of the agency: any non-UUID id names no member. */
export const OUTSIDE_PERSON_ID = 'not-a-member';

/**
 * Unlinks the people chosen in the officers list's people pickers whose UUID is not `isKnown` (the agency's own
 * members), before anything is derived from the report (issue 23): dropped from a list, and in a single choice kept by
 * name with OUTSIDE_PERSON_ID, so a required choice stays answered and the name as written is kept. In place.
 */
export function keepKnownOfficers(report: unknown, config: StateConfiguration, isKnown: (id: string) => boolean): void {
  const isForeign = (person: unknown) =>
    isRecord(person) && typeof person.id === 'string' && UUID.test(person.id) && !isKnown(person.id.toLowerCase());
  for (const officer of asArray(asRecord(report).officers)) {
    for (const section of config.officers.sections) {
      const values = asRecord(asRecord(officer)[section.name]);
      for (const field of section.fields) {
        if (field.component !== 'peoplepicker') continue;
        const value = values[field.name];
        if (Array.isArray(value)) values[field.name] = value.filter((person) => !isForeign(person));
        else if (isForeign(value)) values[field.name] = { ...(value as Record<string, unknown>), id: OUTSIDE_PERSON_ID };
      }
    }
  }
}
