import type { Queryable } from '../db/database.ts';

export async function isResponseKnown(tx: Queryable, agencyId: string, name: string): Promise<boolean> {
  const rows = await tx.query('select 1 from doj_response_files where agency_id = $1 and name = $2', [agencyId, name]);
  return rows.length > 0;
}

export async function insertResponseFile(
  tx: Queryable,
  agencyId: string,
  file: {
    id: string;
    name: string;
    state: 'processed' | 'malformed' | 'foreign';
    content: string;
    errorCount: number;
    note: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into doj_response_files (agency_id, id, name, state, content, error_count, note) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (agency_id, name) do nothing`,
    [agencyId, file.id, file.name, file.state, file.content, file.errorCount, file.note],
  );
}

export interface OpenItem {
  batch_id: string;
  report_id: string;
  file_name: string;
  lea_record_id: string;
}

/** The sent files of the agency among `fileNames` that wait for an answer. */
export async function openItemsNamed(tx: Queryable, agencyId: string, fileNames: string[]): Promise<OpenItem[]> {
  return tx.query<OpenItem>(
    `select i.batch_id, i.report_id, i.file_name, i.lea_record_id
       from doj_batch_items i join doj_batches b on b.agency_id = i.agency_id and b.id = i.batch_id
      where i.agency_id = $1 and i.file_name = any($2::text[]) and i.result is null and b.state = 'sent'`,
    [agencyId, fileNames],
  );
}

/** The agency's sent batches whose files were all uploaded by `at` (a response without errors answers them). */
export async function batchesSentBy(tx: Queryable, agencyId: string, at: Date): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(`select id from doj_batches where agency_id = $1 and state = 'sent' and sent_at <= $2`, [
    agencyId,
    at,
  ]);
  return rows.map((row) => row.id);
}

/**
 * The DOJ refused these stops: the item failed with the DOJ's words, the stop Failed with them, unless it was amended
 * since it was sent (then it is Unsubmitted again, eligible, its errors kept to read).
 */
export async function failItems(
  tx: Queryable,
  agencyId: string,
  failures: { batchId: string; reportId: string; errors: { section: string; message: string }[] }[],
): Promise<void> {
  if (failures.length === 0) return;
  const data = JSON.stringify(failures.map((entry) => ({ batch_id: entry.batchId, report_id: entry.reportId, errors: entry.errors })));
  await tx.query(
    `update doj_batch_items i set result = 'failed', errors = x.errors
       from jsonb_to_recordset($2::jsonb) as x(batch_id uuid, report_id uuid, errors jsonb)
      where i.agency_id = $1 and i.batch_id = x.batch_id and i.report_id = x.report_id and i.result is null`,
    [agencyId, data],
  );
  await tx.query(
    `update reports r set doj_errors = x.errors,
            doj_status = case when r.version > r.doj_sent_version then 'unsubmitted' else 'failed' end
       from jsonb_to_recordset($2::jsonb) as x(batch_id uuid, report_id uuid, errors jsonb)
      where r.agency_id = $1 and r.id = x.report_id`,
    [agencyId, data],
  );
}

/**
 * The rest of each batch was accepted: its open items and their stops Submitted (one statement, the stops found by
 * the items it answers); the batch answered.
 */
export async function acceptRestOfBatches(tx: Queryable, agencyId: string, batchIds: string[]): Promise<number> {
  if (batchIds.length === 0) return 0;
  const [row] = await tx.query<{ accepted: number }>(
    `with accepted as (
       update doj_batch_items set result = 'accepted'
        where agency_id = $1 and batch_id = any($2::uuid[]) and result is null returning report_id
     ), submitted as (
       update reports r set doj_errors = '[]',
              doj_status = case when r.version > r.doj_sent_version then 'unsubmitted' else 'submitted' end
         from accepted a
        where r.agency_id = $1 and r.id = a.report_id
     )
     select count(*)::int as accepted from accepted`,
    [agencyId, batchIds],
  );
  await tx.query(`update doj_batches set state = 'answered', answered_at = now() where agency_id = $1 and id = any($2::uuid[])`, [
    agencyId,
    batchIds,
  ]);
  return row?.accepted ?? 0;
}
