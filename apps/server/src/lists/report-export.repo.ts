import type { DojStatus, ReportFilters, ReportPayload, ReviewState, SortOrder } from '@fieldbook/domain';
import type { Database, Queryable } from '../db/database.ts';
import type { ExportFileKind } from './export-files.ts';
import { type FilterScope, reportFilterConditions } from './report-filter-sql.ts';

export interface ExportRow {
  id: string;
  user_id: string;
  filters: ReportFilters;
  sort_by: SortOrder;
  status: 'queued' | 'completed' | 'failed';
  delivery: 'attachments' | 'link' | null;
  report_count: number | null;
  row_count: number | null;
  csv_bytes: number | null;
  xlsx_bytes: number | null;
  created_at: Date;
  expires_at: Date | null;
  /** The agency's time zone (file names, dates in mails). */
  timezone: string;
}

export async function insertExport(
  db: Queryable,
  row: { agencyId: string; id: string; userId: string; filters: ReportFilters; sortBy: SortOrder; requestedTotal: number },
): Promise<void> {
  await db.query(`insert into report_exports (agency_id, id, user_id, filters, sort_by, requested_total) values ($1, $2, $3, $4, $5, $6)`, [
    row.agencyId,
    row.id,
    row.userId,
    JSON.stringify(row.filters),
    row.sortBy,
    row.requestedTotal,
  ]);
}

export async function findExport(db: Queryable, agencyId: string, id: string): Promise<ExportRow | undefined> {
  const [row] = await db.query<ExportRow>(
    `select e.id, e.user_id, e.filters, e.sort_by, e.status, e.delivery, e.report_count, e.row_count, e.csv_bytes, e.xlsx_bytes,
            e.created_at, e.expires_at, a.timezone
       from report_exports e join agencies a on a.id = e.agency_id
      where e.agency_id = $1 and e.id = $2`,
    [agencyId, id],
  );
  return row;
}

export async function deleteExport(db: Queryable, agencyId: string, id: string): Promise<void> {
  await db.query('delete from report_exports where agency_id = $1 and id = $2', [agencyId, id]);
}

/** Who asked for an export, as they are now: still in the agency, still active, with their role's permissions. */
export async function findRecipient(
  db: Queryable,
  agencyId: string,
  userId: string,
): Promise<{ email: string; permissions: string[]; timezone: string; configuration_file: string } | undefined> {
  const [row] = await db.query<{ email: string; permissions: string[]; timezone: string; configuration_file: string }>(
    `select u.email, r.permissions, a.timezone, a.configuration_file
       from users u join roles r on r.id = u.role_id join agencies a on a.id = u.agency_id
      where u.agency_id = $1 and u.id = $2 and u.is_active`,
    [agencyId, userId],
  );
  return row;
}

export interface ExportCursor {
  /** incident_date as PostgreSQL prints it: exact to the microsecond, read back with ::timestamptz. */
  date: string;
  id: string;
}

/** One keyset page of the matching reports with their payloads, in the export's order. */
export async function exportPage(
  db: Queryable,
  filters: ReportFilters,
  scope: FilterScope,
  page: { newestFirst: boolean; limit: number; after: ExportCursor | null },
): Promise<Array<{ id: string; cursor_date: string; payload: ReportPayload; review_state: ReviewState; doj_status: DojStatus }>> {
  const sql = reportFilterConditions(filters, scope);
  const order = page.newestFirst ? 'desc' : 'asc';
  if (page.after)
    sql.add(
      `(r.incident_date, r.id) ${page.newestFirst ? '<' : '>'} (${sql.param(page.after.date)}::timestamptz, ${sql.param(page.after.id)}::uuid)`,
    );
  return db.query(
    `select r.id, r.incident_date::text as cursor_date, r.payload, r.review_state, r.doj_status from reports r
      where ${sql.where} order by r.incident_date ${order}, r.id ${order} limit ${sql.param(page.limit)}`,
    sql.params,
  );
}

export async function completeExport(
  db: Queryable,
  agencyId: string,
  id: string,
  outcome: {
    reportCount: number;
    rowCount: number;
    delivery: 'attachments' | 'link';
    bytes: Record<ExportFileKind, number>;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `update report_exports set status = 'completed', report_count = $3, row_count = $4, delivery = $5, csv_bytes = $6, xlsx_bytes = $7,
            completed_at = now(), expires_at = $8
      where agency_id = $1 and id = $2`,
    [agencyId, id, outcome.reportCount, outcome.rowCount, outcome.delivery, outcome.bytes.csv, outcome.bytes.xlsx, outcome.expiresAt],
  );
}

export async function markExportFailed(db: Queryable, agencyId: string, id: string): Promise<void> {
  await db.query(`update report_exports set status = 'failed', completed_at = now() where agency_id = $1 and id = $2`, [agencyId, id]);
}

export async function deleteChunks(db: Queryable, agencyId: string, exportId: string): Promise<void> {
  await db.query('delete from report_export_chunks where agency_id = $1 and export_id = $2', [agencyId, exportId]);
}

export async function insertChunk(
  db: Queryable,
  chunk: { agencyId: string; exportId: string; file: ExportFileKind; seq: number; data: Buffer },
): Promise<void> {
  await db.query('insert into report_export_chunks (agency_id, export_id, file, seq, data) values ($1, $2, $3, $4, $5)', [
    chunk.agencyId,
    chunk.exportId,
    chunk.file,
    chunk.seq,
    chunk.data,
  ]);
}

/** Chunk `seq` of a stored file, or undefined past its end. PGlite answers a Uint8Array, pg a Buffer. */
export async function readChunk(
  db: Queryable,
  agencyId: string,
  exportId: string,
  file: ExportFileKind,
  seq: number,
): Promise<Buffer | undefined> {
  const [row] = await db.query<{ data: Uint8Array }>(
    'select data from report_export_chunks where agency_id = $1 and export_id = $2 and file = $3 and seq = $4',
    [agencyId, exportId, file, seq],
  );
  return row ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : undefined;
}

/** Maintenance, across agencies (as the connection role): which agencies have exports past their 24 hours. */
export async function agenciesWithExpiredExports(db: Database): Promise<string[]> {
  const rows = await db.query<{ agency_id: string }>('select distinct agency_id from report_exports where expires_at < now()');
  return rows.map((row) => row.agency_id);
}

export async function deleteExpiredExports(db: Queryable, agencyId: string): Promise<number> {
  const rows = await db.query('delete from report_exports where agency_id = $1 and expires_at < now() returning id', [agencyId]);
  return rows.length;
}
