import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { installFakeIndexedDb, makeReport, writeResult } from './offline-test-utils.ts';
import { enqueueReport, listOutbox } from './outbox.ts';
import { startOutboxSync } from './outbox-sync.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';
let stopSync: (() => void) | null = null;
let isOnline = true;

beforeEach(() => {
  isOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

function mockCreate() {
  return mockFetch({ 'POST /api/reports/': ({ body }) => writeResult(body as ReturnType<typeof makeReport>) });
}

describe('startOutboxSync', () => {
  it('uploads at start when online with a session', async () => {
    signIn();
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('INC-1') });
    const calls = mockCreate();
    stopSync = startOutboxSync(EMAIL);
    await vi.waitFor(async () => expect(await listOutbox(EMAIL)).toEqual([]));
    expect(calls).toHaveLength(1);
  });

  it('waits while offline and uploads when the browser comes online', async () => {
    signIn();
    isOnline = false;
    const calls = mockCreate();
    stopSync = startOutboxSync(EMAIL);
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('INC-1') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    isOnline = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await listOutbox(EMAIL)).toEqual([]));
    expect(calls).toHaveLength(1);
  });

  it('uploads a report as soon as it is saved while online', async () => {
    signIn();
    const calls = mockCreate();
    stopSync = startOutboxSync(EMAIL);
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('INC-1') });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(async () => expect(await listOutbox(EMAIL)).toEqual([]));
  });

  it('does nothing without a session', async () => {
    await enqueueReport(EMAIL, { kind: 'create', report: makeReport('INC-1') });
    const calls = mockFetch({ 'POST /api/reports/': () => json({}, 201) });
    stopSync = startOutboxSync(EMAIL);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(await listOutbox(EMAIL)).toHaveLength(1);
  });
});
