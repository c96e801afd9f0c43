import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import type { DojTables } from '../doj-tables/index.ts';
import { checkDojParts } from '../doj-tables/location-parts.ts';
import type { FieldIssue } from '../errors.ts';
import { checkReportDate, checkReportTime, splitReportInstant } from './date-rules.ts';
import { asRecord, isEmpty } from './emptiness.ts';
import { checkText, FIELD_NAME_MAX_LENGTH } from './field-shapes.ts';
import { isValidIncidentNumber } from './incident-number.ts';
import type { LocalDateTime } from './local-time.ts';
import { MESSAGES } from './messages.ts';
import { LIGHTING_CONDITIONS } from './report.constants.ts';

export const DURATION_MIN = 1;
export const DURATION_MAX = 1440;
export const CITY_MAX_LENGTH = 40;
export const ZIP_MAX_LENGTH = 5;
export const LOCATION_TEXT_MAX_LENGTH = 100;
/** A state's code in the address, as the geocoder gives it: ISO 3166-2 has up to 3 letters or digits ('CA', 'NE'). */
export const STATE_ID_MAX_LENGTH = 3;
/** Location details, a tag's or area's name, how many areas and tags a report carries (our limits: docs/decisions.md). */
export const LOCATION_DETAILS_MAX_LENGTH = 500;
export const REFERENCE_NAME_MAX_LENGTH = FIELD_NAME_MAX_LENGTH;
export const REPORT_AREAS_MAX = 50;
export const REPORT_TAGS_MAX = 50;
/** A US zip code: five digits (reports.md §9 allows at most 5 characters; letters are no zip code, issue 24). */
export const ZIP_PATTERN = /^\d{5}$/;
/**
 * Where a report's point came from (issue 24, docs/decisions.md): the device's position when the officer set none,
 * the map pin, or the geocoder's answer for the typed address. `coords_accuracy` is the device's accuracy radius in
 * metres (what the Geolocation API reports), kept with 'device' only.
 */
export const COORDS_SOURCES = ['device', 'pin', 'geocoded'] as const;
export type CoordsSource = (typeof COORDS_SOURCES)[number];
/** A device fix worse than this is no location (100 km): refused as junk. */
export const COORDS_ACCURACY_MAX_METERS = 100_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A list of at most `max` references {id (UUID), name (text up to 100)}, plus `extra` text keys (a tag's colour). */
export function checkReferences(value: unknown, max: number, extra: readonly string[] = []): string | null {
  if (!Array.isArray(value) || value.length > max) return MESSAGES.invalidValue;
  const isText = (entry: unknown, limit: number) => typeof entry === 'string' && entry.length <= limit;
  const isReference = (entry: unknown) => {
    const record = asRecord(entry);
    return (
      typeof record.id === 'string' &&
      UUID.test(record.id) &&
      isText(record.name, REFERENCE_NAME_MAX_LENGTH) &&
      extra.every((key) => record[key] === undefined || isText(record[key], 32))
    );
  };
  return value.every(isReference) ? null : MESSAGES.invalidValue;
}

/** Latitude and longitude as finite numbers within their ranges. */
export function isCoordinates(value: unknown): boolean {
  const { latitude, longitude } = asRecord(value);
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude)
  );
}

/** The zip rule, shared by the report, the 'Set your location' modal and the server: 'Enter the zip code.' when empty. */
export function checkZip(value: unknown): string | null {
  const zip = typeof value === 'string' ? value : '';
  if (isEmpty(zip)) return MESSAGES.locationZip;
  if (zip.length > ZIP_MAX_LENGTH) return MESSAGES.locationZipTooLong;
  return ZIP_PATTERN.test(zip) ? null : MESSAGES.locationZipDigits;
}

export const isCoordsSource = (value: unknown): value is CoordsSource => COORDS_SOURCES.includes(value as CoordsSource);

