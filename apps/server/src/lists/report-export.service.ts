import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ReportExportResult, ReportExportView } from '@fieldbook/contract';
import { ERROR_CODES, type ReportFilters, type SortOrder } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { AppContext } from '../http/types.ts';
import { CSV_TYPE, type ExportFileKind, XLSX_TYPE } from './export-files.ts';
import { streamExportFile } from './export-storage.ts';
import { EXPORT_DOWNLOAD_AUDIT_ACTION, EXPORT_REQUEST_AUDIT_ACTION, exportFileName } from './report-export.job.ts';
import { EXPORT_QUEUE } from './report-export.queue.ts';
import * as repo from './report-export.repo.ts';
import { totalReports } from './report-lists.repo.ts';
import { createReportLists } from './report-lists.service.ts';

export interface StoredExportFile {
  stream: Readable;
  contentType: string;
  fileName: string;
  bytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_KINDS: readonly ExportFileKind[] = ['csv', 'xlsx'];
const isFileKind = (value: string): value is ExportFileKind => (FILE_KINDS as readonly string[]).includes(value);

/** An export whose files are stored: completed, too large to mail, with both sizes known. */
type LinkedExport = repo.ExportRow & { expires_at: Date; csv_bytes: number; xlsx_bytes: number };
const isLinked = (found: repo.ExportRow): found is LinkedExport =>
  found.status === 'completed' &&
  found.delivery === 'link' &&
  found.expires_at !== null &&
  typeof found.csv_bytes === 'number' &&
  typeof found.xlsx_bytes === 'number';

/** 410 EXPORT_EXPIRED: the caller's own export, past its 24 hours. */
const expired = () => new HttpError(410, ERROR_CODES.exportExpired);

/**
 * Asking for an export (checked filters, counted, queued) and serving a stored export file to the one who asked for it.
 * The export itself runs in the job queue (report-export.job.ts).
 */
export function createReportExports({ db, configurations, jobs }: AppContext) {
  const lists = createReportLists(db, configurations);

  /** Nothing is queued when no report matches (analytics.md §5, §8 'No reports to download'). */
  async function requestExport(caller: Caller, body: { filters: ReportFilters; sort_by: SortOrder }): Promise<ReportExportResult> {
    const exportId = randomUUID();
    const { total, agencyId } = await lists.withCheckedFilters(caller, body.filters, async (tx, scope) => {
      const { total: matching } = await totalReports(tx, body.filters, scope);
      if (matching > 0) {
        await repo.insertExport(tx, {
          agencyId: scope.agencyId,
          id: exportId,
          userId: caller.userId,
          filters: body.filters,
          sortBy: body.sort_by,
          requestedTotal: matching,
        });
        // Who asked, from where (the job's own rows, made later by the queue, have no request and no address).
        await recordAuditEvent(tx, {
          action: EXPORT_REQUEST_AUDIT_ACTION,
          outcome: 'success',
          userId: caller.userId,
          agencyId: scope.agencyId,
          objectId: exportId,
          sourceIp: caller.sourceIp,
          details: { reports: matching },
        });
      }
      return { total: matching, agencyId: scope.agencyId };
    });
    if (total === 0) return { queued: false, total: 0 };
    try {
      await jobs.send(EXPORT_QUEUE, { agencyId, exportId }, { id: exportId });
    } catch (error) {
      // Not queued: leave no request behind that no job will ever finish.
      await withTenant(db, agencyId, (tx) => repo.deleteExport(tx, agencyId, exportId)).catch(() => {});
      throw error;
    }
    return { queued: true, total };
  }

  /**
   * The caller's own stored export, in the caller's agency: 404 for an unknown, unfinished or mailed export and for
   * anyone else's (same agency or not: another agency's rows are out of sight), 410 once it has expired. A download
   * (`file` given) is audited with the address it came from; so is any look at another member's export.
   */
  async function findOwnExport(caller: Caller, exportId: string, sourceIp: string, file?: ExportFileKind): Promise<LinkedExport> {
    const agencyId = agencyOf(caller);
    if (!UUID.test(exportId)) throw notFound();
    const outcome = await withTenant(db, agencyId, async (tx) => {
      const found = await repo.findExport(tx, agencyId, exportId);
      if (!found || !isLinked(found)) return null;
      const audit = { action: EXPORT_DOWNLOAD_AUDIT_ACTION, userId: caller.userId, agencyId, objectId: exportId, sourceIp };
      if (found.user_id !== caller.userId) {
        // Recorded in this transaction, which commits: the 404 is answered after it.
        await recordAuditEvent(tx, { ...audit, outcome: 'failure', details: { file: file ?? null, reason: 'not_requester' } });
        return null;
      }
      if (found.expires_at <= new Date()) return 'expired' as const;
      if (file) await recordAuditEvent(tx, { ...audit, outcome: 'success', details: { file, bytes: found[`${file}_bytes`] } });
      return found;
    });
    if (outcome === 'expired') throw expired();
    if (!outcome) throw notFound();
    return outcome;
  }

  /** What the download page shows: when it was asked for, until when it lasts, and its two files. */
  async function describeExport(caller: Caller, exportId: string, sourceIp: string): Promise<ReportExportView> {
    const found = await findOwnExport(caller, exportId, sourceIp);
    return {
      id: found.id,
      requested_at: found.created_at.toISOString(),
      expires_at: found.expires_at.toISOString(),
      report_count: found.report_count ?? 0,
      row_count: found.row_count ?? 0,
      files: FILE_KINDS.map((kind) => ({
        kind,
        file_name: exportFileName(found.created_at, found.timezone, kind),
        bytes: found[`${kind}_bytes`],
      })),
    };
  }

  /** One stored file of the caller's own export, streamed chunk by chunk; the download is audited first. */
  async function openExportFile(caller: Caller, exportId: string, file: string, sourceIp: string): Promise<StoredExportFile> {
    if (!isFileKind(file)) throw notFound();
    const found = await findOwnExport(caller, exportId, sourceIp, file);
    const agencyId = agencyOf(caller);
    return {
      stream: streamExportFile(db, agencyId, exportId, file),
      contentType: file === 'csv' ? CSV_TYPE : XLSX_TYPE,
      fileName: exportFileName(found.created_at, found.timezone, file),
      bytes: found[`${file}_bytes`],
    };
  }

  return { requestExport, describeExport, openExportFile };
}
