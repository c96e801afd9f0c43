export type MapLibre = typeof import('maplibre-gl');

let loading: Promise<MapLibre> | null = null;

/**
 * Loads MapLibre (about 270 kB gzip with its worker) only when a map is shown, so it never enters the
 * initial bundle of /app/report. The worker comes from our own origin, so the service worker can cache it.
 */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(
    ([maplibre, worker]) => {
      maplibre.setWorkerUrl(worker.default);
      return maplibre;
    },
    (error: unknown) => {
      loading = null; // offline before the chunk was cached: try again next time
      throw error;
    },
  );
  return loading;
}
