import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { diffReports } from '@fieldbook/domain';
import { DEMO_AGENCY, DEMO_PASSWORD, generateReports } from '@fieldbook/server/demo';
import { buildApp, readConfig } from '@fieldbook/server/kit';
import { openBenchDatabase } from './bench-database.ts';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Issue 25: 'an amend with its diff and trail within 1.2x of today's amend'. Amends `count` reports through the API one
 * at a time (a perceived age and the duration changed, with a reason and base_version), timing each, and times the
 * trail's own work, the domain's diffReports on the same two versions, in this process. Today's amend is the amend
 * without that work, so the ratio is amend / (amend - diff). On DATABASE_URL (a PostgreSQL server) or PGlite.
 */
export async function benchAmendCost(count = 200): Promise<void> {
  const { db, authors, configurations } = await openBenchDatabase();
  const app = await buildApp(db, { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const author = authors.find((candidate) => candidate.officer_id === 'DPD-0217') ?? authors[0];
    if (!author) throw new Error('no demo officer');
    const config = configurations.get(DEMO_AGENCY.configuration_file);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'officer@demo.test', password: DEMO_PASSWORD, version: '3.29' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const send = async (path: string, body: unknown, expected: number) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (response.status !== expected) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    };
    const run = Date.now().toString(36);
    const reports = [
      ...generateReports({
        configuration: config,
        timeZone: DEMO_AGENCY.timezone,
        authors: [author],
        count,
        seed: 25,
        now: new Date(),
        days: 20,
        centre: DEMO_AGENCY.centre,
      }),
    ].map((generated, index) => {
      const payload = structuredClone({ ...generated.payload, id: randomUUID() }) as Record<string, any>;
      payload.general_information.incident_number = `AMEND-${run}-${index}`;
      return payload;
    });
    for (const report of reports) await send('/api/reports/', report, 201);

    const amendMs: number[] = [];
    const diffMs: number[] = [];
    for (const report of reports) {
      const amended = structuredClone(report);
      amended.general_information.duration = Number(report.general_information.duration ?? 10) + 5;
      const citizen = amended.citizens[0];
      if (citizen?.perception) citizen.perception.age = Number(citizen.perception.age ?? 30) + 1;
      const started = performance.now();
      await send(
        `/api/reports/${report.general_information.incident_number}/amend`,
        { ...amended, base_version: 0, reason: 'Corrected after review' },
        200,
      );
      amendMs.push(performance.now() - started);
      const diffStarted = performance.now();
      diffReports(report, amended, { config, timeZone: DEMO_AGENCY.timezone });
      diffMs.push(performance.now() - diffStarted);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const amend = sorted(amendMs);
    const diff = sorted(diffMs);
    const p50 = { amend: percentile(amend, 50), diff: percentile(diff, 50) };
    const ratio = p50.amend / (p50.amend - p50.diff);
    console.log(`amend: ${count} amends through the API on ${db.kind}, one at a time, load ${(loadavg()[0] ?? 0).toFixed(1)}`);
    console.log(`  amend with diff and trail   p50 ${p50.amend.toFixed(1)} ms  p95 ${percentile(amend, 95).toFixed(1)} ms`);
    console.log(`  the diff alone (in process)  p50 ${p50.diff.toFixed(2)} ms  p95 ${percentile(diff, 95).toFixed(2)} ms`);
    console.log(`  amend / amend without the diff: ${ratio.toFixed(3)} (budget <= 1.2)`);
  } finally {
    await app.close();
    await db.close();
  }
}
