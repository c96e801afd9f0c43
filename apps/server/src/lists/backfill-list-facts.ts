import { deriveReportListFacts } from '@fieldbook/domain';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { adjustDailyTotals, findAgenciesWithPendingFacts, findReportsWithoutFacts, writeListFacts } from './report-list-facts.repo.ts';

const BATCH = 500;

/**
 * Derives the list facts of reports stored before they existed (list_facts_version 0), agency by agency, a batch per
 * transaction: each batch's facts and its share of the daily totals land together, so a stop halfway loses nothing
 * and counts nothing twice. Answers how many reports it derived.
 */
export async function backfillListFacts(db: Database, configurations: ConfigurationStore): Promise<number> {
  let derived = 0;
  for (const agency of await findAgenciesWithPendingFacts(db)) {
    const configuration = configurations.get(agency.configuration_file);
    for (;;) {
      const count = await withTenant(db, agency.id, async (tx) => {
        const reports = await findReportsWithoutFacts(tx, agency.id, BATCH);
        await writeListFacts(
          tx,
          agency.id,
          reports.map((report) => ({
            id: report.id,
            authorId: report.author_id,
            incidentDate: report.incident_date,
            facts: deriveReportListFacts(report.payload, configuration),
          })),
        );
        await adjustDailyTotals(
          tx,
          agency.id,
          reports.map((report) => report.id),
        );
        return reports.length;
      });
      derived += count;
      if (count < BATCH) break;
    }
  }
  return derived;
}
