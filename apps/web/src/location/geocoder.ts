import type { LatLng } from '@fieldbook/domain';

/** A place the geocoder found, in the report's address shape (reports.md §3, location.address). */
export interface Place {
  full: string;
  main: string;
  city: string;
  state_id: string;
  zip: string;
  coords: LatLng;
}

export interface Geocoder {
  /** True for the built-in fallback that finds nothing: the officer types the address. */
  readonly isManual: boolean;
  /** Places matching the text. Rejects with GeocoderError when the service fails, or with an AbortError. */
  search(text: string, signal: AbortSignal): Promise<Place[]>;
  /** The address at a point, or null when the service knows none there. */
  reverse(coords: LatLng, signal: AbortSignal): Promise<Place | null>;
}

/** The geocoding service could not answer (offline, down, refused or answered nonsense). */
export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
}

/** reports.md §9: place-search debounce, 500 ms, or 1000 ms for the slower plan tier. */
export const PLACE_SEARCH_DEBOUNCE_MS = 500;
export const SLOW_TIER_PLACE_SEARCH_DEBOUNCE_MS = 1000;
/** Shorter text is not searched: it matches half the country and wastes the service's quota. */
export const PLACE_SEARCH_MIN_LENGTH = 3;

export function placeSearchDebounceMs(isSlowTier = false): number {
  return isSlowTier ? SLOW_TIER_PLACE_SEARCH_DEBOUNCE_MS : PLACE_SEARCH_DEBOUNCE_MS;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
