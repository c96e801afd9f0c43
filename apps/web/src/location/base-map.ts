import type { AreaView } from '@fieldbook/contract';
import type { LatLng } from '@fieldbook/domain';
import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { MapLibre } from './load-maplibre.ts';
import { AREA_LAYERS, AREAS_SOURCE_ID, areasToGeoJson, blankMapStyle } from './map-style.ts';

export interface BaseMapOptions {
  container: HTMLElement;
  center: LatLng;
  zoom: number;
  /** VITE_MAP_STYLE_URL; without one the map has no tiles. */
  styleUrl: string | undefined;
  /** A style of the app's own (the agency's PMTiles basemap), used when there is no style URL. */
  style?: StyleSpecification | null | undefined;
  /** The map runs on the blank style: no style URL, or the style or its tiles could not load. */
  onBasemapMissing: () => void;
  /** After every style load (the first, and the blank style's): draw the map's own sources and layers. */
  onStyleLoad: () => void;
}

export interface BaseMap {
  map: MapLibreMap;
  /** Sources may be drawn only once a style has loaded. */
  hasStyleLoaded(): boolean;
}

/**
 * A MapLibre map on the configured style that falls back once to the blank style when offline, or when the style or
 * its tile server fails, so the pin, the areas and the drawing keep working. Used by every map of the app.
 */
export function mountBaseMap(maplibre: MapLibre, options: BaseMapOptions): BaseMap {
  const { container, center, zoom, styleUrl, style, onBasemapMissing, onStyleLoad } = options;
  let isBlank = !styleUrl && !style;
  let hasStyleLoaded = false;
  const map: MapLibreMap = new maplibre.Map({
    container,
    style: styleUrl || style || blankMapStyle(),
    center: [center.longitude, center.latitude],
    zoom,
    attributionControl: { compact: true },
    // Labels appear at once instead of fading in over 300 ms: no run of repaints after each change (a dashboard draws
    // several maps; in software WebGL each repaint is a long frame).
    fadeDuration: 0,
  });
  if (isBlank) onBasemapMissing();
  map.on('style.load', () => {
    hasStyleLoaded = true;
    onStyleLoad();
  });
  map.on('error', (event) => {
    console.warn('Map error', event.error?.message);
    const isTileError = 'tile' in event || 'sourceId' in event;
    if (isBlank || (hasStyleLoaded && !(isTileError && !navigator.onLine))) return;
    isBlank = true;
    map.setStyle(blankMapStyle(), { diff: false });
    onBasemapMissing();
  });
  return { map, hasStyleLoaded: () => hasStyleLoaded };
}

/** Sets a GeoJSON source's data, adding the source and its layers the first time. */
export function drawGeoJson(map: MapLibreMap, id: string, data: Parameters<GeoJSONSource['setData']>[0], addLayers: () => void): void {
  const source = map.getSource<GeoJSONSource>(id);
  if (source) return void source.setData(data);
  map.addSource(id, { type: 'geojson', data });
  addLayers();
}

/** The agency's areas as outlined polygons. */
export function drawAgencyAreas(map: MapLibreMap, areas: readonly AreaView[]): void {
  drawGeoJson(map, AREAS_SOURCE_ID, areasToGeoJson(areas) as Parameters<GeoJSONSource['setData']>[0], () => {
    for (const layer of AREA_LAYERS) map.addLayer(layer);
  });
}
