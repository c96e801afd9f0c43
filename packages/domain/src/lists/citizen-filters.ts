import type { FormField, StateConfiguration } from '../configuration/configuration.schema.ts';

/** A citizen field offered as a list filter: a choice among its options, or a Yes / No flag. */
export interface CitizenFilterField {
  /** 'section.field' inside a citizen, e.g. 'perception.race'. */
  key: string;
  label: string;
  kind: 'choice' | 'flag';
  options: { value: string; label: string }[];
}

/** The citizen field at 'section.field' in the configuration, if any. */
export function findCitizenField(configuration: StateConfiguration, key: string): FormField | undefined {
  const [sectionName, fieldName] = key.split('.');
  return configuration.citizens.sections.find((section) => section.name === sectionName)?.fields.find((field) => field.name === fieldName);
}

/**
 * The citizen filters a configuration declares in `list_filters`, labelled and with the options of its form (every
 * option, also conditional ones: a filter looks for values that any report may hold). Unknown paths are left out; the
 * configurations test refuses them.
 */
const described = new WeakMap<StateConfiguration, CitizenFilterField[]>();

export function citizenFilterFields(configuration: StateConfiguration): CitizenFilterField[] {
  let fields = described.get(configuration);
  if (!fields) {
    fields = describeCitizenFilters(configuration);
    described.set(configuration, fields);
  }
  return fields;
}

function describeCitizenFilters(configuration: StateConfiguration): CitizenFilterField[] {
  const declared = configuration.list_filters;
  if (!declared) return [];
  const fields: CitizenFilterField[] = [];
  for (const key of declared.citizen_fields) {
    const field = findCitizenField(configuration, key);
    const options = field?.options ?? [];
    if (field && options.length > 0)
      fields.push({ key, label: field.label, kind: 'choice', options: options.map(({ value, label }) => ({ value, label })) });
  }
  for (const key of declared.citizen_flags ?? []) {
    const field = findCitizenField(configuration, key);
    if (field?.component === 'switch') fields.push({ key, label: field.label, kind: 'flag', options: [] });
  }
  return fields;
}

/** The path of the citizen age the age-range filter reads, when the configuration has one. */
export function citizenAgeKey(configuration: StateConfiguration): string | null {
  const key = configuration.list_filters?.citizen_age;
  return key && findCitizenField(configuration, key)?.component === 'number' ? key : null;
}
