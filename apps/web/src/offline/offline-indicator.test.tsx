import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { OfflineIndicator } from './offline-indicator.tsx';
import { OfflineIndicatorSlot } from './offline-indicator-slot.tsx';
import { installFakeIndexedDb, makeReport, writeResult } from './offline-test-utils.ts';
import { enqueueReport, getOutboxEntry, listOutbox, updateOutboxEntry } from './outbox.ts';
import { FAILED_UPLOAD_NEW_NUMBER_TEXT } from './outbox-format.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';
const TIME_ZONE = 'America/Los_Angeles';

function renderIndicator() {
  const user = userEvent.setup();
  render(<OfflineIndicator email={EMAIL} timeZone={TIME_ZONE} />);
  return user;
}

async function saveReports(count: number) {
  const reports = Array.from({ length: count }, (_, index) => makeReport(`INC-${index + 1}`));
  for (const report of reports) await enqueueReport(EMAIL, { kind: 'create', report });
  return reports;
}

describe('OfflineIndicator', () => {
  it('shows a done cloud when nothing is pending', async () => {
    renderIndicator();
    const button = await screen.findByRole('button', { name: 'Pending uploads: 0' });
    expect(button.querySelector('[data-icon="cloud-done"]')).not.toBeNull();
  });

  it('shows the count, and its panel lists the last 5 pending reports with their saved time', async () => {
    await saveReports(7);
    const user = renderIndicator();
    const button = await screen.findByRole('button', { name: 'Pending uploads: 7' });
    expect(button.querySelector('[data-icon="cloud-upload"]')).not.toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Pending uploads' });
    const items = within(within(dialog).getByRole('region', { name: 'Saved on this device' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.outbox-number')?.textContent)).toEqual(['INC-7', 'INC-6', 'INC-5', 'INC-4', 'INC-3']);
    expect(items[0]?.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/);
    expect(within(dialog).getByText('and 2 more')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Pending uploads' })).toBe(document.activeElement);
  });

  it("shows 'Failed upload' with the server's messages", async () => {
    const [report] = await saveReports(1);
    if (!report) throw new Error('no report');
    const message = 'It takes at least one citizen to continue.';
    await updateOutboxEntry(EMAIL, report.id, {
      state: 'failed',
      last_error: { status: 400, detail: 'VALIDATION_ERROR', errors: [{ path: 'citizens', message }] },
    });
    const user = renderIndicator();
    await user.click(await screen.findByRole('button', { name: 'Pending uploads: 1, 1 failed' }));
    const failed = await screen.findByRole('region', { name: 'Failed upload' });
    // analytics.md §8: 'Failed upload: Some reports could not be uploaded correctly. Please try later...' (issue 13).
    const notice = within(failed).getByText('Some reports could not be uploaded correctly. Please try later...');
    expect(failed.getAttribute('aria-describedby')).toBe(notice.id);
    expect(within(failed).getByText('INC-1')).toBeTruthy();
    expect(within(failed).getByText('This report could not be submitted.')).toBeTruthy();
    expect(within(failed).getByText(message)).toBeTruthy();
  });

  it("opens the 'Failed upload' dialog by itself when an upload fails, once per failure (issue 27)", async () => {
    const [first, second] = await saveReports(2);
    if (!first || !second) throw new Error('no report');
    const failure = { status: 400, detail: 'VALIDATION_ERROR', errors: [{ path: 'citizens', message: 'It takes at least one citizen.' }] };
    const user = renderIndicator();
    await screen.findByRole('button', { name: 'Pending uploads: 2' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await updateOutboxEntry(EMAIL, first.id, { state: 'failed', last_error: failure });
    const dialog = await screen.findByRole('dialog', { name: 'Failed upload' }, { timeout: 3000 });
    expect(within(dialog).getByText('Some reports could not be uploaded correctly. Please try later...')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The same failure does not open it again; a new one does.
    await updateOutboxEntry(EMAIL, second.id, { state: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('dialog')).toBeNull();
    await updateOutboxEntry(EMAIL, second.id, { state: 'failed', last_error: failure });
    expect(await screen.findByRole('dialog', { name: 'Failed upload' }, { timeout: 3000 })).toBeTruthy();
  });

  it("names the text field a server's 400 is about (issue 24, defect 12)", async () => {
    const [report] = await saveReports(1);
    if (!report) throw new Error('no report');
    const message = 'This text contains characters that are not allowed.';
    await updateOutboxEntry(EMAIL, report.id, {
      state: 'failed',
      last_error: { status: 400, detail: 'VALIDATION_ERROR', errors: [{ path: 'body.general_information.location.details', message }] },
    });
    const user = renderIndicator();
    await user.click(await screen.findByRole('button', { name: 'Pending uploads: 1, 1 failed' }));
    const failed = await screen.findByRole('region', { name: 'Failed upload' });
    expect(within(failed).getByText(`Location details: ${message}`)).toBeTruthy();
  });

  it('asks for a new incident number, validates it and retries with it', async () => {
    signIn();
    const [report] = await saveReports(1);
    if (!report) throw new Error('no report');
    await updateOutboxEntry(EMAIL, report.id, {
      state: 'needs-new-number',
      last_error: { status: 400, detail: 'CREATED_REPORT_ALREADY_EXISTS', errors: [] },
    });
    const calls = mockFetch({ 'POST /api/reports/': ({ body }) => writeResult(body as typeof report) });
    const user = renderIndicator();
    await user.click(await screen.findByRole('button', { name: 'Pending uploads: 1, 1 failed' }));
    // The fix is a new number now, not a better connection later (issue 24, defect 12).
    const failed = screen.getByRole('region', { name: 'Failed upload' });
    expect(within(failed).getByText(FAILED_UPLOAD_NEW_NUMBER_TEXT)).toBeTruthy();
    expect(within(failed).queryByText(/Please try later/)).toBeNull();
    expect(
      screen.getByText(
        'The following Incident Number was used in another report. To submit this report correctly, edit the number down below.',
      ),
    ).toBeTruthy();
    const input = screen.getByLabelText('Incident Number');
    const save = screen.getByRole('button', { name: 'Save and Retry' });
    expect(input).toHaveProperty('value', 'INC-1');
    expect(save).toHaveProperty('disabled', true);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('It must have at least 1 and up to 20 characters. Only letters, numbers, and hyphens are allowed.'),
    ).toBeTruthy();

    // The same number in another case is the same number (issue 24): it would be refused again.
    await user.clear(input);
    await user.type(input, 'inc-1');
    expect(save).toHaveProperty('disabled', true);

    await user.clear(input);
    await user.type(input, 'NEW 2');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(save).toHaveProperty('disabled', true);

    await user.clear(input);
    await user.type(input, 'NEW-2');
    await user.click(save);
    await vi.waitFor(async () => expect(await listOutbox(EMAIL)).toEqual([]));
    expect(calls[0]?.body).toMatchObject({ id: report.id, general_information: { incident_number: 'NEW-2' } });
    expect(await screen.findByRole('button', { name: 'Pending uploads: 0' })).toBeTruthy();
  });

  it('retries failed uploads on Retry and keeps what the server accepted as a receipt', async () => {
    signIn();
    const [stuck, failed] = await saveReports(2);
    if (!stuck || !failed) throw new Error('no report');
    await updateOutboxEntry(EMAIL, stuck.id, { attempts: 2, next_attempt_at: Date.now() + 600_000 });
    await updateOutboxEntry(EMAIL, failed.id, { state: 'failed', last_error: { status: 500, detail: 'X', errors: [] } });
    const calls = mockFetch({
      'POST /api/reports/': ({ body }) =>
        (body as { id: string }).id === failed.id ? json({ detail: 'REPORT_ID_CONFLICT' }, 409) : writeResult(stuck),
    });
    const user = renderIndicator();
    await user.click(await screen.findByRole('button', { name: 'Pending uploads: 2, 1 failed' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(async () =>
      expect(await getOutboxEntry(EMAIL, failed.id)).toMatchObject({ state: 'failed', last_error: { status: 409 } }),
    );
    expect(await getOutboxEntry(EMAIL, stuck.id)).toMatchObject({ state: 'sent' });
    expect(calls).toHaveLength(2);
    expect(await screen.findByText('A different report with the same identifier was already uploaded.')).toBeTruthy();
    expect(screen.getByText('Some reports could not be uploaded correctly. Please try later...')).toBeTruthy();
  });

  it("says 'Working offline' and disables Retry while offline", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await saveReports(1);
    const user = renderIndicator();
    expect(screen.getByRole('status').textContent).toBe('Working offline');
    const button = await screen.findByRole('button', { name: 'Working offline. Pending uploads: 1' });
    expect(button.querySelector('[data-icon="cloud-off"]')).not.toBeNull();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', true);
  });
});

describe('OfflineIndicatorSlot', () => {
  function renderSlot(me: ReturnType<typeof officer>, path = '/app/report') {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <OfflineIndicatorSlot me={me} />
      </MemoryRouter>,
    );
  }

  it('shows the indicator to a user who may create reports', async () => {
    renderSlot(officer());
    expect(await screen.findByRole('button', { name: /^Pending uploads/ })).toBeTruthy();
  });

  it('hides it from a user without agency.reports.create', () => {
    const me = officer();
    renderSlot({ ...me, role: { ...me.role, permissions: me.role.permissions.filter((p) => p !== 'agency.reports.create') } });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides it during onboarding', () => {
    renderSlot(officer({ agency: null, subscription: null }), '/app/onboarding');
    expect(screen.queryByRole('button')).toBeNull();
    renderSlot(officer(), '/app/onboarding');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
