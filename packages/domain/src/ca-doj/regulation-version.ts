import type { RegulationVersion, StateConfiguration, StateRecordFormat } from '../configuration/configuration.schema.ts';
import { isCalendarDate, toLocalDateTime } from '../report/local-time.ts';

/** The DOJ record format of a regulation: 'v1' (2018 regulation) or 'v2' (amended, from 2024-01-01). */
export type DojRegulationVersion = StateRecordFormat;

/** California's versions when a configuration declares none: the 2017 regulation, then the 2024 amendments. */
export const CA_DOJ_REGULATION_VERSIONS: readonly RegulationVersion[] = [
  { id: 'ripa-2017', effective_from: '2018-07-01', doj_format: 'v1' },
  { id: 'ripa-2024', effective_from: '2024-01-01', doj_format: 'v2' },
];

/**
 * The regulation version in force on a stop's date ('YYYY-MM-DD', the agency's calendar date): the last version whose
 * effective date is on or before it; the first version for anything earlier. Versions come from the configuration when it
 * declares them (oldest first), else California's two.
 */
export function regulationVersionOn(
  stopDate: string,
  config?: Pick<StateConfiguration, 'regulation_versions'>,
): RegulationVersion | undefined {
  const versions = config?.regulation_versions ?? CA_DOJ_REGULATION_VERSIONS;
  if (!isCalendarDate(stopDate)) throw new Error(`not a calendar date: ${stopDate}`);
  let found = versions[0];
  for (const version of versions) if (version.effective_from <= stopDate) found = version;
  return found;
}

/** 'v1' for stops before 2024-01-01, 'v2' from then (or as the configuration's versions say). */
export function dojRegulationVersion(stopDate: string, config?: Pick<StateConfiguration, 'regulation_versions'>): DojRegulationVersion {
  return regulationVersionOn(stopDate, config)?.doj_format ?? 'v2';
}

/** The stop's calendar date in the agency's time zone, from the report's instant (general_information.date). */
export function dojStopDate(stopInstant: string | Date, timeZone: string): string {
  const instant = typeof stopInstant === 'string' ? new Date(stopInstant) : stopInstant;
  if (Number.isNaN(instant.getTime())) throw new Error('the stop has no readable date');
  return toLocalDateTime(instant, timeZone).date;
}
