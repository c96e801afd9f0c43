import { validateReport } from '@fieldbook/domain';
import { createRandom, DEMO_AGENCY } from '@fieldbook/server/demo';
import { hashPayload, loadConfigurations, migrate, openDatabase, readConfig, seedDemoIfEmpty, syncRoles } from '@fieldbook/server/kit';
import pg from 'pg';
import { processCpuSeconds } from './bench-cpu.ts';
import { ensureScaleCatalog } from './scale-catalog.ts';
import { CopyBatch, CopyPipeline, removeHalfWrittenReports } from './scale-copy.ts';
import { DailyFacetCounts } from './scale-facets.ts';
import { dropSecondaryIndexes, restoreIndexes } from './scale-indexes.ts';
import { buildReportPool } from './scale-pool.ts';
import { createScaleReports, type ScaleReport } from './scale-reports.ts';

export const SCALE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fieldbook_scale';
const YEARS = 4;
const BATCH = 10_000;
const SAMPLE_EVERY = 200;

/** Session settings for a bulk load: no wait for the WAL flush per commit, fast TOAST compression, room to build indexes. */
const LOAD_SETTINGS = `set synchronous_commit = off; set default_toast_compression = lz4; set maintenance_work_mem = '1GB'`;

/** Creates the database named in `url` when the server does not have it yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/**
 * report_daily_totals (and, with `withFacets`, report_daily_facets) of the agency from its reports and people, one
 * aggregate each: what adjustDailyTotals adds up report by report.
 */
async function recomputeDailyTotals(client: pg.ClientBase, agencyId: string, withFacets: boolean): Promise<void> {
  await client.query('begin');
  await client.query('delete from report_daily_totals where agency_id = $1', [agencyId]);
  await client.query(
    `insert into report_daily_totals (agency_id, day, contact_type, total, uof, complaints, consent_searches)
     select r.agency_id, (r.incident_date at time zone a.timezone)::date, r.contact_type, count(*),
            count(*) filter (where r.is_use_of_force), count(*) filter (where r.has_complaints), count(*) filter (where r.has_consent_search)
       from reports r join agencies a on a.id = r.agency_id
      where r.agency_id = $1
      group by 1, 2, 3`,
    [agencyId],
  );
  if (withFacets) {
    await client.query('delete from report_daily_facets where agency_id = $1', [agencyId]);
    await client.query(
      `insert into report_daily_facets (agency_id, facet, contact_type, day, total, uof, complaints, consent_searches)
     select r.agency_id, f.facet, r.contact_type, (r.incident_date at time zone a.timezone)::date, count(*),
            count(*) filter (where r.is_use_of_force), count(*) filter (where r.has_complaints), count(*) filter (where r.has_consent_search)
       from reports r
       join agencies a on a.id = r.agency_id
       cross join lateral (select distinct unnest(p.facets) as facet from report_people p where p.agency_id = r.agency_id and p.report_id = r.id) f
      where r.agency_id = $1
      group by 1, 2, 3, 4`,
      [agencyId],
    );
  }
  await client.query('commit');
}

/** Sorted-key JSON: a stored payload equals its normalised form when these match. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

const seconds = (since: number) => (performance.now() - since) / 1000;

/** The slowest index builds first, as "name 12.3 s", at most `shown` of them. */
const slowestBuilds = (took: ReadonlyMap<string, number>, shown = 4) =>
  [...took]
    .sort(([, a], [, b]) => b - a)
    .slice(0, shown)
    .map(([name, buildSeconds]) => `${name} ${buildSeconds.toFixed(1)} s`)
    .join(', ');

