import { DEFAULT_EI_SETTINGS } from '@fieldbook/domain';
import {
  buildApp,
  type Database,
  evaluateAgency,
  loadConfigurations,
  migrate,
  openDatabase,
  readConfig,
  seedDemoIfEmpty,
  syncRoles,
} from '@fieldbook/server/kit';
import { signInAs, timeRequests } from './bench-http.ts';
import { createRecordingDatabase, explainInTenant } from './list-explain.ts';
import { SCALE_DATABASE_URL } from './scale-load.ts';

const WARM_UP = 10;
/** The scale: 1,500 officers, each with an alert open or in review (the alerts page's worst case). */
const OPEN_ALERTS = 1500;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Tops the agency's alerts not closed up to `target` with bench officers, each with one open alert; answers how many. */
async function topUpOpenAlerts(db: Database, agencyId: string, target: number): Promise<number> {
  const [{ open = 0 } = {}] = await db.query<{ open: number }>(
    `select count(*)::int as open from ei_alerts where agency_id = $1 and status <> 'closed'`,
    [agencyId],
  );
  const missing = target - open;
  if (missing <= 0) return open;
  await db.query(
    `with role as (select id from roles where name = 'officer'),
          added as (
            insert into users (id, agency_id, email, name, officer_id, title, password_hash, role_id, is_verified)
            select gen_random_uuid(), $1, 'ei-bench-' || n || '-' || extract(epoch from now())::bigint || '@bench.invalid',
                   'Bench Officer ' || n, 'EB-' || n, null, '!', (select id from role), true
              from generate_series(1, $2) n
            returning id, officer_id
          )
     insert into ei_alerts (agency_id, id, officer_id, status, opened_at, indicators, why)
     select $1, gen_random_uuid(), a.id, case when random() < 0.3 then 'in_review' else 'open' end,
            now() - make_interval(mins => row_number() over ()::int), array['force_incidents', 'search_rate'],
            '["Three use-of-force incidents in 12 months."]'::jsonb
       from added a`,
    [agencyId, missing],
  );
  // What autovacuum would do next (it is off on the bench's server).
  for (const table of ['users', 'ei_alerts']) await db.query(`vacuum (analyze) ${table}`);
  return target;
}

/**
 * Early intervention (issue 28) on whatever DATABASE_URL names (default the scale database; the demo is seeded into an
 * empty one): the demo agency's evaluation in process with early intervention on and the defaults (its time and the
 * process's peak memory growth, sampled every 20 ms), then over HTTP the alerts page and an officer's profile
 * (p50/p95/p99 of `requests` each) beside the budgets: evaluation <= 60 s and < 200 MB at 1,000,000 reports and 1,500
 * officers, alerts page p95 <= 25 ms, profile p95 <= 150 ms. The alerts page is timed with OPEN_ALERTS alerts open: when
 * the agency has fewer, bench officers (ei-bench-N@bench.invalid) are added with an alert each, opened a minute apart
 * (the page's cost is the alerts, not the reports, so a small database measures it). Then EXPLAIN of its queries.
 */
export async function benchEarlyIntervention(requests = 200): Promise<void> {
  const url = process.env.DATABASE_URL ?? SCALE_DATABASE_URL;
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  await migrate(db);
  await syncRoles(db);
  const config = { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' as const };
  const configurations = loadConfigurations(config.configurationsDir);
  await seedDemoIfEmpty(db, configurations);
  const [agency] = await db.query<{ id: string; reports: number; officers: number }>(
    `select a.id, (select count(*)::int from reports r where r.agency_id = a.id) as reports,
            (select count(distinct author_id)::int from reports r where r.agency_id = a.id) as officers
       from agencies a where a.full_name = 'Demo Police Department'`,
  );
  if (!agency) throw new Error('the demo agency is missing');
  await db.query(
    `insert into ei_settings (agency_id, settings) values ($1, $2)
     on conflict (agency_id) do update set settings = excluded.settings`,
    [agency.id, JSON.stringify({ ...DEFAULT_EI_SETTINGS, enabled: true })],
  );
  console.log(
    `early-intervention: ${agency.reports} reports, ${agency.officers} officers in the demo agency of ${url.replace(/\/\/[^@]*@/, '//')}`,
  );

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const result = await evaluateAgency(db, agency.id, null, { audit: false, configurations });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `  evaluation  ${seconds.toFixed(2)} s  peak memory growth ${mb(peak - before)} MB  officers ${result.officersEvaluated}  opened ${result.alertsOpened}  updated ${result.alertsUpdated}  budget <= 60 s, < 200 MB at 1,000,000 reports`,
  );

  const openAlerts = await topUpOpenAlerts(db, agency.id, OPEN_ALERTS);
  const recorder = createRecordingDatabase(db);
  const app = await buildApp(recorder.db, config);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const call = await signInAs(origin, 'manager@demo.test');
    const first = await call<{ alerts: { id: string; officer: { officer_id: string } }[] }>('/api/early-intervention/alerts');
    const groups = await db.query<{ id: string }>('select id from groups where agency_id = $1 order by name', [agency.id]);
    const alertsPath = (index: number) =>
      index % 2 === 0 || groups.length === 0
        ? '/api/early-intervention/alerts'
        : `/api/early-intervention/alerts?group_id=${groups[index % groups.length]?.id}`;
    const common = { call, requests, warmUp: WARM_UP };
    // What any signed-in request costs on this machine now (authentication, a tenant transaction, HTTP): the floor.
    await timeRequests({ ...common, label: 'floor: GET /api/users/me', path: () => '/api/users/me' });
    await timeRequests({ ...common, label: `alerts page (25 of ${openAlerts} open; half by group)`, path: alertsPath, budgetMs: 25 });
    // The profile of the agency's own alerts (the bench officers' have no reports behind them).
    const alerts = first.alerts.filter((alert) => !alert.officer.officer_id.startsWith('EB-'));
    if (alerts.length > 0)
      await timeRequests({
        ...common,
        label: 'officer profile',
        path: (index) => `/api/early-intervention/alerts/${alerts[index % alerts.length]?.id}`,
        budgetMs: 150,
      });
    else console.log('  officer profile: no alert to open');

    if (url.startsWith('postgres')) {
      console.log(
        'early-intervention: EXPLAIN (ANALYZE, BUFFERS) of the alerts page, as the server ran it, in a fieldbook_app tenant transaction',
      );
      const recorded = await recorder.record(() => call('/api/early-intervention/alerts'));
      for (const [title, pattern] of [
        ['alerts, first page', /order by a\.opened_at/],
        ['alerts, total', /select count\(\*\) as count from \(select 1 from ei_alerts/],
      ] as const) {
        const query = recorded.find((entry) => pattern.test(entry.sql));
        if (query) console.log(await explainInTenant(url, agency.id, title, query));
      }
    }
  } finally {
    await app.close();
    await db.close();
  }
}
