import type { LatLng } from '@fieldbook/domain';
import { type Geocoder, GeocoderError, isAbortError, type Place } from './geocoder.ts';
import { type NominatimResult, placeFromNominatim } from './nominatim-place.ts';

export interface NominatimGeocoderOptions {
  /** The service root, e.g. https://nominatim.example.org/ (VITE_GEOCODER_URL). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Nominatim's usage policy allows one request a second: later calls wait for their turn. */
  minIntervalMs?: number;
  limit?: number;
}

const CACHE_SIZE = 50;
const SEARCH_LIMIT = 5;

function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const handleAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', handleAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', handleAbort, { once: true });
  });
}

/**
 * A Nominatim-compatible geocoder (OpenStreetMap's API). It keeps the service's usage rules: one request
 * a second at most, answers cached, an identifying referrer (the app's origin), US results only, and only
 * what the officer asks for (the modal debounces the search box; nothing is looked up in bulk).
 */
export function createNominatimGeocoder({
  baseUrl,
  fetch: fetchImpl = (...args) => fetch(...args),
  minIntervalMs = 1000,
  limit = SEARCH_LIMIT,
}: NominatimGeocoderOptions): Geocoder {
  const root = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, globalThis.location?.href);
  const cache = new Map<string, unknown>();
  let nextSlotAt = 0;

  function urlFor(path: 'search' | 'reverse', params: Record<string, string>): URL {
    const url = new URL(path, root);
    for (const [key, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1', 'accept-language': 'en-US' })) {
      url.searchParams.set(key, value);
    }
    return url;
  }

  async function waitForTurn(signal: AbortSignal): Promise<void> {
    const now = Date.now();
    const wait = nextSlotAt - now;
    nextSlotAt = Math.max(now, nextSlotAt) + minIntervalMs;
    if (wait > 0) await abortableDelay(wait, signal);
  }

  async function getJson(url: URL, signal: AbortSignal): Promise<unknown> {
    if (cache.has(url.href)) return cache.get(url.href);
    await waitForTurn(signal);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        signal,
        headers: { Accept: 'application/json' },
        credentials: 'omit',
        referrerPolicy: 'strict-origin-when-cross-origin',
      });
    } catch (error) {
      if (isAbortError(error) || signal.aborted) throw error;
      throw new GeocoderError(`The geocoder could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new GeocoderError(`The geocoder answered ${response.status} ${response.statusText}`.trim());
    const body: unknown = await response.json().catch(() => {
      throw new GeocoderError('The geocoder answered something other than JSON');
    });
    cache.set(url.href, body);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return body;
  }

  return {
    isManual: false,
    async search(text, signal) {
      const body = await getJson(urlFor('search', { q: text.trim(), limit: String(limit), countrycodes: 'us' }), signal);
      if (!Array.isArray(body)) throw new GeocoderError('The geocoder answered a search with something other than a list');
      const places = (body as NominatimResult[]).map(placeFromNominatim).filter((place): place is Place => place !== null);
      return places.filter((place, index) => places.findIndex((other) => other.full === place.full) === index);
    },
    async reverse(coords: LatLng, signal) {
      const params = { lat: coords.latitude.toFixed(6), lon: coords.longitude.toFixed(6), zoom: '18' };
      const body = await getJson(urlFor('reverse', params), signal);
      if (typeof body !== 'object' || body === null || 'error' in body) return null;
      return placeFromNominatim(body as NominatimResult);
    },
  };
}
