import type { AreaView } from '@fieldbook/contract';
import type { LatLng } from '@fieldbook/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadMapLibre } from './load-maplibre.ts';
import { mountSetLocationMap, type SetLocationMap } from './set-location-map.ts';

interface LocationMapProps {
  /** Where the map opens; read once. */
  center: LatLng;
  zoom: number;
  /** The pin, or null for none yet. A pin set from outside (a found place) moves the map to it. */
  marker: LatLng | null;
  areas: readonly AreaView[];
  onPick: (coords: LatLng) => void;
}

type MapStatus = 'loading' | 'ready' | 'failed';

const isSamePoint = (a: LatLng | null, b: LatLng | null) => a?.latitude === b?.latitude && a?.longitude === b?.longitude;

/** The 'Set your location' map: MapLibre loaded on demand; tap or drag the pin to set the location. */
export function LocationMap({ center, zoom, marker, areas, onPick }: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<SetLocationMap | null>(null);
  const pickedRef = useRef<LatLng | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const areasRef = useRef(areas);
  areasRef.current = areas;
  const initialViewRef = useRef({ center, zoom });
  const [status, setStatus] = useState<MapStatus>('loading');
  const [isBasemapMissing, setIsBasemapMissing] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadMapLibre()
      .then((maplibre) => {
        const container = containerRef.current;
        if (!isCurrent || !container) return;
        mapRef.current = mountSetLocationMap(maplibre, {
          container,
          ...initialViewRef.current,
          styleUrl: import.meta.env.VITE_MAP_STYLE_URL as string | undefined,
          areas: areasRef.current,
          onPick: (coords) => {
            pickedRef.current = coords;
            onPickRef.current(coords);
          },
          onBasemapMissing: () => setIsBasemapMissing(true),
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('The map could not be shown', error);
        if (isCurrent) setStatus('failed');
      });
    return () => {
      isCurrent = false;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, []);

  // A layout effect: it must place the pin before the officer can act on the map that just appeared, or a
  // late sync would move the pin back after their first tap.
  useLayoutEffect(() => {
    if (status !== 'ready') return;
    mapRef.current?.setMarker(marker, !isSamePoint(marker, pickedRef.current));
    pickedRef.current = marker;
  }, [marker, status]);

  useEffect(() => {
    if (status === 'ready') mapRef.current?.setAreas(areas);
  }, [areas, status]);

  function handlePinAtCentre() {
    const map = mapRef.current;
    if (!map) return;
    const coords = map.getCenter();
    pickedRef.current = coords;
    map.setMarker(coords, false);
    onPick(coords);
  }

  return (
    <div className="location-map">
      <div ref={containerRef} className="location-map-canvas" role="application" aria-label="Map: tap to place the pin, or drag it" />
      {status === 'loading' && (
        <p className="location-map-overlay" role="status">
          <span className="spinner" aria-hidden="true" /> Loading map…
        </p>
      )}
      {status === 'failed' && (
        <p className="location-map-overlay" role="status">
          The map cannot be shown on this device. Search for the place or type the address below.
        </p>
      )}
      {status === 'ready' && (
        <div className="location-map-footer">
          {isBasemapMissing && (
            <p className="location-map-note">Map details are not available now; the pin and the agency areas still work.</p>
          )}
          <button type="button" className="button button-secondary location-map-centre" onClick={handlePinAtCentre}>
            Put the pin at the map centre
          </button>
        </div>
      )}
    </div>
  );
}
