import type { AreaView, MeResponse } from '@fieldbook/contract';
import { MESSAGES } from '@fieldbook/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '../offline/drafts.ts';
import { installFakeIndexedDb, writeResult } from '../offline/offline-test-utils.ts';
import { readConfiguration, readExampleReport } from '../test/configurations.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { fromPayload } from './form/index.ts';
import type { WizardDraft } from './wizard/wizard-draft.ts';

/**
 * Issue 24, defect 3: the device's position is the report's point until the officer sets one, said on the form with its
 * accuracy; a typed address found by the geocoder replaces it; California's 'Geographic coordinates' needs a point.
 */
installFakeIndexedDb();

const AUSTIN = { latitude: 30.3921, longitude: -97.6783 };
const SACRAMENTO = { latitude: 38.5781, longitude: -121.4944 };
const NORTH_AUSTIN: AreaView = {
  id: '5b3c9f00-6a8e-4a51-9d6e-0c7f1d2b3a41',
  name: 'North Austin',
  acronym: 'NA',
  polygon: [
    [-97.69, 30.38],
    [-97.67, 30.38],
    [-97.67, 30.4],
    [-97.69, 30.4],
  ],
};

function meFor(configurationFile: string): MeResponse {
  const base = officer();
  return officer({ agency: { ...(base.agency as NonNullable<MeResponse['agency']>), configuration_file: configurationFile } });
}

