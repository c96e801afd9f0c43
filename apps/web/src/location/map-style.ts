import type { AreaView } from '@fieldbook/contract';
import type { FillLayerSpecification, LineLayerSpecification, StyleSpecification } from 'maplibre-gl';

interface AreaFeatureCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: { id: string; name: string }; geometry: { type: 'Polygon'; coordinates: number[][][] } }[];
}

export const AREAS_SOURCE_ID = 'agency-areas';
const AREA_COLOR = '#1d5fa8';

/** A style with no tiles: the map, the pin and the agency areas still work offline or with no style URL. */
export function blankMapStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Blank',
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1f4' } }],
  };
}

/** The agency areas as GeoJSON polygons, each ring closed as GeoJSON requires. */
export function areasToGeoJson(areas: readonly AreaView[]): AreaFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: areas
      .filter((area) => area.polygon.length >= 3)
      .map((area) => {
        const ring = area.polygon.map(([longitude, latitude]) => [longitude, latitude]);
        const [first] = ring;
        const last = ring.at(-1);
        if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
        return { type: 'Feature', properties: { id: area.id, name: area.name }, geometry: { type: 'Polygon', coordinates: [ring] } };
      }),
  };
}

export const AREA_LAYERS: readonly (FillLayerSpecification | LineLayerSpecification)[] = [
  { id: 'agency-areas-fill', type: 'fill', source: AREAS_SOURCE_ID, paint: { 'fill-color': AREA_COLOR, 'fill-opacity': 0.12 } },
  { id: 'agency-areas-line', type: 'line', source: AREAS_SOURCE_ID, paint: { 'line-color': AREA_COLOR, 'line-width': 2 } },
];
