import { dojFileName } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { JobLog } from '../jobs/job-queue.ts';
import * as repo from './doj-batches.repo.ts';
import type { DojCodec } from './doj-codec.ts';
import type { DojCredentialSeal } from './doj-credentials.ts';
import { findSettings } from './doj-settings.repo.ts';
import { DojTransportError, openDojSftp, type SftpTarget } from './sftp-transport.ts';

export interface DojSendDeps {
  db: Database;
  configurations: ConfigurationStore;
  codec: DojCodec;
  seal: Promise<DojCredentialSeal>;
  log: JobLog;
  /** The officer's race or ethnicity for the v2 record (the officer's profile), when the configuration keeps it. */
  officerEthnicities?: (tx: Queryable, agencyId: string, userId: string) => Promise<readonly string[]>;
  /** Files uploaded at once (16 unless a test needs them one by one). */
  uploadsAtOnce?: number;
}

export interface DojSendJobData {
  agencyId: string;
  batchId: string;
}

export const DOJ_BATCH_AUDIT_ACTION = 'doj.batch.send';
const FILL_PAGE = 500;
/** Files read from the database per transaction (their payloads), then uploaded and recorded as one page. */
const SEND_PAGE = 1000;
/**
 * Files in flight on the one SFTP connection at a time, as OpenSSH's sftp client keeps 64 requests in flight: each
 * file is three round trips (open, write, close), so the rate is the window over the round trip.
 */
const UPLOADS_AT_ONCE = 64;

type EthnicityDeps = Pick<DojSendDeps, 'officerEthnicities'>;

/** The officers' race or ethnicity read once per officer for a batch (it is on their profile, the same for every stop). */
function officerEthnicityCache(deps: EthnicityDeps) {
  const known = new Map<string, readonly string[]>();
  return {
    /** Reads in `tx` the officers not read yet. */
    async load(tx: Queryable, agencyId: string, authorIds: Iterable<string>): Promise<void> {
      const read = deps.officerEthnicities;
      if (!read) return;
      for (const authorId of authorIds) if (!known.has(authorId)) known.set(authorId, await read(tx, agencyId, authorId));
    },
    of: (authorId: string) => known.get(authorId),
  };
}

export interface AgencyForDoj {
  ori: string;
  timezone: string;
  configuration_file: string;
}

export async function agencyForDoj(tx: Queryable, agencyId: string): Promise<AgencyForDoj> {
  const [row] = await tx.query<AgencyForDoj>('select ori, timezone, configuration_file from agencies where id = $1', [agencyId]);
  if (!row) throw new Error('agency not found');
  return row;
}

/** The agency's own id of a stop in the DOJ's files: the report's id, unique and never changed (docs/decisions.md). */
export const leaRecordIdOf = (reportId: string) => reportId;

/**
 * Puts the eligible stops of the batch's period or selection into it, page by page: each runs the regulation's logic
 * checks for the version in force on its date; a stop that fails is held back as Not sendable with the reasons. A
 * stop already in another open batch is skipped (the unique open-item index is the wall). Runs once per batch.
 */
