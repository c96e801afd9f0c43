import type { AreaView } from '@fieldbook/contract';
import { MESSAGES } from '@fieldbook/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { FakeMap, FakeMarker, resetFakeMapLibre } from './fake-maplibre.test-helper.ts';
import { SetLocationModal, type SetLocationModalProps } from './set-location-modal.tsx';

vi.mock('./load-maplibre.ts', async () => {
  const { fakeMapLibre } = await import('./fake-maplibre.test-helper.ts');
  return { loadMapLibre: async () => fakeMapLibre };
});

const OMAHA_ADDRESS = {
  full: 'N 72nd St & Dodge St, Omaha, NE 68114, USA',
  main: 'N 72nd St & Dodge St',
  city: 'Omaha',
  state_id: 'NE',
  zip: '68114',
  coords: { latitude: 41.2587, longitude: -96.0254 },
};
const DOWNTOWN: AreaView = {
  id: 'downtown',
  name: 'Downtown',
  acronym: 'DT',
  polygon: [
    [-95.945, 41.25],
    [-95.925, 41.25],
    [-95.925, 41.265],
    [-95.945, 41.265],
  ],
};
const FARNAM = {
  lat: '41.2575',
  lon: '-95.9350',
  address: { house_number: '1620', road: 'Farnam Street', city: 'Omaha', 'ISO3166-2-lvl4': 'US-NE', postcode: '68102', country_code: 'us' },
};

let serviceNumber = 0;
/** A fresh geocoder URL per test: the app keeps one adapter (and its cache) per URL. */
function configureGeocoder() {
  serviceNumber += 1;
  vi.stubEnv('VITE_GEOCODER_URL', `https://geocoder-${serviceNumber}.test/`);
}

function renderModal(props: Partial<SetLocationModalProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <SetLocationModal isOpen initial={null} deviceCoords={null} areas={[DOWNTOWN]} onConfirm={onConfirm} onClose={onClose} {...props} />,
  );
  const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
  return { user, onConfirm, onClose, confirm };
}

