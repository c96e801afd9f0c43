import { loadavg } from 'node:os';
import { DEMO_PASSWORD } from '@fieldbook/server/demo';
import {
  backfillAnalyticsFacts,
  buildApp,
  loadConfigurations,
  migrate,
  openDatabase,
  readConfig,
  refreshAllRollups,
  syncRoles,
} from '@fieldbook/server/kit';
import { SCALE_DATABASE_URL } from './scale-load.ts';

const WARM_UP = 5;
const BUDGET_MS = 150;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * POST /api/analytics/generate over real HTTP on the agency scale-load filled (DATABASE_URL, default fieldbook_scale):
 * first derives the analytics facts and counts the rollups of reports stored before them (timed, once), then p50/p95/p99
 * of `requests` generates for last month, a quarter, a year, and a year with an officer filter (GUIDE §6 and issue 10:
 * p95 <= 150 ms at 1,000,000 reports, and at most 1.5 x the figure at 100,000).
 */
export async function benchAnalyticsGenerate(requests = 30): Promise<void> {
  const url = process.env.DATABASE_URL ?? SCALE_DATABASE_URL;
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  await migrate(db);
  await syncRoles(db);
  const config = readConfig({});
  let started = performance.now();
  const derived = await backfillAnalyticsFacts(db, loadConfigurations(config.configurationsDir));
  if (derived > 0)
    console.log(`  derived the analytics facts of ${derived} reports in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const days = await refreshAllRollups(db);
  if (days > 0) console.log(`  counted the rollups of ${days} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (derived > 0 || days > 0) {
    // What autovacuum does next (it is off on the bench machine): without statistics the planner takes the agency for a
    // few rows and reads a month's rollups by filtering all of its days (300 ms instead of 16).
    started = performance.now();
    await db.query('vacuum analyze analytics_people, analytics_rollups, analytics_officer_points, analytics_dirty_days');
    console.log(`  VACUUM ANALYZE of the analytics tables ${((performance.now() - started) / 1000).toFixed(1)} s (not in the figures)`);
  }

  const app = await buildApp(db, { ...config, port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const [agency] = await db.query<{ id: string; reports: number; people: number }>(
      `select a.id, (select count(*)::int from reports r where r.agency_id = a.id) as reports,
              (select count(*)::int from analytics_people p where p.agency_id = a.id) as people
         from agencies a where a.full_name = 'Demo Police Department'`,
    );
    if (!agency) throw new Error('the demo agency is missing: run scale-load first');
    console.log(
      `analytics generate at ${agency.reports.toLocaleString('en-US')} reports (${agency.people.toLocaleString('en-US')} persons)`,
    );
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD, version: '3.29' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const officers = await db.query<{ id: string }>(
      `select u.id from users u join roles r on r.id = u.role_id where u.agency_id = $1 and r.name = 'officer' order by u.email limit 40`,
      [agency.id],
    );
    const year = new Date().getUTCFullYear() - 1;
    const quarters = [1, 2, 3, 4].map((quarter) => `${year}-Q${quarter}`);
    const kinds: Array<[string, (index: number) => object]> = [
      ['last month', () => ({ period: 'month' })],
      ['quarter', (index) => ({ period: 'quarter', period_value: quarters[index % 4] })],
      ['year', (index) => ({ period: 'year', period_value: String(year - (index % 2)) })],
      [
        'year, one officer',
        (index) => ({
          period: 'year',
          period_value: String(year),
          filters: { officers: { officer_information: { id: officers[index % officers.length]?.id } } },
        }),
      ],
    ];
    // ANALYTICS_ONLY=officer measures only the kinds whose name contains it (for a profile of one path).
    const only = process.env.ANALYTICS_ONLY;
    for (const [name, body] of kinds.filter(([kind]) => !only || kind.includes(only))) {
      const times: number[] = [];
      let bytes = 0;
      for (let index = -WARM_UP; index < requests; index++) {
        const begun = performance.now();
        const response = await fetch(`${origin}/api/analytics/generate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body(Math.max(index, 0) + (index < 0 ? requests : 0))),
        });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
        if (index >= 0) {
          times.push(performance.now() - begun);
          bytes = text.length;
        }
      }
      const sorted = times.sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      console.log(
        `  ${name.padEnd(20)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  p99 ${percentile(
          sorted,
          99,
        )
          .toFixed(1)
          .padStart(
            7,
          )} ms  ${(bytes / 1024).toFixed(0)} kB  load ${(loadavg()[0] ?? 0).toFixed(1)}  budget p95 <= ${BUDGET_MS} ms: ${p95 <= BUDGET_MS ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await app.close();
    await db.close();
  }
}
