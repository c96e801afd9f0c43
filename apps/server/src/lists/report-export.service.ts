import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ReportExportResult } from '@fieldbook/contract';
import type { ReportFilters, SortOrder } from '@fieldbook/domain';
import { withTenant } from '../db/tenant.ts';
import type { Caller } from '../http/authenticate.ts';
import { notFound } from '../http/http-error.ts';
import type { AppContext } from '../http/types.ts';
import { CSV_TYPE, type ExportFileKind, XLSX_TYPE } from './export-files.ts';
import { streamExportFile } from './export-storage.ts';
import { exportFileName, exportFilePath } from './report-export.job.ts';
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

/**
 * Asking for an export (checked filters, counted, queued) and serving a stored export file behind its signed link.
 * The export itself runs in the job queue (report-export.job.ts).
 */
export function createReportExports({ db, configurations, jobs, signedLinks }: AppContext) {
  const lists = createReportLists(db, configurations);

  /** Nothing is queued when no report matches (analytics.md §5, §8 'No reports to download'). */
  async function requestExport(caller: Caller, body: { filters: ReportFilters; sort_by: SortOrder }): Promise<ReportExportResult> {
    const exportId = randomUUID();
    const { total, agencyId } = await lists.withCheckedFilters(caller, body.filters, async (tx, scope) => {
      const { total: matching } = await totalReports(tx, body.filters, scope);
      if (matching > 0)
        await repo.insertExport(tx, {
          agencyId: scope.agencyId,
          id: exportId,
          userId: caller.userId,
          filters: body.filters,
          sortBy: body.sort_by,
          requestedTotal: matching,
        });
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

  /** A stored file for a valid, unexpired signature; 404 for anything else (expired, tampered, deleted). */
  async function openStoredFile(
    agencyId: string,
    exportId: string,
    fileName: string,
    query: { expires?: string | undefined; signature?: string | undefined },
  ): Promise<StoredExportFile> {
    const file: ExportFileKind | null = fileName === 'reports.csv' ? 'csv' : fileName === 'reports.xlsx' ? 'xlsx' : null;
    if (!file || !signedLinks.isValid(exportFilePath(agencyId, exportId, file), query.expires, query.signature)) throw notFound();
    const found = await withTenant(db, agencyId, (tx) => repo.findExport(tx, agencyId, exportId));
    const bytes = found?.[`${file}_bytes`];
    const isServed = found?.status === 'completed' && found.delivery === 'link' && found.expires_at && found.expires_at > new Date();
    if (!found || !isServed || typeof bytes !== 'number') throw notFound();
    return {
      stream: streamExportFile(db, agencyId, exportId, file),
      contentType: file === 'csv' ? CSV_TYPE : XLSX_TYPE,
      fileName: exportFileName(found.created_at, found.timezone, file),
      bytes,
    };
  }

  return { requestExport, openStoredFile };
}
