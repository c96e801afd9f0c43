import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { PRODUCT_VERSION } from '../constants.ts';
import { buildDojAddress, pickDojParts } from '../doj-tables/location-parts.ts';
import { stripDirectionalFormatting } from './directional-formatting.ts';
import { asArray, asRecord, isRecord } from './emptiness.ts';
import { FIELD_NAME_MAX_LENGTH, ITEM_ID_MAX_LENGTH } from './field-shapes.ts';
import { LOCATION_TEXT_MAX_LENGTH } from './general-rules.ts';
import { type PruneTally, pruneSections } from './prune.ts';
import { resolveWasUseOfForce } from './use-of-force-rules.ts';

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

const GENERAL_KEYS = ['date', 'type', 'incident_number', 'lighting_conditions', 'was_use_of_force', 'duration'];
const COORD_KEYS = ['latitude', 'longitude'];

/** The device's own reading (position, time on the form, clock): known keys only, coordinates as {latitude, longitude}. */
function shapeDevice(value: unknown) {
  const device = pickIfPresent(value, ['coords', 'duration', 'date']);
  if (device?.coords !== undefined) device.coords = pickIfPresent(device.coords, COORD_KEYS);
  return device;
}

/**
 * The location's known keys. Where the state records the DOJ's parts (California), the parts of the chosen type and
 * the city are kept, and the address shown in lists is the one built from them (issue 26).
 */
function shapeLocation(location: Record<string, unknown>, config: StateConfiguration): Record<string, unknown> {
  const address = location.address;
  const shaped: Record<string, unknown> = {
    ...pick(location, ['details', 'type']),
    areas: pickEach(location.areas ?? [], ['id', 'name']),
    address: isRecord(address)
      ? {
          ...pick(address, ['full', 'main', 'city', 'state_id', 'zip', 'coords_source', 'coords_accuracy']),
          coords: pickIfPresent(address.coords, COORD_KEYS),
        }
      : address,
  };
  if (!config.general_information.doj_location) return shaped;
  const type = config.general_information.location_types.find((option) => option.value === location.type);
  const parts = pickDojParts(location.doj_parts ?? {}, type?.doj_parts ?? []);
  const built = asRecord(shaped.address);
  const coords = built.coords as { latitude: number; longitude: number } | undefined;
  const hasCoords = typeof coords?.latitude === 'number' && typeof coords.longitude === 'number';
  const city = asRecord(parts).city;
  return {
    ...shaped,
    doj_parts: parts,
    address: {
      ...built,
      full: buildDojAddress(parts, hasCoords ? coords : undefined).slice(0, LOCATION_TEXT_MAX_LENGTH),
      ...(typeof city === 'string' ? { city } : {}),
    },
  };
}

const isShortText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const isNamed = (value: unknown) => isRecord(value) && isShortText(value.name, FIELD_NAME_MAX_LENGTH);
const AUTHOR_GROUPS_MAX = 50;

/**
 * Who wrote the report is the server's to stamp (it sets it on create and keeps the stored one on amend), so what a
 * client sends there is kept only in its shape, else dropped: the officer's name and id as short texts, and
 * created_by_user with a title {name} or null and groups as {id, name}.
 */
function pickAuthorTexts(general: Record<string, unknown>) {
  const author: Record<string, unknown> = {};
  if (isShortText(general.officer_name, FIELD_NAME_MAX_LENGTH)) author.officer_name = general.officer_name;
  if (isShortText(general.officer_id_number, ITEM_ID_MAX_LENGTH)) author.officer_id_number = general.officer_id_number;
  return author;
}

function shapeCreatedBy(value: unknown) {
  const user = pickIfPresent(value, ['groups', 'title']);
  if (!user) return undefined;
  const { groups = [], title } = user;
  const isTitleShaped = title === undefined || title === null || isNamed(title);
  const isGroupsShaped = Array.isArray(groups) && groups.length <= AUTHOR_GROUPS_MAX && groups.every(isNamed);
  if (!isTitleShaped || !isGroupsShaped) return undefined;
  if (user.groups !== undefined) user.groups = pickEach(groups, ['id', 'name']);
  if (isRecord(title)) user.title = pick(title, ['name']);
  return user;
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

  // A citizen's derived use-of-force switch (California: from the force-related actions) is set here with the rest.
  const citizens = normalizeItems(report.citizens, config.citizens.sections, 'citizens', report, disabled, tally);
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
      ...pickAuthorTexts(general),
      was_use_of_force: wasUseOfForce,
      location: isRecord(location) ? shapeLocation(location, config) : location,
      state_related: stateRelated,
      device: shapeDevice(general.device),
      created_by_user: shapeCreatedBy(general.created_by_user),
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
 * The report as the form would keep it: only configured and shown fields, hidden ones cleared, derived switches
 * (`derived_from`) set from their condition whatever was sent, the report's
 * use-of-force switch on when a citizen had force used on them (in every configuration; see resolveWasUseOfForce),
 * use-of-force data reset when it is off, and no directional-formatting character in any text.
 * Repeated while a pass clears something, since clearing one field can hide another.
 */
export function normalizeReport(input: unknown, config: StateConfiguration, mode: ReportMode): Record<string, unknown> {
  const disabled = disabledFieldKeys(config);
  let current = asRecord(stripDirectionalFormatting(input));
  for (let pass = 0; pass < 5; pass++) {
    const tally: PruneTally = { cleared: 0 };
    current = normalizeOnce(current, config, mode, disabled, tally);
    if (tally.cleared === 0) break;
  }
  return current;
}
