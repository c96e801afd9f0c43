import { randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_AGENCY } from '@fieldbook/server/demo';
import {
  domainDojCodec,
  insertDojBatch,
  loadDojCredentialSeal,
  readAgencyResponses,
  runDojSend,
  saveDojSettings,
  startTestSftpServer,
  withTenant,
} from '@fieldbook/server/kit';
import { type BenchSetup, openBenchDatabase } from './bench-database.ts';
import { topUpYear } from './top-up-year.ts';

const MB = 1024 * 1024;
const ERRORS_IN_RESPONSE = 10_000;

/**
 * The job's log, as a clock: each message with the seconds since `phaseClock.start`, and the highest resident memory and
 * heap the sampler saw since the message before.
 */
const phaseClock = { start: 0, marks: [] as string[], peakRss: 0, peakHeap: 0 };
const samplePhaseMemory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  phaseClock.peakRss = Math.max(phaseClock.peakRss, rss);
  phaseClock.peakHeap = Math.max(phaseClock.peakHeap, heapUsed);
  return rss;
};
const log = {
  info: (_fields: object, message: string) => {
    samplePhaseMemory();
    const seconds = ((performance.now() - phaseClock.start) / 1000).toFixed(1);
    const peaks = `peak rss ${(phaseClock.peakRss / MB).toFixed(0)} MB, heap ${(phaseClock.peakHeap / MB).toFixed(0)} MB`;
    phaseClock.marks.push(`${message} at ${seconds} s (${peaks})`);
    phaseClock.peakRss = 0;
    phaseClock.peakHeap = 0;
  },
  error: () => {},
};

/** Tops the demo agency up to `size` reports within the last 364 days, approved and unsent (every one eligible). */
async function ensureYear(setup: BenchSetup, size: number): Promise<void> {
  const { db, agencyId } = setup;
  const added = await topUpYear(setup, size, { seed: 26, prefix: 'DOJ' });
  if (added > 0) console.log(`doj: added ${added} generated reports to the demo agency`);
  // A bench run starts from nothing sent: every stop of the year Unsubmitted, no open batch.
  await db.query(`delete from doj_batch_items where agency_id = $1`, [agencyId]);
  await db.query(`delete from doj_batches where agency_id = $1`, [agencyId]);
  await db.query(`delete from doj_response_files where agency_id = $1`, [agencyId]);
  await db.query(
    `update reports set doj_status = 'unsubmitted', doj_sent_version = null, doj_errors = '[]', review_state = 'approved'
      where agency_id = $1 and (doj_status <> 'unsubmitted' or review_state <> 'approved')`,
    [agencyId],
  );
  // Autovacuum may be off on a bench server (bench/setup-postgres.sh): the planner needs the written rows' statistics,
  // or it takes the reports for a handful and checks each against every open batch item.
  await db.query('vacuum analyze reports, doj_batch_items, doj_batches');
}

/**
 * Issue 26's speed (guide §6): building and sending the year's files of an agency of `size` (100,000) stops to a local
 * SFTP server (ssh2's, on 127.0.0.1), one JSON file per stop, with the time and the process's memory growth (budget
 * <= 120 s, < 150 MB); then reading a DOJ response naming 10,000 errors (budget <= 10 s). DATABASE_URL or PGlite.
 */
export async function benchDojSubmission(size = 100_000): Promise<void> {
  const setup = await openBenchDatabase();
  const { db, agencyId, configurations } = setup;
  await ensureYear(setup, size);
  const sftp = await startTestSftpServer();
  const seal = loadDojCredentialSeal(db, null);
  const sealed = (await seal).seal({ password: sftp.password });
  await withTenant(db, agencyId, (tx) =>
    saveDojSettings(tx, agencyId, setup.authors[0]?.id as string, {
      ori: DEMO_AGENCY.ori,
      environment: 'TEST',
      transport: 'sftp',
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      sealed_credentials: sealed,
      host_fingerprint: sftp.fingerprint,
      schedule_enabled: false,
      schedule_hour: 2,
    }),
  );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_AGENCY.timezone }).format(new Date());
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_AGENCY.timezone }).format(new Date(Date.now() - 364 * 86_400_000));
  const batchId = randomUUID();
  await withTenant(db, agencyId, (tx) =>
    insertDojBatch(tx, agencyId, {
      id: batchId,
      created_by: null,
      trigger: 'schedule',
      transport: 'sftp',
      environment: 'TEST',
      period_from: from,
      period_to: today,
      report_ids: null,
    }),
  );
  const deps = { db, configurations, codec: domainDojCodec, seal, log };
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  console.log(`doj send: baseline rss ${(baseline / MB).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / MB).toFixed(0)} MB`);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, samplePhaseMemory());
  }, 100);
  const started = performance.now();
  phaseClock.start = started;
  await runDojSend(deps, { agencyId, batchId });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [counts] = await db.query<{ sent: number; held: number }>(
    `select count(*) filter (where doj_status = 'pending')::int as sent, count(*) filter (where doj_status = 'not_sendable')::int as held
       from reports where agency_id = $1`,
    [agencyId],
  );
  const files = readdirSync(join(sftp.root, 'TEST/incoming_to_DOJ/JSON'));
  console.log(
    `doj send: ${counts?.sent ?? 0} files sent (${counts?.held ?? 0} held back as not sendable) of ${size} stops in ${seconds.toFixed(1)} s ` +
      `(budget 120 s); memory growth ${((peak - baseline) / MB).toFixed(0)} MB (budget < 150 MB); ${files.length} files on the server`,
  );
  console.log(`doj send phases: ${phaseClock.marks.join('; ')}`);

  // The DOJ's answer naming 10,000 errors (or as many files as were sent).
  const named = files.slice(0, ERRORS_IN_RESPONSE);
  const lines = [
    'File Level Fatal Errors:',
    'Agency ORI|File name|Date Submitted|Time Submitted|Error message',
    'Record Level Fatal Errors:',
    'Agency ORI|File name|LEA record ID|Error List',
    'Record Level Errors:',
    'Agency ORI|File name|LEA record ID|Error List',
    ...named.map((name) => `${DEMO_AGENCY.ori}|${name}|${name.split('_')[2]?.replace('.json', '')}|Offense code is not valid`),
  ];
  writeFileSync(join(sftp.root, 'TEST/responses_from_DOJ/bench-response.txt'), lines.join('\r\n'));
  const reading = performance.now();
  await readAgencyResponses(deps, agencyId);
  const readSeconds = (performance.now() - reading) / 1000;
  const [failed] = await db.query<{ n: number }>(`select count(*)::int as n from reports where agency_id = $1 and doj_status = 'failed'`, [
    agencyId,
  ]);
  console.log(`doj response: ${named.length} errors read, ${failed?.n ?? 0} stops Failed, in ${readSeconds.toFixed(2)} s (budget 10 s)`);
  await sftp.close();
  await db.close();
}
