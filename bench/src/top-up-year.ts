import { randomUUID } from 'node:crypto';
import { DEMO_AGENCY, generateReports } from '@fieldbook/server/demo';
import { insertReportBatch } from '@fieldbook/server/kit';
import type { BenchSetup } from './bench-database.ts';

interface TopUpOptions {
  /** The generator's seed, so a bench gets the same reports each run. */
  seed: number;
  /** Starts the generated reports' incident numbers, telling whose bench made them ('DOJ', 'EXP'). */
  prefix: string;
}

/**
 * Tops the demo agency up to `size` reports within the last 364 days (generated over the last 360, inserted 2,000 at a
 * time); returns how many it added.
 */
export async function topUpYear(setup: BenchSetup, size: number, { seed, prefix }: TopUpOptions): Promise<number> {
  const { db, agencyId, authors, configurations } = setup;
  const [row] = await db.query<{ count: number }>(
    `select count(*) as count from reports where agency_id = $1 and incident_date > now() - interval '364 days'`,
    [agencyId],
  );
  const missing = size - Number(row?.count ?? 0);
  if (missing <= 0) return 0;
  const configuration = configurations.get(DEMO_AGENCY.configuration_file);
  const generated = generateReports({
    configuration,
    timeZone: DEMO_AGENCY.timezone,
    authors,
    count: missing,
    seed,
    now: new Date(),
    days: 360,
    centre: DEMO_AGENCY.centre,
  });
  let batch = [];
  for (const report of generated) {
    batch.push({ ...report, id: randomUUID(), incident_number: `${prefix}-${randomUUID().slice(0, 13)}` });
    if (batch.length === 2_000) {
      await insertReportBatch(db, agencyId, batch, configuration);
      batch = [];
    }
  }
  await insertReportBatch(db, agencyId, batch, configuration);
  return missing;
}
