import { randomUUID } from 'node:crypto';
import { CATALOG_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { insertAreas, insertTags } from './reference-data.repo.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const OTHER_AGENCY = randomUUID();
const OTHER_AREA = randomUUID();
const OTHER_TAG = randomUUID();
const OTHER_GROUP = randomUUID();

// A box in Sacramento, closed, as [longitude, latitude].
const BOX = [
  [-121.5, 38.6],
  [-121.49, 38.6],
  [-121.49, 38.61],
  [-121.5, 38.61],
  [-121.5, 38.6],
];
const BOW_TIE = [
  [-121.5, 38.6],
  [-121.49, 38.61],
  [-121.49, 38.6],
  [-121.5, 38.61],
  [-121.5, 38.6],
];
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      await addOtherAgency(db, { id: OTHER_AGENCY, configurationFile: 'nebraska.json' });
      await addUser(db, {
        email: 'deputy@other.test',
        role: 'manager',
        agencyId: OTHER_AGENCY,
        officerId: 'OC-1',
        name: 'Dee Puty',
        password: 'Other-agency-pass',
      });
      await insertAreas(db, OTHER_AGENCY, [{ id: OTHER_AREA, name: 'Downtown', acronym: 'DT', polygon: BOX as [number, number][] }]);
      await insertTags(db, OTHER_AGENCY, [{ id: OTHER_TAG, name: 'Other tag', color: '#000000' }]);
      await db.query(`insert into groups (agency_id, id, name, acronym) values ($1, $2, 'Other group', 'OG')`, [OTHER_AGENCY, OTHER_GROUP]);
    },
  });
  for (const who of ['owner', 'manager', 'officer']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'deputy@other.test', 'Other-agency-pass')).access_token;
});
afterAll(() => server?.close());

const as = (who: string) => ({ token: tokens[who] as string });
const list = async (kind: 'areas' | 'tags' | 'groups', who = 'manager') =>
  (await call(server, 'GET', `/api/agencies/me/${kind}`, as(who))).body as { id: string; name: string }[];
const auditActions = async (action: string, objectId?: string) =>
  (
    await server.db.query<{ count: number }>(
      'select count(*)::int as count from audit_events where action = $1 and ($2::uuid is null or object_id = $2::uuid)',
      [action, objectId ?? null],
    )
  )[0]?.count ?? 0;

