import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

// Issue 23 finding 6: junk in a report's fields is refused with 400 VALIDATION_ERROR on the field, never stored as sent.
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  token = (await login(server, 'officer@demo.test')).access_token;
});
afterAll(() => server?.close());

function report(change: (body: any) => void = () => {}) {
  const body = structuredClone(example);
  body.id = randomUUID();
  body.general_information.incident_number = `J-${Math.floor(Math.random() * 1e9)}`;
  body.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(body);
  return body;
}

/** `depth` levels of objects and arrays, alternately. */
function deeplyNested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

const create = (body: unknown) => call(server, 'POST', '/api/reports/', { token, body });
const amend = (body: any) => call(server, 'POST', `/api/reports/${body.general_information.incident_number}/amend`, { token, body });
async function storedRow(id: string) {
  const [row] = await server.db.query<{ version: number; payload: any }>('select version, payload from reports where id = $1', [id]);
  return row;
}

const MAIN = 'general_information.location.address.main';
const mainJunk: [string, unknown, string][] = [
  ['a 1 MB string', 'x'.repeat(1_000_000), 'Use at most 100 characters.'],
  ['a 10,000-element array', Array.from({ length: 10_000 }, () => 'x'), 'Please enter a valid value.'],
  ['an object nested 900 levels deep', deeplyNested(900), 'Please enter a valid value.'],
];
const SWITCHES: [string, (body: any) => Record<string, unknown>, string][] = [
  ['citizens.0.perception.limited_english', (body) => body.citizens[0].perception, 'limited_english'],
  ['general_information.state_related.stop.welfare_check', (body) => body.general_information.state_related.stop, 'welfare_check'],
];
const switchJunk: [string, unknown][] = [
  ['[]', []],
  ['{}', {}],
  ['null', null],
];

describe('POST /api/reports/ refuses junk in a field and stores nothing', () => {
  it.each(mainJunk)('address.main as %s', async (_name, junk, message) => {
    const body = report((draft) => (draft.general_information.location.address.main = junk));
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path: MAIN, message }] });
    expect(await storedRow(body.id)).toBeUndefined();
  });

  describe.each(SWITCHES)('the yes/no field %s', (path, holder, name) => {
    it.each(switchJunk)('as %s', async (_name, junk) => {
      const body = report((draft) => (holder(draft)[name] = junk));
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path, message: 'Please enter a valid value.' }] });
      expect(await storedRow(body.id)).toBeUndefined();
    });
  });

  it('still accepts the valid report, its address kept as sent', async () => {
    const body = report();
    expect((await create(body)).status).toBe(201);
    expect((await storedRow(body.id))?.payload.general_information.location.address).toEqual(example.general_information.location.address);
  });
});

describe('POST /api/reports/{incident_number}/amend refuses the same junk and keeps the stored version', () => {
  it('for address.main and a yes/no field', async () => {
    const body = report();
    expect((await create(body)).status).toBe(201);
    const before = await storedRow(body.id);
    const junk = [
      ...mainJunk.map(([, value, message]) => ({
        change: (draft: any) => (draft.general_information.location.address.main = value),
        path: MAIN,
        message,
      })),
      ...switchJunk.map(([, value]) => ({
        change: (draft: any) => (draft.citizens[0].perception.limited_english = value),
        path: 'citizens.0.perception.limited_english',
        message: 'Please enter a valid value.',
      })),
    ];
    for (const { change, path, message } of junk) {
      const next = structuredClone(body);
      change(next);
      const response = await amend(next);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path, message }] });
    }
    expect(await storedRow(body.id)).toEqual(before);
  });
});

describe('the body schema and deep nesting', () => {
  // The route's schema checks only that the body is an object; the rules engine reads known keys only.
  it('900 levels under a key the report does not have are dropped, or the report refused: never a 500', async () => {
    const body = report((draft) => (draft.general_information.location.address.extra = deeplyNested(900)));
    const response = await create(body);
    expect(response.status).toBe(201);
    expect((await storedRow(body.id))?.payload.general_information.location.address.extra).toBeUndefined();
    const top = await create({ ...report(), id: 'not-a-uuid', nested: deeplyNested(900) });
    expect(top).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'id', message: 'Please enter a valid value.' }] },
    });
  });
});
