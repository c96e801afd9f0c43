import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addOtherAgency, addUser, auditRows } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { addStops, testDojCodec } from './doj-test-kit.ts';
import { PUBLIC_RELEASE_HEADERS } from './public-release.ts';
import { startTestSftpServer, type TestSftpServer } from './test-sftp-server.ts';

/** Issue 26 over HTTP: the settings, 'Submit now', the year's overview, who may see them, on a real server and SFTP server. */
const ORI = 'CA0349400';
let server: TestServer;
let sftp: TestSftpServer;
let agencyId: string;
const tokens: Record<string, string> = {};
const send = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: tokens[who] as string, ...(body === undefined ? {} : { body }) });

const settingsBody = () => ({
  ori: ORI,
  environment: 'TEST',
  transport: 'sftp',
  host: sftp.host,
  port: sftp.port,
  username: sftp.username,
  password: sftp.password,
  host_fingerprint: sftp.fingerprint,
  schedule_enabled: false,
  schedule_hour: 2,
});

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, seconds = 20): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > end) return value;
    await new Promise((done) => setTimeout(done, 250));
  }
}
const overview = async (who = 'manager') => (await send(who, 'GET', '/api/doj-submissions?year=2025')).body;

beforeAll(async () => {
  sftp = await startTestSftpServer();
  server = await startTestServer({
    seed: false,
    dojCodec: testDojCodec,
    async configure(db) {
      agencyId = await addAgency(db, 'Test Police', ORI, 'owner@doj.test', { configurationFile: 'california.json' });
      const other = await addOtherAgency(db, { configurationFile: 'california.json' });
      await addUser(db, { email: 'owner@doj.test', role: 'owner', agencyId });
      await addUser(db, { email: 'manager@doj.test', role: 'manager', agencyId });
      const officer = await addUser(db, { email: 'officer@doj.test', role: 'officer', agencyId });
      await addUser(db, { email: 'manager@other.test', role: 'manager', agencyId: other });
      await addStops(db, agencyId, officer, 5);
    },
  });
  for (const who of ['owner', 'manager', 'officer']) tokens[who] = (await login(server, `${who}@doj.test`)).access_token;
  tokens.other = (await login(server, 'manager@other.test')).access_token;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sftp?.close();
});

describe('settings', () => {
  it('starts unconfigured with the agency ORI; PUT seals the password, answers without it and is audited without it', async () => {
    expect((await send('owner', 'GET', '/api/doj-submissions/settings')).body).toMatchObject({
      ori: ORI,
      is_configured: false,
      has_secret: false,
    });
    const saved = await send('owner', 'PUT', '/api/doj-submissions/settings', settingsBody());
    expect(saved).toMatchObject({ status: 200, body: { ori: ORI, transport: 'sftp', has_secret: true, is_configured: true } });
    expect(JSON.stringify(saved.body)).not.toContain(sftp.password);
    const [row] = await server.db.query<{ sealed_credentials: string }>(
      'select sealed_credentials from doj_settings where agency_id = $1',
      [agencyId],
    );
    expect(row?.sealed_credentials).not.toContain(sftp.password);
    const [audit] = await server.db.query<{ details: unknown }>(`select details from audit_events where action = 'doj.settings.update'`);
    expect(JSON.stringify(audit?.details)).not.toContain(sftp.password);
    // A later save without a password keeps the sealed one.
    const { password: _, ...withoutPassword } = settingsBody();
    expect((await send('owner', 'PUT', '/api/doj-submissions/settings', withoutPassword)).body).toMatchObject({ has_secret: true });
  });

  it('refuses an SFTP setting without host fingerprint and a bad ORI with the field messages', async () => {
    const response = await send('owner', 'PUT', '/api/doj-submissions/settings', {
      ...settingsBody(),
      ori: 'ca12',
      host_fingerprint: null,
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.ori', message: 'The ORI has 9 capital letters or digits.' },
        { path: 'body.host_fingerprint', message: "Enter the server's host key fingerprint." },
      ]),
    );
  });
});

describe('who may see and send', () => {
  it('an officer gets 403; a manager of another agency sees only their own (a batch of ours is 404)', async () => {
    expect((await send('officer', 'GET', '/api/doj-submissions?year=2025')).status).toBe(403);
    expect((await send('officer', 'POST', '/api/doj-submissions/batches', { from: '2025-01-01', to: '2025-12-31' })).status).toBe(403);
    expect((await send('officer', 'GET', '/api/doj-submissions/settings')).status).toBe(403);
    const other = await send('other', 'GET', '/api/doj-submissions?year=2025');
    expect(other.status).toBe(200);
    expect(other.body.counts.unsubmitted).toBe(0);
  });
});

