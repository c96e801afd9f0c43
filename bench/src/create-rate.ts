import { randomUUID } from 'node:crypto';
import { DEMO_AGENCY, DEMO_PASSWORD, generateReports } from '@fieldbook/server/demo';
import { buildApp, readConfig } from '@fieldbook/server/kit';
import { openBenchDatabase } from './bench-database.ts';

/**
 * Report create through the API (auth, rules engine, tenant transaction, audit) against a bare INSERT of the same
 * rows (report + version 0, one transaction each) on the same database: serial on PGlite, 8 at a time on a
 * PostgreSQL server (DATABASE_URL). Budget: >= 0.5 of the bare rate.
 */
export async function benchCreateRate(count = 500): Promise<void> {
  const { db, agencyId, authors, configurations } = await openBenchDatabase();
  const app = await buildApp(db, { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const author = authors.find((candidate) => candidate.officer_id === 'DPD-0217') ?? authors[0];
  if (!author) throw new Error('no demo officer');
  const fresh = (prefix: string) =>
    [
      ...generateReports({
        configuration: configurations.get(DEMO_AGENCY.configuration_file),
        timeZone: DEMO_AGENCY.timezone,
        authors: [author],
        count,
        seed: prefix.length,
        now: new Date(),
        days: 20,
        centre: DEMO_AGENCY.centre,
      }),
    ].map((generated, index) => {
      const payload = { ...generated.payload, id: randomUUID() } as Record<string, any>;
      payload.general_information = { ...payload.general_information, incident_number: `${prefix}-${index}` };
      return payload;
    });

  // PGlite is one connection: serial. On a PostgreSQL server both sides run 8 at a time, as a busy agency would.
  const concurrency = db.kind === 'postgresql' ? 8 : 1;
  const inParallel = async (items: Record<string, any>[], work: (payload: Record<string, any>) => Promise<void>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < items.length) {
          const payload = items[next++];
          if (payload) await work(payload);
        }
      }),
    );
  };

  const run = Date.now().toString(36);
  const bare = fresh(`BARE-${run}`);
  const bareStarted = performance.now();
  await inParallel(bare, async (payload) => {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash)
         values ($1, $2, $3, $4, $5, $6, $7, 'x')`,
        [
          agencyId,
          payload.id,
          payload.general_information.incident_number,
          author.id,
          payload.general_information.type,
          payload.general_information.date,
          payload,
        ],
      );
      await tx.query(
        `insert into report_versions (agency_id, report_id, version, author_id, payload, created_in_version) values ($1, $2, 0, $3, $4, '3.29')`,
        [agencyId, payload.id, author.id, payload],
      );
    });
  });
  const bareRate = count / ((performance.now() - bareStarted) / 1000);

  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'officer@demo.test', password: DEMO_PASSWORD, version: '3.29' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const viaApi = fresh(`API-${run}`);
  const apiStarted = performance.now();
  await inParallel(viaApi, async (payload) => {
    const response = await fetch(`${url}/api/reports/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  });
  const apiRate = count / ((performance.now() - apiStarted) / 1000);
  console.log(
    `create: ${count} reports on ${db.kind}, ${concurrency} at a time: API ${apiRate.toFixed(0)}/s, bare INSERT ${bareRate.toFixed(0)}/s, ratio ${(apiRate / bareRate).toFixed(2)} (budget >= 0.5)`,
  );
  await app.close();
  await db.close();
}
