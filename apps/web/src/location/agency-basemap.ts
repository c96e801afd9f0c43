import type { StyleSpecification } from 'maplibre-gl';
import type { MapLibre } from './load-maplibre.ts';

/** Where the server serves the agency's own basemap when FIELDBOOK_BASEMAP_PMTILES is set (apps/server basemap-file.ts). */
export const AGENCY_BASEMAP_PATH = '/basemap/region.pmtiles';
const SOURCE = 'protomaps';

let asking: Promise<boolean> | null = null;
let hasProtocol = false;

/** Whether this server has a basemap of its own: asked once a page (HEAD; 404 without one). */
export function hasAgencyBasemap(): Promise<boolean> {
  asking ??= fetch(AGENCY_BASEMAP_PATH, { method: 'HEAD' }).then(
    (response) => response.ok,
    () => false,
  );
  return asking;
}

/**
 * The agency's own basemap as a MapLibre style (docs/offline-basemap.md): the PMTiles file Fieldbook serves, read
 * through the pmtiles protocol, drawn with the Protomaps basemap layers in the page's light or dark flavour. Map text
 * needs font files no offline network has, so the style keeps the streets, water and land and leaves the names out;
 * null when the server has no basemap.
 */
export async function agencyBasemapStyle(maplibre: MapLibre, theme: 'day' | 'night'): Promise<StyleSpecification | null> {
  if (!(await hasAgencyBasemap())) return null;
  const [{ Protocol }, basemaps] = await Promise.all([import('pmtiles'), import('@protomaps/basemaps')]);
  if (!hasProtocol) {
    maplibre.addProtocol('pmtiles', new Protocol().tile);
    hasProtocol = true;
  }
  const layers = basemaps
    .layers(SOURCE, basemaps.namedFlavor(theme === 'night' ? 'dark' : 'light'), { lang: 'en' })
    .filter((layer) => layer.type !== 'symbol') as StyleSpecification['layers'];
  return {
    version: 8,
    name: 'Agency basemap',
    sources: {
      [SOURCE]: {
        type: 'vector',
        url: `pmtiles://${window.location.origin}${AGENCY_BASEMAP_PATH}`,
        attribution: '© OpenStreetMap contributors',
      },
    },
    layers,
  };
}

/** Forgets the answer (tests). */
export function resetAgencyBasemap(): void {
  asking = null;
  hasProtocol = false;
}