async function fillBatch(deps: DojSendDeps, agencyId: string, batch: repo.BatchRow, ori: string): Promise<void> {
  const agency = await withTenant(deps.db, agencyId, (tx) => agencyForDoj(tx, agencyId));
  const config = deps.configurations.get(agency.configuration_file);
  const scope = { from: batch.period_from, to: batch.period_to, reportIds: batch.report_ids, timeZone: agency.timezone };
  // This batch's own stops are behind the cursor (a restart goes on after the last one it took), so a page is checked
  // only against the other open batches: a growing batch never makes its own fill slower page by page.
  let afterId: string | null = await withTenant(deps.db, agencyId, (tx) => repo.lastFilledId(tx, agencyId, batch.id));
  for (;;) {
    const done: boolean = await withTenant(deps.db, agencyId, async (tx) => {
      const page = await repo.eligiblePage(tx, agencyId, batch.id, scope, afterId, FILL_PAGE);
      const items: repo.NewItem[] = [];
      const held: { reportId: string; reasons: string[] }[] = [];
      const at = new Date();
      for (const report of page) {
        const reasons = deps.codec.check(repo.parsePayload(report), config, agency.timezone);
        if (reasons.length > 0) held.push({ reportId: report.id, reasons });
        else {
          const leaRecordId = leaRecordIdOf(report.id);
          items.push({
            reportId: report.id,
            version: report.version,
            leaRecordId,
            fileName: dojFileName(at, ori, leaRecordId),
            txType: report.doj_sent_version === null ? 'I' : 'U',
          });
        }
      }
      await repo.markNotSendable(tx, agencyId, held);
      await repo.insertItems(tx, agencyId, batch.id, items);
      afterId = page.at(-1)?.id ?? null;
      return page.length < FILL_PAGE;
    });
    if (done) break;
  }
  await withTenant(deps.db, agencyId, (tx) => repo.finishFill(tx, agencyId, batch.id));
}

type EncodeContext = { agencyId: string; batchId: string; ori: string; timeZone: string; config: Parameters<DojCodec['check']>[1] };

/** The JSON text of one file, from the version of the stop the batch holds, with its officer's race or ethnicity. */
function encodeFile(codec: DojCodec, context: EncodeContext, item: repo.ItemToSend, ethnicities: readonly string[] | undefined): Buffer {
  const record = codec.encode(repo.parsePayload(item), {
    ori: context.ori,
    leaRecordId: item.lea_record_id,
    batchId: context.batchId,
    txType: item.tx_type,
    timeZone: context.timeZone,
    config: context.config,
    ...(ethnicities ? { officerEthnicities: ethnicities } : {}),
  });
  return Buffer.from(JSON.stringify(record), 'utf8');
}

/** The JSON text of one file, its officer's race or ethnicity read in `tx` (the portal's zip). */
export async function encodeItem(
  deps: Pick<DojSendDeps, 'codec' | 'officerEthnicities'>,
  tx: Queryable,
  context: EncodeContext,
  item: repo.ItemToSend,
): Promise<Buffer> {
  const ethnicities = deps.officerEthnicities ? await deps.officerEthnicities(tx, context.agencyId, item.author_id) : undefined;
  return encodeFile(deps.codec, context, item, ethnicities);
}

/**
 * Runs `upload` for each of `files` with up to `atOnce` in flight. After a failure no new one starts; those in flight
 * finish, then the first error is thrown.
 */
