import type { Geocoder } from './geocoder.ts';

/**
 * The built-in fallback when no geocoding service is configured, the device is offline or the service
 * fails: it finds nothing, and the 'Set your location' modal lets the officer type the address.
 */
export const manualGeocoder: Geocoder = {
  isManual: true,
  search: async () => [],
  reverse: async () => null,
};
