import type { Queryable } from '../db/database.ts';

export type BatchState = 'unsent' | 'sent' | 'answered';

export interface BatchRow {
  id: string;
  created_at: Date;
  created_by: string | null;
  trigger: 'manual' | 'schedule';
  transport: 'sftp' | 'portal';
  environment: 'TEST' | 'PROD';
  stop_count: number;
  state: BatchState;
  failure_reason: string | null;
  attempts: number;
  sent_at: Date | null;
  answered_at: Date | null;
  filled_at: Date | null;
  period_from: string | null;
  period_to: string | null;
  report_ids: string[] | null;
}

const BATCH_COLUMNS = `id, created_at, created_by, trigger, transport, environment, stop_count::int as stop_count, state, failure_reason,
  attempts::int as attempts, sent_at, answered_at, filled_at, period_from::text as period_from, period_to::text as period_to, report_ids`;

export async function insertBatch(
  tx: Queryable,
  agencyId: string,
  batch: Pick<BatchRow, 'id' | 'created_by' | 'trigger' | 'transport' | 'environment' | 'period_from' | 'period_to' | 'report_ids'>,
): Promise<void> {
  await tx.query(
    `insert into doj_batches (agency_id, id, created_by, trigger, transport, environment, stop_count, period_from, period_to, report_ids)
     values ($1, $2, $3, $4, $5, $6, 0, $7, $8, $9)`,
    [
      agencyId,
      batch.id,
      batch.created_by,
      batch.trigger,
      batch.transport,
      batch.environment,
      batch.period_from,
      batch.period_to,
      batch.report_ids,
    ],
  );
}

export async function findBatch(tx: Queryable, agencyId: string, batchId: string): Promise<BatchRow | undefined> {
  const [row] = await tx.query<BatchRow>(`select ${BATCH_COLUMNS} from doj_batches where agency_id = $1 and id = $2`, [agencyId, batchId]);
  return row;
}

/** The batch, locked for its sender (one attempt at a time fills and sends it). */
export async function lockBatch(tx: Queryable, agencyId: string, batchId: string): Promise<BatchRow | undefined> {
  const [row] = await tx.query<BatchRow>(`select ${BATCH_COLUMNS} from doj_batches where agency_id = $1 and id = $2 for update`, [
    agencyId,
    batchId,
  ]);
  return row;
}

/** The latest batches made since 1 January of `year` (a year's stops go from then on, amends even after its deadline). */
export async function listBatches(tx: Queryable, agencyId: string, year: number, limit: number): Promise<BatchRow[]> {
  return tx.query<BatchRow>(
    `select ${BATCH_COLUMNS} from doj_batches
      where agency_id = $1 and created_at >= make_date($2, 1, 1)
      order by created_at desc limit $3`,
    [agencyId, year, limit],
  );
}

/**
 * The stop's payload comes as the bytes of its JSON text (bytea), parsed just before its check or file: a page of parsed
 * payloads, several times the size of their text, would live as long as the page; and pg's text columns of that size
 * were promoted to the old space nearly all (2.1 of 2.3 KB a stop), so 100,000 stops grew the heap by 200 MB of
 * garbage before a full collection, where the bytes live outside the heap and die young.
 */
type PayloadText = { payload_utf8: Uint8Array };

/** The SQL of a payload column as PayloadText reads it. */
const payloadBytes = (column: string) => `convert_to(${column}::text, 'UTF8') as payload_utf8`;

/** The stop's payload of a row read with PayloadText. */
export function parsePayload(row: PayloadText): Record<string, unknown> {
  const bytes = row.payload_utf8;
  return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as Record<string, unknown>;
}

export interface Candidate extends PayloadText {
  id: string;
  version: number;
  incident_number: string;
  incident_date: Date;
  author_id: string;
  doj_sent_version: number | null;
}

/**
 * Stops that may go into a batch, in id order after `afterId`: approved (with review off every stop is approved at
 * create), not sent since created or last changed (unsubmitted, or held back before), in the batch's period or
 * selection, and in no open batch.
 */
