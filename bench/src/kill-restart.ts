import { randomUUID } from 'node:crypto';
import { DEMO_AGENCY, generateReports } from '@fieldbook/server/demo';
import { loadConfigurations, readConfig, startMailCatcher } from '@fieldbook/server/kit';
import pg from 'pg';
import { type ServerProcess, signIn, startServerProcess } from './bench-server.ts';

const DATABASE = 'fieldbook_kill_restart';
const PORT = Number(process.env.KILL_PORT ?? 8398);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UPLOADS = 400;
const CONCURRENCY = 16;

type Json = Record<string, unknown>;

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Json };
}

const logIn = (email: string) => signIn(ORIGIN, email);

/**
 * Issue 12 (reliability): the server is killed (SIGKILL, no shutdown) during uploads and during an export, then
 * started again: nothing lost, nothing doubled. main.ts runs as a child process on a PostgreSQL database of its own
 * (created afresh), mail goes to a local SMTP catcher. The device's part is played as the outbox does it: every
 * report not confirmed is sent again after the restart, and here the confirmed ones too (an answer lost on the way).
 */
export async function benchKillRestart(): Promise<void> {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const databaseUrl = new URL(base);
  databaseUrl.pathname = `/${DATABASE}`;
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  const mail = await startMailCatcher();
  let server: ServerProcess | null = null;

  async function start(): Promise<number> {
    server = await startServerProcess({ databaseUrl: databaseUrl.toString(), port: PORT, env: { SMTP_URL: mail.url } });
    return server.startMs;
  }
  async function kill(): Promise<void> {
    await server?.stop('SIGKILL');
    server = null;
  }

  try {
    const firstStart = await start();
    await db.connect();
    const [officer] = (
      await db.query<{ id: string; name: string; officer_id: string; title: string | null }>(
        `select id, name, officer_id, title from users where email = 'officer@demo.test'`,
      )
    ).rows;
    if (!officer) throw new Error('the demo officer is missing');
    const reports = [
      ...generateReports({
        configuration: loadConfigurations(readConfig({}).configurationsDir).get(DEMO_AGENCY.configuration_file),
        timeZone: DEMO_AGENCY.timezone,
        authors: [officer],
        count: UPLOADS,
        seed: 7,
        now: new Date(),
        days: 10,
        centre: DEMO_AGENCY.centre,
      }),
    ].map((generated, index) => {
      const report = { ...(generated.payload as unknown as Json), id: randomUUID() } as unknown as Json & { general_information: Json };
      report.general_information = { ...report.general_information, incident_number: `KILL-${index}` };
      return report;
    });

    // Uploads, 16 at a time; the server is killed once a third have been answered.
    let token = await logIn('officer@demo.test');
    const confirmed = new Set<string>();
    let failed = 0;
    let next = 0;
    const killAt = Math.floor(UPLOADS / 3);
    let killing: Promise<void> | null = null;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < reports.length && !killing) {
          const report = reports[next++] as Json;
          const answer = await post('/api/reports/', report, token).catch(() => ({ status: 0, body: {} }));
          if (answer.status === 201 || answer.status === 200) confirmed.add(report.id as string);
          else failed++;
          if (confirmed.size >= killAt && !killing) killing = kill();
        }
      }),
    );
    await killing;
    const restartAfterUploads = await start();
    token = await logIn('officer@demo.test');
    const resent = { created: 0, same: 0, other: 0 };
    for (let index = 0; index < reports.length; index += CONCURRENCY) {
      await Promise.all(
        reports.slice(index, index + CONCURRENCY).map(async (report) => {
          const answer = await post('/api/reports/', report, token);
          if (answer.status === 201) resent.created++;
          else if (answer.status === 200) resent.same++;
          else resent.other++;
        }),
      );
    }
    const ids = reports.map((report) => report.id as string);
    const [stored] = (
      await db.query<{ reports: number; distinct_numbers: number; people: number; expected_people: number }>(
        `select count(*)::int as reports, count(distinct incident_number)::int as distinct_numbers,
                (select count(*)::int from analytics_people p where p.report_id = any($1::uuid[])) as people,
                coalesce(sum(jsonb_array_length(payload->'citizens')), 0)::int as expected_people
           from reports where id = any($1::uuid[])`,
        [ids],
      )
    ).rows;
    const confirmedStored = (
      await db.query<{ count: number }>('select count(*)::int as count from reports where id = any($1::uuid[])', [[...confirmed]])
    ).rows[0]?.count;

    // An export: queued, the server killed while its job may be running, started again; exactly one mail follows.
    const manager = await logIn('manager@demo.test');
    const queued = await post('/api/reports/export', { filters: {} }, manager);
    if (queued.status !== 202) throw new Error(`export answered ${queued.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await kill();
    const restartAfterExport = await start();
    const waitStarted = performance.now();
    const exportMail = await mail.waitFor('manager@demo.test', /export/i, 180_000).catch(() => null);
    const mailAfter = (performance.now() - waitStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const exportMails = mail.messages.filter((message) => message.to.includes('manager@demo.test') && /export/i.test(message.subject));
    const [exportRow] = (
      await db.query<{ status: string; count: number }>(`select status, count(*) over ()::int as count from report_exports`)
    ).rows;
    const [job] = (
      await db.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = 'report-export' order by created_on desc limit 1`,
      )
    ).rows;

    console.log(`kill and restart (PostgreSQL ${DATABASE}, ${UPLOADS} uploads ${CONCURRENCY} at a time, SIGKILL):`);
    console.log(`  first start ${(firstStart / 1000).toFixed(1)} s (migrations and demo seed)`);
    console.log(
      `  uploads: ${confirmed.size} confirmed before the kill, ${failed} failed in flight; restart ${(restartAfterUploads / 1000).toFixed(1)} s; all ${UPLOADS} sent again: ${resent.created} answered 201 (a report already stored gets its first answer again), ${resent.same} 200, ${resent.other} other answers`,
    );
    console.log(
      `  stored: ${stored?.reports} of ${UPLOADS} reports (${stored?.distinct_numbers} distinct incident numbers), confirmed and stored ${confirmedStored} of ${confirmed.size}; analytics persons ${stored?.people} for ${stored?.expected_people} citizens: ${stored?.reports === UPLOADS && stored?.people === stored?.expected_people && resent.other === 0 ? 'nothing lost, nothing doubled' : 'MISMATCH'}`,
    );
    console.log(
      `  export: killed 0.3 s after it was queued; restart ${(restartAfterExport / 1000).toFixed(1)} s; ${exportMail ? `mail '${exportMail.subject}' ${mailAfter.toFixed(0)} s after the restart, x${exportMails.length} (expected 1)` : 'no mail within 3 minutes'}; export rows ${exportRow?.count ?? 0} (${exportRow?.status ?? 'none'}); its job ${job?.state} after ${job?.retry_count} retries (an attempt whose server died stops beating and is retried after a minute's silence)`,
    );
  } finally {
    await kill();
    await db.end().catch(() => undefined);
    await mail.close();
  }
}