describe('tags', () => {
  it('creates a tag with its colour lower-cased, edits it and deletes it, auditing each change', async () => {
    const created = await call(server, 'POST', '/api/tags', { ...as('manager'), body: { name: ' Night Shift ', color: '#A1B2C3' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Night Shift', color: '#a1b2c3' });
    expect((await list('tags', 'officer')).map((tag) => tag.name)).toContain('Night Shift');

    const updated = await call(server, 'PUT', `/api/tags/${created.body.id}`, {
      ...as('manager'),
      body: { name: 'Nights', color: '#000000' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: created.body.id, name: 'Nights', color: '#000000' });

    const deleted = await call(server, 'DELETE', `/api/tags/${created.body.id}`, as('manager'));
    expect(deleted.status).toBe(204);
    expect((await list('tags')).map((tag) => tag.id)).not.toContain(created.body.id);
    // Who did what to which entry, no names.
    expect(await auditActions('tag.create', created.body.id)).toBe(1);
    expect(await auditActions('tag.update', created.body.id)).toBe(1);
    expect(await auditActions('tag.delete', created.body.id)).toBe(1);
  });

  it('answers each broken field with its message', async () => {
    const response = await call(server, 'POST', '/api/tags', { ...as('manager'), body: { name: '   ', color: 'blue' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [
        { path: 'body.name', message: CATALOG_MESSAGES.nameRequired },
        { path: 'body.color', message: CATALOG_MESSAGES.color },
      ],
    });
    const long = await call(server, 'POST', '/api/tags', { ...as('manager'), body: { name: 'x'.repeat(31), color: '#000000' } });
    expect(long.body.errors).toEqual([{ path: 'body.name', message: 'Use at most 30 characters.' }]);
  });

  it('refuses a name the agency already uses, whatever its case, on create and on rename', async () => {
    const duplicate = await call(server, 'POST', '/api/tags', { ...as('manager'), body: { name: 'traffic safety', color: '#000000' } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [{ path: 'body.name', message: 'A tag with this name already exists.' }],
    });

    const created = await call(server, 'POST', '/api/tags', { ...as('manager'), body: { name: 'Rename me', color: '#000000' } });
    const renamed = await call(server, 'PUT', `/api/tags/${created.body.id}`, {
      ...as('manager'),
      body: { name: 'SCHOOL ZONE', color: '#000000' },
    });
    expect(renamed.body.errors).toEqual([{ path: 'body.name', message: 'A tag with this name already exists.' }]);
    // Another agency may use the same name.
    const elsewhere = await call(server, 'POST', '/api/tags', { ...as('other'), body: { name: 'Traffic Safety', color: '#000000' } });
    expect(elsewhere.status).toBe(201);
  });

  it("answers 404 for another agency's tag and leaves it as it was", async () => {
    expect(
      (await call(server, 'PUT', `/api/tags/${OTHER_TAG}`, { ...as('manager'), body: { name: 'Mine', color: '#ffffff' } })).status,
    ).toBe(404);
    expect((await call(server, 'DELETE', `/api/tags/${OTHER_TAG}`, as('manager'))).status).toBe(404);
    expect((await list('tags', 'other')).map((tag) => tag.name)).toContain('Other tag');
  });
});

describe('areas', () => {
  it('creates, edits and deletes an area drawn as a closed ring', async () => {
    const created = await call(server, 'POST', '/api/areas', { ...as('manager'), body: { name: 'Old Town', acronym: 'OT', polygon: BOX } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Old Town', acronym: 'OT', polygon: BOX });

    const moved = BOX.map(([longitude, latitude]) => [longitude, (latitude as number) + 0.01]);
    const updated = await call(server, 'PUT', `/api/areas/${created.body.id}`, {
      ...as('manager'),
      body: { name: 'Old Town North', acronym: 'OTN', polygon: moved },
    });
    expect(updated.body).toEqual({ id: created.body.id, name: 'Old Town North', acronym: 'OTN', polygon: moved });
    expect((await list('areas', 'officer')).find((area) => area.id === created.body.id)).toEqual(updated.body);

    expect((await call(server, 'DELETE', `/api/areas/${created.body.id}`, as('manager'))).status).toBe(204);
    expect((await list('areas')).map((area) => area.id)).not.toContain(created.body.id);
    expect(await auditActions('area.delete')).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['edges that cross', BOW_TIE, CATALOG_MESSAGES.crossing],
    ['an open ring', BOX.slice(0, -1), CATALOG_MESSAGES.notClosed],
    ['two points', [BOX[0], BOX[1], BOX[0]], CATALOG_MESSAGES.tooFewPoints],
    [
      'a latitude beyond 90',
      [
        [0, 0],
        [1, 95],
        [1, 0],
        [0, 0],
      ],
      CATALOG_MESSAGES.coordinates,
    ],
  ])('refuses a polygon with %s', async (_name, polygon, message) => {
    const response = await call(server, 'POST', '/api/areas', { ...as('manager'), body: { name: 'Broken', acronym: 'BR', polygon } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.polygon', message }] });
  });

  it('names a missing name and acronym, and a taken name', async () => {
    const empty = await call(server, 'POST', '/api/areas', { ...as('manager'), body: { name: '', acronym: ' ', polygon: BOX } });
    expect(empty.body.errors).toEqual([
      { path: 'body.name', message: CATALOG_MESSAGES.nameRequired },
      { path: 'body.acronym', message: CATALOG_MESSAGES.acronymRequired },
    ]);
    const taken = await call(server, 'POST', '/api/areas', { ...as('manager'), body: { name: 'downtown', acronym: 'DT2', polygon: BOX } });
    expect(taken.body.errors).toEqual([{ path: 'body.name', message: 'An area with this name already exists.' }]);
  });

  it("answers AREA_NOT_EXIST for an area that is gone or another agency's", async () => {
    const body = { name: 'Ghost', acronym: 'GH', polygon: BOX };
    for (const id of [randomUUID(), OTHER_AREA]) {
      const update = await call(server, 'PUT', `/api/areas/${id}`, { ...as('manager'), body });
      expect(update.status).toBe(400);
      expect(update.body).toEqual({ detail: 'AREA_NOT_EXIST' });
      expect((await call(server, 'DELETE', `/api/areas/${id}`, as('manager'))).body).toEqual({ detail: 'AREA_NOT_EXIST' });
    }
    expect((await list('areas', 'other')).map((area) => area.name)).toEqual(['Downtown']);
  });

  it('keeps reports that name a deleted area as they were', async () => {
    const [area] = await list('areas');
    if (!area) throw new Error('the demo has no area');
    // A demo report filed in that area (reports keep the area's id and name in their payload).
    const [report] = await server.db.query<{ incident_number: string; area: { id: string; name: string } }>(
      `update reports set payload = jsonb_set(payload, '{general_information,location,areas}', jsonb_build_array($1::jsonb))
        where id = (select id from reports where agency_id = (select agency_id from areas where id = $2) limit 1)
        returning incident_number, $1::jsonb as area`,
      [JSON.stringify({ id: area.id, name: area.name }), area.id],
    );
    if (!report) throw new Error('the demo has no report');
    expect((await call(server, 'DELETE', `/api/areas/${report.area.id}`, as('manager'))).status).toBe(204);
    const read = await call(server, 'GET', `/api/reports/${encodeURIComponent(report.incident_number)}`, as('manager'));
    expect(read.status).toBe(200);
    expect(read.body.report.general_information.location.areas).toContainEqual(report.area);
  });
});

describe('groups', () => {
  it('creates a group, gives it an avatar served by its address, removes the avatar and deletes the group', async () => {
    const created = await call(server, 'POST', '/api/groups', { ...as('manager'), body: { name: 'Traffic Unit', acronym: 'TU' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Traffic Unit',
      acronym: 'TU',
      avatar_thumbnail_url: null,
      supervisor_ids: [],
    });
    const id = created.body.id as string;

    const renamed = await call(server, 'PUT', `/api/groups/${id}`, { ...as('manager'), body: { name: 'Traffic Division', acronym: 'TD' } });
    expect(renamed.body).toMatchObject({ name: 'Traffic Division', acronym: 'TD' });

    const uploaded = await call(server, 'PUT', `/api/groups/${id}/avatar`, { ...as('manager'), body: { data: PNG.toString('base64') } });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.avatar_thumbnail_url as string;
    expect(url).toMatch(new RegExp(`^/api/agencies/[0-9a-f-]{36}/groups/${id}/avatar\\?v=[0-9a-f]{16}$`));
    const image = await fetch(`${server.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect((await list('groups', 'officer')).find((group) => group.id === id)).toMatchObject({ avatar_thumbnail_url: url });

    const removed = await call(server, 'DELETE', `/api/groups/${id}/avatar`, as('manager'));
    expect(removed.body.avatar_thumbnail_url).toBeNull();
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);

    expect((await call(server, 'DELETE', `/api/groups/${id}`, as('manager'))).status).toBe(204);
    expect((await list('groups')).map((group) => group.id)).not.toContain(id);
    expect(await auditActions('group.avatar.update')).toBeGreaterThanOrEqual(1);
  });

  it('refuses an avatar that is not a PNG, JPEG or WebP by its content, or is larger than 1 MB', async () => {
    const created = await call(server, 'POST', '/api/groups', { ...as('manager'), body: { name: 'K9 Unit', acronym: 'K9' } });
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000').toString('base64');
    const wrong = await call(server, 'PUT', `/api/groups/${created.body.id}/avatar`, { ...as('manager'), body: { data: gif } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.data', message: CATALOG_MESSAGES.avatarType }] });

    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]).toString('base64');
    const tooBig = await call(server, 'PUT', `/api/groups/${created.body.id}/avatar`, { ...as('manager'), body: { data: big } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toEqual([{ path: 'body.data', message: CATALOG_MESSAGES.avatarSize }]);
  });

  it("answers 404 for another agency's group and its avatar address under our agency", async () => {
    expect(
      (await call(server, 'PUT', `/api/groups/${OTHER_GROUP}`, { ...as('manager'), body: { name: 'Mine', acronym: 'M' } })).status,
    ).toBe(404);
    expect((await call(server, 'DELETE', `/api/groups/${OTHER_GROUP}`, as('manager'))).status).toBe(404);
    const avatar = await call(server, 'PUT', `/api/groups/${OTHER_GROUP}/avatar`, {
      ...as('manager'),
      body: { data: PNG.toString('base64') },
    });
    expect(avatar.status).toBe(404);
    expect((await call(server, 'GET', `/api/agencies/${OTHER_AGENCY}/groups/${OTHER_GROUP}/avatar`)).status).toBe(404);
    expect((await call(server, 'GET', '/api/agencies/not-a-uuid/groups/x/avatar')).status).toBe(400);
  });
});

describe('who may change the catalog', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/api/areas', { name: 'A', acronym: 'A', polygon: BOX }],
    ['PUT', `/api/areas/${OTHER_AREA}`, { name: 'A', acronym: 'A', polygon: BOX }],
    ['DELETE', `/api/areas/${OTHER_AREA}`, undefined],
    ['POST', '/api/tags', { name: 'T', color: '#000000' }],
    ['PUT', `/api/tags/${OTHER_TAG}`, { name: 'T', color: '#000000' }],
    ['DELETE', `/api/tags/${OTHER_TAG}`, undefined],
    ['POST', '/api/groups', { name: 'G', acronym: 'G' }],
    ['PUT', `/api/groups/${OTHER_GROUP}`, { name: 'G', acronym: 'G' }],
    ['DELETE', `/api/groups/${OTHER_GROUP}`, undefined],
    ['PUT', `/api/groups/${OTHER_GROUP}/avatar`, { data: PNG.toString('base64') }],
    ['DELETE', `/api/groups/${OTHER_GROUP}/avatar`, undefined],
  ];

  it.each(writes)('refuses %s %s to an officer (403) and to no one signed in (401)', async (method, path, body) => {
    const officer = await call(server, method, path, { ...as('officer'), body });
    expect(officer.status).toBe(403);
    expect(officer.body).toEqual({ detail: 'Forbidden' });
    expect((await call(server, method, path, { body })).status).toBe(401);
  });

  it('lets the owner change it too', async () => {
    expect((await call(server, 'POST', '/api/tags', { ...as('owner'), body: { name: 'Owner tag', color: '#123456' } })).status).toBe(201);
  });
});
