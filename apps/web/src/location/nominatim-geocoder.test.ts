import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeocoderError } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import type { NominatimResult } from './nominatim-place.ts';

// Shaped like real answers of nominatim.openstreetmap.org with format=jsonv2&addressdetails=1.
const EL_CAJON: NominatimResult = {
  lat: '32.7560210',
  lon: '-117.1030040',
  name: '',
  display_name: '4321, El Cajon Boulevard, Teralta East, City Heights, San Diego, San Diego County, California, 92105, United States',
  address: {
    house_number: '4321',
    road: 'El Cajon Boulevard',
    neighbourhood: 'Teralta East',
    suburb: 'City Heights',
    city: 'San Diego',
    county: 'San Diego County',
    state: 'California',
    'ISO3166-2-lvl4': 'US-CA',
    postcode: '92105',
    country: 'United States',
    country_code: 'us',
  },
};
const GRAND_ISLAND_PARK: NominatimResult = {
  lat: '40.9228',
  lon: '-98.3401',
  name: 'Pier Park',
  display_name: 'Pier Park, Grand Island, Hall County, Nebraska, 68801-5512, United States',
  address: {
    park: 'Pier Park',
    town: 'Grand Island',
    state: 'Nebraska',
    'ISO3166-2-lvl4': 'US-NE',
    postcode: '68801-5512',
    country_code: 'us',
  },
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function geocoderAnswering(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const geocoder = createNominatimGeocoder({ baseUrl: 'https://geocoder.test/nominatim', fetch: fetchMock, minIntervalMs: 0 });
  const urlOf = (call = 0) => new URL(String(fetchMock.mock.calls[call]?.[0]));
  return { geocoder, fetchMock, urlOf };
}

const signal = () => new AbortController().signal;

afterEach(() => {
  vi.useRealTimers();
});

describe('Nominatim geocoder', () => {
  it('maps search results to places in the report address shape', async () => {
    const { geocoder } = geocoderAnswering(() => jsonResponse([EL_CAJON, GRAND_ISLAND_PARK]));
    expect(await geocoder.search('4321 el cajon', signal())).toEqual([
      {
        full: '4321 El Cajon Boulevard, San Diego, CA 92105, USA',
        main: '4321 El Cajon Boulevard',
        city: 'San Diego',
        state_id: 'CA',
        zip: '92105',
        coords: { latitude: 32.756021, longitude: -117.103004 },
      },
      {
        full: 'Pier Park, Grand Island, NE 68801, USA',
        main: 'Pier Park',
        city: 'Grand Island',
        state_id: 'NE',
        zip: '68801',
        coords: { latitude: 40.9228, longitude: -98.3401 },
      },
    ]);
  });

  it('asks for US results with address details, and sends no credentials', async () => {
    const { geocoder, fetchMock, urlOf } = geocoderAnswering(() => jsonResponse([]));
    await geocoder.search('  Dodge St  ', signal());
    const url = urlOf();
    expect(url.origin + url.pathname).toBe('https://geocoder.test/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'Dodge St',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us',
      limit: '5',
    });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', referrerPolicy: 'strict-origin-when-cross-origin' });
  });

  it('keeps the location text and its street part within 100 characters and drops results without coordinates or text', async () => {
    const longRoad = { lat: '41.2', lon: '-96.0', address: { road: 'R'.repeat(120), city: 'Omaha', country_code: 'us' } };
    const { geocoder } = geocoderAnswering(() => jsonResponse([longRoad, { lat: 'x', lon: '1' }, { lat: '41', lon: '-96' }]));
    const places = await geocoder.search('long road', signal());
    expect(places).toHaveLength(1);
    expect(places[0]?.full).toHaveLength(100);
    expect(places[0]?.main).toHaveLength(100);
  });

  it('reverse geocodes a point, and answers null where the service knows no address', async () => {
    const answers = [jsonResponse(EL_CAJON), jsonResponse({ error: 'Unable to geocode' })];
    const { geocoder, urlOf } = geocoderAnswering(() => answers.shift() as Response);
    expect(await geocoder.reverse({ latitude: 32.756, longitude: -117.103 }, signal())).toMatchObject({ city: 'San Diego', zip: '92105' });
    expect(Object.fromEntries(urlOf(0).searchParams)).toMatchObject({ lat: '32.756000', lon: '-117.103000', format: 'jsonv2' });
    expect(urlOf(0).pathname).toBe('/nominatim/reverse');
    expect(await geocoder.reverse({ latitude: 0, longitude: -150 }, signal())).toBeNull();
  });

  it('answers a repeated question from its cache', async () => {
    const { geocoder, fetchMock } = geocoderAnswering(() => jsonResponse([EL_CAJON]));
    await geocoder.search('el cajon', signal());
    await geocoder.search('el cajon', signal());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => jsonResponse({ detail: 'busy' }, 503)],
    ['a page that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an answer that is not a list', () => jsonResponse({ results: [] })],
  ])('rejects with GeocoderError on %s', async (_name, answer) => {
    const { geocoder } = geocoderAnswering(answer);
    await expect(geocoder.search('dodge', signal())).rejects.toBeInstanceOf(GeocoderError);
  });

  it('waits a second between requests (the usage policy) and can be cancelled while waiting', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => jsonResponse([]));
    const geocoder = createNominatimGeocoder({ baseUrl: 'https://geocoder.test/', fetch: fetchMock });
    await geocoder.search('first', signal());
    const controller = new AbortController();
    const second = geocoder.search('second', controller.signal);
    const third = geocoder.search('third', signal());
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(1001);
    await third;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
