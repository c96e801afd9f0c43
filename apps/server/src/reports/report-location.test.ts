import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 24, defect 3: a report's point (from the device, the pin or the geocoder, with the device's accuracy) is stored
 * with the report, its areas follow the 200 m rule (reports.md §9) from the agency's polygons whatever the client sent,
 * and California's 'Geographic coordinates' needs a point. Defect 12: a zip code is five digits.
 */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;
let token: string;
let area: { id: string; name: string; polygon: [number, number][] };
beforeAll(async () => {
  server = await startTestServer();
  token = (await login(server, 'officer@demo.test')).access_token;
  const [agency] = await server.db.query<{ agency_id: string }>(`select agency_id from users where email = 'officer@demo.test'`);
  area = {
    id: randomUUID(),
    name: 'Redding beat',
    polygon: [
      [-122.4, 40.57],
      [-122.39, 40.57],
      [-122.39, 40.58],
      [-122.4, 40.58],
    ],
  };
  await server.db.query('insert into areas (agency_id, id, name, acronym, polygon) values ($1, $2, $3, $4, $5)', [
    agency?.agency_id,
    area.id,
    area.name,
    'MB',
    JSON.stringify(area.polygon),
  ]);
});
afterAll(() => server?.close());

/** 100 m west of the area's west edge: outside its polygon, inside the 200 m rule. */
const NEAR = { latitude: 40.575, longitude: -122.4012 };
const FAR = { latitude: 40.7, longitude: -122.2 };

function report(address: Record<string, unknown>, extra: (body: any) => void = () => {}) {
  const body = structuredClone(example);
  body.id = randomUUID();
  body.general_information.incident_number = `LOC-${randomUUID().slice(0, 8)}`;
  body.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  body.general_information.location.address = { ...body.general_information.location.address, ...address };
  extra(body);
  return body;
}

async function stored(id: string) {
  const [row] = await server.db.query<{ payload: any; area_ids: string[] }>('select payload, area_ids from reports where id = $1', [id]);
  return row;
}

describe('the report keeps its point and where it came from', () => {
  it('stores the device position with its accuracy, and gives it the areas of the 200 m rule whatever the client sent', async () => {
    const body = report({ coords: NEAR, coords_source: 'device', coords_accuracy: 18 }, (b) => {
      b.general_information.location.areas = [];
    });
    const created = await call(server, 'POST', '/api/reports/', { token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = await stored(body.id);
    expect(row?.payload.general_information.location.address).toMatchObject({ coords: NEAR, coords_source: 'device', coords_accuracy: 18 });
    expect(row?.payload.general_information.location.areas).toEqual([{ id: area.id, name: area.name }]);
    expect(row?.area_ids.map(String)).toEqual([area.id]);
  });

  it('drops an area the point is not in, and an amend that moves the point works the areas out again', async () => {
    const body = report({ coords: FAR, coords_source: 'geocoded' }, (b) => {
      b.general_information.location.areas = [{ id: area.id, name: area.name }];
    });
    expect((await call(server, 'POST', '/api/reports/', { token, body })).status).toBe(201);
    expect((await stored(body.id))?.payload.general_information.location.areas).toEqual([]);

    body.general_information.location.address = { ...body.general_information.location.address, coords: NEAR, coords_source: 'pin' };
    const amended = await call(server, 'POST', `/api/reports/${body.general_information.incident_number}/amend`, { token, body });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    const row = await stored(body.id);
    expect(row?.payload.general_information.location).toMatchObject({
      address: { coords: NEAR, coords_source: 'pin' },
      areas: [{ id: area.id, name: area.name }],
    });
  });

  it('keeps the areas an amend that keeps the point had, though the area moved since', async () => {
    const body = report({ coords: NEAR, coords_source: 'device', coords_accuracy: 30 });
    expect((await call(server, 'POST', '/api/reports/', { token, body })).status).toBe(201);
    const moved = [
      [-122.3, 40.57],
      [-122.29, 40.57],
      [-122.29, 40.58],
    ];
    await server.db.query('update areas set polygon = $2 where id = $1', [area.id, JSON.stringify(moved)]);
    try {
      body.general_information.location.details = 'Across from the park';
      const amended = await call(server, 'POST', `/api/reports/${body.general_information.incident_number}/amend`, { token, body });
      expect(amended.status, JSON.stringify(amended.body)).toBe(200);
      expect((await stored(body.id))?.payload.general_information.location.areas).toEqual([{ id: area.id, name: area.name }]);
    } finally {
      await server.db.query('update areas set polygon = $2 where id = $1', [area.id, JSON.stringify(area.polygon)]);
    }
  });

  it.each([
    ['an unknown source', { coords: NEAR, coords_source: 'satellite' }, 'coords_source', MESSAGES.invalidValue],
    ['an accuracy for a pin', { coords: NEAR, coords_source: 'pin', coords_accuracy: 5 }, 'coords_accuracy', MESSAGES.invalidValue],
    ['a zip with letters (defect 12)', { zip: '9581A' }, 'zip', MESSAGES.locationZipDigits],
  ])('refuses %s (400)', async (_case, address, field, message) => {
    const refused = await call(server, 'POST', '/api/reports/', { token, body: report(address) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [{ path: `general_information.location.address.${field}`, message }],
    });
  });
});

describe("California's 'Geographic coordinates'", () => {
  it('needs a point: refused without one, stored with the device position', async () => {
    const withoutPoint = report({ coords: undefined }, (b) => {
      delete b.general_information.location.address.coords;
      b.general_information.location.type = 'geographic_coordinates';
    });
    const refused = await call(server, 'POST', '/api/reports/', { token, body: withoutPoint });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'general_information.location.address.coords', message: MESSAGES.locationCoordsRequired },
    ]);
    withoutPoint.general_information.location.address = {
      ...withoutPoint.general_information.location.address,
      coords: NEAR,
      coords_source: 'device',
      coords_accuracy: 9,
    };
    expect((await call(server, 'POST', '/api/reports/', { token, body: withoutPoint })).status).toBe(201);
  });
});
