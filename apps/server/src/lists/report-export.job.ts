import { hasPermission, type Permission, toLocalDateTime } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { JobLog } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { exportLayout } from './export-columns.ts';
import { CSV_TYPE, type ExportFileKind, type ExportFiles, openExportFiles, XLSX_TYPE } from './export-files.ts';
import { attachedExportMail, type ExportSummary, failedExportMail, linkedExportMail } from './export-mails.ts';
import { storeExportFile } from './export-storage.ts';
import { formatInstant } from './export-values.ts';
import * as repo from './report-export.repo.ts';

/** The job's data: ids only, so the queue's tables hold no personal data. */
export interface ExportJobData {
  agencyId: string;
  exportId: string;
}

export interface ReportExportDeps {
  db: Database;
  configurations: ConfigurationStore;
  mailer: Mailer;
  /** Where the app is reached: the mail of a large export links to its download page there. */
  publicUrl: string;
  /** Both files together up to this size are attached; larger ones are stored and downloaded in the app. */
  attachmentLimitBytes: number;
  log: JobLog;
}

export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_LINK_HOURS = 24;
export const EXPORT_AUDIT_ACTION = 'reports.export';
/** The request of an export, with the requester's address (the job's rows come later, from the queue). */
export const EXPORT_REQUEST_AUDIT_ACTION = 'reports.export.requested';
/** Each download of a stored file by its requester (and any look at another member's export, as a failure). */
export const EXPORT_DOWNLOAD_AUDIT_ACTION = 'reports.export.download';

/** The app's page (apps/web routes) where the requester, signed in, downloads a stored export. */
export const exportPageUrl = (publicUrl: string, exportId: string) => `${publicUrl}/app/exports/${exportId}`;

/** 'reports-2025-06-14.csv': the day the export was asked for, in the agency's time zone. */
export const exportFileName = (requestedAt: Date, timeZone: string, file: ExportFileKind) =>
  `reports-${toLocalDateTime(requestedAt, timeZone).date}.${file}`;

/**
 * Writes every matching report, page by page, into both files; answers the counts. The next page is read while this
 * one is written, so the database and the file writing overlap instead of taking turns.
 */
async function writeReports(
  deps: ReportExportDeps,
  request: repo.ExportRow,
  scope: { agencyId: string; timeZone: string; callerId: string },
  files: ExportFiles,
  layout: ReturnType<typeof exportLayout>,
): Promise<{ reportCount: number; rowCount: number }> {
  const readPage = (after: repo.ExportCursor | null): ReturnType<typeof repo.exportPage> =>
    withTenant(deps.db, scope.agencyId, (tx) =>
      repo.exportPage(tx, request.filters, scope, { newestFirst: request.sort_by === 'newest', limit: EXPORT_PAGE_SIZE, after }),
    );
  let reportCount = 0;
  let rowCount = 0;
  let reading: ReturnType<typeof repo.exportPage> | null = readPage(null);
  while (reading) {
    const reports: Awaited<ReturnType<typeof repo.exportPage>> = await reading;
    const last = reports.at(-1);
    reading = last && reports.length === EXPORT_PAGE_SIZE ? readPage({ date: last.cursor_date, id: last.id }) : null;
    // A failed write leaves the next page's read unawaited: keep its failure from being unhandled.
    reading?.catch(() => {});
    for (const report of reports) {
      const rows = layout.rowsOf(report.payload, { reviewState: report.review_state, dojStatus: report.doj_status });
      await files.write(rows);
      rowCount += rows.length;
    }
    reportCount += reports.length;
  }
  return { reportCount, rowCount };
}

/**
 * One export, start to finish: the matching reports streamed by keyset pages into a CSV and an XLSX file under
 * os.tmpdir(), mailed as attachments when small, else stored in chunks for 24 hours and mailed as a link to the app's
 * download page (the files need the requester's own session there); then the audit row. A retried attempt starts over (its stored chunks are cleared first); mail goes before the export is
 * marked done, so a failure between them mails twice rather than never.
 */
