import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { JobLog } from '../jobs/job-queue.ts';
import type { DojCodec, DojResponseReading } from './doj-codec.ts';
import type { DojCredentialSeal } from './doj-credentials.ts';
import * as repo from './doj-results.repo.ts';
import { findSettings, sftpAgencies } from './doj-settings.repo.ts';
import { DojTransportError, openDojSftp } from './sftp-transport.ts';

export interface DojResultsDeps {
  db: Database;
  codec: DojCodec;
  seal: Promise<DojCredentialSeal>;
  log: JobLog;
}

export type ResponseOutcome = { state: 'processed'; failed: number; accepted: number } | { state: 'malformed' | 'foreign'; note: string };

/**
 * Applies one response file of the agency (ORI `ori`) in `tx`. Every error must name this agency's ORI and a file it
 * sent that waits for an answer; otherwise the file is foreign and nothing is touched (it is kept for a person). The
 * stops named fail with the DOJ's words; the rest of the batches named (or, for a response without errors, the batches
 * sent before it was written) are accepted.
 */
export async function applyResponse(
  tx: Queryable,
  agencyId: string,
  ori: string,
  reading: DojResponseReading,
  writtenAt: Date,
): Promise<ResponseOutcome> {
  if (!reading.isReadable) return { state: 'malformed', note: reading.problem };
  const { errors } = reading;
  if (errors.some((error) => error.ori !== ori)) return { state: 'foreign', note: 'It names another agency (ORI).' };
  const errorsByFile = new Map<string, typeof errors>();
  for (const error of errors) {
    const ofFile = errorsByFile.get(error.fileName);
    if (ofFile) ofFile.push(error);
    else errorsByFile.set(error.fileName, [error]);
  }
  const items = await repo.openItemsNamed(tx, agencyId, [...errorsByFile.keys()]);
  const byName = new Map(items.map((item) => [item.file_name, item]));
  const unknown = errors.filter((error) => {
    const item = byName.get(error.fileName);
    return !item || (error.leaRecordId !== null && error.leaRecordId !== item.lea_record_id);
  });
  if (unknown.length > 0)
    return { state: 'foreign', note: `It names ${unknown.length} file(s) this agency did not send or that were answered.` };
  const failures = items.map((item) => ({
    batchId: item.batch_id,
    reportId: item.report_id,
    errors: (errorsByFile.get(item.file_name) ?? []).map((error) => ({ section: error.section, message: error.message })),
  }));
  await repo.failItems(tx, agencyId, failures);
  const batchIds = items.length > 0 ? [...new Set(items.map((item) => item.batch_id))] : await repo.batchesSentBy(tx, agencyId, writtenAt);
  const accepted = await repo.acceptRestOfBatches(tx, agencyId, batchIds);
  return { state: 'processed', failed: failures.length, accepted };
}

export type ResponseFileOutcome = (ResponseOutcome & { id: string }) | { state: 'known' };

/**
 * One response file of the agency, however it came (read from the DOJ's SFTP folder, or uploaded by a portal agency):
 * read by the codec and applied in one transaction with its keeping, unless a file of that name was read before (then
 * nothing changes). Malformed and foreign files are kept for a person and logged without their content. `within` runs
 * in the same transaction once the file is kept (the upload's audit row).
 */
export async function applyResponseFile(
  deps: Pick<DojResultsDeps, 'db' | 'codec' | 'log'>,
  agencyId: string,
  ori: string,
  file: { name: string; text: string; writtenAt: Date },
  within?: (tx: Queryable, outcome: ResponseOutcome & { id: string; errorCount: number }) => Promise<void>,
): Promise<ResponseFileOutcome> {
  const reading = deps.codec.readResponse(file.text);
  const outcome = await withTenant(deps.db, agencyId, async (tx): Promise<ResponseFileOutcome> => {
    if (await repo.isResponseKnown(tx, agencyId, file.name)) return { state: 'known' };
    const result = await applyResponse(tx, agencyId, ori, reading, file.writtenAt);
    const id = randomUUID();
    const errorCount = reading.isReadable ? reading.errors.length : 0;
    await repo.insertResponseFile(tx, agencyId, {
      id,
      name: file.name,
      state: result.state,
      content: file.text,
      errorCount,
      note: result.state === 'processed' ? null : result.note,
    });
    await within?.(tx, { ...result, id, errorCount });
    return { ...result, id };
  });
  if (outcome.state === 'processed')
    deps.log.info({ agencyId, failed: outcome.failed, accepted: outcome.accepted }, 'DOJ response applied');
  else if (outcome.state !== 'known') deps.log.error({ agencyId, state: outcome.state }, 'DOJ response kept for a person, nothing changed');
  return outcome;
}

/**
 * Reads the agency's response files from the DOJ's folder: each not read before is applied and kept, then moved to the
 * archive folder, so it is never read twice (the kept name is the second wall). Malformed and foreign files are kept
 * for a person and logged without their content.
 */
export async function readAgencyResponses(deps: DojResultsDeps, agencyId: string): Promise<number> {
  const settings = await withTenant(deps.db, agencyId, (tx) => findSettings(tx, agencyId));
  if (settings?.transport !== 'sftp' || !settings.host || !settings.username || !settings.host_fingerprint || !settings.sealed_credentials)
    return 0;
  const secret = (await deps.seal).open(settings.sealed_credentials);
  if (!secret) return 0;
  const session = await openDojSftp({
    host: settings.host,
    port: settings.port,
    username: settings.username,
    ...secret,
    fingerprint: settings.host_fingerprint,
    environment: settings.environment,
  });
  let read = 0;
  try {
    for (const file of await session.listResponses()) {
      if (await withTenant(deps.db, agencyId, (tx) => repo.isResponseKnown(tx, agencyId, file.name))) {
        await session.archiveResponse(file.name);
        continue;
      }
      const text = await session.readResponse(file.name);
      const outcome = await applyResponseFile(deps, agencyId, settings.ori, { name: file.name, text, writtenAt: file.modifiedAt });
      await session.archiveResponse(file.name);
      if (outcome.state !== 'known') read += 1;
    }
  } finally {
    await session.end();
  }
  return read;
}

/** Scheduled: every SFTP agency's responses; one agency's failure does not stop the others. */
export async function readAllResponses(deps: DojResultsDeps): Promise<void> {
  for (const agencyId of await sftpAgencies(deps.db)) {
    try {
      await readAgencyResponses(deps, agencyId);
    } catch (error) {
      const kind = error instanceof DojTransportError ? error.reason : error instanceof Error ? error.name : 'Error';
      deps.log.error({ agencyId, error: kind }, 'DOJ responses not read');
    }
  }
}
