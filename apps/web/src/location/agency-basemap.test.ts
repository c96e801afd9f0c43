import { afterEach, describe, expect, it, vi } from 'vitest';
import { agencyBasemapStyle, resetAgencyBasemap } from './agency-basemap.ts';
import type { MapLibre } from './load-maplibre.ts';

const maplibre = () => ({ addProtocol: vi.fn() }) as unknown as MapLibre & { addProtocol: ReturnType<typeof vi.fn> };

afterEach(() => {
  vi.unstubAllGlobals();
  resetAgencyBasemap();
});

describe("the agency's own basemap", () => {
  it('is the Protomaps layers over the PMTiles file Fieldbook serves, without the names no offline font can draw', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const library = maplibre();
    const style = await agencyBasemapStyle(library, 'day');
    expect(fetch).toHaveBeenCalledWith('/basemap/region.pmtiles', { method: 'HEAD' });
    expect(library.addProtocol).toHaveBeenCalledWith('pmtiles', expect.any(Function));
    expect(style?.sources.protomaps).toMatchObject({ type: 'vector', url: `pmtiles://${window.location.origin}/basemap/region.pmtiles` });
    const layers = style?.layers ?? [];
    expect(layers.length).toBeGreaterThan(20);
    expect(layers.some((layer) => layer.id === 'water')).toBe(true);
    expect(layers.filter((layer) => layer.type === 'symbol')).toEqual([]);
    // Asked once a page, the protocol added once.
    await agencyBasemapStyle(library, 'night');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(library.addProtocol).toHaveBeenCalledTimes(1);
  });

  it('is none when the server has no basemap (404) or cannot be reached: the maps use the census lines', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    expect(await agencyBasemapStyle(maplibre(), 'day')).toBeNull();
    resetAgencyBasemap();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await agencyBasemapStyle(maplibre(), 'day')).toBeNull();
  });
});
