import type { AreaView } from '@fieldbook/contract';
import type { LatLng, Ring } from '@fieldbook/domain';
import { useEffect, useRef, useState } from 'react';
import { loadMapLibre } from '../../location/load-maplibre.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../../location/map-constants.ts';
import { type AreaDrawMap, mountAreaDrawMap } from './area-draw-map.ts';
import { boundsOf } from './area-points.ts';

interface AreaMapProps {
  /** The open ring being drawn (valid points only). */
  points: Ring;
  otherAreas: readonly AreaView[];
  /** Clicks add points only while drawing. */
  isDrawing: boolean;
  onAddPoint: (coords: LatLng) => void;
  onMovePoint: (index: number, coords: LatLng) => void;
  /** Only shows the areas (the list's overview). */
  isReadOnly?: boolean;
}

type MapStatus = 'loading' | 'ready' | 'failed';

/** The area editor's map: MapLibre loaded on demand; click to add a point, drag a point to move it. */
export function AreaMap({ points, otherAreas, isDrawing, onAddPoint, onMovePoint, isReadOnly = false }: AreaMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<AreaDrawMap | null>(null);
  const latest = useRef({ points, otherAreas, isDrawing, onAddPoint, onMovePoint });
  latest.current = { points, otherAreas, isDrawing, onAddPoint, onMovePoint };
  const [status, setStatus] = useState<MapStatus>('loading');
  const [isBasemapMissing, setIsBasemapMissing] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const { points: initialPoints, otherAreas: initialAreas } = latest.current;
    // Open on the area being edited, else on the agency's areas, else the middle of the US.
    const bounds = boundsOf(initialPoints.length > 0 ? [initialPoints] : initialAreas.map((area) => area.polygon));
    loadMapLibre()
      .then((maplibre) => {
        const container = containerRef.current;
        if (!isCurrent || !container) return;
        mapRef.current = mountAreaDrawMap(maplibre, {
          container,
          center: DEFAULT_MAP_CENTER,
          zoom: DEFAULT_MAP_ZOOM,
          bounds,
          styleUrl: import.meta.env.VITE_MAP_STYLE_URL as string | undefined,
          onAddPoint: (coords) => {
            if (latest.current.isDrawing) latest.current.onAddPoint(coords);
          },
          onMovePoint: (index, coords) => latest.current.onMovePoint(index, coords),
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

  useEffect(() => {
    if (status === 'ready') mapRef.current?.setPoints(points);
  }, [points, status]);

  useEffect(() => {
    if (status === 'ready') mapRef.current?.setOtherAreas(otherAreas);
  }, [otherAreas, status]);

  return (
    <div className={isReadOnly ? 'area-map area-map-overview' : 'area-map'}>
      <div
        ref={containerRef}
        className={`area-map-canvas${isDrawing ? ' is-drawing' : ''}`}
        role="application"
        aria-label={
          isReadOnly
            ? "Map of the agency's areas"
            : isDrawing
              ? 'Map: click to add a point of the area; drag a point to move it'
              : 'Map: drag a point to move it'
        }
        data-testid={isReadOnly ? 'areas-overview-map' : 'area-map'}
      />
      {status === 'loading' && (
        <p className="area-map-overlay" role="status">
          <span className="spinner" aria-hidden="true" /> Loading map…
        </p>
      )}
      {status === 'failed' && (
        <p className="area-map-overlay" role="status">
          The map cannot be shown on this device. Type the points in the list below.
        </p>
      )}
      {status === 'ready' && isBasemapMissing && (
        <p className="area-map-note">Map details are not available now; the areas and points still work.</p>
      )}
    </div>
  );
}