export async function eligiblePage(
  tx: Queryable,
  agencyId: string,
  batchId: string,
  scope: { from: string | null; to: string | null; reportIds: string[] | null; timeZone: string },
  afterId: string | null,
  limit: number,
): Promise<Candidate[]> {
  return tx.query<Candidate>(
    `select r.id, r.version, r.incident_number, r.incident_date, ${payloadBytes('r.payload')}, r.author_id, r.doj_sent_version
       from reports r
      where r.agency_id = $1 and r.doj_status in ('unsubmitted', 'not_sendable') and r.review_state = 'approved'
        and ($2::date is null or r.incident_date >= ($2::date)::timestamp at time zone $5)
        and ($3::date is null or r.incident_date < ($3::date + 1)::timestamp at time zone $5)
        and ($4::uuid[] is null or r.id = any($4::uuid[]))
        and ($6::uuid is null or r.id > $6::uuid)
        and not exists (select 1 from doj_batch_items i
                         where i.agency_id = r.agency_id and i.report_id = r.id and i.result is null and i.batch_id <> $8)
      order by r.id limit $7`,
    [agencyId, scope.from, scope.to, scope.reportIds, scope.timeZone, afterId, limit, batchId],
  );
}

export interface NewItem {
  reportId: string;
  version: number;
  leaRecordId: string;
  fileName: string;
  txType: 'I' | 'U';
}

/** Adds stops to a batch and marks them Pending (first time) or Resubmitted (after an amend). */
export async function insertItems(tx: Queryable, agencyId: string, batchId: string, items: NewItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await tx.query<{ report_id: string }>(
    `insert into doj_batch_items (agency_id, batch_id, report_id, report_version, lea_record_id, file_name, tx_type)
     select $1, $2, x.report_id, x.version, x.lea_record_id, x.file_name, x.tx_type
       from jsonb_to_recordset($3::jsonb) as x(report_id uuid, version integer, lea_record_id text, file_name text, tx_type text)
     on conflict do nothing
     returning report_id`,
    [
      agencyId,
      batchId,
      JSON.stringify(
        items.map((item) => ({
          report_id: item.reportId,
          version: item.version,
          lea_record_id: item.leaRecordId,
          file_name: item.fileName,
          tx_type: item.txType,
        })),
      ),
    ],
  );
  const added = rows.map((row) => row.report_id);
  if (added.length === 0) return 0;
  await tx.query(
    `update reports r set doj_status = case when x.tx_type = 'U' then 'resubmitted' else 'pending' end,
            doj_sent_version = x.version, doj_errors = '[]'
       from jsonb_to_recordset($2::jsonb) as x(report_id uuid, version integer, tx_type text)
      where r.agency_id = $1 and r.id = x.report_id and x.report_id = any($3::uuid[])`,
    [agencyId, JSON.stringify(items.map((item) => ({ report_id: item.reportId, version: item.version, tx_type: item.txType }))), added],
  );
  return added.length;
}

export async function markNotSendable(tx: Queryable, agencyId: string, held: { reportId: string; reasons: string[] }[]): Promise<void> {
  if (held.length === 0) return;
  await tx.query(
    `update reports r set doj_status = 'not_sendable', doj_errors = x.errors
       from jsonb_to_recordset($2::jsonb) as x(report_id uuid, errors jsonb)
      where r.agency_id = $1 and r.id = x.report_id`,
    [agencyId, JSON.stringify(held.map((entry) => ({ report_id: entry.reportId, errors: entry.reasons.map((message) => ({ message })) })))],
  );
}

/** The last stop the batch's fill took (pages go in id order, each in its own transaction): a restart goes on after it. */
export async function lastFilledId(tx: Queryable, agencyId: string, batchId: string): Promise<string | null> {
  const [row] = await tx.query<{ id: string | null }>(
    'select max(report_id::text)::uuid as id from doj_batch_items where agency_id = $1 and batch_id = $2',
    [agencyId, batchId],
  );
  return row?.id ?? null;
}

