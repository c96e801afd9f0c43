import type { LatLng, Ring } from '@fieldbook/domain';
import { CATALOG_MESSAGES, closeRing, polygonProblem } from '@fieldbook/domain';

/** A point of the area being drawn, as the coordinate list shows it (text, so a half-typed number can stay). */
export interface DraftPoint {
  latitude: string;
  longitude: string;
}

/** Six decimals: about 10 cm, more than a click on a map can mean. */
export const formatCoordinate = (value: number) => String(Number(value.toFixed(6)));

export const toDraftPoint = ({ latitude, longitude }: LatLng): DraftPoint => ({
  latitude: formatCoordinate(latitude),
  longitude: formatCoordinate(longitude),
});

/** A stored ring (closed) as the editor's open list of points. */
export function ringToDraft(polygon: Ring): DraftPoint[] {
  const points = polygon.map(([longitude, latitude]) => toDraftPoint({ latitude, longitude }));
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && first.latitude === last.latitude && first.longitude === last.longitude) points.pop();
  return points;
}

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The typed points as an open [longitude, latitude] ring; `onlyValid` skips rows that are not numbers yet (for the map). */
export function draftToRing(points: readonly DraftPoint[], onlyValid = false): Ring | null {
  const ring: [number, number][] = [];
  for (const point of points) {
    const latitude = parse(point.latitude);
    const longitude = parse(point.longitude);
    if (latitude === null || longitude === null) {
      if (onlyValid) continue;
      return null;
    }
    ring.push([longitude, latitude]);
  }
  return ring;
}

/** Why these points cannot be saved as an area, or null (the server runs the same rule on the closed ring). */
export function draftProblem(points: readonly DraftPoint[]): string | null {
  const ring = draftToRing(points);
  if (!ring) return CATALOG_MESSAGES.coordinates;
  return polygonProblem(closeRing(ring));
}

/** The bounding box [west, south, east, north] of rings, or null when they have no point. */
export function boundsOf(rings: readonly Ring[]): [number, number, number, number] | null {
  const points = rings.flat();
  if (points.length === 0) return null;
  const longitudes = points.map(([longitude]) => longitude);
  const latitudes = points.map(([, latitude]) => latitude);
  return [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)];
}
