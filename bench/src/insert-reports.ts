import { randomUUID } from 'node:crypto';
import { DEMO_AGENCY, generateReports } from '@fieldbook/server/demo';
import { insertReportBatch } from '@fieldbook/server/kit';
import { openBenchDatabase } from './bench-database.ts';

/** Bulk-loads generated reports through the same batch insert the demo seed uses; prints reports per second. */
export async function benchInsertReports(count = 50_000): Promise<void> {
  const { db, agencyId, authors, configurations } = await openBenchDatabase();
  const configuration = configurations.get(DEMO_AGENCY.configuration_file);
  const reports = generateReports({
    configuration,
    timeZone: DEMO_AGENCY.timezone,
    authors,
    count,
    seed: 7,
    now: new Date(),
    days: 365,
    centre: DEMO_AGENCY.centre,
  });
  const batchSize = 2_000;
  const started = performance.now();
  let batch = [];
  let inserted = 0;
  for (const report of reports) {
    batch.push({ ...report, id: randomUUID(), incident_number: `B${inserted + batch.length}` });
    if (batch.length === batchSize) {
      await insertReportBatch(db, agencyId, batch, configuration);
      inserted += batch.length;
      batch = [];
    }
  }
  await insertReportBatch(db, agencyId, batch, configuration);
  inserted += batch.length;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `insert: ${inserted} generated California reports (with version 0) into ${db.kind} in ${seconds.toFixed(1)} s = ${Math.round(inserted / seconds)} reports/s (generation and validation included)`,
  );
  await db.close();
}
