import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

// issue 12 item 4: every part of a report is shaped by the rules engine: known keys only, types and lengths checked,
// areas and tags resolved against the agency's own.
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;
let token = '';
let tag: { id: string; name: string; color: string };
let area: { id: string; name: string };

beforeAll(async () => {
  server = await startTestServer();
  token = (await login(server, 'manager@demo.test')).access_token;
  const [agency] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
  [tag] = (await server.db.query('select id, name, color from tags where agency_id = $1 limit 1', [agency?.id])) as [typeof tag];
  [area] = (await server.db.query('select id, name from areas where agency_id = $1 limit 1', [agency?.id])) as [typeof area];
});
afterAll(() => server?.close());

function report(change: (body: any) => void = () => {}) {
  const body = structuredClone(example);
  body.id = randomUUID();
  body.general_information.incident_number = `SH-${Math.floor(Math.random() * 1e9)}`;
  body.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(body);
  return body;
}
const create = (body: unknown) => call(server, 'POST', '/api/reports/', { token, body });
async function stored(id: string) {
  const [row] = await server.db.query<{ payload: any }>('select payload from reports where id = $1', [id]);
  return row?.payload;
}

describe('the parts of a report outside the configured forms', () => {
  it('refuses location details over 500 characters, and areas that are not a short list of references', async () => {
    const long = await create(report((body) => (body.general_information.location.details = 'x'.repeat(1_500_000))));
    expect(long.status).toBe(400);
    expect(long.body.errors).toContainEqual({ path: 'general_information.location.details', message: 'Use at most 500 characters.' });
    const asObject = await create(report((body) => (body.general_information.location.areas = { id: area.id })));
    expect(asObject.body.errors).toContainEqual({ path: 'general_information.location.areas', message: 'Please enter a valid value.' });
    const junk = await create(
      report((body) => (body.general_information.location.areas = Array.from({ length: 20_000 }, () => ({ id: randomUUID(), name: 'x' })))),
    );
    expect(junk.status).toBe(400);
    expect(junk.body.errors).toContainEqual({ path: 'general_information.location.areas', message: 'Please enter a valid value.' });
    const details = report((body) => (body.general_information.location.details = 'y'.repeat(500)));
    expect((await create(details)).status).toBe(201);
  });

  it('drops a device that is not an object and the unknown keys of one that is', async () => {
    const text = report((body) => (body.general_information.device = 'z'.repeat(25_000)));
    expect((await create(text)).status).toBe(201);
    expect((await stored(text.id)).general_information.device).toBeUndefined();
    const extra = report((body) => {
      body.general_information.device = {
        coords: { latitude: 32.7, longitude: -117.1, blob: 'b'.repeat(5000) },
        duration: 90,
        model: 'x'.repeat(9000),
      };
    });
    expect((await create(extra)).status).toBe(201);
    expect((await stored(extra.id)).general_information.device).toEqual({ coords: { latitude: 32.7, longitude: -117.1 }, duration: 90 });
  });

  it("keeps only the agency's own tags and areas, with the agency's names and colours, and nothing a client adds to them", async () => {
    const body = report((draft) => {
      draft.tags.agency = [
        { id: tag.id, name: 'Renamed by the client', color: '#000000', agency_id: randomUUID(), blob: 'q'.repeat(50_000) },
        { id: randomUUID(), name: 'Not ours', color: '#ffffff' },
      ];
      draft.general_information.location.areas = [{ id: area.id, name: 'Wrong name', extra: true }];
      // Without a point: a report with one gets the areas of the 200 m rule instead (report-location.test.ts).
      delete draft.general_information.location.address.coords;
    });
    const created = await create(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const saved = await stored(body.id);
    expect(saved.tags.agency).toEqual([{ id: tag.id, name: tag.name, color: tag.color }]);
    expect(saved.general_information.location.areas).toEqual([{ id: area.id, name: area.name }]);
    const notIds = await create(report((draft) => (draft.tags.agency = [{ id: 'not-a-uuid', name: 'x' }])));
    expect(notIds.body.errors).toContainEqual({ path: 'tags.agency', message: 'Please enter a valid value.' });
  });

  it('keeps only the id and name of a chosen officer', async () => {
    const [officer] = await server.db.query<{ id: string; name: string }>(`select id, name from users where email = 'officer@demo.test'`);
    const body = report((draft) => {
      draft.officers[0].officer.officer = { id: officer?.id, name: officer?.name, agency_id: randomUUID(), note: 'n'.repeat(50_000) };
    });
    const created = await create(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await stored(body.id)).officers[0].officer.officer).toEqual({ id: officer?.id, name: officer?.name });
  });
});
