import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { refreshAllRollups } from './analytics-backfill.ts';

export const ANALYTICS_ROLLUP_QUEUE = 'analytics-rollups';

/** Every minute, the days reports were written on are counted again, so a generate rarely has any left to count. */
export function defineAnalyticsJobs(jobs: JobQueue, db: Database): void {
  jobs.define(
    {
      name: ANALYTICS_ROLLUP_QUEUE,
      retryLimit: 0,
      retryDelaySeconds: 60,
      retryBackoff: false,
      expireInSeconds: 10 * 60,
      cron: '* * * * *',
    },
    async () => {
      await refreshAllRollups(db);
    },
  );
}
