import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { RECEIPT_IDS_MAX } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../../test/test-server.ts';

const example = JSON.parse(readFileSync(new URL('../../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const RECEIPTS = '/api/reports/receipts';

let server: TestServer;
let officer: string;
let officer2: string;
let manager: string;
let sheriff: string;
let counter = 0;

function newReport() {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `RC-${Date.now() % 1e9}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  return report;
}

async function createAs(token: string) {
  const report = newReport();
  const response = await call(server, 'POST', '/api/reports/', { token, body: report });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return report;
}

const receiptsOf = (token: string, ids: unknown) => call(server, 'POST', RECEIPTS, { token, body: { ids } });

beforeAll(async () => {
  server = await startTestServer({
    configure: async (db) => {
      const otherAgency = await addOtherAgency(db);
      await addUser(db, { email: 'sheriff@other.test', role: 'owner', agencyId: otherAgency });
    },
  });
  officer = (await login(server, 'officer@demo.test')).access_token;
  officer2 = (await login(server, 'officer2@demo.test')).access_token;
  manager = (await login(server, 'manager@demo.test')).access_token;
  sheriff = (await login(server, 'sheriff@other.test')).access_token;
});
afterAll(() => server?.close());

describe('POST /api/reports/receipts', () => {
  it("answers the caller's own reports with their version count and leaves unknown ids out", async () => {
    const first = await createAs(officer);
    const second = await createAs(officer);
    const unknown = randomUUID();
    const response = await receiptsOf(officer, [first.id, second.id.toUpperCase(), unknown]);
    expect(response.status).toBe(200);
    expect(response.body.receipts).toHaveLength(2);
    expect(response.body.receipts).toEqual(
      expect.arrayContaining([
        { id: first.id, versions: 1 },
        { id: second.id, versions: 1 },
      ]),
    );
  });

  it("leaves out another author's report, unless the caller amended it", async () => {
    const report = await createAs(officer);
    expect((await receiptsOf(officer2, [report.id])).body).toEqual({ receipts: [] });
    expect((await receiptsOf(manager, [report.id])).body).toEqual({ receipts: [] });
    const amended = structuredClone(report);
    amended.general_information.duration = 42;
    const amend = await call(server, 'POST', `/api/reports/${report.general_information.incident_number}/amend`, {
      token: manager,
      body: amended,
    });
    expect(amend.status, JSON.stringify(amend.body)).toBe(200);
    expect((await receiptsOf(manager, [report.id])).body).toEqual({ receipts: [{ id: report.id, versions: 2 }] });
    expect((await receiptsOf(officer, [report.id])).body).toEqual({ receipts: [{ id: report.id, versions: 2 }] });
  });

  it("never answers another agency's report", async () => {
    const report = await createAs(officer);
    expect(await receiptsOf(sheriff, [report.id])).toMatchObject({ status: 200, body: { receipts: [] } });
  });

  it('refuses ids that are not report ids, more than the cap, or a malformed body, with 400 VALIDATION_ERROR', async () => {
    const notId = await receiptsOf(officer, ['not-a-uuid']);
    expect(notId).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    expect(notId.body.errors).toEqual([{ path: 'body.ids.0', message: 'Please enter a valid value.' }]);
    const tooMany = Array.from({ length: RECEIPT_IDS_MAX + 1 }, () => randomUUID());
    expect(await receiptsOf(officer, tooMany)).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    expect(await receiptsOf(officer, tooMany.slice(0, RECEIPT_IDS_MAX))).toMatchObject({ status: 200 });
    expect(await call(server, 'POST', RECEIPTS, { token: officer, body: {} })).toMatchObject({ status: 400 });
    expect(await call(server, 'POST', RECEIPTS, { token: officer, body: { ids: [], extra: 1 } })).toMatchObject({ status: 400 });
  });

  it('needs a signed-in caller', async () => {
    expect(await call(server, 'POST', RECEIPTS, { body: { ids: [] } })).toMatchObject({ status: 401 });
  });
});
