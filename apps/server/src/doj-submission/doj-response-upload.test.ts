import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import type { DojCodec } from './doj-codec.ts';
import { DOJ_RESPONSE_UPLOAD_AUDIT_ACTION } from './doj-response-upload.ts';
import { addStops, testDojCodec } from './doj-test-kit.ts';
import { domainDojCodec } from './domain-codec.ts';

/**
 * Issue 26, a portal agency's DOJ response file uploaded on the Submissions page, over HTTP on a real server: the batch
 * the portal agency downloaded goes from Pending to Failed and Submitted by the upload, read by the domain's reader of
 * the DOJ's format and applied by the results job's own path; a foreign or malformed file is kept and changes nothing.
 */
const ORI = 'CA0349400';
const UPLOAD = '/api/doj-submissions/responses/upload';
const RECORD_COLUMNS = 'Agency ORI|File name|LEA record ID|Error List';
// The kit's record (the payload is the codec's business here) and the DOJ's own response format.
const codec: DojCodec = { ...testDojCodec, readResponse: (text) => domainDojCodec.readResponse(text) };

let server: TestServer;
let agencyId: string;
let otherId: string;
const tokens: Record<string, string> = {};
const send = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: tokens[who] as string, ...(body === undefined ? {} : { body }) });
const overview = async () => (await send('manager', 'GET', '/api/doj-submissions?year=2025')).body;

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, seconds = 20): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > end) return value;
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** A DOJ response naming record-level errors, as the DOJ writes it (reference stop-data.md §1.9). */
const response = (lines: string[]) =>
  ['File Level Fatal Errors:', 'Record Level Fatal Errors:', RECORD_COLUMNS, 'Record Level Errors:', RECORD_COLUMNS, ...lines].join('\r\n');
const statuses = async () =>
  (
    await server.db.query<{ doj_status: string; count: number }>(
      'select doj_status, count(*)::int as count from reports where agency_id = $1 group by doj_status order by doj_status',
      [agencyId],
    )
  ).map((row) => `${row.doj_status}:${row.count}`);
const keptFiles = () =>
  server.db.query<{ name: string; state: string; note: string | null }>(
    'select name, state, note from doj_response_files where agency_id = $1 order by received_at, name',
    [agencyId],
  );

const portalSettings = {
  ori: ORI,
  environment: 'TEST',
  transport: 'portal',
  host: null,
  username: null,
  host_fingerprint: null,
  schedule_enabled: false,
  schedule_hour: 2,
};

let files: { file_name: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    dojCodec: codec,
    async configure(db) {
      agencyId = await addAgency(db, 'Test Police', ORI, 'owner@doj.test', { configurationFile: 'california.json' });
      otherId = await addOtherAgency(db, { configurationFile: 'california.json' });
      await addUser(db, { email: 'manager@doj.test', role: 'manager', agencyId });
      const officer = await addUser(db, { email: 'officer@doj.test', role: 'officer', agencyId });
      await addUser(db, { email: 'manager@other.test', role: 'manager', agencyId: otherId });
      await addStops(db, agencyId, officer, 3);
    },
  });
  for (const who of ['manager', 'officer']) tokens[who] = (await login(server, `${who}@doj.test`)).access_token;
  tokens.other = (await login(server, 'manager@other.test')).access_token;
  expect((await send('manager', 'PUT', '/api/doj-submissions/settings', portalSettings)).status).toBe(200);
  const submitted = await send('manager', 'POST', '/api/doj-submissions/batches', { from: '2025-01-01', to: '2025-12-31' });
  expect(submitted.status).toBe(202);
  const sent = await until(overview, (body) => body.batches[0]?.state === 'sent');
  expect(sent.batches[0]).toMatchObject({ transport: 'portal', state: 'sent', stop_count: 3 });
  files = sent.batches[0].files;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const recordIdOf = (fileName: string) => fileName.split('_')[2]?.replace('.json', '') as string;

