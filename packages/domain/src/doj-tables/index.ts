import type { FormField, StateConfiguration } from '../configuration/configuration.schema.ts';
import type { DojCityList } from './cities.ts';
import type { OffenseCodeTable } from './offense-codes.ts';

export * from './cities.ts';
export * from './csv-table.ts';
export * from './location-parts.ts';
export * from './offense-codes.ts';

/** The DOJ tables a California report is checked against (the agency's offense codes, the DOJ's cities); absent: not checked. */
export interface DojTables {
  offenseCodes?: OffenseCodeTable | undefined;
  cities?: DojCityList | undefined;
}

/** Whether a configuration's rules read the DOJ tables (California): the DOJ's location parts or an offense-code rule. */
export function usesDojTables(config: StateConfiguration): boolean {
  if (config.general_information.doj_location) return true;
  const hasRule = (fields: readonly FormField[]): boolean =>
    fields.some((field) => field.validations?.some((rule) => rule.rule === 'doj_offense_code') || hasRule(field.item_model ?? []));
  const forms = [config.citizens, config.officers, ...(config.use_of_force ? [config.use_of_force] : [])];
  return [...forms.flatMap((form) => form.sections), ...config.general_information.sections].some((section) => hasRule(section.fields));
}