describe('Submit now, the DOJ answer and the overview', () => {
  it('sends the period stops, shows them Pending, then the answer with one error Failed with the DOJ words, the rest Submitted', async () => {
    const before = await overview();
    expect(before).toMatchObject({ year: 2025, deadline: '2026-04-01', eligible: 5, not_accepted: 5, counts: { unsubmitted: 5 } });
    const submitted = await send('manager', 'POST', '/api/doj-submissions/batches', { from: '2025-01-01', to: '2025-12-31' });
    expect(submitted).toMatchObject({ status: 202, body: { eligible: 5 } });
    const batchId = submitted.body.batch_id as string;
    const sent = await until(overview, (body) => body.batches[0]?.state === 'sent');
    expect(sent.batches[0]).toMatchObject({ id: batchId, state: 'sent', stop_count: 5, trigger: 'manual', by: 'manager' });
    expect(sent.counts).toMatchObject({ pending: 5, unsubmitted: 0 });
    expect(sent.batches[0].files).toHaveLength(5);
    expect((await auditRows(server.db, 'doj.batch.send')).map((row) => row.object_id)).toEqual([batchId]);
    expect((await auditRows(server.db, 'doj.batch.request')).map((row) => row.object_id)).toEqual([batchId]);

    // Nothing left to send: no batch.
    expect(await send('manager', 'POST', '/api/doj-submissions/batches', { from: '2025-01-01', to: '2025-12-31' })).toMatchObject({
      status: 200,
      body: { batch_id: null, eligible: 0 },
    });

    const failed = sent.batches[0].files[0].file_name as string;
    const leaRecordId = failed.split('_')[2]?.replace('.json', '');
    writeFileSync(join(sftp.root, 'TEST/responses_from_DOJ/answer-1.txt'), `${ORI}|${failed}|${leaRecordId}|Offense code is not valid`);
    // 'Check for answers now' reads it at once (the results job does every quarter hour).
    expect(await send('officer', 'POST', '/api/doj-submissions/responses')).toMatchObject({ status: 403 });
    expect(await send('manager', 'POST', '/api/doj-submissions/responses')).toMatchObject({
      status: 200,
      body: { read: 1, problem: null },
    });
    const answered = await overview();
    expect(answered.counts).toMatchObject({ failed: 1, submitted: 4, pending: 0 });
    expect(answered.not_accepted).toBe(1);
    expect(answered.errors).toEqual([{ message: 'Offense code is not valid', stops: [expect.objectContaining({ id: leaRecordId })] }]);

    // The status on the list items, the advanced-search filter and the report card with the DOJ's words.
    const search = await send('manager', 'POST', '/api/reports/search?limit=50', { filters: { dojStatuses: ['failed'] } });
    expect(search.status).toBe(200);
    expect(search.body.reports).toEqual([expect.objectContaining({ id: leaRecordId, doj_status: 'failed' })]);
    const all = await send('manager', 'POST', '/api/reports/search?limit=50', { filters: {} });
    expect(all.body.reports.filter((item: { doj_status: string }) => item.doj_status === 'submitted')).toHaveLength(4);
    const number = answered.errors[0].stops[0].incident_number as string;
    const card = await send('manager', 'GET', `/api/reports/${encodeURIComponent(number)}`);
    expect(card.body.doj).toEqual({ status: 'failed', errors: ['Offense code is not valid'] });
  });

  it('an SFTP server refusing leaves the batch unsent with the reason on the page; a retry sends it', async () => {
    await server.db.query(`update reports set doj_status = 'unsubmitted' where agency_id = $1 and doj_status = 'failed'`, [agencyId]);
    sftp.refuseLogins = true;
    const submitted = await send('manager', 'POST', '/api/doj-submissions/batches', { from: '2025-01-01', to: '2025-12-31' });
    expect(submitted.status).toBe(202);
    const refused = await until(overview, (body) => body.batches[0]?.failure_reason !== null);
    expect(refused.batches[0]).toMatchObject({
      state: 'unsent',
      failure_reason: 'The DOJ server refused the login (check the user and the key or password).',
    });
    sftp.refuseLogins = false;
    expect((await send('other', 'POST', `/api/doj-submissions/batches/${submitted.body.batch_id}/retry`)).status).toBe(404);
    expect((await send('manager', 'POST', `/api/doj-submissions/batches/${submitted.body.batch_id}/retry`)).status).toBe(202);
    const sent = await until(overview, (body) => body.batches[0]?.state === 'sent');
    expect(sent.batches[0]).toMatchObject({ state: 'sent', failure_reason: null });
  });
});