describe("a portal agency uploads the DOJ's response file", () => {
  it('refuses a caller without the DOJ permission (403) and changes nothing', async () => {
    const file = files[0]?.file_name as string;
    const body = { file_name: 'answer.txt', content: response([`${ORI}|${file}|${recordIdOf(file)}|"Offense code is not valid"`]) };
    expect((await send('officer', 'POST', UPLOAD, body)).status).toBe(403);
    expect(await statuses()).toEqual(['pending:3']);
    expect(await keptFiles()).toEqual([]);
  });

  it('keeps a file of another ORI for a person and changes nothing; the page still counts 3 not accepted', async () => {
    const file = files[0]?.file_name as string;
    const foreign = await send('manager', 'POST', UPLOAD, {
      file_name: 'other-ori.txt',
      content: response([`NE0010000|${file}|${recordIdOf(file)}|"Offense code is not valid"`]),
    });
    expect(foreign).toMatchObject({
      status: 200,
      body: { state: 'foreign', failed: 0, accepted: 0, note: 'It names another agency (ORI).' },
    });
    expect(await statuses()).toEqual(['pending:3']);
    expect((await overview()).not_accepted).toBe(3);
    expect(await keptFiles()).toEqual([{ name: 'other-ori.txt', state: 'foreign', note: 'It names another agency (ORI).' }]);
  });

  it('keeps a file that is not a DOJ response and says why; refuses an empty one with the message', async () => {
    const malformed = await send('manager', 'POST', UPLOAD, { file_name: 'notes.txt', content: 'Dear DOJ, here are our stops.' });
    expect(malformed).toMatchObject({
      status: 200,
      body: { state: 'malformed', note: 'Line 1: not a line of the DOJ response (no | between fields).' },
    });
    const empty = await send('manager', 'POST', UPLOAD, { file_name: 'empty.txt', content: ' \n' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'body.content', message: 'The file is empty.' }]);
    expect(await statuses()).toEqual(['pending:3']);
  });

  it('fails the stop it names with the DOJ words and settles the rest of the batch Submitted; audited without content', async () => {
    const file = files[0]?.file_name as string;
    const content = response([`${ORI}|${file}|${recordIdOf(file)}|"E201::Offense code is not valid for the stop date"`]);
    const applied = await send('manager', 'POST', UPLOAD, { file_name: 'answer-1.txt', content, written_at: new Date().toISOString() });
    expect(applied).toMatchObject({ status: 200, body: { state: 'processed', failed: 1, accepted: 2, note: null } });
    expect(await statuses()).toEqual(['failed:1', 'submitted:2']);
    const after = await overview();
    expect(after.not_accepted).toBe(1);
    expect(after.batches[0]).toMatchObject({ state: 'answered' });
    expect(after.errors).toEqual([
      { message: 'E201::Offense code is not valid for the stop date', stops: [expect.objectContaining({ id: recordIdOf(file) })] },
    ]);
    const audits = await server.db.query<{ user_id: string; outcome: string; details: Record<string, unknown> }>(
      'select user_id, outcome, details from audit_events where action = $1 order by id',
      [DOJ_RESPONSE_UPLOAD_AUDIT_ACTION],
    );
    expect(audits.map((row) => [row.outcome, row.details])).toEqual([
      ['failure', { state: 'foreign', errors: 1 }],
      ['failure', { state: 'malformed', errors: 0 }],
      ['success', { state: 'processed', errors: 1, failed: 1, accepted: 2 }],
    ]);
    expect(JSON.stringify(audits)).not.toContain('answer-1.txt');

    // The same file again is never read twice: nothing changes.
    expect(await send('manager', 'POST', UPLOAD, { file_name: 'answer-1.txt', content })).toMatchObject({
      status: 200,
      body: { state: 'known', failed: 0, accepted: 0 },
    });
    expect(await statuses()).toEqual(['failed:1', 'submitted:2']);
  });

  it('refuses an agency without DOJ settings and one that gets its answers by SFTP (409); ours is untouched', async () => {
    const body = { file_name: 'x.txt', content: response([]) };
    const unset = await send('other', 'POST', UPLOAD, body);
    expect(unset.status).toBe(409);
    expect(unset.body.errors[0].message).toMatch(/^Your agency has not set up how it sends to the DOJ/);
    const sftp = {
      ...portalSettings,
      ori: 'NE0010000',
      transport: 'sftp',
      host: '127.0.0.1',
      username: 'doj',
      password: 'not-used-here',
      host_fingerprint: `SHA256:${'A'.repeat(43)}`,
    };
    expect((await send('other', 'PUT', '/api/doj-submissions/settings', sftp)).status).toBe(200);
    const bySftp = await send('other', 'POST', UPLOAD, body);
    expect(bySftp.status).toBe(409);
    expect(bySftp.body.errors[0].message).toMatch(/^Your agency gets the DOJ's answers by SFTP/);
    expect(await statuses()).toEqual(['failed:1', 'submitted:2']);
  });
});