/** The device answers with `position`, or refuses when it is null. */
function stubDevicePosition(position: { latitude: number; longitude: number; accuracy: number } | null) {
  const getCurrentPosition = vi.fn((onSuccess: PositionCallback, onError: PositionErrorCallback) => {
    if (position) onSuccess({ coords: position, timestamp: Date.now() } as unknown as GeolocationPosition);
    else onError({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

/** Step 3 of a report from the state's example, without a point; `change` edits it first. */
async function openForm(fileName: string, handlers: Record<string, Handler> = {}, change: (report: any) => void = () => {}) {
  const me = meFor(fileName);
  const example: any = structuredClone(readExampleReport(fileName));
  delete example.general_information.location.address.coords;
  example.general_information.location.areas = [];
  change(example);
  const form = fromPayload({ ...example, id: crypto.randomUUID() } as never, me.agency?.timezone ?? 'UTC');
  await saveDraft<WizardDraft>(me.email, {
    step: 3,
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    deviceCoords: null,
    type: example.general_information.type,
    incidentNumber: form.general_information.incident_number,
    eventIdentifier: '',
    form,
  });
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    [`GET /configurations/${fileName}`]: () => json(readConfiguration(fileName)),
    'GET /api/agencies/me/areas': () => json([NORTH_AUSTIN]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/users': () => json([]),
    'GET /api/public/app-settings': () => json({ public_url: 'https://fieldbook.test' }),
    'GET /api/reports/me/from-integration': () => json({ reports: [], links: { next: null }, total: 0 }),
    'POST /api/reports/': ({ body }) => writeResult(body as never),
    ...handlers,
  });
  const rendered = renderApp('/app/report');
  await rendered.user.click(await screen.findByRole('button', { name: 'Continue Report' }));
  return { ...rendered, calls };
}

async function submit(user: ReturnType<typeof renderApp>['user']) {
  const button = await screen.findByRole('button', { name: 'Submit' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await user.click(button);
}

const sentAddress = (calls: ReturnType<typeof mockFetch>) =>
  (callsTo(calls, 'POST', '/api/reports/')[0]?.body as any)?.general_information.location;

beforeEach(() => {
  vi.stubEnv('VITE_GEOCODER_URL', '');
  vi.stubEnv('VITE_MAP_STYLE_URL', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe("the report's point (issue 24, defect 3)", () => {
  it('is the device position when the officer sets none, said on the form with its accuracy, with the areas of the 200 m rule', async () => {
    stubDevicePosition({ ...AUSTIN, accuracy: 11.6 });
    const { user, calls } = await openForm('texas.json');
    expect(await screen.findByText('Location from this device, ±12 m')).toBeTruthy();
    await submit(user);
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/reports/')).toHaveLength(1));
    expect(sentAddress(calls)).toMatchObject({
      address: { coords: AUSTIN, coords_source: 'device', coords_accuracy: 12 },
      areas: [{ id: NORTH_AUSTIN.id, name: NORTH_AUSTIN.name }],
    });
  });

  it('is the point the geocoder finds for the typed address, where one is configured', async () => {
    vi.stubEnv('VITE_GEOCODER_URL', 'https://geocoder-form.test/');
    stubDevicePosition({ ...AUSTIN, accuracy: 40 });
    const found = {
      lat: '30.2672',
      lon: '-97.7431',
      address: {
        house_number: '100',
        road: 'Congress Avenue',
        city: 'Austin',
        'ISO3166-2-lvl4': 'US-TX',
        postcode: '78701',
        country_code: 'us',
      },
    };
    const { user, calls } = await openForm('texas.json', { 'GET /search': () => json([found]) });
    await screen.findByText('Location from this device, ±40 m');
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.clear(address);
    await user.type(address, '100 Congress Ave');
    expect(await screen.findByText('Location found from the address', {}, { timeout: 3000 })).toBeTruthy();
    const search = callsTo(calls, 'GET', '/search');
    expect(search).toHaveLength(1);
    expect(new URLSearchParams(search[0]?.search).get('q')).toContain('100 Congress Ave');
    await submit(user);
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/reports/')).toHaveLength(1));
    expect(sentAddress(calls).address).toMatchObject({
      full: '100 Congress Ave',
      coords: { latitude: 30.2672, longitude: -97.7431 },
      coords_source: 'geocoded',
    });
    expect(sentAddress(calls).address.coords_accuracy).toBeUndefined();
  });

  it("is the point the geocoder finds for California's DOJ parts: the intersection and the city, in the state", async () => {
    vi.stubEnv('VITE_GEOCODER_URL', 'https://geocoder-form.test/');
    stubDevicePosition({ ...SACRAMENTO, accuracy: 40 });
    // The DOJ's tables are not at hand here: the city typed is kept in capitals for the server to check.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const found = {
      lat: '38.5776',
      lon: '-121.4921',
      address: { road: 'K Street', city: 'Sacramento', 'ISO3166-2-lvl4': 'US-CA', postcode: '95814', country_code: 'us' },
    };
    const { user, calls } = await openForm('california.json', { 'GET /search': () => json([found]) }, (report) => {
      report.general_information.location.type = 'closest_intersection';
      report.general_information.location.doj_parts = {};
      report.general_information.location.address = { full: '', city: '' };
    });
    await screen.findByText('Location from this device, ±40 m');
    await user.type(screen.getByRole('textbox', { name: /^Cross street/ }), 'K St');
    await user.type(screen.getByRole('textbox', { name: /^Second cross street/ }), '12th St');
    await user.type(screen.getByRole('combobox', { name: /^City/ }), 'Sacramento');
    expect(await screen.findByText('Location found from the address', {}, { timeout: 3000 })).toBeTruthy();
    // Looked up once the parts were all given (half an intersection is no place), last with the whole city.
    const asked = callsTo(calls, 'GET', '/search').map((call) => new URLSearchParams(call.search).get('q'));
    expect(asked.at(-1)).toBe('K St & 12th St, SACRAMENTO, California');
    expect(asked.every((query) => query?.startsWith('K St & 12th St, S'))).toBe(true);
    await submit(user);
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/reports/')).toHaveLength(1));
    expect(sentAddress(calls)).toMatchObject({
      type: 'closest_intersection',
      doj_parts: { cross_street_1: 'K St', cross_street_2: '12th St', city: 'SACRAMENTO' },
      address: { full: 'K St & 12th St, SACRAMENTO', coords: { latitude: 38.5776, longitude: -121.4921 }, coords_source: 'geocoded' },
    });
  });

  it("is required by California's 'Geographic coordinates': without the device's position the form says so", async () => {
    stubDevicePosition(null);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openForm('california.json', {}, (report) => {
      report.general_information.location.type = 'geographic_coordinates';
    });
    const button = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    await user.click(screen.getByRole('button', { name: /needs? attention/ }));
    expect(await screen.findByText(MESSAGES.locationCoordsRequired)).toBeTruthy();
  });
});
