import { randomUUID } from 'node:crypto';
import { toLocalDateTime } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { generateReports } from '../demo/generate-reports.ts';
import { insertReportBatch } from '../reports/reports.repo.ts';
import { addOtherAgency, addUser, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import {
  attachmentOf,
  type CsvRecord,
  expectedRowCount,
  exportJobStates,
  parseCsv,
  pause,
  quietLog,
  readXlsx,
} from './report-export.test-helper.ts';

let server: TestServer;
let catcher: MailCatcher;
let agencyId = '';
let otherAgencyId = '';
const tokens = {} as Record<'manager' | 'officer' | 'owner' | 'otherManager', string>;
const configurations = loadConfigurations(new URL('../../../../configurations', import.meta.url).pathname);
const california = configurations.get('california.json');
const READY = /Your report export is ready/;

const exportReports = (token: string, body: unknown = { filters: {} }) => call(server, 'POST', '/api/reports/export', { token, body });
const mailsTo = (email: string) => catcher.messages.filter((mail) => mail.to.includes(email));

/** The other agency (generic configuration) with three reports of its own, numbered OTHER-n. */
async function addOtherAgencyWithReports(): Promise<void> {
  otherAgencyId = await addOtherAgency(server.db);
  const managerId = await addUser(server.db, { email: 'manager@other.test', role: 'manager', agencyId: otherAgencyId });
  const reports = [
    ...generateReports({
      configuration: configurations.get('generic.json'),
      timeZone: 'America/Chicago',
      authors: [{ id: managerId, name: 'Other Manager', officer_id: 'O-1', title: null }],
      count: 3,
      seed: 9,
      now: new Date(),
      days: 20,
      centre: { latitude: 41.25, longitude: -95.93 },
    }),
  ].map((report, index) => {
    const payload = report.payload as { general_information: Record<string, unknown> };
    const incidentNumber = `OTHER-${index}`;
    return {
      ...report,
      incident_number: incidentNumber,
      payload: { ...payload, general_information: { ...payload.general_information, incident_number: incidentNumber } },
    };
  });
  await insertReportBatch(server.db, otherAgencyId, reports, configurations.get('generic.json'));
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ config: { smtpUrl: catcher.url } });
  agencyId = await demoAgencyId(server.db);
  await addOtherAgencyWithReports();
  for (const who of ['manager', 'officer', 'owner'] as const) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.otherManager = (await login(server, 'manager@other.test')).access_token;
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

describe('POST /api/reports/export: who and what', () => {
  it('refuses an officer, who may not read agency reports, with 403', async () => {
    const response = await exportReports(tokens.officer);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ detail: 'Forbidden' });
  });

  it('answers 400 with per-field messages for a malformed body or filters the rules refuse, and queues nothing', async () => {
    const malformed = await exportReports(tokens.manager, { filters: { contactType: 'Nope' }, sort_by: 'sideways' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('VALIDATION_ERROR');
    expect(malformed.body.errors.map((issue: { path: string }) => issue.path).sort()).toEqual(['body.filters.contactType', 'body.sort_by']);

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await exportReports(tokens.manager, { filters: { dateFrom: tomorrow, citizenAge: { from: 40, to: 20 } } });
    expect(future.status).toBe(400);
    expect(future.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [
        { path: 'filters.dateFrom', message: 'Please enter a valid date.' },
        { path: 'filters.citizenAge', message: 'Enter both ages, the first no greater than the second.' },
      ],
    });
    expect(await server.db.query('select id from report_exports')).toEqual([]);
  });

  it('answers {queued: false, total: 0} when nothing matches, and neither queues nor mails', async () => {
    const before = catcher.messages.length;
    const response = await exportReports(tokens.manager, { filters: { tags: [randomUUID()] } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ queued: false, total: 0 });
    await pause(1500);
    expect(catcher.messages.length).toBe(before);
    expect(await server.db.query('select id from report_exports')).toEqual([]);
    expect(await exportJobStates(server)).toEqual([]);
  });
});

