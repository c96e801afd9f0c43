import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { PRODUCT_VERSION } from '../constants.ts';
import { asArray, asRecord, isRecord } from './emptiness.ts';
import { type PruneTally, pruneSections } from './prune.ts';
import { markForceUsed, resolveWasUseOfForce } from './use-of-force-rules.ts';

export type ReportMode = 'create' | 'amend';

const pick = (value: unknown, keys: readonly string[]): Record<string, unknown> => {
  const source = asRecord(value);
  const result: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) result[key] = source[key];
  return result;
};
/** The known keys of an object; anything that is not an object is dropped. */
const pickIfPresent = (value: unknown, keys: readonly string[]) => (isRecord(value) ? pick(value, keys) : undefined);
/** A list of references ({id, name, ...}) with only their known keys; entries that are not objects stay for the checks to refuse. */
const pickEach = (value: unknown, keys: readonly string[]) =>
  Array.isArray(value) ? value.map((entry) => (isRecord(entry) ? pick(entry, keys) : entry)) : value;

const GENERAL_KEYS = [
  'date',
  'type',
  'incident_number',
  'lighting_conditions',
  'was_use_of_force',
  'duration',
  'officer_name',
  'officer_id_number',
];
const COORD_KEYS = ['latitude', 'longitude'];

/** The device's own reading (position, time on the form, clock): known keys only, coordinates as {latitude, longitude}. */
function shapeDevice(value: unknown) {
  const device = pickIfPresent(value, ['coords', 'duration', 'date']);
  if (device?.coords !== undefined) device.coords = pickIfPresent(device.coords, COORD_KEYS);
  return device;
}

export function disabledFieldKeys(config: StateConfiguration): Set<string> {
  return new Set((config.disabled_fields ?? []).map((entry) => entry.path));
}

function normalizeItems(
  items: unknown,
  sections: StateConfiguration['citizens']['sections'],
  area: string,
  report: unknown,
  disabled: ReadonlySet<string>,
  tally: PruneTally,
) {
  if (!Array.isArray(items)) return items;
  return items.map((item) => (isRecord(item) ? { id: item.id, ...pruneSections(sections, item, area, report, disabled, tally) } : item));
}

function normalizeOnce(
  report: Record<string, unknown>,
  config: StateConfiguration,
  mode: ReportMode,
  disabled: ReadonlySet<string>,
  tally: PruneTally,
): Record<string, unknown> {
  const general = asRecord(report.general_information);
  const location = general.location;
  const address = asRecord(location).address;
  const stateRelated = pruneSections(
    config.general_information.sections,
    general.state_related,
    'general_information',
    report,
    disabled,
    tally,
  );
  const eventIdentifier = asRecord(asRecord(general.state_related).to_connect_reports).event_identifier;
  if (config.to_connect_reports && eventIdentifier !== undefined) stateRelated.to_connect_reports = { event_identifier: eventIdentifier };

  const prunedCitizens = normalizeItems(report.citizens, config.citizens.sections, 'citizens', report, disabled, tally);
  const citizens = Array.isArray(prunedCitizens)
    ? prunedCitizens.map((citizen) => markForceUsed(citizen, config.citizens.sections, report))
    : prunedCitizens;
  const useOfForceConfig = config.use_of_force;
  const wasUseOfForce = resolveWasUseOfForce(config, asArray(citizens), general.was_use_of_force);
  const useOfForceInput = asRecord(report.use_of_force);
  if (wasUseOfForce !== true && Object.keys(useOfForceInput).length > 0) tally.cleared++;
  const useOfForce =
    wasUseOfForce === true && useOfForceConfig
      ? {
          ...pruneSections(useOfForceConfig.sections, useOfForceInput, 'use_of_force', report, disabled, tally),
          ...(useOfForceInput.other_agencies_involved === undefined
            ? {}
            : { other_agencies_involved: useOfForceInput.other_agencies_involved }),
        }
      : {};

  const normalized: Record<string, unknown> = {
    id: report.id,
    general_information: {
      ...pick(general, GENERAL_KEYS),
      was_use_of_force: wasUseOfForce,
      location: isRecord(location)
        ? {
            ...pick(location, ['details', 'type']),
            areas: pickEach(location.areas ?? [], ['id', 'name']),
            address: isRecord(address)
              ? { ...pick(address, ['full', 'main', 'city', 'state_id', 'zip']), coords: pickIfPresent(address.coords, COORD_KEYS) }
              : address,
          }
        : location,
      state_related: stateRelated,
      device: shapeDevice(general.device),
      created_by_user: pickIfPresent(general.created_by_user, ['groups', 'title']),
    },
    citizens,
    use_of_force: useOfForce,
    officers: normalizeItems(report.officers ?? [], config.officers.sections, 'officers', report, disabled, tally),
    tags: { agency: pickEach(asRecord(report.tags).agency ?? [], ['id', 'name', 'color']) },
    created_in_version: PRODUCT_VERSION,
  };
  if (report.public_token !== undefined) normalized.public_token = report.public_token;
  if (mode === 'amend' && config.supervision) {
    normalized.complaints = normalizeItems(
      report.complaints ?? [],
      config.supervision.complaints.sections,
      'complaints',
      report,
      disabled,
      tally,
    );
    normalized.investigations = normalizeItems(
      report.investigations ?? [],
      config.supervision.investigations.sections,
      'investigations',
      report,
      disabled,
      tally,
    );
  } else {
    if (report.complaints !== undefined) normalized.complaints = report.complaints;
    if (report.investigations !== undefined) normalized.investigations = report.investigations;
  }
  return normalized;
}

/**
 * The report as the form would keep it: only configured and shown fields, hidden ones cleared, the
 * use-of-force switch on when a citizen had force used on them (in every configuration; see resolveWasUseOfForce),
 * use-of-force data reset when it is off.
 * Repeated while a pass clears something, since clearing one field can hide another.
 */
export function normalizeReport(input: unknown, config: StateConfiguration, mode: ReportMode): Record<string, unknown> {
  const disabled = disabledFieldKeys(config);
  let current = asRecord(input);
  for (let pass = 0; pass < 5; pass++) {
    const tally: PruneTally = { cleared: 0 };
    current = normalizeOnce(current, config, mode, disabled, tally);
    if (tally.cleared === 0) break;
  }
  return current;
}
