import type { ReportListItem } from '@fieldbook/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadMapLibre } from '../../location/load-maplibre.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, SET_LOCATION_ZOOM } from '../../location/map-constants.ts';
import { blankMapStyle } from '../../location/map-style.ts';
import { groupNearbyReports, type LocatedReport } from './group-reports.ts';

/** Marker colours step up above 5 and at 10 or more reports (reports.md §9). */
export function markerClass(count: number): string {
  if (count === 1) return 'map-marker';
  if (count >= 10) return 'map-marker map-marker-numbered is-most';
  return count > 5 ? 'map-marker map-marker-numbered is-many' : 'map-marker map-marker-numbered';
}

function markerElement(group: LocatedReport[], onOpen: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = markerClass(group.length);
  element.textContent = group.length > 1 ? String(group.length) : '';
  element.setAttribute(
    'aria-label',
    group.length > 1 ? `${group.length} reports at this place` : `Report ${group[0]?.incident_number ?? ''}`,
  );
  element.addEventListener('click', onOpen);
  return element;
}

/**
 * Reports as markers (40 px numbered where several share a place within 50 m, 15 px plain alone) on a lazily
 * loaded map; without a style URL, or offline, the markers stand on a blank background.
 */
export function ReportsMap({ items, onOpenGroup }: { items: readonly ReportListItem[]; onOpenGroup: (group: LocatedReport[]) => void }) {
  const container = useRef<HTMLElement>(null);
  const openGroup = useRef(onOpenGroup);
  openGroup.current = onOpenGroup;
  const [hasFailed, setHasFailed] = useState(false);
  const groups = useMemo(() => groupNearbyReports(items), [items]);

  useEffect(() => {
    let isCurrent = true;
    let map: MapLibreMap | undefined;
    loadMapLibre().then(
      (maplibre) => {
        if (!isCurrent || !container.current) return;
        const styleUrl: string | undefined = import.meta.env.VITE_MAP_STYLE_URL;
        const created = new maplibre.Map({
          container: container.current,
          style: styleUrl || blankMapStyle(),
          center: [DEFAULT_MAP_CENTER.longitude, DEFAULT_MAP_CENTER.latitude],
          zoom: DEFAULT_MAP_ZOOM,
          attributionControl: { compact: true },
        });
        map = created;
        let isBlank = !styleUrl;
        created.on('error', () => {
          if (isBlank) return;
          isBlank = true;
          created.setStyle(blankMapStyle(), { diff: false });
        });
        const bounds = new maplibre.LngLatBounds();
        for (const group of groups) {
          const [first] = group;
          if (!first) continue;
          new maplibre.Marker({ element: markerElement(group, () => openGroup.current(group)) })
            .setLngLat([first.coords.long, first.coords.lat])
            .addTo(created);
          for (const report of group) bounds.extend([report.coords.long, report.coords.lat]);
        }
        if (groups.length > 0) created.fitBounds(bounds, { padding: 48, maxZoom: SET_LOCATION_ZOOM, duration: 0 });
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
      map?.remove();
    };
  }, [groups]);

  return (
    <div className="reports-map-frame">
      {hasFailed && <p role="alert">The map could not be loaded. Use the list instead.</p>}
      <section ref={container} className="reports-map" aria-label="Map of reports" />
    </div>
  );
}