/** CPU seconds a local PostgreSQL backend has used so far; null when not on this machine. */
async function backendCpuSeconds(client: pg.ClientBase): Promise<number | null> {
  const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
  return processCpuSeconds(row?.pid);
}
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fills the demo agency of `url` (DATABASE_URL, default fieldbook_scale; created and migrated when missing) up to `count`
 * reports over four years, with about 150 officers, groups, areas and tags, by COPY in batches of 10,000 (one
 * transaction each, so a stopped run loses one batch; a second run tops up to `count`). Secondary indexes are dropped
 * for large loads and rebuilt after (SCALE_INDEXES=keep to insert through them), daily totals are recomputed with one
 * aggregate, then ANALYZE. Prints reports per second end to end and how many sampled reports the rules engine accepts.
 * The figures in closing notes come from a server set by `bench/setup-postgres.sh`: shared_buffers 4GB, effective_cache_size 16GB,
 * max_wal_size 16GB and checkpoint_timeout 15min (PostgreSQL's 1GB of WAL forces a checkpoint every few seconds of COPY),
 * and huge_pages on (sysctl vm.nr_hugepages=2200): the bench machine's memory monitor unmaps cold pages of shared memory,
 * and a backend then faulted them back in at about 40 µs a buffer (a first query of 833 ms instead of 59).
 */
export async function benchScaleLoad(count = 1_000_000, url = process.env.DATABASE_URL ?? SCALE_DATABASE_URL): Promise<void> {
  await ensureDatabase(url);
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  const client = new pg.Client({ connectionString: url });
  const detailsClient = new pg.Client({ connectionString: url });
  await client.connect();
  await detailsClient.connect();
  try {
    await migrate(db);
    await syncRoles(db);
    const configurations = loadConfigurations(readConfig({}).configurationsDir);
    await seedDemoIfEmpty(db, configurations);
    const configuration = configurations.get(DEMO_AGENCY.configuration_file);
    const catalog = await ensureScaleCatalog(db, DEMO_AGENCY.centre);
    await client.query(LOAD_SETTINGS);
    await detailsClient.query(LOAD_SETTINGS);
    const removed = await removeHalfWrittenReports(client, catalog.agencyId);
    if (removed > 0) console.log(`scale-load: removed ${removed} reports an interrupted run left without their version`);
    const restored = await restoreIndexes(url, LOAD_SETTINGS);
    if (restored.size > 0) console.log(`scale-load: rebuilt ${restored.size} indexes an interrupted run had dropped`);

    const [stored] = await db.query<{ total: number; last: number }>(
      `select count(*)::int as total,
              coalesce(max(substring(incident_number from 6)::int) filter (where incident_number ~ '^[0-9]{4}-[0-9]{7}$'), 0) as last
         from reports where agency_id = $1`,
      [catalog.agencyId],
    );
    const missing = count - (stored?.total ?? 0);
    console.log(
      `scale-load: ${url.replace(/\/\/[^@]*@/, '//')}, demo agency has ${stored?.total ?? 0} reports, ${catalog.officers.length} officers, ${catalog.areas.length} areas, ${catalog.tags.length} tags; loading ${Math.max(0, missing)}`,
    );
    // Daily totals that do not add up mean a run stopped before its end: its facet counts are missing too.
    const [totals] = await db.query<{ sum: number }>(
      'select coalesce(sum(total), 0)::int as sum from report_daily_totals where agency_id = $1',
      [catalog.agencyId],
    );
    const wasInterrupted = totals?.sum !== stored?.total;
    if (missing <= 0) {
      if (wasInterrupted) {
        await recomputeDailyTotals(client, catalog.agencyId, true);
        await client.query('analyze report_daily_totals, report_daily_facets');
        console.log('scale-load: recomputed the daily totals an interrupted run left behind');
      }
      return;
    }

    const started = performance.now();
    const nodeCpu = process.cpuUsage();
    const backendCpu = [await backendCpuSeconds(client), await backendCpuSeconds(detailsClient)];
    const now = new Date();
    const random = createRandom((stored?.total ?? 0) + 1);
    const pool = buildReportPool(configuration, catalog, Math.min(30_000, Math.max(4_000, Math.round(missing / 30))), now, random);
    const generate = createScaleReports(configuration, catalog, pool, now, YEARS);
    const poolSeconds = seconds(started);

    const indexMode = process.env.SCALE_INDEXES ?? 'rebuild';
    const droppedAt = performance.now();
    const dropped = indexMode === 'keep' || missing < 50_000 ? [] : await dropSecondaryIndexes(client, indexMode === 'gin');
    const dropSeconds = seconds(droppedAt);

    const samples: ScaleReport[] = [];
    let sequence = stored?.last ?? 0;
    let loaded = 0;
    const facets = new DailyFacetCounts(catalog.timeZone);
    const pipeline = new CopyPipeline(client, detailsClient);
    const copyStarted = performance.now();
    while (loaded < missing) {
      const batch = new CopyBatch(catalog.agencyId);
      const size = Math.min(BATCH, missing - loaded);
      for (let index = 0; index < size; index++) {
        const report = generate(++sequence, random);
        batch.add(report);
        facets.add(report);
        if (sequence % SAMPLE_EVERY === 0) samples.push(report);
        // Let the sockets drain into the COPYs of the previous batches while this one is generated.
        if (index % 250 === 249) await yieldToIo();
      }
      await pipeline.push(batch);
      loaded += size;
      if (loaded % 100_000 < BATCH)
        console.log(`scale-load: ${loaded} / ${missing} generated, ${Math.round(loaded / seconds(copyStarted))} reports/s so far`);
    }
    await pipeline.finish();
    const copySeconds = seconds(copyStarted);

    const rebuildStarted = performance.now();
    const rebuilt = await restoreIndexes(url, LOAD_SETTINGS);
    const rebuildSeconds = seconds(rebuildStarted);

    const totalsStarted = performance.now();
    // Facet counts first: a stop before the daily totals are recomputed makes the next run recompute both.
    if (wasInterrupted) console.log('scale-load: an earlier run stopped halfway: recomputing the facet counts from all reports');
    else await facets.write(client, catalog.agencyId);
    await recomputeDailyTotals(client, catalog.agencyId, wasInterrupted);
    const totalsSeconds = seconds(totalsStarted);
    const analyzeStarted = performance.now();
    await client.query(
      'analyze reports, report_versions, report_officers, report_people, report_labels, report_search, report_daily_totals, report_daily_facets, group_members, users',
    );
    const analyzeSeconds = seconds(analyzeStarted);
    const total = seconds(started);
    const nodeCpuSeconds = (process.cpuUsage(nodeCpu).user + process.cpuUsage(nodeCpu).system) / 1e6;
    const backendSeconds = [await backendCpuSeconds(client), await backendCpuSeconds(detailsClient)].map((after, index) => {
      const before = backendCpu[index];
      return after === null || before === null || before === undefined ? null : after - before;
    });
    console.log(
      `scale-load: ${missing} reports in ${total.toFixed(1)} s = ${Math.round(missing / total)} reports/s end to end (budget >= 5,000/s)\n` +
        `  pool of ${pool.size} valid people from ${Math.min(30_000, Math.max(4_000, Math.round(missing / 30)))} generated reports ${poolSeconds.toFixed(1)} s, ` +
        `drop ${dropped.length} indexes ${dropSeconds.toFixed(1)} s, generate + COPY ${copySeconds.toFixed(1)} s (${Math.round(missing / copySeconds)}/s), ` +
        `rebuild ${rebuilt.size} indexes ${rebuildSeconds.toFixed(1)} s (slowest: ${slowestBuilds(rebuilt)}), daily totals and facets ${totalsSeconds.toFixed(1)} s, ANALYZE ${analyzeSeconds.toFixed(1)} s\n` +
        `  CPU: this Node process ${nodeCpuSeconds.toFixed(1)} s, PostgreSQL backends (reports / the rest) ${backendSeconds.map((value) => (value === null ? 'n/a' : `${value.toFixed(1)} s`)).join(' / ')} (index rebuilds run on two more)`,
    );

    // Autovacuum would visit these freshly written tables next, in the middle of whatever runs after; do it now, apart.
    const vacuumStarted = performance.now();
    await client.query('vacuum reports, report_versions, report_officers, report_people, report_labels, report_search');
    console.log(
      `scale-load: VACUUM of the loaded tables (what autovacuum does next; not in the figure) ${seconds(vacuumStarted).toFixed(1)} s`,
    );

    const rules = { config: configuration, timeZone: catalog.timeZone, now: new Date(), mode: 'create' as const };
    let accepted = 0;
    let unchanged = 0;
    let hashed = 0;
    for (const sample of samples) {
      const { report, issues } = validateReport(sample.payload, rules);
      if (issues.length === 0) accepted++;
      else if (samples.indexOf(sample) - accepted < 3)
        console.log(`  refused ${sample.incidentNumber}: ${JSON.stringify(issues.slice(0, 3))}`);
      if (canonical(report) === canonical(sample.payload)) unchanged++;
      if (hashPayload(sample.payload) === sample.hash) hashed++;
    }
    console.log(
      `scale-load: validateReport on ${samples.length} sampled reports (1 in ${SAMPLE_EVERY}): ${accepted} passed, ${unchanged} already in normalised form, ${hashed} with the stored hash; ${pool.refusedVariants} consent variants refused and left out of the pool`,
    );
  } finally {
    await client.end();
    await detailsClient.end();
    await db.close();
  }
}