export async function finishFill(tx: Queryable, agencyId: string, batchId: string): Promise<number> {
  const [row] = await tx.query<{ stop_count: number }>(
    `update doj_batches set filled_at = now(),
            stop_count = (select count(*) from doj_batch_items where agency_id = $1 and batch_id = $2)
      where agency_id = $1 and id = $2 returning stop_count::int as stop_count`,
    [agencyId, batchId],
  );
  return row?.stop_count ?? 0;
}

export interface ItemToSend extends PayloadText {
  report_id: string;
  report_version: number;
  lea_record_id: string;
  file_name: string;
  tx_type: 'I' | 'U';
  author_id: string;
}

/** A page of the batch's files in file-name order after `afterName`, with the payload of the version sent. */
function batchFiles(
  tx: Queryable,
  page: { agencyId: string; batchId: string; afterName: string; limit: number },
  onlyNotUploaded: boolean,
): Promise<ItemToSend[]> {
  return tx.query<ItemToSend>(
    `select i.report_id, i.report_version, i.lea_record_id, i.file_name, i.tx_type, ${payloadBytes('v.payload')}, r.author_id
       from doj_batch_items i
       join report_versions v on v.agency_id = i.agency_id and v.report_id = i.report_id and v.version = i.report_version
       join reports r on r.agency_id = i.agency_id and r.id = i.report_id
      where i.agency_id = $1 and i.batch_id = $2 and i.file_name > $3${onlyNotUploaded ? ' and i.uploaded_at is null' : ''}
      order by i.file_name limit $4`,
    [page.agencyId, page.batchId, page.afterName, page.limit],
  );
}

/** The batch's files not uploaded yet, in file-name order after `afterName`, with the payload of the version sent. */
export async function itemsToSend(
  tx: Queryable,
  agencyId: string,
  batchId: string,
  afterName: string,
  limit: number,
): Promise<ItemToSend[]> {
  return batchFiles(tx, { agencyId, batchId, afterName, limit }, true);
}

/** Every file of the batch with the payload of the version sent (the portal's zip). */
export async function batchFilesPage(
  tx: Queryable,
  agencyId: string,
  batchId: string,
  afterName: string,
  limit: number,
): Promise<ItemToSend[]> {
  return batchFiles(tx, { agencyId, batchId, afterName, limit }, false);
}

/**
 * Marks a page of the batch's files uploaded: those not marked yet with a name after `afterName` up to `lastName` (the
 * upload's page, read in that order), one range of the index of files to upload.
 */
export async function markPageUploaded(
  tx: Queryable,
  agencyId: string,
  batchId: string,
  afterName: string,
  lastName: string,
): Promise<void> {
  await tx.query(
    `update doj_batch_items set uploaded_at = now()
      where agency_id = $1 and batch_id = $2 and uploaded_at is null and file_name > $3 and file_name <= $4`,
    [agencyId, batchId, afterName, lastName],
  );
}

/** Marks the named files of the batch uploaded (those of a page that stopped part way). */
export async function markFilesUploaded(tx: Queryable, agencyId: string, batchId: string, fileNames: string[]): Promise<void> {
  if (fileNames.length === 0) return;
  await tx.query(
    `update doj_batch_items set uploaded_at = now()
      where agency_id = $1 and batch_id = $2 and uploaded_at is null and file_name = any($3::text[])`,
    [agencyId, batchId, fileNames],
  );
}

export async function markBatchSent(tx: Queryable, agencyId: string, batchId: string): Promise<void> {
  await tx.query(
    `update doj_batches set state = 'sent', sent_at = now(), failure_reason = null where agency_id = $1 and id = $2 and state = 'unsent'`,
    [agencyId, batchId],
  );
}

export async function recordBatchFailure(tx: Queryable, agencyId: string, batchId: string, reason: string): Promise<void> {
  await tx.query('update doj_batches set failure_reason = $3, attempts = attempts + 1 where agency_id = $1 and id = $2', [
    agencyId,
    batchId,
    reason,
  ]);
}

export async function unsentBatchIds(tx: Queryable, agencyId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(`select id from doj_batches where agency_id = $1 and state = 'unsent' order by created_at`, [
    agencyId,
  ]);
  return rows.map((row) => row.id);
}
