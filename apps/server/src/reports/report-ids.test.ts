import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

// issue 12 item 2: a report id reused by another agency made the citizen's case page answer 404.
const generic = JSON.parse(readFileSync(new URL('../../../../configurations/examples/generic.report.json', import.meta.url), 'utf8'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it("refuses a second agency's report with an existing id (409), and the citizen's case page keeps working", async () => {
  const [demo] = await server.db.query<{ id: string; incident_number: string }>(
    `select r.id, r.incident_number from reports r join agencies a on a.id = r.agency_id where a.ori = 'CA0349400' limit 1`,
  );
  const before = await call(server, 'GET', `/api/public/cases/${demo?.id}`);
  expect(before.status).toBe(200);

  const other = await addOtherAgency(server.db, { configurationFile: 'generic.json' });
  await addUser(server.db, { email: 'deputy@other.test', role: 'officer', agencyId: other });
  const deputy = (await login(server, 'deputy@other.test')).access_token;
  const clash = structuredClone(generic);
  clash.id = demo?.id;
  clash.general_information.incident_number = `NE-${Date.now() % 1e8}`;
  clash.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  const refused = await call(server, 'POST', '/api/reports/', { token: deputy, body: clash });
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({ detail: 'REPORT_ID_CONFLICT' });
  expect(await call(server, 'GET', `/api/public/cases/${demo?.id}`)).toMatchObject({ status: 200, body: before.body });

  const fresh = { ...structuredClone(clash), id: randomUUID() };
  expect((await call(server, 'POST', '/api/reports/', { token: deputy, body: fresh })).status).toBe(201);
  // The database refuses it too: a copy of the demo report into the other agency, under another number.
  await expect(
    server.db.query(
      `insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash)
       select $2, id, 'COPY-1', author_id, contact_type, incident_date, payload, created_payload_hash from reports where id = $1`,
      [demo?.id, other],
    ),
  ).rejects.toThrow(/reports_id_key/);
});
