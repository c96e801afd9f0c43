import {
  buildApp,
  type Database,
  loadConfigurations,
  migrate,
  openDatabase,
  readConfig,
  seedDemoIfEmpty,
  syncRoles,
} from '@fieldbook/server/kit';
import { percentile, signInAs, timeRequests } from './bench-http.ts';
import { createRecordingDatabase, explainInTenant, type RecordedQuery } from './list-explain.ts';
import { SCALE_DATABASE_URL } from './scale-load.ts';

const WARM_UP = 20;
/** The scale: 5% of the agency's reports waiting for review. */
const PENDING_SHARE = 0.05;
const APPROVE_BATCH = 100;

/**
 * Puts `target` of the agency's reports in review (their facts in step: labels, quick-search rows, the daily rollups'
 * waiting counts), topping up what earlier runs approved. The reports chosen are the oldest approved ones, submitted in
 * their own order, so the queue looks as it does after months of use.
 */
async function topUpPending(db: Database, agencyId: string, target: number): Promise<number> {
  const [{ pending = 0 } = {}] = await db.query<{ pending: number }>(
    `select count(*)::int as pending from reports where agency_id = $1 and review_state = 'pending_review'`,
    [agencyId],
  );
  const missing = target - pending;
  if (missing > 0) {
    await db.query(
      `with chosen as (
         select id from reports where agency_id = $1 and review_state = 'approved' order by incident_date, id limit $2
       ), updated as (
         update reports r set review_state = 'pending_review', review_submitted_at = date_trunc('milliseconds', r.incident_date),
                reviewed_by = null, reviewed_at = null
           from chosen where r.agency_id = $1 and r.id = chosen.id returning r.id
       ), labels as (
         update report_labels l set review_state = 'pending_review' from updated where l.agency_id = $1 and l.report_id = updated.id
       )
       update report_search s set review_state = 'pending_review' from updated where s.agency_id = $1 and s.report_id = updated.id`,
      [agencyId, missing],
    );
    // The rollups' waiting counts, recounted from the reports (the bench's shortcut past the service).
    const pendingDays = `select r.id, r.contact_type, (r.incident_date at time zone a.timezone)::date as day
                           from reports r join agencies a on a.id = r.agency_id
                          where r.agency_id = $1 and r.review_state = 'pending_review'`;
    await db.query('update report_daily_totals set waiting = 0 where agency_id = $1 and waiting <> 0', [agencyId]);
    await db.query(
      `update report_daily_totals t set waiting = c.n
         from (select day, contact_type, count(*) as n from (${pendingDays}) p group by 1, 2) c
        where t.agency_id = $1 and t.day = c.day and t.contact_type = c.contact_type`,
      [agencyId],
    );
    await db.query('update report_daily_facets set waiting = 0 where agency_id = $1 and waiting <> 0', [agencyId]);
    await db.query(
      `update report_daily_facets t set waiting = c.n
         from (select f.facet, p.contact_type, p.day, count(*) as n
                 from (${pendingDays}) p
                 cross join lateral (select distinct unnest(pp.facets) as facet from report_people pp
                                      where pp.agency_id = $1 and pp.report_id = p.id) f
                group by 1, 2, 3) c
        where t.agency_id = $1 and t.facet = c.facet and t.contact_type = c.contact_type and t.day = c.day`,
      [agencyId],
    );
    // What autovacuum does next (it is off on the bench's server): the visibility map the queue's index-only scans read.
    for (const table of ['reports', 'report_labels', 'report_search']) await db.query(`vacuum (analyze) ${table}`);
  }
  return Math.max(pending, target);
}

/**
 * The review queue and approvals (issue 25) over real HTTP on whatever DATABASE_URL points at (default the scale
 * database, fieldbook_scale): the agency's review on and 5% of its reports pending (at least enough for the
 * approvals); the owner's queue first page (p50/p95/p99 of `requests`, alternately unfiltered and by group), then
 * approving 100 reports in one request, then EXPLAIN (ANALYZE, BUFFERS) of the queue's page and count queries.
 */
