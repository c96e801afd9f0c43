import type { AreaView } from '@fieldbook/contract';
import type { MapPoint } from '@fieldbook/domain';
import type { CircleLayerSpecification, FillLayerSpecification, HeatmapLayerSpecification, LayerSpecification } from 'maplibre-gl';
import { areasToGeoJson } from '../../location/map-style.ts';
import type { Theme } from '../charts/chart-options.ts';
import { type AreaMapConfig, areaFigure } from './area-metrics.ts';

export const POINTS_SOURCE = 'analytics-points';
export const AREA_VALUES_SOURCE = 'analytics-area-values';

/**
 * Cluster colours change above 5 and at 10 or more reports (analytics.md §9): one olive ramp, light to dark, that no
 * point colour of the palette uses, so a group is never read as a contact type (issue 27).
 */
export const CLUSTER_COLOURS = ['#c5d86d', '#8a9a2b', '#4d5715'] as const;
/** The reports a cluster of each colour holds, as the legend says it. */
export const CLUSTER_STEPS = ['2 to 5', '6 to 9', '10 or more'] as const;
/** The pattern map's heat, from few reports to many (its legend draws the same ramp). */
export const PATTERN_RAMP = ['#93c5fd', '#60a5fa', '#fbbf24', '#dc2626'] as const;

export interface PointFeature {
  type: 'Feature';
  properties: { colour: string; name: string; count: number; incident_number: string };
  geometry: { type: 'Point'; coordinates: [number, number] };
}

export function pointFeatures(points: readonly MapPoint[], theme: Theme): { type: 'FeatureCollection'; features: PointFeature[] } {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      properties: {
        colour: point.colour[theme],
        name: point.name ?? '',
        count: point.count ?? 1,
        incident_number: point.incident_number ?? '',
      },
      geometry: { type: 'Point', coordinates: [point.coords.long, point.coords.lat] },
    })),
  };
}

/** [[west, south], [east, north]] of the points, or null without points. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const longs = points.map((point) => point.coords.long);
  const lats = points.map((point) => point.coords.lat);
  return [
    [Math.min(...longs), Math.min(...lats)],
    [Math.max(...longs), Math.max(...lats)],
  ];
}

const clusterLayers = (): CircleLayerSpecification[] => [
  {
    id: 'analytics-clusters',
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': ['step', ['get', 'total'], CLUSTER_COLOURS[0], 6, CLUSTER_COLOURS[1], 10, CLUSTER_COLOURS[2]],
      'circle-radius': ['step', ['get', 'total'], 14, 6, 18, 10, 22],
      'circle-opacity': 0.85,
      'circle-stroke-color': '#1b1f24',
      'circle-stroke-width': 1.5,
    },
  },
  {
    id: 'analytics-points',
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: { 'circle-color': ['get', 'colour'], 'circle-radius': 6, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 },
  },
];

const patternLayers = (): HeatmapLayerSpecification[] => [
  {
    id: 'analytics-pattern',
    type: 'heatmap',
    source: POINTS_SOURCE,
    paint: {
      'heatmap-weight': ['get', 'count'],
      'heatmap-radius': 24,
      'heatmap-opacity': 0.8,
      'heatmap-color': [
        'interpolate',
        ['linear'],
        ['heatmap-density'],
        0,
        'rgba(37,99,235,0)',
        0.1,
        PATTERN_RAMP[0],
        0.3,
        PATTERN_RAMP[1],
        0.6,
        PATTERN_RAMP[2],
        1,
        PATTERN_RAMP[3],
      ],
    },
  },
];

const filterLayers = (checked: readonly string[]): CircleLayerSpecification[] => [
  {
    id: 'analytics-points',
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['in', ['get', 'name'], ['literal', [...checked]]],
    paint: { 'circle-color': ['get', 'colour'], 'circle-radius': 6, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 },
  },
];

/** The layers drawing the points of a map widget kind; the filter map shows only the checked options. */
export function pointLayers(kind: 'cluster_map' | 'pattern_map' | 'filter_map', checked: readonly string[]): LayerSpecification[] {
  if (kind === 'cluster_map') return clusterLayers();
  if (kind === 'pattern_map') return patternLayers();
  return filterLayers(checked);
}

/** The filter map's areas with the chosen metric's value; hidden values (too few) are marked below the threshold. */
export function areaValueFeatures(areas: readonly AreaView[], config: AreaMapConfig, metric: number) {
  const byId = new Map((config.areas ?? []).map((area) => [area.id, areaFigure(area, metric)]));
  const collection = areasToGeoJson(areas.filter((area) => byId.has(area.id)));
  return {
    ...collection,
    features: collection.features.map((feature) => {
      const figure = byId.get(feature.properties.id);
      return {
        ...feature,
        properties: { ...feature.properties, value: figure?.value ?? 0, hidden: figure?.value === null && (figure?.n ?? 0) > 0 },
      };
    }),
  };
}

export const BELOW_THRESHOLD_COLOUR = '#c9d2dc';

/** A choropleth of the metric, its colour scale capped by the metric's domain so one outlier does not wash it out. */
export function areaValueLayer(config: AreaMapConfig, metric: number): FillLayerSpecification {
  const values = (config.areas ?? []).map((area) => areaFigure(area, metric).value ?? 0);
  const cap = config.domains?.[metric]?.[1] ?? Math.max(...values, 0);
  return {
    id: 'analytics-area-values',
    type: 'fill',
    source: AREA_VALUES_SOURCE,
    paint: {
      'fill-color': [
        'case',
        ['get', 'hidden'],
        BELOW_THRESHOLD_COLOUR,
        ['interpolate', ['linear'], ['get', 'value'], 0, '#e6eef8', Math.max(cap, 0.000001), '#16324f'],
      ],
      'fill-opacity': 0.5,
    },
  };
}
