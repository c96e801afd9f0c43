import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../shell/http.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { FailedUploadItem } from './failed-upload-item.tsx';
import { installFakeIndexedDb, makeReport } from './offline-test-utils.ts';
import { enqueueReport, getOutboxEntry, retryFailedEntries } from './outbox.ts';
import { NEEDS_ATTENTION_TEXT, VERSION_CONFLICT_TEXT } from './outbox-format.ts';
import { classifyUploadFailure } from './upload-policy.ts';
import { uploadOutbox } from './uploader.ts';

installFakeIndexedDb();
beforeEach(() => signIn());

const EMAIL = 'officer@demo.test';
const conflict = () => json({ detail: 'REPORT_VERSION_CONFLICT', current: { version: 3, updated_at: '', report: {} } }, 409, 'Conflict');

describe('an amend saved on the device that meets a newer version on upload (issue 25)', () => {
  it('is a definitive refusal: kept, not retried on its own', () => {
    expect(classifyUploadFailure(new HttpError(409, 'Conflict', 'REPORT_VERSION_CONFLICT')).kind).toBe('failed');
  });

  it('is sent with its base version and reason, stays on the device as Needs your attention, and a retry sends the same base again', async () => {
    const report = makeReport('INC-7');
    await enqueueReport(EMAIL, { kind: 'amend', incident_number: 'INC-7', report, base_version: 2, reason: 'Typo in the zip' });
    const calls = mockFetch({ 'POST /api/reports/INC-7/amend': conflict });
    expect(await uploadOutbox(EMAIL)).toMatchObject({ uploaded: 0, failed: 1 });
    expect(calls[0]?.body).toEqual({ ...report, base_version: 2, reason: 'Typo in the zip' });
    const entry = await getOutboxEntry(EMAIL, report.id);
    expect(entry).toMatchObject({ state: 'failed', base_version: 2, reason: 'Typo in the zip', last_error: { status: 409 } });
    expect(entry?.report).toEqual(report);

    render(<ul>{entry ? <FailedUploadItem entry={entry} timeZone="UTC" onNewIncidentNumber={async () => {}} /> : null}</ul>);
    expect(screen.getByText(NEEDS_ATTENTION_TEXT)).toBeTruthy();
    expect(screen.getByText(VERSION_CONFLICT_TEXT)).toBeTruthy();

    await retryFailedEntries(EMAIL);
    await uploadOutbox(EMAIL);
    expect(calls[1]?.body).toMatchObject({ base_version: 2 });
    expect(await getOutboxEntry(EMAIL, report.id)).toMatchObject({ state: 'failed' });
  });

  it('an amend an older app saved without a base version is sent as it was', async () => {
    const report = makeReport('INC-8');
    await enqueueReport(EMAIL, { kind: 'amend', incident_number: 'INC-8', report });
    const calls = mockFetch({
      'POST /api/reports/INC-8/amend': () => json({ id: report.id, incident_number: 'INC-8', version: 1, created_at: '' }),
    });
    await uploadOutbox(EMAIL);
    expect(calls[0]?.body).toEqual(report);
  });
});
