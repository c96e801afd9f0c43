import type { AreaView } from '@fieldbook/contract';
import type { LatLng } from '@fieldbook/domain';
import type { MapMouseEvent, Marker } from 'maplibre-gl';
import { drawAgencyAreas, mountBaseMap } from './base-map.ts';
import type { MapLibre } from './load-maplibre.ts';
import { SET_LOCATION_ZOOM } from './map-constants.ts';

export interface SetLocationMapOptions {
  container: HTMLElement;
  center: LatLng;
  zoom: number;
  /** VITE_MAP_STYLE_URL; without one the map has no tiles. */
  styleUrl: string | undefined;
  areas: readonly AreaView[];
  /** A tap on the map or the end of a pin drag. */
  onPick: (coords: LatLng) => void;
  /** The map runs on the blank style: no style URL, or the style or its tiles could not load. */
  onBasemapMissing: () => void;
}

export interface SetLocationMap {
  setMarker(coords: LatLng | null, shouldMoveCamera: boolean): void;
  setAreas(areas: readonly AreaView[]): void;
  getCenter(): LatLng;
  remove(): void;
}

const toLatLng = ({ lat, lng }: { lat: number; lng: number }): LatLng => ({ latitude: lat, longitude: lng });

/** The imperative MapLibre side of the 'Set your location' map: style fallback, areas, the draggable pin. */
export function mountSetLocationMap(maplibre: MapLibre, options: SetLocationMapOptions): SetLocationMap {
  const { container, center, zoom, styleUrl, onPick, onBasemapMissing } = options;
  let areas = options.areas;
  let marker: Marker | null = null;
  const { map, hasStyleLoaded } = mountBaseMap(maplibre, {
    container,
    center,
    zoom,
    styleUrl,
    onBasemapMissing,
    onStyleLoad: () => drawAgencyAreas(map, areas),
  });

  map.on('click', (event: MapMouseEvent) => {
    const coords = toLatLng(event.lngLat);
    placeMarker(coords);
    onPick(coords);
  });

  function placeMarker(coords: LatLng) {
    if (!marker) {
      marker = new maplibre.Marker({ draggable: true, color: '#1d5fa8' });
      marker.getElement().setAttribute('aria-label', 'Location pin');
      marker.on('dragend', () => marker && onPick(toLatLng(marker.getLngLat())));
    }
    marker.setLngLat([coords.longitude, coords.latitude]).addTo(map);
  }

  return {
    setMarker(coords, shouldMoveCamera) {
      if (!coords) {
        marker?.remove();
        marker = null;
        return;
      }
      placeMarker(coords);
      if (shouldMoveCamera) map.jumpTo({ center: [coords.longitude, coords.latitude], zoom: Math.max(map.getZoom(), SET_LOCATION_ZOOM) });
    },
    setAreas(next) {
      areas = next;
      if (hasStyleLoaded()) drawAgencyAreas(map, areas);
    },
    getCenter: () => toLatLng(map.getCenter()),
    remove: () => map.remove(),
  };
}
