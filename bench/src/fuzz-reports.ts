import { randomUUID } from 'node:crypto';
import { validateReport } from '@fieldbook/domain';
import { DEMO_AGENCY } from '@fieldbook/server/demo';
import { buildApp, mutationOf, readConfig } from '@fieldbook/server/kit';
import fc from 'fast-check';
import { openBenchDatabase } from './bench-database.ts';

/**
 * Sends fuzzed payloads (random JSON, and mutations of valid reports) to a running server and prints how many
 * answers were 5xx and how many stored reports the rules engine would refuse. Both must be 0.
 */
export async function benchFuzzReports(count = 10_000): Promise<void> {
  const { db, configurations } = await openBenchDatabase();
  const app = await buildApp(db, { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'officer@demo.test', password: 'Fieldbook-demo-2026', version: '3.29' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const valid = (await db.query<{ payload: Record<string, unknown> }>('select payload from reports limit 200')).map((row) => row.payload);

  const mutations = fc.sample(mutationOf(), { numRuns: count, seed: 42 });
  const randoms = fc.sample(fc.jsonValue({ maxDepth: 4 }), { numRuns: count, seed: 43 });
  const statuses = new Map<number, number>();
  const started = performance.now();
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      let body: unknown;
      if (index % 5 === 0) body = randoms[index];
      else {
        const report = structuredClone(valid[index % valid.length]) as any;
        report.id = randomUUID();
        report.general_information.incident_number = `F-${index}`;
        mutations[index]?.(report);
        body = report;
      }
      const response = await fetch(`${url}/api/reports/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body) ?? 'null',
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (performance.now() - started) / 1000;

  const config = configurations.get(DEMO_AGENCY.configuration_file);
  const stored = await db.query<{ payload: unknown }>(`select payload from reports where incident_number like 'F-%'`);
  const invalidStored = stored.filter(
    ({ payload }) => validateReport(payload, { config, timeZone: DEMO_AGENCY.timezone, now: new Date(), mode: 'create' }).issues.length > 0,
  ).length;
  const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(`fuzz: ${count} payloads in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(
    `fuzz: 5xx answers = ${fiveHundreds} (must be 0); stored ${stored.length}, invalid reports stored = ${invalidStored} (must be 0)`,
  );
  await app.close();
  await db.close();
  if (fiveHundreds > 0 || invalidStored > 0) process.exitCode = 1;
}
