import type { JobQueue } from '../jobs/job-queue.ts';
import {
  deleteExpiredExports,
  type ExportJobData,
  type ReportExportDeps,
  reportFailedExport,
  runReportExport,
} from './report-export.job.ts';

export const EXPORT_QUEUE = 'report-export';
/** Where an export goes when its last attempt failed: its handler mails the user. */
export const EXPORT_FAILED_QUEUE = 'report-export-failed';
export const EXPORT_CLEANUP_QUEUE = 'report-export-cleanup';

/**
 * The export's queues: an export is tried 3 times (retries after about 30 s, then 60 s, with jitter) and may run for
 * 30 minutes; when the last attempt fails, the failure mail is sent (itself retried); expired exports are deleted hourly.
 */
export function defineReportExportJobs(jobs: JobQueue, deps: ReportExportDeps): void {
  jobs.define<ExportJobData>(
    { name: EXPORT_FAILED_QUEUE, retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 5 * 60 },
    (data) => reportFailedExport(deps, data),
  );
  jobs.define<ExportJobData>(
    {
      name: EXPORT_QUEUE,
      retryLimit: 2,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
      deadLetter: EXPORT_FAILED_QUEUE,
    },
    (data) => runReportExport(deps, data),
  );
  jobs.define(
    { name: EXPORT_CLEANUP_QUEUE, retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 5 * 60, cron: '17 * * * *' },
    () => deleteExpiredExports(deps),
  );
}
