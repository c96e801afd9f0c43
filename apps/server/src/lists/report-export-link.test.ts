import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedLinks } from '../http/signed-links.ts';
import { demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { linkIn, type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { storeExportFile, streamExportFile } from './export-storage.ts';
import { deleteExpiredExports } from './report-export.job.ts';
import { insertExport } from './report-export.repo.ts';
import { expectedRowCount, parseCsv, quietLog, readXlsx } from './report-export.test-helper.ts';

const PUBLIC_URL = 'https://fieldbook.example.gov';
let server: TestServer;
let catcher: MailCatcher;
let agencyId = '';
let links: { csv: URL; xlsx: URL };

/** The link as mailed (PUBLIC_URL), fetched from the test server. */
const download = (link: URL) => fetch(new URL(`${link.pathname}${link.search}`, server.url));

beforeAll(async () => {
  catcher = await startMailCatcher();
  // Any export is 'large' here: its files are stored and linked instead of attached.
  server = await startTestServer({ config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL, exportAttachmentLimitBytes: 1 } });
  agencyId = await demoAgencyId(server.db);
  const { access_token } = await login(server, 'manager@demo.test');
  const response = await call(server, 'POST', '/api/reports/export', { token: access_token, body: { filters: {} } });
  expect(response.status).toBe(202);
  const mail = await catcher.waitFor('manager@demo.test', /Your report export is ready/, 20_000);
  expect(mail.attachments).toEqual([]);
  expect(mail.text).toContain('too large to attach');
  links = { csv: linkIn(mail, `/api/agencies/${agencyId}/exports/`), xlsx: new URL(/Excel: (\S+)/.exec(mail.text)?.[1] ?? '') };
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

describe('a large export, by signed link', () => {
  it('mails PUBLIC_URL links to both files, which download with their type and file name', async () => {
    expect(links.csv.origin).toBe(PUBLIC_URL);
    expect(links.csv.pathname).toMatch(/\/reports\.csv$/);
    expect(links.xlsx.pathname).toMatch(/\/reports\.xlsx$/);
    const payloads = await server.db.query<{ payload: any }>('select payload from reports where agency_id = $1', [agencyId]);

    const csv = await download(links.csv);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="reports-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { records } = parseCsv(Buffer.from(await csv.arrayBuffer()));
    expect(records.length).toBe(expectedRowCount(payloads.map((row) => row.payload)));

    const xlsx = await download(links.xlsx);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toMatch(/filename="reports-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await readXlsx(Buffer.from(await xlsx.arrayBuffer()));
    expect(sheet.rows.length - 1).toBe(records.length);

    const [audit] = await server.db.query<{ details: any }>(`select details from audit_events where action = 'reports.export'`);
    expect(audit?.details).toMatchObject({ delivery: 'link', rows: records.length });
  });

  it('answers 404 to a tampered signature, another file or export under the same signature, or no signature', async () => {
    const signature = links.csv.searchParams.get('signature') ?? '';
    const tampered = new URL(links.csv);
    tampered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    const otherFile = new URL(links.csv.toString().replace('reports.csv', 'reports.xlsx'));
    const otherExport = new URL(links.csv.toString().replace(/exports\/[^/]+/, `exports/${randomUUID()}`));
    const longer = new URL(links.csv);
    longer.searchParams.set('expires', String(Number(links.csv.searchParams.get('expires')) + 3600));
    const unsigned = new URL(links.csv.pathname, PUBLIC_URL);
    for (const link of [tampered, otherFile, otherExport, longer, unsigned]) {
      const response = await download(link);
      expect(response.status, link.toString()).toBe(404);
      expect(await response.json()).toEqual({ detail: 'NOT_FOUND' });
    }
  });

  it('answers 404 to a link past its expiry, and to a valid link once the export has expired; expired exports are deleted', async () => {
    const [setting] = await server.db.query<{ value: string }>(`select value from server_settings where key = 'jwt_secret'`);
    const signed = createSignedLinks(setting?.value ?? '').sign(links.csv.pathname, new Date(Date.now() - 1000));
    expect((await download(new URL(signed, PUBLIC_URL))).status).toBe(404);

    await server.db.query(`update report_exports set expires_at = now() - interval '1 second'`);
    expect((await download(links.csv)).status).toBe(404);
    await deleteExpiredExports({ db: server.db, log: quietLog });
    expect(await server.db.query('select id from report_exports')).toEqual([]);
    expect(await server.db.query('select seq from report_export_chunks')).toEqual([]);
  });
});

describe('stored export files', () => {
  it('are kept in chunks and streamed back byte for byte', async () => {
    const exportId = randomUUID();
    await insertExport(server.db, {
      agencyId,
      id: exportId,
      userId: await userIdOf(server.db, 'manager@demo.test'),
      filters: {},
      sortBy: 'newest',
      requestedTotal: 1,
    });
    const directory = await mkdtemp(join(tmpdir(), 'fieldbook-chunks-'));
    const content = randomBytes(2600).toString('base64url');
    try {
      await writeFile(join(directory, 'file.csv'), content);
      await storeExportFile(server.db, { agencyId, exportId, file: 'csv' }, join(directory, 'file.csv'), 1000);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
    const chunks = await server.db.query<{ seq: number }>('select seq from report_export_chunks where export_id = $1 order by seq', [
      exportId,
    ]);
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1, 2, 3]);
    expect(await text(streamExportFile(server.db, agencyId, exportId, 'csv'))).toBe(content);
  });
});
