import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { backfillAnalyticsFacts, refreshAllRollups } from './analytics-backfill.ts';

export const ANALYTICS_ROLLUP_QUEUE = 'analytics-rollups';
/** A pass works this long at most, well inside its expiry: a large backlog (an upgrade) is worked off over passes. */
const PASS_MS = 4 * 60_000;

/**
 * Every minute: the analytics facts of reports stored before them are derived (an upgraded database), then the days
 * reports were written on are counted again, so a generate rarely has any left to count. Start-up does not wait for it.
 */
export function defineAnalyticsJobs(jobs: JobQueue, db: Database, configurations: ConfigurationStore): void {
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
      const deadline = performance.now() + PASS_MS;
      await backfillAnalyticsFacts(db, configurations, deadline);
      await refreshAllRollups(db, deadline);
    },
  );
}