export async function benchReviewQueue(requests = 200): Promise<void> {
  const url = process.env.DATABASE_URL ?? SCALE_DATABASE_URL;
  const base = await openDatabase({ databaseUrl: url, dataDir: null });
  await migrate(base);
  await syncRoles(base);
  const config = { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' as const };
  await seedDemoIfEmpty(base, loadConfigurations(config.configurationsDir));
  const recorder = createRecordingDatabase(base);
  const app = await buildApp(recorder.db, config);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const [agency] = await base.query<{ id: string; reports: number }>(
      `select a.id, (select count(*)::int from reports r where r.agency_id = a.id) as reports from agencies a where a.full_name = 'Demo Police Department'`,
    );
    if (!agency) throw new Error('the demo agency is missing');
    await base.query('update agencies set review_required = true where id = $1', [agency.id]);
    // The owner files no reports in the demo, so every pending report is theirs to review.
    const target = Math.min(agency.reports, Math.max(Math.ceil(agency.reports * PENDING_SHARE), 10 * APPROVE_BATCH + 100));
    const started = performance.now();
    const pending = await topUpPending(base, agency.id, target);
    console.log(
      `review: ${agency.reports} reports in the demo agency of ${url.replace(/\/\/[^@]*@/, '//')}, ${pending} pending (set up in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    const call = await signInAs(origin, 'owner@demo.test');
    const groups = await base.query<{ id: string }>('select id from groups where agency_id = $1 order by name', [agency.id]);
    const queuePath = (index: number) =>
      index % 2 === 0 || groups.length === 0
        ? '/api/review/queue?limit=25'
        : `/api/review/queue?limit=25&group_id=${groups[index % groups.length]?.id}`;

    await timeRequests({
      label: 'queue, first page (25; half by group)',
      call,
      path: queuePath,
      requests,
      warmUp: WARM_UP,
      budgetMs: 25,
    });

    // Approving: each round takes the queue's first 100 and approves them in one request (timed alone).
    const rounds = Math.min(10, Math.floor(pending / APPROVE_BATCH)) || 1;
    const approvals: { ms: number; count: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const page = await call<{ items: { incident_number: string; version: number }[] }>(`/api/review/queue?limit=${APPROVE_BATCH}`);
      if (page.items.length === 0) break;
      const reports = page.items.map((item) => ({ incident_number: item.incident_number, version: item.version }));
      const begun = performance.now();
      const answer = await call<{ approved: unknown[] }>('/api/review/approve', { reports });
      approvals.push({ ms: performance.now() - begun, count: answer.approved.length });
    }
    const approveSorted = approvals.map((entry) => entry.ms).sort((a, b) => a - b);
    const worst = approveSorted[approveSorted.length - 1] ?? 0;
    const sizes = [...new Set(approvals.map((entry) => entry.count))].join(', ');
    console.log(
      `  approve ${sizes} in one request, ${approvals.length} rounds   median ${percentile(approveSorted, 50).toFixed(1)} ms  worst ${worst.toFixed(1)} ms  budget <= 1000 ms: ${worst <= 1000 ? 'met' : 'MISSED'}`,
    );

    if (url.startsWith('postgres')) {
      console.log('review: EXPLAIN (ANALYZE, BUFFERS) of the queue, as the server ran it, in a fieldbook_app tenant transaction');
      const recorded = await recorder.record(() => call('/api/review/queue?limit=25'));
      const pick = (pattern: RegExp): RecordedQuery | undefined => recorded.find((query) => pattern.test(query.sql));
      for (const [title, query] of [
        ['queue, first page', pick(/order by r\.review_submitted_at/)],
        ['queue, total', pick(/select count\(\*\) as count from reports r/)],
      ] as const)
        if (query) console.log(await explainInTenant(url, agency.id, title, query));
    }
  } finally {
    await app.close();
    await base.close();
  }
}
