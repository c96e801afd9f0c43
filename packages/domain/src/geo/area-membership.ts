import { AREA_MEMBERSHIP_RADIUS_METERS, EARTH_RADIUS_METERS } from './geo.constants.ts';
import type { HasPolygon, LatLng, Ring } from './geo.types.ts';

const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;

type Planar = readonly [x: number, y: number];

/**
 * Projects [longitude, latitude] onto a plane in metres centred on `center` (equirectangular). The map is
 * linear in longitude and latitude, so polygon edges stay straight, and it is accurate near the centre,
 * which is all a 200 m test needs.
 */
function projectAround(center: LatLng): (point: readonly [number, number]) => Planar {
  const xScale = METERS_PER_DEGREE * Math.cos((center.latitude * Math.PI) / 180);
  return ([longitude, latitude]) => {
    // Shortest way round, so a ring near the antimeridian does not jump across the world.
    const dLon = ((((longitude - center.longitude + 180) % 360) + 360) % 360) - 180;
    return [dLon * xScale, (latitude - center.latitude) * METERS_PER_DEGREE];
  };
}

/** Distance from the origin to the segment a-b, in the projected plane. */
function distanceToSegment([ax, ay]: Planar, [bx, by]: Planar): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Even-odd ray casting: is the origin inside the projected ring? */
function containsOrigin(points: readonly Planar[]): boolean {
  let isInside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as Planar;
    const [xj, yj] = points[j] as Planar;
    if (yi > 0 !== yj > 0 && 0 < ((xj - xi) * (0 - yi)) / (yj - yi) + xi) isInside = !isInside;
  }
  return isInside;
}

/** True when the point lies inside the polygon or within `radiusMeters` of one of its edges. */
export function circleIntersectsPolygon(center: LatLng, radiusMeters: number, ring: Ring): boolean {
  if (ring.length === 0) return false;
  const points = ring.map(projectAround(center));
  if (points.length >= 3 && containsOrigin(points)) return true;
  for (let i = 0; i < points.length; i++) {
    const from = points[i] as Planar;
    const to = points[(i + 1) % points.length] as Planar;
    if (distanceToSegment(from, to) <= radiusMeters) return true;
  }
  return false;
}

/** reports.md §9: the areas whose polygon a 200 m circle (or the given radius) around the point meets. */
export function areasForPoint<T extends HasPolygon>(point: LatLng, areas: readonly T[], radiusMeters = AREA_MEMBERSHIP_RADIUS_METERS): T[] {
  return areas.filter((area) => circleIntersectsPolygon(point, radiusMeters, area.polygon));
}
