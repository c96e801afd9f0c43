import { LOCATION_TEXT_MAX_LENGTH } from '@fieldbook/domain';
import type { Place } from './geocoder.ts';

/** One result of a Nominatim /search or /reverse call with format=jsonv2 and addressdetails=1. */
export interface NominatimResult {
  lat: string;
  lon: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

const CITY_KEYS = ['city', 'town', 'village', 'hamlet', 'municipality', 'borough', 'suburb'] as const;
const MAIN_KEYS = ['road', 'pedestrian', 'footway', 'path', 'neighbourhood', 'quarter'] as const;

function firstOf(address: Record<string, string | undefined>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = address[key]?.trim();
    if (value) return value;
  }
  return '';
}

/** "US-NE" -> "NE"; Nominatim gives the ISO 3166-2 code of a US state in ISO3166-2-lvl4. */
function stateIdOf(address: Record<string, string | undefined>): string {
  const iso = address['ISO3166-2-lvl4'] ?? '';
  return /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(iso) ? iso.slice(3) : '';
}

/** "68102-1234" -> "68102": the report keeps five digits at most. */
function zipOf(address: Record<string, string | undefined>): string {
  return /^\d{5}/.exec(address.postcode?.trim() ?? '')?.[0] ?? '';
}

function mainOf(result: NominatimResult, address: Record<string, string | undefined>): string {
  const street = firstOf(address, MAIN_KEYS);
  const houseNumber = address.house_number?.trim();
  if (street) return houseNumber ? `${houseNumber} ${street}` : street;
  return result.name?.trim() || result.display_name?.split(',')[0]?.trim() || '';
}

/** "4321 El Cajon Blvd, San Diego, CA 92105, USA", the shape of the example reports, cut to 100 characters. */
function fullOf(main: string, city: string, stateId: string, zip: string, countryCode: string): string {
  const parts = [main, city, [stateId, zip].filter(Boolean).join(' '), countryCode === 'us' ? 'USA' : ''];
  const unique = parts.filter((part, index) => part && parts.indexOf(part) === index);
  return unique.join(', ').slice(0, LOCATION_TEXT_MAX_LENGTH).trim();
}

/** Maps a Nominatim result to a Place; null when it has no usable coordinates or text. */
export function placeFromNominatim(result: NominatimResult): Place | null {
  const latitude = Number(result.lat);
  const longitude = Number(result.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const address = result.address ?? {};
  // The report keeps at most 100 characters of the street part too: the rules engine refuses a longer one.
  const main = mainOf(result, address).slice(0, LOCATION_TEXT_MAX_LENGTH).trim();
  const city = firstOf(address, CITY_KEYS);
  const stateId = stateIdOf(address);
  const zip = zipOf(address);
  const full = fullOf(main, city, stateId, zip, address.country_code ?? '');
  if (!full) return null;
  return { full, main, city, state_id: stateId, zip, coords: { latitude, longitude } };
}
