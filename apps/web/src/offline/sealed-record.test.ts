import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../accounts/session.ts';
import { callsTo, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { loadDraft, saveDraft } from './drafts.ts';
import { closeOfflineDb, OFFLINE_DB_NAME, openOfflineDb } from './offline-db.ts';
import { installFakeIndexedDb, makeReport, writeResult } from './offline-test-utils.ts';
import { enqueueReport, getOutboxEntry, listOutbox, updateOutboxEntry } from './outbox.ts';
import { openValue } from './sealed-record.ts';
import { uploadOutbox } from './uploader.ts';

installFakeIndexedDb();
beforeEach(() => signIn());

const EMAIL = 'officer@demo.test';
const OTHER = 'manager@demo.test';
const NAME = 'Maria Quintessa Delacroix';
const DESCRIPTION = 'tall, green raincoat, walking a grey whippet';

function reportWithCitizen(incidentNumber: string) {
  const report = makeReport(incidentNumber);
  return { ...report, citizens: [{ id: 'c1', name: NAME, description: DESCRIPTION }] };
}

/** Every string and byte of a stored value, bytes read as UTF-8: plaintext anywhere in it would show. */
function rawText(value: unknown): string {
  if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
  if (ArrayBuffer.isView(value)) return new TextDecoder().decode(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(rawText).join('\n');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([key, item]) => `${key}:${rawText(item)}`)
      .join('\n');
  return '';
}

async function rawStore(name: 'outbox' | 'drafts'): Promise<string> {
  const db = await openOfflineDb();
  return rawText(await db.getAll(name));
}

/** A version-1 database (before sealing), as devices hold it: one report and one draft in clear. */
async function writeVersionOneDevice(report: ReturnType<typeof reportWithCitizen>) {
  const db = await openDB(OFFLINE_DB_NAME, 1, {
    upgrade(v1) {
      v1.createObjectStore('drafts', { keyPath: 'email' });
      const outbox = v1.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('by-email', 'email');
      outbox.createIndex('by-email-id', ['email', 'id'], { unique: true });
      v1.createObjectStore('reference', { keyPath: ['email', 'key'] });
    },
  });
  await db.put('outbox', {
    kind: 'create',
    report,
    email: EMAIL,
    id: report.id,
    saved_at: '2026-03-02T17:40:00.000Z',
    attempts: 0,
    last_error: null,
    state: 'pending',
    next_attempt_at: null,
    revision: 1,
  });
  await db.put('drafts', { email: EMAIL, draft: { incident_number: 'OLD-DRAFT', name: NAME, updated_at: '2026-03-02T17:41:00.000Z' } });
  db.close();
}

describe('data at rest (G6)', () => {
  it("stores a queued report and a draft with no plaintext of the citizen's name or description, or the amend's number", async () => {
    await enqueueReport(EMAIL, { kind: 'create', report: reportWithCitizen('INC-1') });
    await enqueueReport(EMAIL, { kind: 'amend', incident_number: 'AMENDED-7', report: reportWithCitizen('AMENDED-7') });
    await saveDraft(EMAIL, { incident_number: 'DRAFT-1', citizens: [{ name: NAME, description: DESCRIPTION }] });
    const outbox = await rawStore('outbox');
    const drafts = await rawStore('drafts');
    for (const secret of [NAME, 'Quintessa', DESCRIPTION, 'whippet', 'INC-1', 'AMENDED-7', 'Main St']) expect(outbox).not.toContain(secret);
    for (const secret of [NAME, DESCRIPTION, 'DRAFT-1']) expect(drafts).not.toContain(secret);
    // The bookkeeping stays readable, and the reports open again for their user.
    expect(outbox).toContain('state:pending');
    expect((await listOutbox(EMAIL)).map((entry) => entry.report.citizens)).toEqual([
      [{ id: 'c1', name: NAME, description: DESCRIPTION }],
      [{ id: 'c1', name: NAME, description: DESCRIPTION }],
    ]);
    expect(await loadDraft(EMAIL)).toMatchObject({ incident_number: 'DRAFT-1' });
  });

  it('seals with a non-extractable AES-GCM key kept in the keys store, and a fresh IV each write', async () => {
    await saveDraft(EMAIL, { incident_number: 'DRAFT-1' });
    const db = await openOfflineDb();
    const first = await db.get('drafts', EMAIL);
    await saveDraft(EMAIL, { incident_number: 'DRAFT-1' });
    const second = await db.get('drafts', EMAIL);
    const record = await db.get('keys', EMAIL);
    expect(record?.key.extractable).toBe(false);
    expect(record?.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', record?.key as CryptoKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', record?.key as CryptoKey)).rejects.toThrow();
    const ivOf = (value: unknown) => Array.from((value as { sealed: { iv: Uint8Array } }).sealed.iv);
    expect(ivOf(first)).toHaveLength(12);
    expect(ivOf(first)).not.toEqual(ivOf(second));
  });

  it('gives two users of one device different keys, and neither opens the other one’s records', async () => {
    const mine = reportWithCitizen('MINE-1');
    const theirs = reportWithCitizen('THEIRS-1');
    await enqueueReport(EMAIL, { kind: 'create', report: mine });
    await enqueueReport(OTHER, { kind: 'create', report: theirs });
    const db = await openOfflineDb();
    expect((await db.getAll('keys')).map((key) => key.email).sort()).toEqual([OTHER, EMAIL]);
    const [theirRecord] = await db.getAllFromIndex('outbox', 'by-email', OTHER);
    if (!theirRecord || !('sealed' in theirRecord)) throw new Error('not sealed');
    await expect(openValue(EMAIL, `outbox:${theirs.id}`, theirRecord.sealed)).rejects.toThrow();
    // The same user cannot move a sealed report to another record either (the record is bound as additional data).
    await expect(openValue(OTHER, `outbox:${mine.id}`, theirRecord.sealed)).rejects.toThrow();
    expect((await listOutbox(EMAIL)).map((entry) => entry.id)).toEqual([mine.id]);
  });

  it('reads and uploads a report and a draft written in clear by version 1, and seals the report on its next write', async () => {
    const report = reportWithCitizen('V1-REPORT');
    await writeVersionOneDevice(report);
    expect(await rawStore('outbox')).toContain(NAME); // the scan sees plaintext where there is some
    expect(await loadDraft(EMAIL)).toMatchObject({ incident_number: 'OLD-DRAFT' });
    expect(await getOutboxEntry(EMAIL, report.id)).toMatchObject({ report, state: 'pending' });
    const calls = mockFetch({ 'POST /api/reports/': () => writeResult(report) });
    expect(await uploadOutbox(EMAIL)).toMatchObject({ uploaded: 1, pending: 0 });
    expect(callsTo(calls, 'POST', '/api/reports/').map((call) => call.body)).toEqual([report]);
    const raw = await rawStore('outbox');
    expect(raw).not.toContain(NAME);
    expect(raw).toContain('state:sent');
    expect(await getOutboxEntry(EMAIL, report.id)).toMatchObject({ report, state: 'sent' });
  });

  it('seals a version-1 record on a bookkeeping write too, keeping its place and payload', async () => {
    const report = reportWithCitizen('V1-REPORT');
    await writeVersionOneDevice(report);
    await updateOutboxEntry(EMAIL, report.id, { attempts: 3 });
    expect(await rawStore('outbox')).not.toContain(NAME);
    expect(await getOutboxEntry(EMAIL, report.id)).toMatchObject({ report, attempts: 3, seq: 1, revision: 1 });
  });

  it('keeps the queue through a logout and a reopen, and uploads it after the next login (G6)', async () => {
    const report = reportWithCitizen('KEPT-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    clearSession();
    await closeOfflineDb();
    const calls = mockFetch({ 'POST /api/reports/': () => writeResult(report) });
    expect((await listOutbox(EMAIL)).map((entry) => entry.id)).toEqual([report.id]);
    signIn();
    await uploadOutbox(EMAIL);
    expect(callsTo(calls, 'POST', '/api/reports/')).toHaveLength(1);
  });
});
