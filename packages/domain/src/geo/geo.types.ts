/** A point as the report keeps it (reports.md §3: coords {latitude, longitude}), in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A polygon ring of [longitude, latitude] points, as an agency area stores it (GeoJSON order). Closed or not. */
export type Ring = readonly (readonly [number, number])[];

/** Anything with a polygon ring: an agency area. */
export interface HasPolygon {
  polygon: Ring;
}