const mapReady = () => waitFor(() => expect(screen.getByRole('button', { name: 'Put the pin at the map centre' })).toBeTruthy());
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => {
  resetFakeMapLibre();
  vi.stubEnv('VITE_GEOCODER_URL', '');
  vi.stubEnv('VITE_MAP_STYLE_URL', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("'Set your location' modal", () => {
  it('renders nothing while closed', () => {
    render(<SetLocationModal isOpen={false} initial={null} deviceCoords={null} areas={[]} onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a geocoder, opens on the default centre, and Confirm waits for a typed address', async () => {
    const { user, confirm, onConfirm } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Set your location' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Set your location' }));
    await mapReady();
    expect(FakeMap.last.options).toMatchObject({ center: [-98.11, 41.04], zoom: 5 });
    expect(FakeMap.last.options.style).toMatchObject({ version: 8, sources: {} });
    expect(screen.getByText('Address search is not available right now. Type the address below.')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search for a place' })).toBeNull();
    expect(confirm.disabled).toBe(true);
    expect(screen.queryByText(MESSAGES.locationFull)).toBeNull();

    await user.type(field('Address'), '1620 Farnam St, Omaha');
    expect(confirm.disabled).toBe(true);
    await user.type(field('City'), 'x{Backspace}');
    expect(screen.getByText(MESSAGES.locationCity)).toBeTruthy();
    await user.type(field('City'), 'Omaha');
    await user.type(field('Zip code'), '68102');
    expect(confirm.disabled).toBe(false);

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      address: { full: '1620 Farnam St, Omaha', main: '1620 Farnam St', city: 'Omaha', state_id: '', zip: '68102' },
      areas: [],
    });
  });

  it('centres on the report location at zoom 16 and enables Confirm only while the location differs', async () => {
    const { user, confirm } = renderModal({ initial: { address: OMAHA_ADDRESS }, deviceCoords: { latitude: 40.9, longitude: -98.3 } });
    await mapReady();
    expect(FakeMap.last.options).toMatchObject({ center: [-96.0254, 41.2587], zoom: 16 });
    expect(FakeMarker.instances[0]?.lngLat).toEqual({ lng: -96.0254, lat: 41.2587 });
    expect(field('Address').value).toBe(OMAHA_ADDRESS.full);
    expect(confirm.disabled).toBe(true);

    await user.type(field('City'), 'x');
    expect(confirm.disabled).toBe(false);
    await user.type(field('City'), '{Backspace}');
    expect(confirm.disabled).toBe(true);
  });

  it('centres on the device location at zoom 16 when the report has none', async () => {
    const { confirm } = renderModal({ deviceCoords: { latitude: 40.9228, longitude: -98.3401 } });
    await mapReady();
    expect(FakeMap.last.options).toMatchObject({ center: [-98.3401, 40.9228], zoom: 16 });
    // The pin starts there, but nothing was typed yet: no message scolds the officer.
    expect(screen.queryByText(MESSAGES.locationFull)).toBeNull();
    expect(confirm.disabled).toBe(true);
  });

  it('keeps the location text between 1 and 100 characters', async () => {
    const { user, confirm } = renderModal({ initial: { address: OMAHA_ADDRESS } });
    await user.clear(field('Address'));
    expect(screen.getByText(MESSAGES.locationFull)).toBeTruthy();
    expect(confirm.disabled).toBe(true);

    await user.type(field('Address'), 'a'.repeat(101));
    expect(screen.getByText('Use at most 100 characters.')).toBeTruthy();
    expect(MESSAGES.locationFullTooLong).toBe('Use at most 100 characters.');
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(confirm.disabled).toBe(true);

    await user.type(field('Address'), '{Backspace}');
    expect(screen.queryByText(MESSAGES.locationFullTooLong)).toBeNull();
    expect(confirm.disabled).toBe(false);
  });

  it('says why Confirm is off when the location text it opens with is longer than 100 characters (issue 13)', async () => {
    const { user, confirm } = renderModal({ initial: { address: { ...OMAHA_ADDRESS, full: `${'x'.repeat(60)}, ${'y'.repeat(39)}` } } });
    expect(field('Address').value).toHaveLength(101);
    const message = screen.getByText('Use at most 100 characters.');
    expect(field('Address').getAttribute('aria-describedby')).toContain(message.id);
    expect(confirm.disabled).toBe(true);
    await user.type(field('Address'), '{Backspace}');
    expect(screen.queryByText('Use at most 100 characters.')).toBeNull();
    expect(confirm.disabled).toBe(false);
  });

  it('places the pin where the map is tapped, fills the address there and returns the areas of the point', async () => {
    configureGeocoder();
    mockFetch({ 'GET /reverse': () => json(FARNAM) });
    const { user, confirm, onConfirm } = renderModal();
    await mapReady();

    FakeMap.last.tap(41.2575, -95.935);
    await waitFor(() => expect(field('Address').value).toBe('1620 Farnam Street, Omaha, NE 68102, USA'));
    expect(FakeMarker.instances[0]?.lngLat).toEqual({ lng: -95.935, lat: 41.2575 });
    expect(screen.getByText('Area: Downtown')).toBeTruthy();

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      address: {
        full: '1620 Farnam Street, Omaha, NE 68102, USA',
        main: '1620 Farnam Street',
        city: 'Omaha',
        state_id: 'NE',
        zip: '68102',
        coords: { latitude: 41.2575, longitude: -95.935 },
        coords_source: 'pin',
      },
      areas: [{ id: 'downtown', name: 'Downtown' }],
    });
  });

  it('offers the address at the device location when the report has none; Confirm waits for a change (issue 13)', async () => {
    configureGeocoder();
    const calls = mockFetch({ 'GET /reverse': () => json(FARNAM) });
    const { user, confirm, onConfirm } = renderModal({ deviceCoords: { latitude: 41.2575, longitude: -95.935 } });
    expect(confirm.disabled).toBe(true);
    await waitFor(() => expect(field('Address').value).toBe('1620 Farnam Street, Omaha, NE 68102, USA'));
    expect(calls).toHaveLength(1);
    expect(confirm.disabled).toBe(true);

    await user.type(field('Address'), ' (rear lot)');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ full: '1620 Farnam Street, Omaha, NE 68102, USA (rear lot)' }) }),
    );
  });

  it("keeps the device's position as the point, with its accuracy, when the officer only types (issue 24, defect 3)", async () => {
    const device = { latitude: 41.2575, longitude: -95.935, accuracy: 14.6 };
    const { user, confirm, onConfirm } = renderModal({ deviceCoords: device });
    await user.type(field('Address'), '1620 Farnam St');
    await user.type(field('City'), 'Omaha');
    await user.type(field('Zip code'), '68102');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      address: expect.objectContaining({
        coords: { latitude: 41.2575, longitude: -95.935 },
        coords_source: 'device',
        coords_accuracy: 15,
      }),
      areas: [{ id: 'downtown', name: 'Downtown' }],
    });
  });

  it("opens on the report's device point and offers the address there", async () => {
    configureGeocoder();
    mockFetch({ 'GET /reverse': () => json(FARNAM) });
    const atDevice = { full: '', city: '', zip: '', coords: { latitude: 41.2575, longitude: -95.935 }, coords_source: 'device' as const };
    renderModal({ initial: { address: atDevice } });
    await waitFor(() => expect(field('Address').value).toBe('1620 Farnam Street, Omaha, NE 68102, USA'));
  });

  it('drops the address found at the device location when the officer started typing first', async () => {
    configureGeocoder();
    let answer: (response: Response) => void = () => {};
    mockFetch({ 'GET /reverse': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, confirm } = renderModal({ deviceCoords: { latitude: 41.2575, longitude: -95.935 } });
    await user.type(field('Address'), '1 Main St');
    await user.type(field('City'), 'Omaha');
    await user.type(field('Zip code'), '68102');
    answer(json(FARNAM));
    await waitFor(() => expect(screen.queryByText('Looking up the address…')).toBeNull());
    expect(field('Address').value).toBe('1 Main St');
    expect(confirm.disabled).toBe(false);
  });

  it('keeps a dragged pin and the typed address when there is no geocoder', async () => {
    const { user, confirm, onConfirm } = renderModal({ initial: { address: OMAHA_ADDRESS } });
    await mapReady();
    FakeMarker.instances[0]?.drag(41.2576, -96.0255);
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      address: { ...OMAHA_ADDRESS, coords: { latitude: 41.2576, longitude: -96.0255 }, coords_source: 'pin' },
      areas: [],
    });
  });

  it('searches places after the debounce; a chosen place fills the address and moves the pin and the map', async () => {
    configureGeocoder();
    const calls = mockFetch({ 'GET /search': () => json([FARNAM]) });
    const { user, onConfirm } = renderModal();
    await mapReady();

    await user.type(screen.getByRole('searchbox', { name: 'Search for a place' }), '1620 farnam');
    const result = await screen.findByRole('button', { name: '1620 Farnam Street, Omaha, NE 68102, USA' }, { timeout: 2000 });
    expect(calls).toHaveLength(1);
    await user.click(result);
    expect(field('Zip code').value).toBe('68102');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        address: expect.objectContaining({ coords: { latitude: 41.2575, longitude: -95.935 }, coords_source: 'geocoded' }),
      }),
    );
    expect(FakeMarker.instances[0]?.lngLat).toEqual({ lng: -95.935, lat: 41.2575 });
    expect(FakeMap.last.center).toEqual({ lng: -95.935, lat: 41.2575 });
    expect(FakeMap.last.zoom).toBe(16);
  });

  it('lets the officer type the address when the geocoding service fails', async () => {
    configureGeocoder();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderModal();
    await user.type(screen.getByRole('searchbox', { name: 'Search for a place' }), 'farnam');
    expect(
      await screen.findByText('Address search is not available right now. Type the address below.', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search for a place' })).toBeNull();
  });

  it('offline, asks for the address to be typed', () => {
    configureGeocoder();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderModal();
    expect(screen.getByText('You are offline. Type the address below.')).toBeTruthy();
  });

  it('puts the pin at the map centre from the keyboard', async () => {
    const { user } = renderModal({ initial: { address: OMAHA_ADDRESS } });
    await mapReady();
    FakeMap.last.center = { lng: -95.93, lat: 41.26 };
    await user.click(screen.getByRole('button', { name: 'Put the pin at the map centre' }));
    expect(FakeMarker.instances[0]?.lngLat).toEqual({ lng: -95.93, lat: 41.26 });
    expect(screen.getByText('Area: Downtown')).toBeTruthy();
  });

  it('closes on Cancel', async () => {
    const { user, onClose, onConfirm } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
