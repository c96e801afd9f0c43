import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_COORDINATES_TEXT, ReportLocationMap, reportCoordinates } from './report-location-map.tsx';

// MapLibre needs WebGL, which happy-dom has not: a stand-in records the view and the marker.
const drawn = vi.hoisted(() => ({ centre: null as unknown, zoom: 0, marker: null as unknown }));
vi.mock('../../location/load-maplibre.ts', () => {
  const handler = { disable: () => {} };
  class FakeMap {
    dragPan = handler;
    scrollZoom = handler;
    boxZoom = handler;
    dragRotate = handler;
    keyboard = handler;
    doubleClickZoom = handler;
    touchZoomRotate = handler;
    constructor(options: { center: unknown; zoom: number }) {
      drawn.centre = options.center;
      drawn.zoom = options.zoom;
    }
    on() {}
    setMinZoom() {}
    setMaxZoom() {}
    remove() {}
  }
  class Marker {
    setLngLat(at: unknown) {
      drawn.marker = at;
      return this;
    }
    addTo() {
      return this;
    }
  }
  return { loadMapLibre: () => Promise.resolve({ Map: FakeMap, Marker }) };
});

const withPoint = {
  general_information: { location: { address: { full: 'El Cajon Blvd', coords: { latitude: 32.756, longitude: -117.103 } } } },
};

describe('the report card location', () => {
  it('is a still map at zoom 15 with the marker on the report point', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    render(<ReportLocationMap report={withPoint} />);
    expect(screen.getByRole('img', { name: "Map of the report's location, 32.75600, -117.10300" })).toBeTruthy();
    await waitFor(() => expect(drawn.marker).toEqual([-117.103, 32.756]));
    expect(drawn).toMatchObject({ centre: [-117.103, 32.756], zoom: 15 });
    vi.unstubAllGlobals();
  });

  it('says the device geolocation must be active to see the marker when the report has no coordinates', () => {
    render(<ReportLocationMap report={{ general_information: { location: { address: { full: 'Main St' } } } }} />);
    expect(screen.getByText(NO_COORDINATES_TEXT)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(reportCoordinates({})).toBeNull();
  });
});
