import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGeocoder } from './create-geocoder.ts';
import { manualGeocoder } from './manual-geocoder.ts';

const signal = () => new AbortController().signal;
const PLACE = {
  lat: '41.2587',
  lon: '-96.0254',
  address: { road: 'Dodge Street', city: 'Omaha', 'ISO3166-2-lvl4': 'US-NE', postcode: '68114' },
};

describe('createGeocoder', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('falls back to the manual geocoder when no service URL is configured', async () => {
    vi.stubEnv('VITE_GEOCODER_URL', '');
    const geocoder = createGeocoder({ isOnline: true });
    expect(geocoder).toBe(manualGeocoder);
    expect(geocoder.isManual).toBe(true);
    expect(await geocoder.search('Dodge St', signal())).toEqual([]);
    expect(await geocoder.reverse({ latitude: 41.2587, longitude: -96.0254 }, signal())).toBeNull();
  });

  it('falls back to the manual geocoder when the device is offline', () => {
    expect(createGeocoder({ url: 'https://geocoder.test/', isOnline: false })).toBe(manualGeocoder);
  });

  it('uses the configured service (VITE_GEOCODER_URL) when online', async () => {
    vi.stubEnv('VITE_GEOCODER_URL', 'https://env-geocoder.test/');
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify([PLACE])));
    const geocoder = createGeocoder({ isOnline: true, fetch: fetchMock });
    expect(geocoder.isManual).toBe(false);
    expect(await geocoder.search('dodge', signal())).toEqual([
      expect.objectContaining({ full: 'Dodge Street, Omaha, NE 68114', city: 'Omaha', state_id: 'NE', zip: '68114' }),
    ]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^https:\/\/env-geocoder\.test\/search\?/);
  });

  it('answers like the manual geocoder and reports it when the service fails', async () => {
    const onUnavailable = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const geocoder = createGeocoder({ url: 'https://geocoder.test/', isOnline: true, fetch: fetchMock, onUnavailable });
    expect(await geocoder.search('dodge', signal())).toEqual([]);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(await geocoder.reverse({ latitude: 41.2587, longitude: -96.0254 }, signal())).toBeNull();
    expect(onUnavailable).toHaveBeenCalledTimes(2);
  });

  it('passes a cancelled search through instead of reporting the service down', async () => {
    const onUnavailable = vi.fn();
    const fetchMock = vi.fn(async () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const geocoder = createGeocoder({ url: 'https://geocoder.test/', isOnline: true, fetch: fetchMock, onUnavailable });
    await expect(geocoder.search('dodge', signal())).rejects.toMatchObject({ name: 'AbortError' });
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});
