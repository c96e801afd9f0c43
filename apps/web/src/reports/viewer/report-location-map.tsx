import type { LatLng } from '@fieldbook/domain';
import { useEffect, useRef, useState } from 'react';
import { agencyBasemapStyle } from '../../location/agency-basemap.ts';
import { type BaseMap, mountBaseMap } from '../../location/base-map.ts';
import { censusLinesNear, drawCensusLines, loadCensusTopology } from '../../location/census-basemap.ts';
import { loadMapLibre } from '../../location/load-maplibre.ts';

/** analytics.md §9 'Static map image': zoom 15 around the report's point. */
const STATIC_ZOOM = 15;
export const NO_COORDINATES_TEXT = 'No map: the device geolocation must be active to see the marker.';

/** The report's point, from general_information.location.address.coords; null when it has none. */
export function reportCoordinates(report: unknown): LatLng | null {
  const location = (report as { general_information?: { location?: { address?: { coords?: unknown } } } })?.general_information?.location;
  const coords = location?.address?.coords as Partial<LatLng> | undefined;
  return typeof coords?.latitude === 'number' && typeof coords.longitude === 'number'
    ? { latitude: coords.latitude, longitude: coords.longitude }
    : null;
}

/**
 * The report card's location (analytics.md §2, §7): a still map, zoom 15, with the marker at the report's point, on
 * the agency's basemap or the census lines (no tile server needed); without coordinates, the placeholder that says the
 * device geolocation must be active to see the marker.
 */
export function ReportLocationMap({ report }: { report: unknown }) {
  const point = reportCoordinates(report);
  const container = useRef<HTMLDivElement>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const latitude = point?.latitude;
  const longitude = point?.longitude;

  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    let isCurrent = true;
    let base: BaseMap | null = null;
    const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    loadMapLibre()
      .then(async (maplibre) => {
        const style = await agencyBasemapStyle(maplibre, dark ? 'night' : 'day');
        const element = container.current;
        if (!isCurrent || !element) return;
        const at: LatLng = { latitude, longitude };
        let isBlank = false;
        base = mountBaseMap(maplibre, {
          container: element,
          center: at,
          zoom: STATIC_ZOOM,
          styleUrl: import.meta.env.VITE_MAP_STYLE_URL as string | undefined,
          style,
          onBasemapMissing: () => {
            isBlank = true;
          },
          onStyleLoad: () => {
            if (!isBlank || !base) return;
            const map = base.map;
            loadCensusTopology()
              .then((topology) => {
                if (isCurrent)
                  drawCensusLines(
                    map,
                    censusLinesNear(topology, [
                      [longitude, latitude],
                      [longitude, latitude],
                    ]),
                  );
              })
              .catch(() => {});
          },
        });
        base.map.setMinZoom(STATIC_ZOOM);
        base.map.setMaxZoom(STATIC_ZOOM);
        for (const handler of ['dragPan', 'scrollZoom', 'boxZoom', 'dragRotate', 'keyboard', 'doubleClickZoom', 'touchZoomRotate'] as const)
          base.map[handler].disable();
        new maplibre.Marker({ color: '#1d5fa8' }).setLngLat([longitude, latitude]).addTo(base.map);
      })
      .catch((error: unknown) => {
        console.warn('The location map could not be shown', error);
        if (isCurrent) setHasFailed(true);
      });
    return () => {
      isCurrent = false;
      base?.map.remove();
    };
  }, [latitude, longitude]);

  if (!point) return <p className="report-location-placeholder">{NO_COORDINATES_TEXT}</p>;
  return (
    <figure className="report-location">
      <div
        ref={container}
        className="report-location-map"
        role="img"
        aria-label={`Map of the report's location, ${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`}
      />
      {hasFailed ? <figcaption className="report-location-placeholder">The map could not be loaded.</figcaption> : null}
    </figure>
  );
}
