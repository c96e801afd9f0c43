import { describe, expect, it, vi } from 'vitest';
import { APP_EVENTS } from '../shell/app-events.ts';
import { closeOfflineDb } from './offline-db.ts';
import { installFakeIndexedDb, makeReport } from './offline-test-utils.ts';
import {
  enqueueReport,
  getOutboxEntry,
  listOutbox,
  removeFromOutbox,
  replaceIncidentNumber,
  retryFailedEntries,
  updateOutboxEntry,
} from './outbox.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';

describe('outbox', () => {
  it('keeps an enqueued report after the database is closed and opened again', async () => {
    const report = makeReport('INC-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    await closeOfflineDb();
    const [entry] = await listOutbox(EMAIL);
    expect(entry).toMatchObject({ id: report.id, kind: 'create', report, state: 'pending', attempts: 0, last_error: null });
    expect(Date.parse(entry?.saved_at ?? '')).not.toBeNaN();
  });

  it('lists the user reports oldest first and keeps users apart', async () => {
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('FIRST') });
    await enqueueReport('manager@demo.test', { kind: 'create', report: makeReport('OTHER-USER') });
    await enqueueReport('Officer@Demo.test', { kind: 'amend', incident_number: 'SECOND', report: makeReport('SECOND') });
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('THIRD') });
    const numbers = (await listOutbox(EMAIL)).map((entry) => entry.report.general_information.incident_number);
    expect(numbers).toEqual(['FIRST', 'SECOND', 'THIRD']);
  });

  it("dispatches 'new-pending-report' once the report is stored", async () => {
    const seen: number[] = [];
    const listener = vi.fn(async () => seen.push((await listOutbox(EMAIL)).length));
    window.addEventListener(APP_EVENTS.newPendingReport, listener);
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('INC-1') });
    window.removeEventListener(APP_EVENTS.newPendingReport, listener);
    await vi.waitFor(() => expect(seen).toEqual([1]));
  });

  it('replaces the payload when the same report id is saved again, keeping its place', async () => {
    const report = makeReport('OLD');
    await enqueueReport(EMAIL, { kind: 'create', report });
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('LATER') });
    await updateOutboxEntry(EMAIL, report.id, { attempts: 3, state: 'failed' });
    const saved = await enqueueReport(EMAIL, { kind: 'create', report: { ...report, citizens: [{ id: 'c1' }] } });
    const entries = await listOutbox(EMAIL);
    expect(entries.map((entry) => entry.id)).toEqual([report.id, entries[1]?.id]);
    expect(entries[0]).toMatchObject({ state: 'pending', attempts: 0, revision: 2, report: { citizens: [{ id: 'c1' }] } });
    expect(saved.revision).toBe(2);
  });

  it('refuses a report without its device-made id', async () => {
    const report = { ...makeReport('INC-1'), id: '' };
    await expect(enqueueReport(EMAIL, { kind: 'create', report })).rejects.toThrow(/device-made id/);
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('removes an entry only when the stored copy is the given revision', async () => {
    const report = makeReport('INC-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    await enqueueReport(EMAIL, { kind: 'create', report }); // revision 2
    expect(await removeFromOutbox(EMAIL, report.id, 1)).toBe(false);
    expect(await getOutboxEntry(EMAIL, report.id)).not.toBeNull();
    expect(await removeFromOutbox(EMAIL, report.id, 2)).toBe(true);
    expect(await getOutboxEntry(EMAIL, report.id)).toBeNull();
  });

  it('gives a duplicate-number report a new number and makes it pending again', async () => {
    const report = makeReport('TAKEN-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    await updateOutboxEntry(EMAIL, report.id, { state: 'needs-new-number', last_error: { status: 400, detail: 'X', errors: [] } });
    const updated = await replaceIncidentNumber(EMAIL, report.id, 'FREE-2');
    expect(updated).toMatchObject({ state: 'pending', last_error: null, revision: 2 });
    expect((await getOutboxEntry(EMAIL, report.id))?.report.general_information.incident_number).toBe('FREE-2');
    await expect(replaceIncidentNumber(EMAIL, report.id, 'not valid!')).rejects.toThrow();
  });

  it('makes failed entries pending again on retry, leaving those that need a new number', async () => {
    const failed = makeReport('FAILED');
    const duplicate = makeReport('DUPLICATE');
    await enqueueReport(EMAIL, { kind: 'create', report: failed });
    await enqueueReport(EMAIL, { kind: 'create', report: duplicate });
    await updateOutboxEntry(EMAIL, failed.id, { state: 'failed' });
    await updateOutboxEntry(EMAIL, duplicate.id, { state: 'needs-new-number' });
    expect(await retryFailedEntries(EMAIL)).toBe(1);
    expect((await listOutbox(EMAIL)).map((entry) => entry.state)).toEqual(['pending', 'needs-new-number']);
  });
});
