import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { checkReportDate, checkReportTime, splitReportInstant } from './date-rules.ts';
import { asRecord, isEmpty } from './emptiness.ts';
import { isValidIncidentNumber } from './incident-number.ts';
import type { LocalDateTime } from './local-time.ts';
import { MESSAGES } from './messages.ts';
import { LIGHTING_CONDITIONS } from './report.constants.ts';

export const DURATION_MIN = 1;
export const DURATION_MAX = 1440;
export const CITY_MAX_LENGTH = 40;
export const ZIP_MAX_LENGTH = 5;
export const LOCATION_TEXT_MAX_LENGTH = 100;
/** Location details, a tag's or area's name, how many areas and tags a report carries (our limits: docs/decisions.md). */
export const LOCATION_DETAILS_MAX_LENGTH = 500;
export const REFERENCE_NAME_MAX_LENGTH = 100;
export const REPORT_AREAS_MAX = 50;
export const REPORT_TAGS_MAX = 50;
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

export function checkDuration(value: unknown): string | null {
  const isWholeInRange = typeof value === 'number' && Number.isInteger(value) && value >= DURATION_MIN && value <= DURATION_MAX;
  return isWholeInRange ? null : MESSAGES.duration;
}

/** Location (reports.md §5): full address (1..100), city (<= 40), zip (<= 5) and a location type the state offers. */
export function checkLocation(value: unknown, offeredTypes: ReadonlySet<string>): FieldIssue[] {
  const location = asRecord(value);
  const address = asRecord(location.address);
  const issues: FieldIssue[] = [];
  const text = (key: string, source: Record<string, unknown>) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  const at = (path: string, message: string) => issues.push({ path: `general_information.location.${path}`, message });

  const full = text('full', address);
  if (isEmpty(full)) at('address.full', MESSAGES.locationFull);
  else if (full.length > LOCATION_TEXT_MAX_LENGTH) at('address.full', MESSAGES.locationFullTooLong);
  const city = text('city', address);
  if (isEmpty(city)) at('address.city', MESSAGES.locationCity);
  else if (city.length > CITY_MAX_LENGTH) at('address.city', MESSAGES.locationCityTooLong);
  const zip = text('zip', address);
  if (isEmpty(zip)) at('address.zip', MESSAGES.locationZip);
  else if (zip.length > ZIP_MAX_LENGTH) at('address.zip', MESSAGES.locationZipTooLong);
  if (address.coords !== undefined && !isCoordinates(address.coords)) at('address.coords', MESSAGES.invalidValue);
  if (location.details !== undefined && (typeof location.details !== 'string' || location.details.length > LOCATION_DETAILS_MAX_LENGTH))
    at('details', MESSAGES.locationDetailsTooLong);
  if (location.areas !== undefined) {
    const problem = checkReferences(location.areas, REPORT_AREAS_MAX);
    if (problem) at('areas', problem);
  }
  const type = location.type;
  if (typeof type !== 'string' || isEmpty(type) || !offeredTypes.has(type)) at('type', MESSAGES.locationType);
  return issues;
}

export interface GeneralContext {
  config: StateConfiguration;
  today: LocalDateTime;
  timeZone: string;
  contactTypes: readonly string[];
  offeredLocationTypes: ReadonlySet<string>;
}

/** The fixed part of General Information: numbers, type, date and time, duration, location, lighting. */
export function checkGeneralInformation(value: unknown, context: GeneralContext): FieldIssue[] {
  const general = asRecord(value);
  const issues: FieldIssue[] = [];
  const at = (path: string, message: string | null) => message && issues.push({ path: `general_information.${path}`, message });

  at('incident_number', isValidIncidentNumber(general.incident_number) ? null : MESSAGES.incidentNumber);
  const eventIdentifier = asRecord(asRecord(general.state_related).to_connect_reports).event_identifier;
  // Where the state does not link reports, normalisation has already dropped the field.
  if (!isEmpty(eventIdentifier) && !isValidIncidentNumber(eventIdentifier)) {
    at('state_related.to_connect_reports.event_identifier', MESSAGES.incidentNumber);
  }
  at('type', context.contactTypes.includes(general.type as string) ? null : MESSAGES.contactType);

  const { date, time } = splitReportInstant(general.date, context.timeZone);
  const dateMessage = checkReportDate(date, context.today.date);
  at('date', dateMessage);
  if (!dateMessage) at('time', checkReportTime(time, date, context.today));

  at('duration', checkDuration(general.duration));
  issues.push(...checkLocation(general.location, context.offeredLocationTypes));

  const lighting = general.lighting_conditions;
  if (lighting !== undefined && (!Array.isArray(lighting) || lighting.some((entry) => !LIGHTING_CONDITIONS.includes(entry)))) {
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
