import type { AreaView } from '@fieldbook/contract';
import type { LatLng, Ring } from '@fieldbook/domain';
import type { GeoJSONSource, MapMouseEvent, Marker } from 'maplibre-gl';
import { drawAgencyAreas, drawGeoJson, mountBaseMap } from '../../location/base-map.ts';
import type { MapLibre } from '../../location/load-maplibre.ts';

export interface AreaDrawMapOptions {
  container: HTMLElement;
  center: LatLng;
  zoom: number;
  /** Where to look first: the area being edited or all the agency's areas. */
  bounds: [number, number, number, number] | null;
  styleUrl: string | undefined;
  /** A click on the map (not on a point). */
  onAddPoint: (coords: LatLng) => void;
  /** A point dragged to a new place. */
  onMovePoint: (index: number, coords: LatLng) => void;
  onBasemapMissing: () => void;
}

export interface AreaDrawMap {
  /** The agency's other areas, drawn faintly for reference. */
  setOtherAreas(areas: readonly AreaView[]): void;
  /** The open ring being drawn; shown closed once it has 3 points. */
  setPoints(points: Ring): void;
  getCenter(): LatLng;
  remove(): void;
}

type FeatureData = Parameters<GeoJSONSource['setData']>[0];

const DRAFT_SOURCE_ID = 'area-draft';
const DRAFT_COLOR = '#b45309';

const toLatLng = ({ lat, lng }: { lat: number; lng: number }): LatLng => ({ latitude: lat, longitude: lng });

function draftGeoJson(points: Ring) {
  const coordinates = points.map(([longitude, latitude]) => [longitude, latitude]);
  const features: object[] = [];
  if (coordinates.length >= 3) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...coordinates, coordinates[0]]] } });
  } else if (coordinates.length === 2) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } });
  }
  return { type: 'FeatureCollection', features } as FeatureData;
}

/** The imperative MapLibre side of the area editor: the blank-style fallback, other areas, the draft and its points. */
export function mountAreaDrawMap(maplibre: MapLibre, options: AreaDrawMapOptions): AreaDrawMap {
  const { container, center, zoom, bounds, styleUrl, onAddPoint, onMovePoint, onBasemapMissing } = options;
  let otherAreas: readonly AreaView[] = [];
  let points: Ring = [];
  const markers: Marker[] = [];
  const { map, hasStyleLoaded } = mountBaseMap(maplibre, {
    container,
    center,
    zoom,
    styleUrl,
    onBasemapMissing,
    onStyleLoad: () => {
      drawAgencyAreas(map, otherAreas);
      drawDraft();
    },
  });
  if (bounds && typeof map.fitBounds === 'function') {
    map.fitBounds(
      [
        [bounds[0], bounds[1]],
        [bounds[2], bounds[3]],
      ],
      { padding: 40, duration: 0, maxZoom: 16 },
    );
  }

  function drawDraft() {
    drawGeoJson(map, DRAFT_SOURCE_ID, draftGeoJson(points), () => {
      map.addLayer({
        id: 'area-draft-fill',
        type: 'fill',
        source: DRAFT_SOURCE_ID,
        paint: { 'fill-color': DRAFT_COLOR, 'fill-opacity': 0.2 },
      });
      map.addLayer({ id: 'area-draft-line', type: 'line', source: DRAFT_SOURCE_ID, paint: { 'line-color': DRAFT_COLOR, 'line-width': 3 } });
    });
  }

  /** One draggable marker per point, numbered like the coordinate list. */
  function placeMarkers() {
    while (markers.length > points.length) markers.pop()?.remove();
    points.forEach(([longitude, latitude], index) => {
      let marker = markers[index];
      if (!marker) {
        const element = document.createElement('div');
        element.className = 'area-vertex';
        marker = new maplibre.Marker({ element, draggable: true });
        const placed = marker;
        placed.on('dragend', () => onMovePoint(markers.indexOf(placed), toLatLng(placed.getLngLat())));
        markers.push(marker);
      }
      marker.getElement().setAttribute('aria-label', `Point ${index + 1}`);
      marker.setLngLat([longitude, latitude]).addTo(map);
    });
  }

  map.on('click', (event: MapMouseEvent) => {
    const target = event.originalEvent?.target;
    if (target instanceof Element && target.closest('.area-vertex')) return; // a click on a point is not a new point
    onAddPoint(toLatLng(event.lngLat));
  });

  return {
    setOtherAreas(next) {
      otherAreas = next;
      if (hasStyleLoaded()) drawAgencyAreas(map, otherAreas);
    },
    setPoints(next) {
      points = next;
      placeMarkers();
      if (hasStyleLoaded()) drawDraft();
    },
    getCenter: () => toLatLng(map.getCenter()),
    remove: () => {
      for (const marker of markers) marker.remove();
      map.remove();
    },
  };
}