/** The point's provenance: a known source and, for the device, an accuracy in metres; both only beside coords. */
function checkCoordsProvenance(address: Record<string, unknown>, at: (path: string, message: string) => void): void {
  const hasCoords = address.coords !== undefined;
  const source = address.coords_source;
  if (source !== undefined && (!hasCoords || !isCoordsSource(source))) at('address.coords_source', MESSAGES.invalidValue);
  const accuracy = address.coords_accuracy;
  const isAccuracy = typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= COORDS_ACCURACY_MAX_METERS;
  if (accuracy !== undefined && !(hasCoords && source === 'device' && isAccuracy)) at('address.coords_accuracy', MESSAGES.invalidValue);
}

export function checkDuration(value: unknown): string | null {
  const isWholeInRange = typeof value === 'number' && Number.isInteger(value) && value >= DURATION_MIN && value <= DURATION_MAX;
  return isWholeInRange ? null : MESSAGES.duration;
}

/** A state that records the location in the DOJ's parts (California): each type's parts, the DOJ's cities, the stop's day. */
export interface DojLocationRules {
  partsByType: ReadonlyMap<string, readonly string[]>;
  tables?: DojTables | undefined;
  stopDate?: string | undefined;
}

/**
 * Location (reports.md §5): full address (1..100), city (<= 40), a 5-digit zip and a location type the state offers;
 * a type in `typesNeedingCoords` (its option's requires_coordinates) needs the point too. With `doj` (California,
 * issue 26) the address is the one built from the DOJ's parts: the parts of the chosen type and a DOJ city are
 * required instead of a street address, city text and zip (a zip, when given, is still five digits).
 */
export function checkLocation(
  value: unknown,
  offeredTypes: ReadonlySet<string>,
  typesNeedingCoords: ReadonlySet<string> = new Set(),
  doj?: DojLocationRules,
): FieldIssue[] {
  const location = asRecord(value);
  const address = asRecord(location.address);
  const issues: FieldIssue[] = [];
  const text = (key: string, source: Record<string, unknown>) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  const at = (path: string, message: string) => issues.push({ path: `general_information.location.${path}`, message });

  const full = text('full', address);
  const city = text('city', address);
  const zip = text('zip', address);
  if (doj) {
    const typeParts = doj.partsByType.get(typeof location.type === 'string' ? location.type : '') ?? [];
    issues.push(...checkDojParts(location.doj_parts, typeParts, doj.tables?.cities, doj.stopDate));
    // The address is built from the parts (normalizeReport); a zip or city text, when sent, keeps its form.
    if (address.zip !== undefined && (typeof address.zip !== 'string' || (!isEmpty(zip) && checkZip(zip))))
      at('address.zip', checkZip(zip) ?? MESSAGES.invalidValue);
    const cityText = address.city === undefined ? null : checkText(address.city, CITY_MAX_LENGTH);
    if (cityText) at('address.city', cityText);
  } else {
    if (isEmpty(full)) at('address.full', MESSAGES.locationFull);
    else if (full.length > LOCATION_TEXT_MAX_LENGTH) at('address.full', MESSAGES.locationFullTooLong);
    if (isEmpty(city)) at('address.city', MESSAGES.locationCity);
    else if (city.length > CITY_MAX_LENGTH) at('address.city', MESSAGES.locationCityTooLong);
    const zipIssue = checkZip(zip);
    if (zipIssue) at('address.zip', zipIssue);
  }
  // The street part and the state's code come from the geocoder: texts of bounded length when present.
  const main = address.main === undefined ? null : checkText(address.main, LOCATION_TEXT_MAX_LENGTH);
  if (main) at('address.main', main);
  const stateId = address.state_id === undefined ? null : checkText(address.state_id, STATE_ID_MAX_LENGTH);
  if (stateId) at('address.state_id', stateId);
  if (address.coords !== undefined && !isCoordinates(address.coords)) at('address.coords', MESSAGES.invalidValue);
  checkCoordsProvenance(address, at);
  if (location.details !== undefined && (typeof location.details !== 'string' || location.details.length > LOCATION_DETAILS_MAX_LENGTH))
    at('details', MESSAGES.locationDetailsTooLong);
  if (location.areas !== undefined) {
    const problem = checkReferences(location.areas, REPORT_AREAS_MAX);
    if (problem) at('areas', problem);
  }
  const type = location.type;
  if (typeof type !== 'string' || isEmpty(type) || !offeredTypes.has(type)) at('type', MESSAGES.locationType);
  else if (typesNeedingCoords.has(type) && address.coords === undefined) at('address.coords', MESSAGES.locationCoordsRequired);
  return issues;
}

