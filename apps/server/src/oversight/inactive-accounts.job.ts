import { INACTIVE_ACCOUNT_DAYS } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { revokeAllSessions } from '../accounts/users.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import type { JobLog, JobQueue } from '../jobs/job-queue.ts';
import * as repo from './inactive-accounts.repo.ts';

export const INACTIVE_ACCOUNTS_QUEUE = 'inactive-accounts';
export const INACTIVE_DISABLE_ACTION = 'account.inactive_disabled';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * CJIS AC-2(3): disables every agency member (the owner excepted, docs/decisions.md) with no sign-in for 90 days as of
 * `now`; their sessions end, and each is audited with no actor (the system). An owner or manager restores access in
 * Settings > Members, which starts the clock again. Answers how many were disabled.
 */
export async function disableInactiveAccounts(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INACTIVE_ACCOUNT_DAYS * DAY_MS);
  let disabled = 0;
  for (const agencyId of await repo.agenciesWithInactiveMembers(db, cutoff)) {
    disabled += await withTenant(db, agencyId, async (tx) => {
      const userIds = await repo.disableInactiveMembers(tx, agencyId, cutoff);
      for (const userId of userIds) {
        await revokeAllSessions(tx, userId);
        const details = { inactive_days: INACTIVE_ACCOUNT_DAYS };
        await recordAuditEvent(tx, {
          action: INACTIVE_DISABLE_ACTION,
          outcome: 'success',
          agencyId,
          objectId: userId,
          sourceIp: null,
          details,
        });
      }
      return userIds.length;
    });
  }
  return disabled;
}

/** Daily at 03:41 UTC (AC-2(3) allows a week): one run a day disables whoever crossed the 90 days since. */
export function defineInactiveAccountsJob(jobs: JobQueue, db: Database, log: JobLog): void {
  jobs.define(
    {
      name: INACTIVE_ACCOUNTS_QUEUE,
      retryLimit: 2,
      retryDelaySeconds: 300,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      cron: '41 3 * * *',
    },
    async () => {
      const disabled = await disableInactiveAccounts(db, new Date());
      if (disabled > 0) log.info({ disabled }, 'inactive accounts disabled');
    },
  );
}
