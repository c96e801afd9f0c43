import type { AreaView } from '@fieldbook/contract';
import type { MapPoint, Widget } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { agencyBasemapStyle } from '../../location/agency-basemap.ts';
import { type BaseMap, drawAgencyAreas, drawGeoJson, mountBaseMap } from '../../location/base-map.ts';
import { type Bounds, type CensusLines, censusLinesNear, drawCensusLines, loadCensusTopology } from '../../location/census-basemap.ts';
import { loadMapLibre, type MapLibre } from '../../location/load-maplibre.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../../location/map-constants.ts';
import { areasQueryOptions } from '../../reports/reports.api.ts';
import type { Theme } from '../charts/chart-options.ts';
import { inTurn, onSizeChange } from '../draw-queue.ts';
import { registerSnapshot } from '../widget-png.ts';
import { type AreaMapConfig, areaMetrics, defaultMetric } from './area-metrics.ts';
import { drawAreaNames } from './area-name-markers.ts';
import { FilterMapOptions, MetricSelect } from './filter-map-options.tsx';
import {
  AREA_VALUES_SOURCE,
  areaValueFeatures,
  areaValueLayer,
  boundsOf,
  POINTS_SOURCE,
  pointFeatures,
  pointLayers,
} from './map-layers.ts';
import { MapLegend } from './map-legend.tsx';
import { mapTurn } from './map-turns.ts';

type MapKind = 'cluster_map' | 'pattern_map' | 'filter_map';
type GeoJsonData = Parameters<GeoJSONSource['setData']>[0];

/** Reads the WebGL canvas right after a repaint: the drawing buffer is kept only until the frame is shown. */
function snapshotOf(base: BaseMap): () => Promise<string> {
  return () =>
    new Promise((resolve) => {
      base.map.once('render', () => resolve(base.map.getCanvas().toDataURL('image/png')));
      base.map.triggerRepaint();
    });
}

/** What the map shows first: the points, else the agency's areas, else the default centre and its surroundings. */
function firstView(points: readonly MapPoint[], areas: readonly AreaView[] | undefined): Bounds {
  const fromPoints = boundsOf(points);
  if (fromPoints) return fromPoints;
  const corners = (areas ?? []).flatMap((area) => area.polygon);
  if (corners.length > 0) {
    const longs = corners.map(([long]) => long);
    const lats = corners.map(([, lat]) => lat);
    return [
      [Math.min(...longs), Math.min(...lats)],
      [Math.max(...longs), Math.max(...lats)],
    ];
  }
  const { latitude, longitude } = DEFAULT_MAP_CENTER;
  return [
    [longitude - 2, latitude - 2],
    [longitude + 2, latitude + 2],
  ];
}

/**
 * The cluster, pattern and filter maps on MapLibre (base-map.ts, loaded lazily): the default centre at zoom 5
 * without data, else the points' bounds; the filter map shows the options checked below it. Without a tile server
 * they stand on the census state and county lines shipped with the app and the agency's areas with their names, and
 * every map has a legend (issue 27).
 */
