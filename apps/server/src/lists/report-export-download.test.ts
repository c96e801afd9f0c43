import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { linkIn, type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { storeExportFile, streamExportFile } from './export-storage.ts';
import { deleteExpiredExports } from './report-export.job.ts';
import { insertExport } from './report-export.repo.ts';
import { expectedRowCount, parseCsv, quietLog, readXlsx } from './report-export.test-helper.ts';

/** Security issue 23, finding 5: a large export is downloaded in the app by its requester alone, signed in, audited. */

const PUBLIC_URL = 'https://fieldbook.example.gov';
const DOWNLOAD = 'reports.export.download';
let server: TestServer;
let catcher: MailCatcher;
let agencyId = '';
let exporterId = '';
let exportId = '';
let mailText = '';
let pageLink: URL;
const tokens = {} as Record<'exporter' | 'owner' | 'officer' | 'otherManager', string>;

const view = (token?: string, id = exportId) => call(server, 'GET', `/api/reports/exports/${id}`, token ? { token } : {});
const download = (file: string, token?: string) =>
  fetch(`${server.url}/api/reports/exports/${exportId}/${file}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
const downloadRows = () =>
  server.db.query<{ outcome: string; user_id: string; agency_id: string; object_id: string; source_ip: string; details: any }>(
    'select outcome, user_id, agency_id, object_id, source_ip, details from audit_events where action = $1 order by id',
    [DOWNLOAD],
  );
/** The stored file as the export job left it, chunk by chunk. */
async function storedBytes(file: 'csv' | 'xlsx'): Promise<Buffer> {
  const rows = await server.db.query<{ data: Uint8Array }>(
    'select data from report_export_chunks where export_id = $1 and file = $2 order by seq',
    [exportId, file],
  );
  return Buffer.concat(rows.map((row) => Buffer.from(row.data)));
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  // Any export is 'large' here: its files are stored, and the mail links to the app's download page.
  server = await startTestServer({ config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL, exportAttachmentLimitBytes: 1 } });
  agencyId = await demoAgencyId(server.db);
  exporterId = await addUser(server.db, { email: 'exporter@demo.test', role: 'manager', agencyId });
  const otherAgencyId = await addOtherAgency(server.db);
  await addUser(server.db, { email: 'manager@other.test', role: 'manager', agencyId: otherAgencyId });
  tokens.exporter = (await login(server, 'exporter@demo.test')).access_token;
  tokens.owner = (await login(server, 'owner@demo.test')).access_token;
  tokens.officer = (await login(server, 'officer@demo.test')).access_token;
  tokens.otherManager = (await login(server, 'manager@other.test')).access_token;

  const response = await call(server, 'POST', '/api/reports/export', { token: tokens.exporter, body: { filters: {} } });
  expect(response.status).toBe(202);
  const mail = await catcher.waitFor('exporter@demo.test', /Your report export is ready/, 20_000);
  expect(mail.attachments).toEqual([]);
  mailText = mail.text;
  pageLink = linkIn(mail, '/app/exports/');
  const [row] = await server.db.query<{ id: string }>('select id from report_exports where user_id = $1', [exporterId]);
  exportId = row?.id ?? '';
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

describe('a large export, downloaded in the app', () => {
  it('is mailed as one link to the app page, which needs the requester signed in; no link to a file', () => {
    expect(pageLink.href).toBe(`${PUBLIC_URL}/app/exports/${exportId}`);
    expect(mailText).toContain('The link opens Fieldbook: sign in with your own account');
    expect(mailText).not.toMatch(/\/api\/|signature=|expires=/);
  });

  it('describes itself to its requester, who downloads both files byte for byte, each download audited with its address', async () => {
    const described = await view(tokens.exporter);
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ id: exportId, report_count: expect.any(Number), row_count: expect.any(Number) });
    expect(new Date(described.body.expires_at).getTime() - new Date(described.body.requested_at).getTime()).toBeGreaterThan(
      23.9 * 3_600_000,
    );
    expect(described.body.files.map((file: { kind: string }) => file.kind)).toEqual(['csv', 'xlsx']);
    expect(await downloadRows()).toEqual([]);

    const csv = await download('csv', tokens.exporter);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${described.body.files[0].file_name}"`);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const csvBytes = Buffer.from(await csv.arrayBuffer());
    expect(csvBytes.equals(await storedBytes('csv'))).toBe(true);
    expect(csvBytes.length).toBe(described.body.files[0].bytes);
    const payloads = await server.db.query<{ payload: any }>('select payload from reports where agency_id = $1', [agencyId]);
    const { records } = parseCsv(csvBytes);
    expect(records.length).toBe(expectedRowCount(payloads.map((row) => row.payload)));
    expect(records.length).toBe(described.body.row_count);

    const xlsx = await download('xlsx', tokens.exporter);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const xlsxBytes = Buffer.from(await xlsx.arrayBuffer());
    expect(xlsxBytes.equals(await storedBytes('xlsx'))).toBe(true);
    expect((await readXlsx(xlsxBytes)).rows.length - 1).toBe(records.length);

    const audit = { outcome: 'success', user_id: exporterId, agency_id: agencyId, object_id: exportId, source_ip: '127.0.0.1' };
    expect(await downloadRows()).toEqual([
      { ...audit, details: { file: 'csv', bytes: csvBytes.length } },
      { ...audit, details: { file: 'xlsx', bytes: xlsxBytes.length } },
    ]);
  });

  it("is 404 to anyone else, of the same agency or another (the same agency's look is audited), 403 without the permission, 401 without a token", async () => {
    const before = (await downloadRows()).length;
    for (const token of [tokens.owner, tokens.otherManager]) {
      expect(await view(token)).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
      for (const file of ['csv', 'xlsx']) expect((await download(file, token)).status).toBe(404);
    }
    const refused = (await downloadRows()).slice(before);
    // Another agency does not see the export at all; the owner of the same agency tried three times.
    expect(refused).toHaveLength(3);
    for (const row of refused)
      expect(row).toMatchObject({
        outcome: 'failure',
        user_id: await userIdOf(server.db, 'owner@demo.test'),
        object_id: exportId,
        source_ip: '127.0.0.1',
      });
    expect(refused.map((row) => row.details)).toEqual([
      { file: null, reason: 'not_requester' },
      { file: 'csv', reason: 'not_requester' },
      { file: 'xlsx', reason: 'not_requester' },
    ]);

    expect(await view(tokens.officer)).toMatchObject({ status: 403, body: { detail: 'Forbidden' } });
    expect((await download('csv', tokens.officer)).status).toBe(403);
    expect(await view()).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
    const anonymous = await download('csv');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: 'Unauthorized' });
    expect(await view(tokens.exporter, '8d6f1f53-0d55-4f6e-9a51-0a3f3bb0a111')).toMatchObject({ status: 404 });
    expect(await view(tokens.exporter, 'not-an-id')).toMatchObject({ status: 404 });
    expect((await download('pdf', tokens.exporter)).status).toBe(404);
  });

  it('no longer opens by an old signed bearer link, however well signed', async () => {
    const [setting] = await server.db.query<{ value: string }>(`select value from server_settings where key = 'jwt_secret'`);
    // The signature the removed signed-links module made: HMAC-SHA256 under a key derived from the token secret.
    const key = createHmac('sha256', setting?.value ?? '')
      .update('fieldbook signed links v1')
      .digest();
    const path = `/api/agencies/${agencyId}/exports/${exportId}/reports.csv`;
    const expires = String(Math.floor(Date.now() / 1000) + 3600);
    const signature = createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
    const response = await fetch(`${server.url}${path}?expires=${expires}&signature=${signature}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'NOT_FOUND' });
  });

  it("is refused to a locked requester's session (401)", async () => {
    await server.db.query(`update users set locked_until = now() + interval '30 minutes' where id = $1`, [exporterId]);
    expect((await download('csv', tokens.exporter)).status).toBe(401);
    await server.db.query('update users set locked_until = null where id = $1', [exporterId]);
    expect((await download('csv', tokens.exporter)).status).toBe(200);
  });

  it("dies with the requester's access: disabled, their session gets no file; enabled again, the old session stays dead", async () => {
    const setAccess = (isActive: boolean) =>
      call(server, 'PUT', `/api/agency/members/${exporterId}/access`, { token: tokens.owner, body: { is_active: isActive } });
    const downloadsBefore = (await downloadRows()).length;
    expect((await setAccess(false)).status).toBe(200);
    // A disabled member's calls say why (accounts.md §6 /not-member), before any export is looked at.
    const disabled = await download('csv', tokens.exporter);
    expect(disabled.status).toBe(400);
    expect(await disabled.json()).toEqual({ detail: 'USER_NOT_AN_AGENCY_MEMBER' });
    expect(await view(tokens.exporter)).toMatchObject({ status: 400, body: { detail: 'USER_NOT_AN_AGENCY_MEMBER' } });

    expect((await setAccess(true)).status).toBe(200);
    expect((await download('csv', tokens.exporter)).status).toBe(401);
    expect((await downloadRows()).length).toBe(downloadsBefore);
    // Signed in again, the requester downloads again.
    tokens.exporter = (await login(server, 'exporter@demo.test')).access_token;
    expect((await download('csv', tokens.exporter)).status).toBe(200);
  });

  it('is gone (410 EXPORT_EXPIRED) to its requester after 24 hours, then deleted (404)', async () => {
    await server.db.query(`update report_exports set expires_at = now() - interval '1 second' where id = $1`, [exportId]);
    const successes = async () => (await downloadRows()).filter((row) => row.outcome === 'success').length;
    const successesBefore = await successes();
    expect(await view(tokens.exporter)).toMatchObject({ status: 410, body: { detail: 'EXPORT_EXPIRED' } });
    const expired = await download('csv', tokens.exporter);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ detail: 'EXPORT_EXPIRED' });
    // Still nobody else's business: 404, not 410.
    expect((await download('csv', tokens.owner)).status).toBe(404);
    expect(await successes()).toBe(successesBefore);

    await deleteExpiredExports({ db: server.db, log: quietLog });
    expect(await server.db.query('select id from report_exports')).toEqual([]);
    expect(await server.db.query('select seq from report_export_chunks')).toEqual([]);
    expect(await view(tokens.exporter)).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
  });
});

describe('stored export files', () => {
  it('are kept in chunks and streamed back byte for byte', async () => {
    const id = randomUUID();
    await insertExport(server.db, { agencyId, id, userId: exporterId, filters: {}, sortBy: 'newest', requestedTotal: 1 });
    const directory = await mkdtemp(join(tmpdir(), 'fieldbook-chunks-'));
    const content = randomBytes(2600).toString('base64url');
    try {
      await writeFile(join(directory, 'file.csv'), content);
      await storeExportFile(server.db, { agencyId, exportId: id, file: 'csv' }, join(directory, 'file.csv'), 1000);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
    const chunks = await server.db.query<{ seq: number }>('select seq from report_export_chunks where export_id = $1 order by seq', [id]);
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1, 2, 3]);
    expect(await text(streamExportFile(server.db, agencyId, id, 'csv'))).toBe(content);
  });
});
