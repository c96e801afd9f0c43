import type { AreaView } from '@fieldbook/contract';
import { CATALOG_MESSAGES } from '@fieldbook/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMap, FakeMarker, resetFakeMapLibre } from '../../location/fake-maplibre.test-helper.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { owner, signIn } from '../../test/fixtures.ts';
import { renderSettingsAt } from './settings-test-utils.tsx';

vi.mock('../../location/load-maplibre.ts', async () => {
  const { fakeMapLibre } = await import('../../location/fake-maplibre.test-helper.ts');
  return { loadMapLibre: async () => fakeMapLibre };
});

const DOWNTOWN: AreaView = {
  id: 'a1',
  name: 'Downtown',
  acronym: 'DT',
  polygon: [
    [-121.51, 38.57],
    [-121.48, 38.57],
    [-121.48, 38.59],
    [-121.51, 38.59],
    [-121.51, 38.57],
  ],
};

beforeEach(() => resetFakeMapLibre());

function setUp(handlers: Parameters<typeof mockFetch>[0] = {}) {
  signIn();
  let areas: AreaView[] = [DOWNTOWN];
  const calls = mockFetch({
    'GET /api/users/me': () => json(owner()),
    'GET /api/agencies/me/areas': () => json(areas),
    'POST /api/areas': ({ body }) => {
      const area = { id: 'a2', ...(body as Omit<AreaView, 'id'>) };
      areas = [...areas, area];
      return json(area, 201);
    },
    ...handlers,
  });
  return { ...renderSettingsAt('/app/settings?section=areas'), calls };
}

/**
 * The editor's map: the newest map still on the page. (The list's overview map is removed when the editor opens;
 * when 'New Area' is pressed before MapLibre loaded, the overview never gets a map at all.)
 */
async function openMap() {
  await waitFor(() => {
    expect(screen.getByTestId('area-map')).toBeTruthy();
    expect(FakeMap.instances.filter((map) => !map.isRemoved)).toHaveLength(1);
  });
  const map = FakeMap.instances.filter((candidate) => !candidate.isRemoved).at(-1) as FakeMap;
  act(() => map.fire('style.load'));
  return map;
}

const pointRows = () => within(screen.getByRole('group', { name: /^Points/ })).queryAllByRole('listitem');

// Slow machines: the whole route tree and a lazy page per test.
describe('areas', { timeout: 20_000 }, () => {
  it('shows the areas on a map above the list', async () => {
    setUp();
    expect(await screen.findByRole('button', { name: 'Edit area Downtown' })).toBeTruthy();
    await waitFor(() => expect(FakeMap.instances.length).toBe(1));
    act(() => FakeMap.last.fire('style.load'));
    // On a busy machine the map may draw before the list's areas reach it: its source is then filled on the next render.
    await waitFor(() => {
      const data = FakeMap.last.sources.get('agency-areas')?.data as { features: { properties: { name: string } }[] };
      expect(data.features.map((feature) => feature.properties.name)).toEqual(['Downtown']);
    });
    expect(screen.getByRole('application', { name: "Map of the agency's areas" })).toBeTruthy();
  });

  it('draws a new area by clicking the map and saves it as a closed ring', async () => {
    const { user, calls } = setUp();
    await user.click(await screen.findByRole('button', { name: 'New Area' }));
    const map = await openMap();
    expect(map.sources.has('agency-areas')).toBe(true); // the other areas, for reference

    act(() => {
      map.tap(38.6, -121.5);
      map.tap(38.6, -121.49);
      map.tap(38.61, -121.49);
    });
    expect(pointRows()).toHaveLength(3);
    expect(FakeMarker.instances.filter((marker) => marker.map)).toHaveLength(3);
    expect(screen.getByLabelText('Point 2 Longitude')).toHaveProperty('value', '-121.49');

    await user.type(screen.getByLabelText('Name'), 'Old Town');
    await user.type(screen.getByLabelText('Acronym'), 'OT');
    await user.click(screen.getByRole('button', { name: 'Save Area' }));

    expect(await screen.findByText("Area 'Old Town' saved.")).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/areas')[0]?.body).toEqual({
      name: 'Old Town',
      acronym: 'OT',
      polygon: [
        [-121.5, 38.6],
        [-121.49, 38.6],
        [-121.49, 38.61],
        [-121.5, 38.6],
      ],
    });
    expect(within(screen.getByRole('list', { name: 'Agency areas' })).getByText('Old Town')).toBeTruthy();
  });

  it('stops adding points when drawing is finished, and moves a dragged point', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'New Area' }));
    const map = await openMap();
    act(() => map.tap(38.6, -121.5));
    await user.click(screen.getByRole('button', { name: 'Finish drawing' }));
    act(() => map.tap(38.7, -121.7));
    expect(pointRows()).toHaveLength(1);
    act(() => FakeMarker.instances[0]?.drag(38.65, -121.55));
    expect(screen.getByLabelText('Point 1 Latitude')).toHaveProperty('value', '38.65');
  });

  it('draws with the keyboard through the coordinate list and names a crossing shape', async () => {
    const { user, calls } = setUp();
    await user.click(await screen.findByRole('button', { name: 'New Area' }));
    await openMap();
    const bowTie = [
      ['0', '0'],
      ['1', '1'],
      ['0', '1'],
      ['1', '0'],
    ];
    for (const [index, [latitude, longitude]] of bowTie.entries()) {
      await user.click(screen.getByRole('button', { name: 'Add point' }));
      await user.type(screen.getByLabelText(`Point ${index + 1} Latitude`), latitude as string);
      await user.type(screen.getByLabelText(`Point ${index + 1} Longitude`), longitude as string);
    }
    await user.type(screen.getByLabelText('Name'), 'Bow tie');
    await user.type(screen.getByLabelText('Acronym'), 'BT');
    await user.click(screen.getByRole('button', { name: 'Save Area' }));
    expect(screen.getByRole('alert').textContent).toBe(CATALOG_MESSAGES.crossing);
    expect(callsTo(calls, 'POST', '/api/areas')).toHaveLength(0);

    // Removing a point fixes it: a triangle is fine.
    await user.click(screen.getByRole('button', { name: 'Remove point 4' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for at least 3 points', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'New Area' }));
    const map = await openMap();
    act(() => map.tap(38.6, -121.5));
    await user.type(screen.getByLabelText('Name'), 'Dot');
    await user.type(screen.getByLabelText('Acronym'), 'D');
    await user.click(screen.getByRole('button', { name: 'Save Area' }));
    expect(screen.getByRole('alert').textContent).toBe(CATALOG_MESSAGES.tooFewPoints);
  });

  it('edits an area with its points listed, and goes to /action-not-available when it no longer exists', async () => {
    const { user, router } = setUp({ 'PUT /api/areas/a1': () => json({ detail: 'AREA_NOT_EXIST' }, 400) });
    await user.click(await screen.findByRole('button', { name: 'Edit area Downtown' }));
    await openMap();
    expect(pointRows()).toHaveLength(4); // the closing point is not repeated
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Downtown');
    await user.click(screen.getByRole('button', { name: 'Save Area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-not-available'));
  });
});