export async function runReportExport(deps: ReportExportDeps, { agencyId, exportId }: ExportJobData): Promise<void> {
  const { db } = deps;
  const started = performance.now();
  await withTenant(db, agencyId, (tx) => repo.deleteExpiredExports(tx, agencyId));
  const [request, recipient] = await withTenant(db, agencyId, async (tx) => {
    const found = await repo.findExport(tx, agencyId, exportId);
    return [found, found ? await repo.findRecipient(tx, agencyId, found.user_id) : undefined] as const;
  });
  if (request?.status !== 'queued') return;
  if (!recipient || !hasPermission({ permissions: recipient.permissions as Permission[] }, 'agency.reports.read')) {
    // No longer a member allowed to read agency reports: nothing is made or sent.
    await withTenant(db, agencyId, async (tx) => {
      await repo.markExportFailed(tx, agencyId, exportId);
      await recordAuditEvent(tx, {
        action: EXPORT_AUDIT_ACTION,
        outcome: 'failure',
        userId: request.user_id,
        agencyId,
        objectId: exportId,
        // A job of the queue: no request, no address.
        sourceIp: null,
        details: { reason: 'not_permitted' },
      });
    });
    return;
  }

  const timeZone = recipient.timezone;
  const layout = exportLayout(deps.configurations.get(recipient.configuration_file), timeZone);
  await withTenant(db, agencyId, (tx) => repo.deleteChunks(tx, agencyId, exportId));
  const files = await openExportFiles(layout.headers);
  try {
    const counts = await writeReports(deps, request, { agencyId, timeZone, callerId: request.user_id }, files, layout);
    const bytes = await files.finish();
    const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3_600_000);
    const summary: ExportSummary = { to: recipient.email, requestedAt: formatInstant(request.created_at, timeZone) ?? '', ...counts };
    const isAttached = bytes.csv + bytes.xlsx <= deps.attachmentLimitBytes;
    if (isAttached) {
      const attachment = (file: ExportFileKind, contentType: string) => ({
        filename: exportFileName(request.created_at, timeZone, file),
        path: files.paths[file],
        contentType,
      });
      await deps.mailer.send(attachedExportMail(summary, [attachment('csv', CSV_TYPE), attachment('xlsx', XLSX_TYPE)]));
    } else {
      await storeExportFile(db, { agencyId, exportId, file: 'csv' }, files.paths.csv);
      await storeExportFile(db, { agencyId, exportId, file: 'xlsx' }, files.paths.xlsx);
      await deps.mailer.send(linkedExportMail(summary, exportPageUrl(deps.publicUrl, exportId), formatInstant(expiresAt, timeZone) ?? ''));
    }
    const delivery = isAttached ? 'attachments' : 'link';
    await withTenant(db, agencyId, async (tx) => {
      await repo.completeExport(tx, agencyId, exportId, { ...counts, delivery, bytes, expiresAt });
      await recordAuditEvent(tx, {
        action: EXPORT_AUDIT_ACTION,
        outcome: 'success',
        userId: request.user_id,
        agencyId,
        objectId: exportId,
        sourceIp: null,
        details: { filters: request.filters, sort_by: request.sort_by, reports: counts.reportCount, rows: counts.rowCount, delivery },
      });
    });
    const seconds = Math.round(performance.now() - started) / 1000;
    deps.log.info({ exportId, ...counts, delivery, bytes: bytes.csv + bytes.xlsx, seconds }, 'report export mailed');
  } finally {
    await files.remove();
  }
}

/**
 * The last attempt failed (the queue's dead letter): the user is told, then the export is marked failed and audited.
 * Mail first, so a failed mail is retried by this queue instead of being lost.
 */
export async function reportFailedExport(deps: ReportExportDeps, { agencyId, exportId }: ExportJobData): Promise<void> {
  const found = await withTenant(deps.db, agencyId, async (tx) => {
    const request = await repo.findExport(tx, agencyId, exportId);
    if (request?.status !== 'queued') return null;
    return { request, recipient: await repo.findRecipient(tx, agencyId, request.user_id) };
  });
  if (!found) return;
  const { request, recipient } = found;
  if (recipient) await deps.mailer.send(failedExportMail(recipient.email, formatInstant(request.created_at, recipient.timezone) ?? ''));
  await withTenant(deps.db, agencyId, async (tx) => {
    await repo.deleteChunks(tx, agencyId, exportId);
    await repo.markExportFailed(tx, agencyId, exportId);
    await recordAuditEvent(tx, {
      action: EXPORT_AUDIT_ACTION,
      outcome: 'failure',
      userId: request.user_id,
      agencyId,
      objectId: exportId,
      sourceIp: null,
      details: { filters: request.filters, sort_by: request.sort_by, reason: 'failed' },
    });
  });
  deps.log.info({ exportId, isUserTold: Boolean(recipient) }, 'report export failed');
}

/** Scheduled: deletes exports past their 24 hours (their stored files go with them), agency by agency. */
export async function deleteExpiredExports(deps: Pick<ReportExportDeps, 'db' | 'log'>): Promise<void> {
  let deleted = 0;
  for (const agencyId of await repo.agenciesWithExpiredExports(deps.db))
    deleted += await withTenant(deps.db, agencyId, (tx) => repo.deleteExpiredExports(tx, agencyId));
  if (deleted > 0) deps.log.info({ deleted }, 'expired report exports deleted');
}
