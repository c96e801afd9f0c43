import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_EVENTS } from '../shell/app-events.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { installFakeIndexedDb, makeReport, writeResult } from './offline-test-utils.ts';
import { enqueueReport, getOutboxEntry, listOutbox, replaceIncidentNumber, updateOutboxEntry } from './outbox.ts';
import { BACKOFF_BASE_MS } from './upload-policy.ts';
import { uploadOutbox } from './uploader.ts';

installFakeIndexedDb();
beforeEach(() => signIn());

const EMAIL = 'officer@demo.test';
const CREATE = 'POST /api/reports/';

describe('uploadOutbox', () => {
  it('uploads creates and amends oldest first and stops showing each one after a 2xx', async () => {
    const created = makeReport('INC-1');
    const amended = makeReport('INC-0');
    await enqueueReport(EMAIL, { kind: 'create', report: created });
    await enqueueReport(EMAIL, { kind: 'amend', incident_number: 'INC-0', report: amended });
    const calls = mockFetch({
      [CREATE]: () => writeResult(created),
      'POST /api/reports/INC-0/amend': () => writeResult(amended, 200),
    });
    const summary = await uploadOutbox(EMAIL);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([CREATE, 'POST /api/reports/INC-0/amend']);
    expect(calls[0]?.body).toEqual(created);
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(summary).toMatchObject({ uploaded: 2, pending: 0 });
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('keeps a report the server answered 500, with attempts + 1 and a backoff, and goes on with the next', async () => {
    const broken = makeReport('BROKEN');
    const fine = makeReport('FINE');
    await enqueueReport(EMAIL, { kind: 'create', report: broken });
    await enqueueReport(EMAIL, { kind: 'create', report: fine });
    mockFetch({
      [CREATE]: ({ body }) => ((body as { id: string }).id === broken.id ? json({ detail: 'INTERNAL_ERROR' }, 500) : writeResult(fine)),
    });
    const before = Date.now();
    const summary = await uploadOutbox(EMAIL);
    const entry = await getOutboxEntry(EMAIL, broken.id);
    expect(entry).toMatchObject({ state: 'pending', attempts: 1, last_error: { status: 500, detail: 'INTERNAL_ERROR' } });
    expect(entry?.next_attempt_at).toBeGreaterThanOrEqual(before + BACKOFF_BASE_MS / 2);
    expect(summary).toMatchObject({ uploaded: 1, pending: 1 });
    expect(await getOutboxEntry(EMAIL, fine.id)).toMatchObject({ state: 'sent', sent_version: 0 });
  });

  it('leaves a report in its backoff alone until retried by hand', async () => {
    const report = makeReport('INC-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    await updateOutboxEntry(EMAIL, report.id, { attempts: 1, next_attempt_at: Date.now() + 60_000 });
    const calls = mockFetch({ [CREATE]: () => writeResult(report) });
    await uploadOutbox(EMAIL);
    expect(calls).toHaveLength(0);
    await uploadOutbox(EMAIL, { isIgnoringBackoff: true });
    expect(calls).toHaveLength(1);
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('keeps every report on a network error and stops the drain', async () => {
    const first = makeReport('INC-1');
    const second = makeReport('INC-2');
    await enqueueReport(EMAIL, { kind: 'create', report: first });
    await enqueueReport(EMAIL, { kind: 'create', report: second });
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const summary = await uploadOutbox(EMAIL);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const entries = await listOutbox(EMAIL);
    expect(entries.map((entry) => [entry.state, entry.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);
    expect(entries[0]?.last_error).toEqual({ status: 0, detail: 'NETWORK_ERROR', errors: [] });
    expect(summary.pending).toBe(2);
  });

  it('asks for a new number on CREATED_REPORT_ALREADY_EXISTS and uploads the new number after it is given', async () => {
    const report = makeReport('TAKEN-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    const calls = mockFetch({
      [CREATE]: ({ body }) =>
        (body as typeof report).general_information.incident_number === 'TAKEN-1'
          ? json({ detail: 'CREATED_REPORT_ALREADY_EXISTS' }, 400)
          : writeResult(report),
    });
    const summary = await uploadOutbox(EMAIL);
    expect(summary.needsNewNumber).toBe(1);
    expect(await getOutboxEntry(EMAIL, report.id)).toMatchObject({ state: 'needs-new-number', attempts: 1 });

    await replaceIncidentNumber(EMAIL, report.id, 'FREE-2');
    const pending = await getOutboxEntry(EMAIL, report.id);
    expect(pending).toMatchObject({ state: 'pending', report: { id: report.id, general_information: { incident_number: 'FREE-2' } } });

    await uploadOutbox(EMAIL);
    expect(calls[1]?.body).toMatchObject({ id: report.id, general_information: { incident_number: 'FREE-2' } });
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('marks a report refused with VALIDATION_ERROR or 409 as failed, keeping it and the detail', async () => {
    const invalid = makeReport('INVALID');
    const conflict = makeReport('CONFLICT');
    await enqueueReport(EMAIL, { kind: 'create', report: invalid });
    await enqueueReport(EMAIL, { kind: 'create', report: conflict });
    const issues = [{ path: 'general_information.duration', message: 'Minimum 1, maximum 1440.' }];
    mockFetch({
      [CREATE]: ({ body }) =>
        (body as { id: string }).id === invalid.id
          ? json({ detail: 'VALIDATION_ERROR', errors: issues }, 400)
          : json({ detail: 'REPORT_ID_CONFLICT' }, 409),
    });
    const summary = await uploadOutbox(EMAIL);
    expect(summary.failed).toBe(2);
    expect(await getOutboxEntry(EMAIL, invalid.id)).toMatchObject({
      state: 'failed',
      last_error: { status: 400, detail: 'VALIDATION_ERROR', errors: issues },
    });
    expect(await getOutboxEntry(EMAIL, conflict.id)).toMatchObject({
      state: 'failed',
      last_error: { status: 409, detail: 'REPORT_ID_CONFLICT' },
    });
  });

  it('stops on a 401 the refresh cannot cure, raises session-expire and keeps everything pending', async () => {
    const first = makeReport('INC-1');
    const second = makeReport('INC-2');
    await enqueueReport(EMAIL, { kind: 'create', report: first });
    await enqueueReport(EMAIL, { kind: 'create', report: second });
    const calls = mockFetch({
      [CREATE]: () => json({ detail: 'Unauthorized' }, 401),
      'POST /api/auth/refresh': () => json({ detail: 'REFRESH_TOKEN_INVALID' }, 401),
    });
    const onExpire = vi.fn();
    window.addEventListener(APP_EVENTS.sessionExpire, onExpire);
    const summary = await uploadOutbox(EMAIL);
    window.removeEventListener(APP_EVENTS.sessionExpire, onExpire);
    expect(summary.isUnauthorized).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(callsTo(calls, 'POST', '/api/reports/')).toHaveLength(1);
    const entries = await listOutbox(EMAIL);
    expect(entries.map((entry) => [entry.id, entry.state, entry.attempts])).toEqual([
      [first.id, 'pending', 0],
      [second.id, 'pending', 0],
    ]);
  });

  it('uploads again a report left "uploading" by a tab that closed mid-upload', async () => {
    const report = makeReport('INC-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    await updateOutboxEntry(EMAIL, report.id, { state: 'uploading' });
    const calls = mockFetch({ [CREATE]: () => writeResult(report) });
    await uploadOutbox(EMAIL);
    expect(calls).toHaveLength(1);
    expect(await listOutbox(EMAIL)).toEqual([]);
  });

  it('keeps a copy saved again while its older copy was uploading, and uploads it next', async () => {
    const report = makeReport('INC-1');
    await enqueueReport(EMAIL, { kind: 'create', report });
    let release: () => void = () => {};
    const calls = mockFetch({
      [CREATE]: async () => {
        if (calls.length === 1) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return writeResult(report);
      },
    });
    const draining = uploadOutbox(EMAIL);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await enqueueReport(EMAIL, { kind: 'create', report: { ...report, officers: [{ id: 'o1' }] } });
    release();
    await draining;
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({ officers: [{ id: 'o1' }] });
    expect(await listOutbox(EMAIL)).toEqual([]);
  });
});

describe('uploadOutbox in several tabs at once', () => {
  let lockNames: string[] = [];

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
    lockNames = [];
  });

  /** A Web Locks stand-in: exclusive, first come first served, like the browser's for one name. */
  function installWebLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const request = (name: string, callback: () => Promise<unknown>) => {
      lockNames.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => {});
      return run;
    };
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  }

  async function expectEachUploadedOnce() {
    const reports = [makeReport('INC-1'), makeReport('INC-2'), makeReport('INC-3')];
    for (const report of reports) await enqueueReport(EMAIL, { kind: 'create', report });
    const calls = mockFetch({
      [CREATE]: async ({ body }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return writeResult(body as (typeof reports)[number]);
      },
    });
    await Promise.all([uploadOutbox(EMAIL), uploadOutbox(EMAIL), uploadOutbox(EMAIL)]);
    expect(calls.map((call) => (call.body as { id: string }).id)).toEqual(reports.map((report) => report.id));
    expect(await listOutbox(EMAIL)).toEqual([]);
  }

  it("holds the 'fieldbook-outbox' Web Lock, so each report is uploaded once", async () => {
    installWebLocks();
    await expectEachUploadedOnce();
    expect(lockNames).toEqual(['fieldbook-outbox', 'fieldbook-outbox', 'fieldbook-outbox']);
  });

  it('without Web Locks still uploads each report once from this tab', async () => {
    expect(navigator.locks).toBeNull();
    await expectEachUploadedOnce();
  });
});
