import { EARTH_RADIUS_METERS, NEARBY_RADIUS_METERS } from './geo.constants.ts';
import type { LatLng } from './geo.types.ts';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** reports.md §9: within 50 m (or the given radius), edges included. */
export function isNearby(a: LatLng, b: LatLng, radiusMeters = NEARBY_RADIUS_METERS): boolean {
  return distanceMeters(a, b) <= radiusMeters;
}