async function eachAtOnce<T>(files: readonly T[], atOnce: number, upload: (file: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < files.length) {
      const file = files[next++] as T;
      try {
        await upload(file);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, files.length) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}

async function sftpTarget(deps: DojSendDeps, settings: NonNullable<Awaited<ReturnType<typeof findSettings>>>): Promise<SftpTarget> {
  const secret = settings.sealed_credentials ? (await deps.seal).open(settings.sealed_credentials) : null;
  if (!settings.host || !settings.username || !secret || !settings.host_fingerprint)
    throw new DojTransportError('The SFTP settings are incomplete: host, user, key or password, and the host key fingerprint.');
  return {
    host: settings.host,
    port: settings.port,
    username: settings.username,
    ...secret,
    fingerprint: settings.host_fingerprint,
    environment: settings.environment,
  };
}

/**
 * Uploads every file of the batch not uploaded yet, a page at a time: the page is read in one transaction, its files
 * encoded one by one as they go (only those in flight are in memory), `UPLOADS_AT_ONCE` in flight, and the page is
 * recorded as uploaded in one statement once the server has all of it (or, when the page stops part way, the files the
 * server has). A restarted attempt skips what is recorded and
 * records, without sending, what the incoming folder already holds (uploaded before the process ended), so no file goes
 * twice.
 */
async function uploadBatch(deps: DojSendDeps, agencyId: string, batchId: string, target: SftpTarget, ori: string): Promise<number> {
  const agency = await withTenant(deps.db, agencyId, (tx) => agencyForDoj(tx, agencyId));
  const config = deps.configurations.get(agency.configuration_file);
  const session = await openDojSftp(target);
  let uploaded = 0;
  try {
    const already = await session.listIncoming();
    const atOnce = deps.uploadsAtOnce ?? UPLOADS_AT_ONCE;
    const context = { agencyId, batchId, ori, timeZone: agency.timezone, config };
    const ethnicities = officerEthnicityCache(deps);
    let afterName = '';
    for (;;) {
      const page = await withTenant(deps.db, agencyId, async (tx) => {
        const items = await repo.itemsToSend(tx, agencyId, batchId, afterName, SEND_PAGE);
        await ethnicities.load(tx, agencyId, new Set(items.map((item) => item.author_id)));
        return items;
      });
      const lastName = page.at(-1)?.file_name;
      if (lastName === undefined) break;
      // Already on the server (uploaded just before a process ended): recorded with the page, not sent again.
      const toSend = page.filter((item) => !already.has(item.file_name));
      const onServer: string[] = [];
      await eachAtOnce(toSend, atOnce, async (item) => {
        await session.upload(item.file_name, encodeFile(deps.codec, context, item, ethnicities.of(item.author_id)));
        onServer.push(item.file_name);
      }).catch(async (error: unknown) => {
        // The page stopped part way: what the server has is recorded now, so a retry (perhaps after the DOJ has taken
        // those files from the folder) does not send them again.
        await withTenant(deps.db, agencyId, (tx) => repo.markFilesUploaded(tx, agencyId, batchId, onServer));
        throw error;
      });
      await withTenant(deps.db, agencyId, (tx) => repo.markPageUploaded(tx, agencyId, batchId, afterName, lastName));
      uploaded += toSend.length;
      afterName = lastName;
      if (page.length < SEND_PAGE) break;
    }
  } finally {
    await session.end();
  }
  return uploaded;
}

/**
 * One batch, start to finish: filled (once), then its files uploaded by SFTP, or, for an agency that uploads through
 * the DOJ's portal, left for the zip download; then the batch is sent (Pending) and audited. A transport failure keeps
 * the batch unsent with the reason (shown on the page) and fails the attempt, so the queue retries it.
 */
export async function runDojSend(deps: DojSendDeps, { agencyId, batchId }: DojSendJobData): Promise<void> {
  const { db } = deps;
  const [batch, settings] = await withTenant(
    db,
    agencyId,
    async (tx) => [await repo.findBatch(tx, agencyId, batchId), await findSettings(tx, agencyId)] as const,
  );
  if (batch?.state !== 'unsent' || !settings) return;
  if (!batch.filled_at) await fillBatch(deps, agencyId, batch, settings.ori);
  deps.log.info({ batchId, agencyId }, 'DOJ batch filled');
  let uploaded = 0;
  if (batch.transport === 'sftp') {
    try {
      uploaded = await uploadBatch(deps, agencyId, batchId, await sftpTarget(deps, settings), settings.ori);
    } catch (error) {
      if (!(error instanceof DojTransportError)) throw error;
      await withTenant(db, agencyId, (tx) => repo.recordBatchFailure(tx, agencyId, batchId, error.reason));
      deps.log.error({ batchId, agencyId }, 'DOJ batch not sent: transport failed');
      throw error;
    }
  }
  await withTenant(db, agencyId, async (tx) => {
    const stopCount = (await repo.findBatch(tx, agencyId, batchId))?.stop_count ?? 0;
    await repo.markBatchSent(tx, agencyId, batchId);
    await recordAuditEvent(tx, {
      action: DOJ_BATCH_AUDIT_ACTION,
      outcome: 'success',
      userId: batch.created_by,
      agencyId,
      objectId: batchId,
      sourceIp: null,
      details: { trigger: batch.trigger, transport: batch.transport, environment: batch.environment, stops: stopCount },
    });
  });
  deps.log.info({ batchId, agencyId, uploaded }, 'DOJ batch sent');
}