export function MapWidget({ widget, theme, label }: { widget: Widget; theme: Theme; label: string }) {
  const kind = widget.component.name as MapKind;
  const config = widget.component.config as AreaMapConfig;
  const metrics = areaMetrics(config);
  const [metric, setMetric] = useState(() => defaultMetric(config));
  const points = config.mapData ?? [];
  const options = config.filterMapOptions ?? [];
  const [checked, setChecked] = useState<string[]>(() => options.map((option) => option.label));
  const areas = useQuery(areasQueryOptions());
  const [census, setCensus] = useState<CensusLines | null>(null);
  // On the blank style (no tile server, no basemap of the agency's own) the census lines are the base layer.
  const [isBlank, setIsBlank] = useState(false);
  const maplibreModule = useRef<MapLibre | null>(null);
  const removeAreaNames = useRef<(() => void) | null>(null);
  const container = useRef<HTMLElement>(null);
  const base = useRef<BaseMap | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [isDrawn, setIsDrawn] = useState(false);
  const features = useMemo(() => pointFeatures(points, theme), [points, theme]);
  const draw = useRef<() => void>(() => {});

  draw.current = () => {
    const map = base.current?.map;
    if (!map || !base.current?.hasStyleLoaded()) return;
    const layers = pointLayers(kind, checked);
    if (census) drawCensusLines(map, census);
    if (areas.data && areas.data.length > 0) {
      drawAgencyAreas(map, areas.data);
      if (maplibreModule.current && !removeAreaNames.current)
        removeAreaNames.current = drawAreaNames(maplibreModule.current, map, areas.data);
    }
    if (kind === 'filter_map' && areas.data && config.areas?.length) {
      drawGeoJson(map, AREA_VALUES_SOURCE, areaValueFeatures(areas.data, config, metric) as GeoJsonData, () => undefined);
      // The area layer is made again for the metric chosen, under the points.
      if (map.getLayer('analytics-area-values')) map.removeLayer('analytics-area-values');
      map.addLayer(areaValueLayer(config, metric));
    }
    if (!map.getSource(POINTS_SOURCE))
      map.addSource(POINTS_SOURCE, {
        type: 'geojson',
        data: features as GeoJsonData,
        ...(kind === 'cluster_map' ? { cluster: true, clusterRadius: 48, clusterProperties: { total: ['+', ['get', 'count']] } } : {}),
      });
    else map.getSource<GeoJSONSource>(POINTS_SOURCE)?.setData(features as GeoJsonData);
    for (const layer of layers) {
      if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      map.addLayer(layer);
    }
  };

  // The census lines near what the map shows first, when a map is made (in the map's turn: a JSON chunk to parse).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view is read once
  useEffect(() => {
    if (status !== 'ready' || !isBlank || (kind === 'filter_map' && !areas.isFetched)) return;
    let isCurrent = true;
    loadCensusTopology()
      .then((topology) => isCurrent && setCensus(censusLinesNear(topology, firstView(points, areas.data))))
      .catch((error: unknown) => console.warn('The census lines could not be loaded', error));
    return () => {
      isCurrent = false;
    };
  }, [status, isBlank, areas.isFetched]);

  // The map is made once (its first view fits the points); its data is redrawn by the effect below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: points are read once for the first view
  useEffect(() => {
    let isCurrent = true;
    let stopObserving = () => {};
    const order = mapTurn();
    const place = inTurn(
      order.turn.then(loadMapLibre).then(async (maplibre) => ({ maplibre, style: await agencyBasemapStyle(maplibre, theme) })),
    );
    place.ready
      .then(({ maplibre, style }) => {
        const element = container.current;
        if (!isCurrent || !element) return order.done();
        maplibreModule.current = maplibre;
        const mounted = mountBaseMap(maplibre, {
          container: element,
          center: DEFAULT_MAP_CENTER,
          zoom: DEFAULT_MAP_ZOOM,
          styleUrl: import.meta.env.VITE_MAP_STYLE_URL as string | undefined,
          style,
          onBasemapMissing: () => isCurrent && setIsBlank(true),
          onStyleLoad: () => draw.current(),
        });
        base.current = mounted;
        mounted.map.once('idle', order.done);
        mounted.map.on('idle', () => isCurrent && setIsDrawn(true));
        const bounds = boundsOf(points);
        if (bounds) mounted.map.fitBounds(bounds, { padding: 32, maxZoom: 14, duration: 0 });
        registerSnapshot(mounted.map.getCanvas(), snapshotOf(mounted));
        stopObserving = onSizeChange(element, () => mounted.map.resize());
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('The map could not be shown', error);
        order.done();
        if (isCurrent) setStatus('failed');
      });
    return () => {
      isCurrent = false;
      order.done();
      place.withdraw();
      stopObserving();
      removeAreaNames.current?.();
      removeAreaNames.current = null;
      base.current?.map.remove();
      base.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: draw reads the latest features, options and areas
  useEffect(() => {
    if (status === 'ready') draw.current();
  }, [status, features, checked, areas.data, metric, census]);

  return (
    <div className="map-widget">
      {kind === 'filter_map' && metrics.length > 1 ? <MetricSelect metrics={metrics} metric={metric} onChange={setMetric} /> : null}
      {kind === 'filter_map' && options.length > 0 ? (
        <FilterMapOptions options={options} checked={checked} theme={theme} onChange={setChecked} />
      ) : null}
      <section ref={container} className="widget-map" aria-label={label} data-drawn={isDrawn} />
      <MapLegend kind={kind} points={points} theme={theme} areas={areas.data ?? []} hasCensusLines={census !== null} />
      {status === 'failed' ? <p className="widget-note">The map could not be loaded.</p> : null}
    </div>
  );
}