export interface GeneralContext {
  config: StateConfiguration;
  today: LocalDateTime;
  timeZone: string;
  contactTypes: readonly string[];
  offeredLocationTypes: ReadonlySet<string>;
  /** Location types whose reports must carry coordinates (requires_coordinates). */
  locationTypesNeedingCoords?: ReadonlySet<string>;
  tables?: DojTables | undefined;
  stopDate?: string | undefined;
}

/** The fixed part of General Information: numbers, type, date and time, duration, location, lighting. */
export function checkGeneralInformation(value: unknown, context: GeneralContext): FieldIssue[] {
  const general = asRecord(value);
  const issues: FieldIssue[] = [];
  const at = (path: string, message: string | null) => message && issues.push({ path: `general_information.${path}`, message });

  at('incident_number', isValidIncidentNumber(general.incident_number) ? null : MESSAGES.incidentNumber);
  const eventIdentifier = asRecord(asRecord(general.state_related).to_connect_reports).event_identifier;
  // Where the state does not link reports, normalisation has already dropped the field; '' is the field left empty.
  if (eventIdentifier !== undefined && eventIdentifier !== '' && !isValidIncidentNumber(eventIdentifier)) {
    at('state_related.to_connect_reports.event_identifier', MESSAGES.incidentNumber);
  }
  at('type', context.contactTypes.includes(general.type as string) ? null : MESSAGES.contactType);

  const { date, time } = splitReportInstant(general.date, context.timeZone);
  const dateMessage = checkReportDate(date, context.today.date);
  at('date', dateMessage);
  if (!dateMessage) at('time', checkReportTime(time, date, context.today));

  at('duration', checkDuration(general.duration));
  const { location_types: locationTypes, doj_location: isDojLocation } = context.config.general_information;
  const doj: DojLocationRules | undefined = isDojLocation
    ? {
        partsByType: new Map(locationTypes.map((option) => [option.value, option.doj_parts ?? []])),
        tables: context.tables,
        stopDate: context.stopDate,
      }
    : undefined;
  issues.push(...checkLocation(general.location, context.offeredLocationTypes, context.locationTypesNeedingCoords, doj));

  const lighting = general.lighting_conditions;
  const isLightingOffered =
    Array.isArray(lighting) && new Set(lighting).size === lighting.length && lighting.every((entry) => LIGHTING_CONDITIONS.includes(entry));
  if (lighting !== undefined && !isLightingOffered) {
    at('lighting_conditions', MESSAGES.optionNotOffered);
  } else if (context.config.general_information.lighting_required && isEmpty(lighting)) {
    at('lighting_conditions', MESSAGES.lightingRequired);
  }
  if (general.was_use_of_force !== undefined && typeof general.was_use_of_force !== 'boolean')
    at('was_use_of_force', MESSAGES.invalidValue);
  const device = asRecord(general.device);
  if (device.coords !== undefined && !isCoordinates(device.coords)) at('device.coords', MESSAGES.invalidValue);
  const isDurationOk =
    device.duration === undefined || (typeof device.duration === 'number' && Number.isFinite(device.duration) && device.duration >= 0);
  if (!isDurationOk) at('device.duration', MESSAGES.invalidValue);
  if (device.date !== undefined && (typeof device.date !== 'string' || device.date.length > 40)) at('device.date', MESSAGES.invalidValue);
  return issues;
}
