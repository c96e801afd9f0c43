import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, type RecordedCall } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { installFakeIndexedDb, makeReport, writeResult } from './offline-test-utils.ts';
import { enqueueReport, getOutboxEntry, listOutbox, listSentEntries, markSent, updateOutboxEntry } from './outbox.ts';
import { startOutboxSync } from './outbox-sync.ts';
import { RECEIPT_RETENTION_MS, reconcileReceipts } from './receipts.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';
const RECEIPTS = 'POST /api/reports/receipts';
const CREATE = 'POST /api/reports/';
let stopSync: (() => void) | null = null;

beforeEach(() => {
  signIn();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

/** A report saved and uploaded earlier: now a 'sent' receipt on the device. */
async function sentReport(incidentNumber: string, version = 0) {
  const report = makeReport(incidentNumber);
  const entry = await enqueueReport(EMAIL, { kind: 'create', report });
  await markSent(EMAIL, report.id, entry.revision, version);
  return report;
}

/** The server after a restore: it holds only `held` (id -> versions); a create adds the report. */
function mockRestoredServer(held: Map<string, number>): RecordedCall[] {
  return mockFetch({
    [RECEIPTS]: ({ body }) => {
      const ids = (body as { ids: string[] }).ids;
      return json({ receipts: ids.filter((id) => held.has(id)).map((id) => ({ id, versions: held.get(id) })) });
    },
    [CREATE]: ({ body }) => {
      const report = body as ReturnType<typeof makeReport>;
      held.set(report.id, 1);
      return writeResult(report);
    },
  });
}

describe('per-device receipts (G7)', () => {
  it('on an online start, uploads again once a sent report the server lacks, and leaves the one it holds sent', async () => {
    const lost = await sentReport('LOST-1');
    const kept = await sentReport('KEPT-1');
    const calls = mockRestoredServer(new Map([[kept.id, 1]]));
    stopSync = startOutboxSync(EMAIL);
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/reports/')).toHaveLength(1));
    await vi.waitFor(async () => expect(await getOutboxEntry(EMAIL, lost.id)).toMatchObject({ state: 'sent' }));
    expect(callsTo(calls, 'POST', '/api/reports/')[0]?.body).toEqual(lost);
    expect(callsTo(calls, 'POST', '/api/reports/receipts')[0]?.body).toEqual({ ids: [lost.id, kept.id] });
    expect(await getOutboxEntry(EMAIL, kept.id)).toMatchObject({ state: 'sent', revision: 1 });
    // Once back on the server, the next reconnection finds both and sends nothing.
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/reports/receipts')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(callsTo(calls, 'POST', '/api/reports/')).toHaveLength(1);
  });

  it('never counts sent reports as waiting', async () => {
    await sentReport('SENT-1');
    const pending = makeReport('PENDING-1');
    await enqueueReport(EMAIL, { kind: 'create', report: pending });
    expect((await listOutbox(EMAIL)).map((entry) => entry.id)).toEqual([pending.id]);
  });

  it('makes pending again a report whose last sent version the server lacks', async () => {
    const amended = await sentReport('AMENDED-1', 2);
    mockRestoredServer(new Map([[amended.id, 2]]));
    expect(await reconcileReceipts(EMAIL)).toMatchObject({ checked: 1, requeued: 1 });
    expect(await getOutboxEntry(EMAIL, amended.id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('deletes receipts older than 30 days without asking about them', async () => {
    const old = await sentReport('OLD-1');
    const recent = await sentReport('RECENT-1');
    const calls = mockRestoredServer(new Map([[recent.id, 1]]));
    const [, recentEntry] = await listSentEntries(EMAIL);
    const now = Date.parse(recentEntry?.sent_at ?? '') + RECEIPT_RETENTION_MS - 1;
    // Make the first receipt older than the retention.
    await updateOutboxEntry(EMAIL, old.id, { sent_at: new Date(now - RECEIPT_RETENTION_MS - 1).toISOString() });
    expect(await reconcileReceipts(EMAIL, now)).toEqual({ checked: 1, requeued: 0, pruned: 1 });
    expect(await getOutboxEntry(EMAIL, old.id)).toBeNull();
    expect(callsTo(calls, 'POST', '/api/reports/receipts')[0]?.body).toEqual({ ids: [recent.id] });
  });

  it('changes nothing when the server cannot be asked', async () => {
    const report = await sentReport('SENT-1');
    mockFetch({ [RECEIPTS]: () => json({ detail: 'INTERNAL_ERROR' }, 500) });
    await expect(reconcileReceipts(EMAIL)).rejects.toThrow();
    expect(await getOutboxEntry(EMAIL, report.id)).toMatchObject({ state: 'sent' });
  });
});
