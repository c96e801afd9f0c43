import { asRecord, isEmpty, isRecord } from '../report/emptiness.ts';
import { checkDojCity, type DojCityList } from './cities.ts';

/**
 * The DOJ's parts of a stop's location (11 CCR 999.226(a)(4); v2 `Location.BlockNumber`, `StreetName`,
 * `CrossStreet1/2`, `Highway`, `ClosestExit`, `OtherLocation`, `City`), kept in
 * `general_information.location.doj_parts` as the officer chose the location type: a block number and street name,
 * an intersection, a highway and its closest exit, another description, or coordinates (address.coords). Never a
 * residential street address (999.226(a)(3)): the block number is the block, not a house number.
 */
export const DOJ_LOCATION_PARTS = [
  'block_number',
  'street_name',
  'cross_street_1',
  'cross_street_2',
  'highway',
  'closest_exit',
  'other',
] as const;
export type DojLocationPart = (typeof DOJ_LOCATION_PARTS)[number];
export type DojLocationParts = Partial<Record<DojLocationPart | 'city', string>>;

export const DOJ_BLOCK_NUMBER_PATTERN = /^\d{1,8}$/;
export const DOJ_PART_MAX_LENGTH = 100;
export const DOJ_OTHER_LOCATION_MAX_LENGTH = 250;

export const DOJ_LOCATION_MESSAGES = {
  block_number: 'Enter the block number.',
  street_name: 'Enter the street name.',
  cross_street_1: 'Enter the first cross street.',
  cross_street_2: 'Enter the second cross street.',
  highway: 'Enter the highway.',
  closest_exit: 'Enter the closest highway exit.',
  other: 'Describe the location: a road marker, a landmark or another description.',
  blockNumberDigits: 'The block number is a number of up to 8 digits (the block, not a house number).',
  tooLong: 'Use at most 100 characters.',
  otherTooLong: 'Use at most 250 characters.',
} as const;

const isPart = (key: string): key is DojLocationPart | 'city' => key === 'city' || (DOJ_LOCATION_PARTS as readonly string[]).includes(key);

/** The parts a client sent, cut to the chosen type's parts and the city; what is not a part is dropped. */
export function pickDojParts(value: unknown, typeParts: readonly string[]): DojLocationParts | unknown {
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(value)) if (isPart(key) && (key === 'city' || typeParts.includes(key))) kept[key] = part;
  return kept;
}

const text = (parts: Record<string, unknown>, key: string) => {
  const value = parts[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** '1300 block of MAIN ST', 'MAIN ST & 5TH AVE', 'I-5 at EXIT 17', the other description, or the coordinates. */
export function buildDojAddress(parts: unknown, coords?: { latitude: number; longitude: number }): string {
  const values = asRecord(parts);
  const joined = (first: string, separator: string, second: string) => [first, second].filter(Boolean).join(separator);
  const street = joined(text(values, 'block_number') ? `${text(values, 'block_number')} block of` : '', ' ', text(values, 'street_name'));
  const place =
    street ||
    joined(text(values, 'cross_street_1'), ' & ', text(values, 'cross_street_2')) ||
    joined(text(values, 'highway'), ' at ', text(values, 'closest_exit')) ||
    text(values, 'other') ||
    (coords ? `${coords.latitude.toFixed(3)}, ${coords.longitude.toFixed(3)}` : '');
  return joined(place, ', ', text(values, 'city'));
}

/**
 * The parts' rules: each part of the chosen type given (`typeParts`, from the location type's option), texts of
 * bounded length, a block number of digits, and the city on the DOJ's list for the stop's day (when the list is at
 * hand). Issues point inside `general_information.location.doj_parts`.
 */
export function checkDojParts(
  value: unknown,
  typeParts: readonly string[],
  cities: DojCityList | undefined,
  stopDate: string | undefined,
): { path: string; message: string }[] {
  const base = 'general_information.location.doj_parts';
  if (value !== undefined && !isRecord(value)) return [{ path: base, message: 'This value is not valid.' }];
  const parts = asRecord(value);
  const issues: { path: string; message: string }[] = [];
  for (const part of DOJ_LOCATION_PARTS) {
    const entry = parts[part];
    const limit = part === 'other' ? DOJ_OTHER_LOCATION_MAX_LENGTH : DOJ_PART_MAX_LENGTH;
    if (entry !== undefined && typeof entry !== 'string') issues.push({ path: `${base}.${part}`, message: 'This value is not valid.' });
    else if (isEmpty(entry)) {
      if (typeParts.includes(part)) issues.push({ path: `${base}.${part}`, message: DOJ_LOCATION_MESSAGES[part] });
    } else if ((entry as string).length > limit)
      issues.push({
        path: `${base}.${part}`,
        message: part === 'other' ? DOJ_LOCATION_MESSAGES.otherTooLong : DOJ_LOCATION_MESSAGES.tooLong,
      });
    else if (part === 'block_number' && !DOJ_BLOCK_NUMBER_PATTERN.test((entry as string).trim()))
      issues.push({ path: `${base}.${part}`, message: DOJ_LOCATION_MESSAGES.blockNumberDigits });
  }
  const cityIssue = cities
    ? checkDojCity(parts.city, cities, stopDate)
    : isEmpty(parts.city)
      ? checkDojCity('', { cities: [], byName: new Map() })
      : null;
  if (cityIssue) issues.push({ path: `${base}.city`, message: cityIssue });
  return issues;
}

/** How the form names each part. */
export const DOJ_LOCATION_PART_LABELS: Record<DojLocationPart, string> = {
  block_number: 'Block number',
  street_name: 'Street name',
  cross_street_1: 'Cross street',
  cross_street_2: 'Second cross street',
  highway: 'Highway',
  closest_exit: 'Closest highway exit',
  other: 'Road marker, landmark or other description',
};
