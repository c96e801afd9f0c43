import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { withTenant } from '../db/tenant.ts';
import { addAgency, addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import * as repo from './doj-batches.repo.ts';
import { loadDojCredentialSeal } from './doj-credentials.ts';
import { readAgencyResponses } from './doj-results.job.ts';
import { type DojSendDeps, runDojSend } from './doj-send.job.ts';
import { saveSettings } from './doj-settings.repo.ts';
import { addStops, testDojCodec as codec } from './doj-test-kit.ts';
import { startTestSftpServer, type TestSftpServer } from './test-sftp-server.ts';

/**
 * Issue 26, the send and result jobs on a real database and a real SFTP server (ssh2's Server on 127.0.0.1), with the
 * kit's stand-in codec (doj-test-kit.ts): these tests pin the statuses, batches, restarts and refusals.
 */
const ORI = 'CA0349400';
let server: TestServer;
let sftp: TestSftpServer;
let agencyId: string;
let otherAgencyId: string;
let deps: DojSendDeps;
const log = { info: () => {}, error: () => {} };

beforeAll(async () => {
  sftp = await startTestSftpServer();
  server = await startTestServer({
    seed: false,
    async configure(db) {
      agencyId = await addAgency(db, 'Test Police', ORI, 'owner@doj.test', { configurationFile: 'california.json' });
      otherAgencyId = await addOtherAgency(db, { configurationFile: 'california.json' });
      const authorId = await addUser(db, { email: 'officer@doj.test', role: 'officer', agencyId });
      const otherAuthorId = await addUser(db, { email: 'officer@other.test', role: 'officer', agencyId: otherAgencyId });
      for (const [agency, author] of [
        [agencyId, authorId],
        [otherAgencyId, otherAuthorId],
      ] as const)
        await addStops(db, agency, author, 30);
    },
  });
  const seal = loadDojCredentialSeal(server.db, null);
  deps = { db: server.db, configurations: loadConfigurations(readConfig({}).configurationsDir), codec, seal, log };
  const sealed = (await seal).seal({ password: sftp.password });
  await withTenant(server.db, agencyId, async (tx) =>
    saveSettings(
      tx,
      agencyId,
      (await tx.query<{ id: string }>('select id from users where agency_id = $1 limit 1', [agencyId]))[0]?.id as string,
      {
        ori: ORI,
        environment: 'TEST',
        transport: 'sftp',
        host: sftp.host,
        port: sftp.port,
        username: sftp.username,
        sealed_credentials: sealed,
        host_fingerprint: sftp.fingerprint,
        schedule_enabled: false,
        schedule_hour: 2,
      },
    ),
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sftp?.close();
});

const someStops = async (count: number) =>
  (
    await server.db.query<{ id: string }>(
      `select id from reports where agency_id = $1 and doj_status = 'unsubmitted' and review_state = 'approved' order by id limit $2`,
      [agencyId, count],
    )
  ).map((row) => row.id);
const statusOf = async (id: string) =>
  (await server.db.query<{ doj_status: string; doj_errors: unknown }>('select doj_status, doj_errors from reports where id = $1', [id]))[0];
const newBatch = async (reportIds: string[]) => {
  const id = randomUUID();
  await withTenant(server.db, agencyId, (tx) =>
    repo.insertBatch(tx, agencyId, {
      id,
      created_by: null,
      trigger: 'manual',
      transport: 'sftp',
      environment: 'TEST',
      period_from: null,
      period_to: null,
      report_ids: reportIds,
    }),
  );
  return id;
};
const batchOf = (id: string) => withTenant(server.db, agencyId, (tx) => repo.findBatch(tx, agencyId, id));
const incoming = () => readdirSync(join(sftp.root, 'TEST/incoming_to_DOJ/JSON'));
const itemsOf = (batchId: string) =>
  server.db.query<{ report_id: string; file_name: string; tx_type: string; result: string | null }>(
    'select report_id, file_name, tx_type, result from doj_batch_items where batch_id = $1 order by file_name',
    [batchId],
  );
const respond = (name: string, lines: string[]) => writeFileSync(join(sftp.root, 'TEST/responses_from_DOJ', name), lines.join('\n'));

describe('sending a batch and reading the answer', () => {
  it('uploads one file per stop named yyyyMMddHHmmss_ORI_LEARecordID.json with TX_Type I, and marks the stops Pending', async () => {
    const stops = await someStops(3);
    const batchId = await newBatch(stops);
    await runDojSend(deps, { agencyId, batchId });
    expect(await batchOf(batchId)).toMatchObject({ state: 'sent', stop_count: 3, failure_reason: null });
    const items = await itemsOf(batchId);
    expect(items.map((item) => item.file_name)).toEqual(
      expect.arrayContaining(stops.map((id) => expect.stringMatching(new RegExp(`^\\d{14}_${ORI}_${id}\\.json$`)))),
    );
    for (const item of items) {
      expect(incoming()).toContain(item.file_name);
      const json = JSON.parse(readFileSync(join(sftp.root, 'TEST/incoming_to_DOJ/JSON', item.file_name), 'utf8'));
      expect(json).toMatchObject({ LEARecordID: item.report_id, ORI, TX_Type: 'I', BatchID: batchId });
      expect((await statusOf(item.report_id))?.doj_status).toBe('pending');
    }
  });

  it("sends a stop's words as written, letters beyond ASCII included (the payload is read as its UTF-8 bytes)", async () => {
    const [stop] = await someStops(1);
    const words = 'Peña at São José — 東京 ✓';
    for (const table of ['reports', 'report_versions'])
      await server.db.query(
        `update ${table} set payload = jsonb_set(payload, '{narrative}', to_jsonb($2::text)) where ${table === 'reports' ? 'id' : 'report_id'} = $1`,
        [stop, words],
      );
    const batchId = await newBatch([stop as string]);
    await runDojSend(deps, { agencyId, batchId });
    const [item] = await itemsOf(batchId);
    const json = JSON.parse(readFileSync(join(sftp.root, 'TEST/incoming_to_DOJ/JSON', item?.file_name as string), 'utf8'));
    expect(json.report.narrative).toBe(words);
  });

  it('a response with one error fails that stop with the DOJ words and accepts the rest of the batch; the file is archived', async () => {
    const stops = await someStops(2);
    const batchId = await newBatch(stops);
    await runDojSend(deps, { agencyId, batchId });
    const [first, second] = await itemsOf(batchId);
    respond('response-one-error.txt', [`${ORI}|${first?.file_name}|${first?.report_id}|CA DOJ: Offense code 99999 is not valid`]);
    expect(await readAgencyResponses(deps, agencyId)).toBe(1);
    expect(await statusOf(first?.report_id as string)).toEqual({
      doj_status: 'failed',
      doj_errors: [{ section: 'record', message: 'CA DOJ: Offense code 99999 is not valid' }],
    });
    expect((await statusOf(second?.report_id as string))?.doj_status).toBe('submitted');
    expect(await batchOf(batchId)).toMatchObject({ state: 'answered' });
    expect(readdirSync(join(sftp.root, 'TEST/responses_from_DOJ/archive'))).toContain('response-one-error.txt');
    // Never read twice: nothing more to read.
    expect(await readAgencyResponses(deps, agencyId)).toBe(0);
  });

  it('an amended Failed stop is eligible again, goes as TX_Type U (Resubmitted) and ends Submitted on a clean answer', async () => {
    const [stop] = await someStops(1);
    const first = await newBatch([stop as string]);
    await runDojSend(deps, { agencyId, batchId: first });
    const [item] = await itemsOf(first);
    respond('r-fail.txt', [`${ORI}|${item?.file_name}|${stop}|Age is required`]);
    await readAgencyResponses(deps, agencyId);
    expect((await statusOf(stop as string))?.doj_status).toBe('failed');
    // An amend writes a newer version: the stop is Unsubmitted again (migration 0049's trigger).
    await server.db.query('update reports set version = version + 1 where id = $1', [stop]);
    expect((await statusOf(stop as string))?.doj_status).toBe('unsubmitted');
    await server.db.query(
      `insert into report_versions (agency_id, report_id, version, author_id, payload, created_in_version)
       select agency_id, id, version, author_id, payload, '3.29' from reports where id = $1`,
      [stop],
    );
    const second = await newBatch([stop as string]);
    await runDojSend(deps, { agencyId, batchId: second });
    expect((await itemsOf(second))[0]).toMatchObject({ tx_type: 'U' });
    expect((await statusOf(stop as string))?.doj_status).toBe('resubmitted');
    await new Promise((done) => setTimeout(done, 1100));
    respond('r-clean.txt', []);
    await readAgencyResponses(deps, agencyId);
    expect((await statusOf(stop as string))?.doj_status).toBe('submitted');
  });

  it('with review on, sends only approved stops: one waiting for review or returned stays Unsubmitted, in no batch', async () => {
    const [waiting, returned] = await someStops(2);
    await server.db.query(`update reports set review_state = 'pending_review' where id = $1`, [waiting]);
    await server.db.query(`update reports set review_state = 'returned' where id = $1`, [returned]);
    const batchId = await newBatch([waiting as string, returned as string]);
    await runDojSend(deps, { agencyId, batchId });
    expect(await itemsOf(batchId)).toEqual([]);
    expect((await statusOf(waiting as string))?.doj_status).toBe('unsubmitted');
    expect((await statusOf(returned as string))?.doj_status).toBe('unsubmitted');
  });

  it('holds back a stop that fails the logic checks as Not sendable with the reasons, outside the batch', async () => {
    const [stop] = await someStops(1);
    await server.db.query(`update reports set payload = payload || '{"note":"NOT-SENDABLE"}' where id = $1`, [stop]);
    const batchId = await newBatch([stop as string]);
    await runDojSend(deps, { agencyId, batchId });
    expect(await statusOf(stop as string)).toEqual({
      doj_status: 'not_sendable',
      doj_errors: [{ message: 'The stop has no offense code for its citation.' }],
    });
    expect(await itemsOf(batchId)).toEqual([]);
  });
});

describe('restarts and refusals', () => {
  it('a batch interrupted after uploading some files sends only the rest (a file on the server is not uploaded again)', async () => {
    const stops = await someStops(4);
    const batchId = await newBatch(stops);
    // The first attempt filled the batch and uploaded two files before it failed: the two the server has are recorded
    // (the page stopped part way); one of them is then made to look unrecorded, as after a process that ended.
    let calls = 0;
    const dying: DojSendDeps = {
      ...deps,
      uploadsAtOnce: 1,
      codec: {
        ...codec,
        encode: (report, context) => {
          calls += 1;
          if (calls === 3) throw new Error('process ended');
          return codec.encode(report, context);
        },
      },
    };
    await expect(runDojSend(dying, { agencyId, batchId })).rejects.toThrow('process ended');
    const items = await itemsOf(batchId);
    expect(items).toHaveLength(4);
    const recorded = await server.db.query<{ file_name: string }>(
      'select file_name from doj_batch_items where batch_id = $1 and uploaded_at is not null order by file_name',
      [batchId],
    );
    expect(recorded.map((row) => row.file_name)).toEqual([items[0]?.file_name, items[1]?.file_name]);
    const uploadsBefore = sftp.uploads.length;
    await server.db.query('update doj_batch_items set uploaded_at = null where batch_id = $1 and file_name = $2', [
      batchId,
      items[1]?.file_name,
    ]);
    await runDojSend(deps, { agencyId, batchId });
    const again = sftp.uploads.slice(uploadsBefore).map((path) => path.split('/').at(-1));
    expect(again.sort()).toEqual([items[2]?.file_name, items[3]?.file_name]);
    expect(await batchOf(batchId)).toMatchObject({ state: 'sent', stop_count: 4 });
    expect(new Set(incoming()).size).toBe(incoming().length);
  });

  it('a fill interrupted after a page goes on after the last stop it took, each stop once', async () => {
    const stops = (await someStops(5)).sort();
    const batchId = await newBatch(stops);
    // The first attempt's first page (here: the first stop) was committed before its process ended.
    await withTenant(server.db, agencyId, (tx) =>
      repo.insertItems(tx, agencyId, batchId, [
        {
          reportId: stops[0] as string,
          version: 0,
          leaRecordId: stops[0] as string,
          fileName: `20260101000000_${ORI}_${stops[0]}.json`,
          txType: 'I',
        },
      ]),
    );
    await runDojSend(deps, { agencyId, batchId });
    const items = await itemsOf(batchId);
    expect(items.map((item) => item.report_id).sort()).toEqual(stops);
    expect(await batchOf(batchId)).toMatchObject({ state: 'sent', stop_count: 5 });
  });

  it('a refused login keeps the batch unsent with the reason, never the password; a later attempt sends it', async () => {
    const stops = await someStops(1);
    const batchId = await newBatch(stops);
    sftp.refuseLogins = true;
    try {
      await expect(runDojSend(deps, { agencyId, batchId })).rejects.toThrow(/refused the login/);
    } finally {
      sftp.refuseLogins = false;
    }
    const refused = await batchOf(batchId);
    expect(refused).toMatchObject({ state: 'unsent', attempts: 1 });
    expect(refused?.failure_reason).toBe('The DOJ server refused the login (check the user and the key or password).');
    expect(refused?.failure_reason).not.toContain(sftp.password);
    await runDojSend(deps, { agencyId, batchId });
    expect(await batchOf(batchId)).toMatchObject({ state: 'sent', failure_reason: null });
  });
});

describe('response files that do not fit', () => {
  it('keeps a malformed file and a file naming another agency for a person, and changes nothing', async () => {
    const stops = await someStops(1);
    const batchId = await newBatch(stops);
    await runDojSend(deps, { agencyId, batchId });
    const [item] = await itemsOf(batchId);
    respond('x-malformed.txt', ['this is not a response']);
    respond('y-foreign.txt', [`CA9999999|${item?.file_name}|${stops[0]}|Some error`]);
    respond('z-unknown.txt', [`${ORI}|20990101000000_${ORI}_unknown.json|unknown|Some error`]);
    await readAgencyResponses(deps, agencyId);
    expect((await statusOf(stops[0] as string))?.doj_status).toBe('pending');
    const kept = await server.db.query<{ name: string; state: string; agency_id: string }>(
      `select name, state, agency_id from doj_response_files where name = any($1::text[]) order by name`,
      [['x-malformed.txt', 'y-foreign.txt', 'z-unknown.txt']],
    );
    expect(kept.map(({ name, state }) => [name, state])).toEqual([
      ['x-malformed.txt', 'malformed'],
      ['y-foreign.txt', 'foreign'],
      ['z-unknown.txt', 'foreign'],
    ]);
    expect(kept.every((row) => row.agency_id === agencyId)).toBe(true);
    const other = await server.db.query(`select 1 from reports where agency_id = $1 and doj_status <> 'unsubmitted'`, [otherAgencyId]);
    expect(other).toEqual([]);
  });
});
