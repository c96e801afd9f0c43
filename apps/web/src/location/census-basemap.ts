import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { LineLayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** [[west, south], [east, north]] in degrees. */
export type Bounds = [[number, number], [number, number]];

export const CENSUS_STATES_SOURCE = 'census-states';
export const CENSUS_COUNTIES_SOURCE = 'census-counties';
/** Counties are drawn this far (degrees) around what the map shows first: the agency's own and its neighbours'. */
const COUNTY_MARGIN_DEGREES = 0.75;
/** States are drawn this far around it: enough for the lines a zoomed-out view meets. */
const STATE_MARGIN_DEGREES = 4;

type CensusTopology = Topology<{ states: GeometryCollection<{ name: string }>; counties: GeometryCollection<{ name: string }> }>;

let loading: Promise<CensusTopology> | null = null;

/**
 * The Census Bureau's 1:10m states and counties (us-atlas, shipped with the app as its own chunk): loaded once, when a
 * map first needs a base layer, so no tile server on the internet is needed to see where the points are.
 */
export function loadCensusTopology(): Promise<CensusTopology> {
  loading ??= import('us-atlas/counties-10m.json')
    .then((module) => (module as unknown as { default: CensusTopology }).default)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

function boundsOfGeometry(geometry: Geometry): Bounds | null {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  const visit = (coordinates: unknown): void => {
    if (typeof (coordinates as Position)[0] === 'number') {
      const [x, y] = coordinates as Position;
      west = Math.min(west, x as number);
      east = Math.max(east, x as number);
      south = Math.min(south, y as number);
      north = Math.max(north, y as number);
      return;
    }
    for (const part of coordinates as unknown[]) visit(part);
  };
  if (geometry.type === 'GeometryCollection') return null;
  visit(geometry.coordinates);
  return Number.isFinite(west)
    ? [
        [west, south],
        [east, north],
      ]
    : null;
}

const grow = ([[west, south], [east, north]]: Bounds, by: number): Bounds => [
  [west - by, south - by],
  [east + by, north + by],
];
const meets = (one: Bounds, other: Bounds) =>
  one[0][0] <= other[1][0] && other[0][0] <= one[1][0] && one[0][1] <= other[1][1] && other[0][1] <= one[1][1];

export interface CensusLines {
  states: FeatureCollection;
  counties: FeatureCollection;
}

/**
 * The states around a view and the counties near it (a county's id starts with its state's FIPS code, so only the
 * nearby states' counties are converted): a few dozen outlines, not the 3,000 of the whole country.
 */
export function censusLinesNear(topology: CensusTopology, view: Bounds): CensusLines {
  const states = (feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>).features.filter((state) => {
    const bounds = boundsOfGeometry(state.geometry);
    return bounds !== null && meets(bounds, grow(view, STATE_MARGIN_DEGREES));
  });
  const stateIds = new Set(states.map((state) => String(state.id)));
  const countyGeometries = topology.objects.counties.geometries.filter((county) => stateIds.has(String(county.id).slice(0, 2)));
  const counties = (
    feature(topology, { type: 'GeometryCollection', geometries: countyGeometries }) as FeatureCollection<Geometry, { name: string }>
  ).features.filter((county: Feature) => {
    const bounds = boundsOfGeometry(county.geometry);
    return bounds !== null && meets(bounds, grow(view, COUNTY_MARGIN_DEGREES));
  });
  return { states: { type: 'FeatureCollection', features: states }, counties: { type: 'FeatureCollection', features: counties } };
}

export const CENSUS_LAYERS: readonly LineLayerSpecification[] = [
  {
    id: 'census-county-lines',
    type: 'line',
    source: CENSUS_COUNTIES_SOURCE,
    paint: { 'line-color': '#8a96a3', 'line-width': 0.8, 'line-dasharray': [3, 2] },
  },
  { id: 'census-state-lines', type: 'line', source: CENSUS_STATES_SOURCE, paint: { 'line-color': '#4a5562', 'line-width': 1.6 } },
];

/** Draws the census lines under every layer already on the map (the map's own points and areas stay on top). */
export function drawCensusLines(map: MapLibreMap, lines: CensusLines): void {
  const below = map.getStyle().layers.find((layer) => layer.type !== 'background')?.id;
  for (const [id, data] of [
    [CENSUS_STATES_SOURCE, lines.states],
    [CENSUS_COUNTIES_SOURCE, lines.counties],
  ] as const) {
    if (!map.getSource(id)) map.addSource(id, { type: 'geojson', data });
  }
  for (const layer of CENSUS_LAYERS) if (!map.getLayer(layer.id)) map.addLayer(layer, below);
}