describe("a manager's export", () => {
  let payloads: any[] = [];
  let headers: string[] = [];
  let records: CsvRecord[] = [];

  beforeAll(async () => {
    const rows = await server.db.query<{ payload: any }>('select payload from reports where agency_id = $1', [agencyId]);
    payloads = rows.map((row) => row.payload);
  });

  it('is queued with the number of matching reports (202), and mailed with a CSV and an XLSX file', async () => {
    const response = await exportReports(tokens.manager, { filters: {}, sort_by: 'newest' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ queued: true, total: payloads.length });

    const mail = await catcher.waitFor('manager@demo.test', READY, 20_000);
    expect(mail.text).toContain(`${payloads.length} reports in ${expectedRowCount(payloads)} rows (one row per citizen)`);
    const today = toLocalDateTime(new Date(), 'America/Los_Angeles').date;
    const csv = attachmentOf(mail, '.csv');
    expect(csv.filename).toBe(`reports-${today}.csv`);
    expect(csv.contentType).toBe('text/csv');
    ({ headers, records } = parseCsv(csv.content));
    const xlsx = attachmentOf(mail, '.xlsx');
    expect(xlsx.filename).toBe(`reports-${today}.xlsx`);
    const sheet = await readXlsx(xlsx.content);
    expect(sheet.sheetNames).toEqual(['Reports']);
    expect(sheet.rows[0]).toEqual(headers);
    expect(sheet.rows.length - 1).toBe(records.length);
  });

  it('has one row per citizen, the report columns repeated on each, only this agency’s reports, newest first', async () => {
    expect(records.length).toBe(expectedRowCount(payloads));
    expect(records.some((record) => record['Incident Number']?.startsWith('OTHER-'))).toBe(false);
    expect(new Set(records.map((record) => record['Incident Number'])).size).toBe(payloads.length);

    const report = payloads.find((payload) => payload.citizens.length >= 2);
    expect(report, 'the demo data should hold a report with two citizens').toBeDefined();
    const rows = records.filter((record) => record['Incident Number'] === report.general_information.incident_number);
    expect(rows.map((row) => row.Citizen)).toEqual(report.citizens.map((_: unknown, index: number) => String(index + 1)));
    const { date, time } = toLocalDateTime(new Date(report.general_information.date), 'America/Los_Angeles');
    const [year, month, day] = date.split('-');
    for (const row of rows) {
      expect(row.Date).toBe(`${month}/${day}/${year} ${time}`);
      expect(row['Reporting Officer']).toBe(report.general_information.officer_name);
      expect(row['Duration (minutes)']).toBe(String(report.general_information.duration));
      expect(row['Use of Force']).toBe(report.general_information.was_use_of_force ? 'Yes' : 'No');
    }
    const gender = california.citizens.sections.flatMap((section) => section.fields).find((field) => field.name === 'gender');
    report.citizens.forEach((citizen: any, index: number) => {
      const label = gender?.options?.find((option) => option.value === citizen.perception?.gender)?.label ?? '';
      expect(rows[index]?.['Perceived gender']).toBe(label);
    });

    const dates = records.map((record) => record.Date as string).map((text) => text.replace(/(\d\d)\/(\d\d)\/(\d{4}) (.*)/, '$3-$1-$2 $4'));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("heads a column with the label of every field of the agency's configuration", () => {
    expect(headers.slice(0, 6)).toEqual([
      'Incident Number',
      'Date',
      'Type',
      'Reporting Officer',
      'Reporting Officer ID',
      'CAD or Case Number',
    ]);
    expect(new Set(headers).size).toBe(headers.length);
    const sections = [
      ...california.general_information.sections,
      ...california.citizens.sections,
      ...(california.use_of_force?.sections ?? []),
      ...california.officers.sections,
    ];
    for (const section of sections)
      for (const field of section.fields)
        expect(
          headers.some((header) => header === field.label || header.startsWith(`${section.label}: ${field.label}`)),
          field.label,
        ).toBe(true);
  });

  it('writes the audit row: who, the filters and the row count, no personal data', async () => {
    const rows = await server.db.query<{ user_id: string; object_id: string; outcome: string; details: any }>(
      `select user_id, object_id, outcome, details from audit_events where action = 'reports.export' and agency_id = $1`,
      [agencyId],
    );
    expect(rows).toEqual([
      {
        user_id: await userIdOf(server.db, 'manager@demo.test'),
        object_id: expect.any(String),
        outcome: 'success',
        details: { filters: {}, sort_by: 'newest', reports: payloads.length, rows: records.length, delivery: 'attachments' },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('@');
    // The request itself, with the requester's address (the job's row above has none: the queue made it).
    const requested = await server.db.query<{ user_id: string; object_id: string; source_ip: string | null; details: unknown }>(
      `select user_id, object_id, source_ip, details from audit_events where action = 'reports.export.requested' and agency_id = $1`,
      [agencyId],
    );
    expect(requested).toEqual([
      {
        user_id: rows[0]?.user_id,
        object_id: rows[0]?.object_id,
        source_ip: expect.stringMatching(/127\.0\.0\.1/),
        details: { reports: payloads.length },
      },
    ]);
  });

  it("gives another agency's manager only that agency's reports", async () => {
    const response = await exportReports(tokens.otherManager);
    expect(response.body).toEqual({ queued: true, total: 3 });
    const { records: others } = parseCsv(attachmentOf(await catcher.waitFor('manager@other.test', READY, 20_000), '.csv').content);
    expect(new Set(others.map((record) => record['Incident Number']))).toEqual(new Set(['OTHER-0', 'OTHER-1', 'OTHER-2']));
  });
});

describe('the export queue', () => {
  it('keeps a job while the worker is stopped, and runs it once the worker starts again', async () => {
    await server.jobs.stop();
    const before = mailsTo('manager@demo.test').length;
    const response = await exportReports(tokens.manager, { filters: { contactType: 'Call For Service' }, sort_by: 'oldest' });
    expect(response.status).toBe(202);
    await pause(1500);
    expect(mailsTo('manager@demo.test').length).toBe(before);
    expect((await exportJobStates(server)).at(-1)).toBe('created');

    await server.jobs.start(quietLog);
    await expect.poll(() => mailsTo('manager@demo.test').length, { timeout: 20_000 }).toBe(before + 1);
    const { records } = parseCsv(attachmentOf(mailsTo('manager@demo.test').at(-1) as any, '.csv').content);
    expect(new Set(records.map((record) => record.Type))).toEqual(new Set(['Call For Service']));
    await expect.poll(async () => (await exportJobStates(server)).at(-1)).toBe('completed');
  });

  it('retries a failing export 3 times, then mails the user that it could not be made', async () => {
    await server.jobs.stop();
    const response = await exportReports(tokens.owner);
    expect(response.status).toBe(202);
    // Every attempt now fails: the agency points at a configuration the server does not have.
    await server.db.query(`update agencies set configuration_file = 'missing.json' where id = $1`, [agencyId]);
    try {
      await server.jobs.start(quietLog);
      const mail = await catcher.waitFor('owner@demo.test', /could not be made/, 25_000);
      expect(mail.text).toContain('could not be made');
      expect(mail.attachments).toEqual([]);
    } finally {
      await server.db.query(`update agencies set configuration_file = 'california.json' where id = $1`, [agencyId]);
    }
    const [job] = await server.db.query<{ state: string; retry_count: number }>(
      `select state::text, retry_count from pgboss.job where name = 'report-export' order by created_on desc limit 1`,
    );
    expect(job).toEqual({ state: 'failed', retry_count: 2 });
    // The mail goes first (a failed mail is retried), then the export is marked failed and audited.
    const status = async () =>
      (
        await server.db.query<{ status: string }>(
          `select e.status from report_exports e join users u on u.id = e.user_id where u.email = 'owner@demo.test'`,
        )
      )[0]?.status;
    await expect.poll(status).toBe('failed');
    const audit = await server.db.query<{ outcome: string; details: any }>(
      `select outcome, details from audit_events where action = 'reports.export' and outcome = 'failure'`,
    );
    expect(audit).toEqual([{ outcome: 'failure', details: { filters: {}, sort_by: 'newest', reason: 'failed' } }]);
    expect(mailsTo('owner@demo.test').filter((mail) => READY.test(mail.subject))).toEqual([]);
  });
});
