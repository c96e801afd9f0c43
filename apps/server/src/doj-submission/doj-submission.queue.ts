import { randomUUID } from 'node:crypto';
import { withTenant } from '../db/tenant.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import * as repo from './doj-batches.repo.ts';
import { type DojResultsDeps, readAllResponses } from './doj-results.job.ts';
import { type DojSendDeps, type DojSendJobData, runDojSend } from './doj-send.job.ts';
import { agenciesDueForSchedule, claimScheduleDay, findSettings } from './doj-settings.repo.ts';

export const DOJ_SEND_QUEUE = 'doj-send';
export const DOJ_RESULTS_QUEUE = 'doj-results';
export const DOJ_SCHEDULE_QUEUE = 'doj-schedule';

/**
 * The daily run of each agency that switched it on, at its hour on its clock: a batch of every eligible stop (claimed
 * once per local day, so two processes make one), and unsent batches sent again.
 */
export async function runDojSchedule(deps: DojSendDeps, jobs: JobQueue): Promise<void> {
  for (const due of await agenciesDueForSchedule(deps.db)) {
    const batchId = await withTenant(deps.db, due.agency_id, async (tx) => {
      const settings = await findSettings(tx, due.agency_id);
      if (!settings || !(await claimScheduleDay(tx, due.agency_id, due.local_day))) return null;
      const id = randomUUID();
      await repo.insertBatch(tx, due.agency_id, {
        id,
        created_by: null,
        trigger: 'schedule',
        transport: settings.transport,
        environment: settings.environment,
        period_from: null,
        period_to: null,
        report_ids: null,
      });
      return id;
    });
    const unsent = await withTenant(deps.db, due.agency_id, (tx) => repo.unsentBatchIds(tx, due.agency_id));
    for (const id of new Set([...(batchId ? [batchId] : []), ...unsent]))
      await jobs.send<DojSendJobData>(DOJ_SEND_QUEUE, { agencyId: due.agency_id, batchId: id });
  }
}

/**
 * A batch is tried 8 times (retries from a minute, doubling: about four hours in all) and may run an hour; results
 * are read every 15 minutes; the schedule looks every 10 minutes for the agencies whose hour has come.
 */
export function defineDojSubmissionJobs(jobs: JobQueue, deps: DojSendDeps & DojResultsDeps, options: { resultsCron?: string } = {}): void {
  jobs.define<DojSendJobData>(
    { name: DOJ_SEND_QUEUE, retryLimit: 7, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 60 * 60 },
    (data) => runDojSend(deps, data),
  );
  jobs.define(
    {
      name: DOJ_RESULTS_QUEUE,
      retryLimit: 0,
      retryDelaySeconds: 60,
      retryBackoff: false,
      expireInSeconds: 30 * 60,
      cron: options.resultsCron ?? '*/15 * * * *',
    },
    () => readAllResponses(deps),
  );
  jobs.define(
    { name: DOJ_SCHEDULE_QUEUE, retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 10 * 60, cron: '*/10 * * * *' },
    () => runDojSchedule(deps, jobs),
  );
}