describe('the DOJ portal and the public release', () => {
  it('a portal agency gets the batch as a zip of its JSON files, Pending the same way; the download is audited', async () => {
    const portal = { ...settingsBody(), transport: 'portal', host: null, username: null, password: undefined, host_fingerprint: null };
    expect((await send('owner', 'PUT', '/api/doj-submissions/settings', portal)).body).toMatchObject({
      transport: 'portal',
      is_configured: true,
    });
    const [officer] = await server.db.query<{ id: string }>(`select id from users where email = 'officer@doj.test'`);
    await addStops(server.db, agencyId, officer?.id as string, 2);
    const submitted = await send('manager', 'POST', '/api/doj-submissions/batches', { from: '2025-01-01', to: '2025-12-31' });
    expect(submitted.status).toBe(202);
    const sent = await until(overview, (body) => body.batches[0]?.id === submitted.body.batch_id && body.batches[0]?.state === 'sent');
    expect(sent.batches[0]).toMatchObject({ transport: 'portal', stop_count: 2 });
    expect(sent.counts.pending).toBeGreaterThanOrEqual(2);
    const response = await fetch(`${server.url}/api/doj-submissions/batches/${submitted.body.batch_id}/zip`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const file of sent.batches[0].files) expect(zip.includes(Buffer.from(file.file_name))).toBe(true);
    expect((await auditRows(server.db, 'doj.batch.download')).map((row) => row.object_id)).toEqual([submitted.body.batch_id]);
    const foreign = await fetch(`${server.url}/api/doj-submissions/batches/${submitted.body.batch_id}/zip`, {
      headers: { authorization: `Bearer ${tokens.other}` },
    });
    expect(foreign.status).toBe(404);
  });

  it('the public release is a CSV under the dataset headers, for owners and managers only, audited', async () => {
    expect((await send('officer', 'GET', '/api/doj-submissions/public-release?from=2025-01-01&to=2025-12-31')).status).toBe(403);
    const response = await fetch(`${server.url}/api/doj-submissions/public-release?from=2025-01-01&to=2025-12-31`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    expect(response.status).toBe(200);
    expect((await response.text()).replace(/^\uFEFF/, '').split('\n')[0]).toBe(PUBLIC_RELEASE_HEADERS.join(','));
    expect(await auditRows(server.db, 'doj.public_release.download')).toHaveLength(1);
  });
});

describe('Submit now for chosen stops', () => {
  it('sends only the chosen stops that may be sent; a Failed stop stays in its error group, ready to send once amended', async () => {
    const ids = async () =>
      (await server.db.query<{ id: string }>('select id from reports where agency_id = $1', [agencyId])).map((row) => row.id);
    const before = new Set(await ids());
    const [officer] = await server.db.query<{ id: string }>(`select id from users where email = 'officer@doj.test'`);
    await addStops(server.db, agencyId, officer?.id as string, 3);
    const [failed, chosen, left] = (await ids()).filter((id) => !before.has(id)) as [string, string, string];
    await server.db.query(
      `update reports set doj_status = 'failed', doj_sent_version = version, doj_errors = '[{"section":"record","message":"Age is required"}]'
        where id = $1`,
      [failed],
    );
    const group = async () => (await overview()).errors.find((error: { message: string }) => error.message === 'Age is required');
    expect((await group())?.stops).toEqual([expect.objectContaining({ id: failed, send: 'amend_first' })]);

    const submitted = await send('manager', 'POST', '/api/doj-submissions/batches', {
      report_ids: [failed, chosen, '00000000-0000-4000-8000-000000000000'],
    });
    expect(submitted).toMatchObject({ status: 202, body: { eligible: 1 } });
    const items = () =>
      server.db.query<{ report_id: string }>('select report_id from doj_batch_items where batch_id = $1', [submitted.body.batch_id]);
    expect((await until(items, (rows) => rows.length > 0)).map((row) => row.report_id)).toEqual([chosen]);
    const [leftRow] = await server.db.query<{ doj_status: string }>('select doj_status from reports where id = $1', [left]);
    expect(leftRow?.doj_status).toBe('unsubmitted');

    // An amend (a newer version) makes the Failed stop Unsubmitted: still named by its error, now ready to send.
    await server.db.query('update reports set version = version + 1 where id = $1', [failed]);
    expect((await group())?.stops).toEqual([expect.objectContaining({ id: failed, send: 'ready' })]);
    await server.db.query(`update reports set review_state = 'pending_review' where id = $1`, [failed]);
    expect((await group())?.stops).toEqual([expect.objectContaining({ id: failed, send: 'in_review' })]);
    expect(await send('manager', 'POST', '/api/doj-submissions/batches', { report_ids: [failed] })).toMatchObject({
      status: 200,
      body: { batch_id: null, eligible: 0 },
    });
    await server.db.query(`update reports set review_state = 'approved' where id = $1`, [failed]);
    expect(await send('manager', 'POST', '/api/doj-submissions/batches', { report_ids: [failed] })).toMatchObject({
      status: 202,
      body: { eligible: 1 },
    });
  });
});
