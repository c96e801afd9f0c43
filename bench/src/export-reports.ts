import { stat } from 'node:fs/promises';
import { DEMO_AGENCY, DEMO_PASSWORD } from '@fieldbook/server/demo';
import { buildApp, createJobQueue, type Database, type Mailer, type MailMessage, readConfig } from '@fieldbook/server/kit';
import { openBenchDatabase } from './bench-database.ts';
import { topUpYear } from './top-up-year.ts';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** The local day from which the newest `size` reports of the agency start: a date filter that exports about `size`. */
async function dateFromFor(db: Database, agencyId: string, size: number): Promise<string> {
  const [row] = await db.query<{ day: string }>(
    `select to_char(incident_date at time zone $2, 'YYYY-MM-DD') as day from reports where agency_id = $1
      order by incident_date desc offset $3 limit 1`,
    [agencyId, DEMO_AGENCY.timezone, size - 1],
  );
  if (!row) throw new Error('not enough reports');
  return row.day;
}

/** A mailer that sends nothing: it records the message and the attached files' sizes (SMTP cost left out). */
function nullMailer(onSent: (message: MailMessage, attachedBytes: number) => void): Mailer {
  return {
    kind: 'smtp',
    async send(message) {
      let bytes = 0;
      for (const attachment of message.attachments ?? []) bytes += (await stat(attachment.path)).size;
      onSent(message, bytes);
    },
  };
}

/**
 * One export of about `size` reports (default 100,000) end to end: POST /api/reports/export on a real server in this
 * process, the pg-boss worker streaming them into CSV and XLSX, until the mail is handed to the mailer (a null
 * transport). Prints the time and this process's memory: RSS and heap before, and their peaks while it ran.
 * Budget (GUIDE §6): <= 60 s and < 150 MB growth for 100,000 reports. DATABASE_URL, else an in-memory PGlite.
 */
export async function benchExport(size = 100_000): Promise<void> {
  const setup = await openBenchDatabase();
  const { db, agencyId } = setup;
  const added = await topUpYear(setup, size, { seed: 11, prefix: 'EXP' });
  if (added > 0) console.log(`export: added ${added} generated reports to the demo agency`);
  const dateFrom = await dateFromFor(db, agencyId, size);

  let sent: (value: { message: MailMessage; attachedBytes: number }) => void = () => {};
  const mailed = new Promise<{ message: MailMessage; attachedBytes: number }>((resolve) => {
    sent = resolve;
  });
  const jobs = createJobQueue(db, { pollingSeconds: 0.5 });
  const config = { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: null, webDistDir: null, logLevel: 'silent' };
  const app = await buildApp(db, config, { jobs, mailer: nullMailer((message, attachedBytes) => sent({ message, attachedBytes })) });
  await jobs.start(app.log);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD, version: '3.29' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };

  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 50);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const response = await fetch(`${url}/api/reports/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ filters: { dateFrom }, sort_by: 'newest' }),
  });
  const queued = (await response.json()) as { queued: boolean; total: number };
  if (response.status !== 202) throw new Error(`export answered ${response.status}: ${JSON.stringify(queued)}`);
  const { message, attachedBytes } = await mailed;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);

  await new Promise((resolve) => setTimeout(resolve, 500));
  const [done] = await db.query<{ id: string; row_count: number; delivery: string; csv_bytes: number; xlsx_bytes: number }>(
    `select id, row_count, delivery, csv_bytes, xlsx_bytes from report_exports where agency_id = $1 order by created_at desc limit 1`,
    [agencyId],
  );
  console.log(
    `export: ${queued.total} reports (${done?.row_count ?? '?'} rows) on ${db.kind}, enqueue to mail sent in ${seconds.toFixed(1)} s ` +
      `(budget <= 60 s for 100,000); delivery ${done?.delivery ?? '?'} (${message.attachments?.length ?? 0} attachments, ${mb(attachedBytes)}), ` +
      `CSV ${mb(done?.csv_bytes ?? 0)}, XLSX ${mb(done?.xlsx_bytes ?? 0)}; the server process used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU (on a busy machine the wall time is longer)`,
  );
  console.log(
    `export: memory RSS ${mb(before.rss)} before, peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)}); ` +
      `heap ${mb(before.heapUsed)} before, peak ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - before.heapUsed)}) (budget: growth < 150 MB)`,
  );
  // The stored files are not kept: delete the export (its chunks go with it); the audit row stays.
  if (done) await db.query('delete from report_exports where agency_id = $1 and id = $2', [agencyId, done.id]);
  await app.close();
  await jobs.stop();
  await db.close();
}
