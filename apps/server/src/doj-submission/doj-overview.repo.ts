import type { DojErrorStopSend } from '@fieldbook/contract';
import type { DojStatus } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

const YEAR_WHERE = `r.agency_id = $1 and r.incident_date >= make_date($2, 1, 1)::timestamp at time zone $3
  and r.incident_date < make_date($2 + 1, 1, 1)::timestamp at time zone $3`;

export async function countByStatus(tx: Queryable, agencyId: string, year: number, timeZone: string): Promise<Record<DojStatus, number>> {
  const rows = await tx.query<{ doj_status: DojStatus; count: number | string }>(
    `select r.doj_status, count(*) as count from reports r where ${YEAR_WHERE} group by r.doj_status`,
    [agencyId, year, timeZone],
  );
  const counts: Record<DojStatus, number> = { unsubmitted: 0, pending: 0, submitted: 0, failed: 0, resubmitted: 0, not_sendable: 0 };
  for (const row of rows) counts[row.doj_status] = Number(row.count);
  return counts;
}

export async function countEligible(
  tx: Queryable,
  agencyId: string,
  scope: { from: string | null; to: string | null; reportIds: string[] | null; timeZone: string },
): Promise<number> {
  const [row] = await tx.query<{ count: number | string }>(
    `select count(*) as count from reports r
      where r.agency_id = $1 and r.doj_status in ('unsubmitted', 'not_sendable') and r.review_state = 'approved'
        and ($2::date is null or r.incident_date >= ($2::date)::timestamp at time zone $5)
        and ($3::date is null or r.incident_date < ($3::date + 1)::timestamp at time zone $5)
        and ($4::uuid[] is null or r.id = any($4::uuid[]))
        and not exists (select 1 from doj_batch_items i where i.agency_id = r.agency_id and i.report_id = r.id and i.result is null)`,
    [agencyId, scope.from, scope.to, scope.reportIds, scope.timeZone],
  );
  return Number(row?.count ?? 0);
}

type BatchFile = { file_name: string; tx_type: 'I' | 'U'; result: 'accepted' | 'failed' | null };

/** The first 200 files of each batch (the page lists them; a batch of the year's stops is counted, not listed whole). */
export async function batchFiles(tx: Queryable, agencyId: string, batchIds: string[]): Promise<Map<string, BatchFile[]>> {
  const rows = await tx.query<BatchFile & { batch_id: string }>(
    `select b.id as batch_id, f.file_name, f.tx_type, f.result
       from unnest($2::uuid[]) as b(id)
       cross join lateral (select file_name, tx_type, result from doj_batch_items
                            where agency_id = $1 and batch_id = b.id order by report_id limit 200) f`,
    [agencyId, batchIds],
  );
  const byBatch = new Map<string, BatchFile[]>();
  for (const { batch_id, ...file } of rows) byBatch.set(batch_id, [...(byBatch.get(batch_id) ?? []), file]);
  return byBatch;
}

export async function userNames(tx: Queryable, agencyId: string, userIds: string[]): Promise<Map<string, string>> {
  const rows = await tx.query<{ id: string; name: string }>('select id, name from users where agency_id = $1 and id = any($2::uuid[])', [
    agencyId,
    [...new Set(userIds)],
  ]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The DOJ's errors on the year's Failed stops and on those amended since the DOJ failed them (Unsubmitted, the DOJ's
 * errors kept: theirs have a section, a Not sendable reason has none), grouped by message, with the stops each names
 * (at most 100 messages). `send`: whether the stop may go into a batch now (ready, by the rule of eligiblePage) or why not.
 */
export async function errorsByMessage(tx: Queryable, agencyId: string, year: number, timeZone: string) {
  const rows = await tx.query<{ message: string; stops: { id: string; incident_number: string; send: DojErrorStopSend }[] }>(
    `select e.message, jsonb_agg(distinct jsonb_build_object('id', r.id, 'incident_number', r.incident_number, 'send',
              case when r.doj_status = 'failed' then 'amend_first'
                   when r.review_state <> 'approved' then 'in_review'
                   when exists (select 1 from doj_batch_items i where i.agency_id = r.agency_id and i.report_id = r.id and i.result is null)
                     then 'in_batch'
                   else 'ready' end)) as stops
       from reports r cross join lateral jsonb_to_recordset(r.doj_errors) as e(message text, section text)
      where ${YEAR_WHERE} and (r.doj_status = 'failed' or (r.doj_status = 'unsubmitted' and e.section is not null))
      group by e.message order by count(*) desc, e.message limit 100`,
    [agencyId, year, timeZone],
  );
  return rows;
}

export async function notSendable(tx: Queryable, agencyId: string, year: number, timeZone: string) {
  const rows = await tx.query<{ id: string; incident_number: string; errors: { message: string }[] }>(
    `select r.id, r.incident_number, r.doj_errors as errors from reports r
      where ${YEAR_WHERE} and r.doj_status = 'not_sendable' order by r.incident_date desc limit 200`,
    [agencyId, year, timeZone],
  );
  return rows.map((row) => ({ id: row.id, incident_number: row.incident_number, reasons: row.errors.map((error) => error.message) }));
}
