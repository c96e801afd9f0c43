import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { findAgenciesWithPendingAnalytics, findReportsWithoutAnalytics, writeAnalyticsFacts } from './analytics-facts.repo.ts';
import { refreshDirtyDays } from './analytics-rollups.repo.ts';

const BATCH = 500;
const DAYS_PER_TRANSACTION = 31;

/** A deadline (performance.now() milliseconds) before which a pass stops taking more work; none: until done. */
const beforeDeadline = (deadline: number | undefined) => deadline === undefined || performance.now() < deadline;

/**
 * Derives the analytics facts of reports stored before them (analytics_facts_version 0), a batch per transaction, so a
 * stop halfway loses nothing; the days they touch are left out of date for `refreshAllRollups`. Answers how many.
 */
export async function backfillAnalyticsFacts(
  db: Database,
  configurations: ConfigurationStore,
  deadline?: number,
  batch = BATCH,
): Promise<number> {
  let derived = 0;
  for (const agency of await findAgenciesWithPendingAnalytics(db)) {
    const configuration = configurations.get(agency.configuration_file);
    for (;;) {
      const count = await withTenant(db, agency.id, async (tx) => {
        const reports = await findReportsWithoutAnalytics(tx, agency.id, batch);
        await writeAnalyticsFacts(
          tx,
          agency.id,
          reports.map((report) => ({ id: report.id, authorId: report.author_id, payload: report.payload })),
          configuration,
        );
        return reports.length;
      });
      derived += count;
      if (count < batch || !beforeDeadline(deadline)) break;
    }
  }
  return derived;
}

/** Counts every out-of-date day of every agency (the minute job and the bench), a month of days per transaction. */
export async function refreshAllRollups(db: Database, deadline?: number): Promise<number> {
  const agencies = await db.query<{ agency_id: string }>('select distinct agency_id from analytics_dirty_days');
  let refreshed = 0;
  for (const { agency_id: agencyId } of agencies) {
    for (;;) {
      const days = await withTenant(db, agencyId, (tx) => refreshDirtyDays(tx, agencyId, DAYS_PER_TRANSACTION));
      refreshed += days;
      if (days === 0 || !beforeDeadline(deadline)) break;
    }
  }
  return refreshed;
}
