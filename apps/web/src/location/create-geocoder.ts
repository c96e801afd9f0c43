import { type Geocoder, GeocoderError, isAbortError } from './geocoder.ts';
import { manualGeocoder } from './manual-geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

export interface CreateGeocoderOptions {
  /** The Nominatim-compatible service; VITE_GEOCODER_URL by default. */
  url?: string | undefined;
  isOnline?: boolean;
  fetch?: typeof fetch;
  /** Called when the service fails; the answer then comes from the manual fallback. */
  onUnavailable?: (error: GeocoderError) => void;
}

/**
 * Answers from `primary`, and from `fallback` when `primary` fails (the failure is logged and reported
 * through onUnavailable). Aborts pass through: the caller asked for them.
 */
export function withFallback(primary: Geocoder, fallback: Geocoder, onUnavailable?: (error: GeocoderError) => void): Geocoder {
  function recover<T>(answer: () => Promise<T>): (error: unknown) => Promise<T> {
    return (error) => {
      if (isAbortError(error)) throw error;
      const failure = error instanceof GeocoderError ? error : new GeocoderError(String(error));
      console.warn(failure.message);
      onUnavailable?.(failure);
      return answer();
    };
  }
  return {
    isManual: primary.isManual,
    search: (text, signal) => primary.search(text, signal).catch(recover(() => fallback.search(text, signal))),
    reverse: (coords, signal) => primary.reverse(coords, signal).catch(recover(() => fallback.reverse(coords, signal))),
  };
}

// One adapter per service for the app's lifetime, so its one-request-a-second turn and its cache hold
// across every opening of the modal.
const services = new Map<string, Geocoder>();

function serviceFor(baseUrl: string, fetchImpl: typeof fetch | undefined): Geocoder {
  if (fetchImpl) return createNominatimGeocoder({ baseUrl, fetch: fetchImpl });
  let service = services.get(baseUrl);
  if (!service) {
    service = createNominatimGeocoder({ baseUrl });
    services.set(baseUrl, service);
  }
  return service;
}

/** The configured geocoding service, or the manual fallback when none is configured or the device is offline. */
export function createGeocoder({
  url = import.meta.env.VITE_GEOCODER_URL as string | undefined,
  isOnline = typeof navigator === 'undefined' || navigator.onLine,
  fetch,
  onUnavailable,
}: CreateGeocoderOptions = {}): Geocoder {
  const baseUrl = url?.trim();
  if (!baseUrl || !isOnline) return manualGeocoder;
  return withFallback(serviceFor(baseUrl, fetch), manualGeocoder, onUnavailable);
}
