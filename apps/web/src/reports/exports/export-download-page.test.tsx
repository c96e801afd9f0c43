import type { ReportExportView } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';
import { callsTo, type Handler, json, mockFetch } from '../../test/fetch-mock.ts';
import { owner, signIn, TOKENS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EXPORT_EXPIRED_TITLE, EXPORT_NOT_FOUND_TITLE } from './export-download-page.tsx';

const ID = '6f0c7a52-3a1e-4c55-9d7a-0c8f1e2b3d4a';
const PAGE = `/app/exports/${ID}`;
const VIEW: ReportExportView = {
  id: ID,
  requested_at: '2026-11-25T16:30:00.000Z',
  expires_at: '2026-11-26T16:31:00.000Z',
  report_count: 1200,
  row_count: 1530,
  files: [
    { kind: 'csv', file_name: 'reports-2026-11-25.csv', bytes: 6_400_000 },
    { kind: 'xlsx', file_name: 'reports-2026-11-25.xlsx', bytes: 2_300_000 },
  ],
};
const CSV = 'Incident Number,Date\nDPD-1,11/25/2026\n';

function renderPage(handlers: Record<string, Handler> = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(owner()),
    [`GET /api/reports/exports/${ID}`]: () => json(VIEW),
    [`GET /api/reports/exports/${ID}/csv`]: () => new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    ...handlers,
  });
  return { ...renderApp(PAGE), calls };
}

/** Catches what saveFile hands the browser: the blob and the name of the file saved. */
function catchSavedFiles() {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, blobAt: (index: number) => createObjectURL.mock.calls[index]?.[0] as Blob };
}

describe('/app/exports/{id}', () => {
  it('shows the export on the agency clock with both files, named for screen readers with their name and size', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Report export' })).toBeTruthy();
    expect(await screen.findByText(/Asked for on 11\/25\/2026 - 08:30: 1,200 reports in 1,530 rows/)).toBeTruthy();
    expect(screen.getByText('11/26/2026 - 08:31')).toBeTruthy();
    const csv = screen.getByRole('button', { name: 'Download CSV' });
    expect(csv.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(csv.getAttribute('aria-describedby') ?? '')?.textContent).toBe('reports-2026-11-25.csv, 6.4 MB');
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeTruthy();
    expect(screen.getByText('reports-2026-11-25.xlsx, 2.3 MB')).toBeTruthy();
    expect(document.title).toContain('Report export');
  });

  it('downloads a file from the keyboard with the bearer token, showing a loader until it is saved under its name', async () => {
    let release: (response: Response) => void = () => {};
    const { user, calls } = renderPage({
      [`GET /api/reports/exports/${ID}/csv`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const saved = catchSavedFiles();
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Downloading reports-2026-11-25.csv…')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.spinner')).toBeTruthy();
    // aria-disabled, not disabled: the keyboard focus stays on the button.
    expect(document.activeElement).toBe(button);
    // A second press while it comes down starts nothing.
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(callsTo(calls, 'GET', `/api/reports/exports/${ID}/xlsx`)).toHaveLength(0);

    release(new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    expect(await screen.findByText('reports-2026-11-25.csv was downloaded.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('reports-2026-11-25.csv was downloaded.');
    expect(saved.names).toEqual(['reports-2026-11-25.csv']);
    expect(await saved.blobAt(0).text()).toBe(CSV);
    const [fileCall] = callsTo(calls, 'GET', `/api/reports/exports/${ID}/csv`);
    expect(fileCall?.headers.authorization).toBe(`Bearer ${TOKENS.access_token}`);
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('says the export cannot be found (not theirs, or deleted) on a 404, and offers the way to a new one', async () => {
    renderPage({ [`GET /api/reports/exports/${ID}`]: () => json({ detail: 'NOT_FOUND' }, 404, 'Not Found') });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: EXPORT_NOT_FOUND_TITLE })).toBeTruthy();
    expect(alert.textContent).toContain('Only the person who asked for an export can download it');
    expect(within(alert).getByRole('link', { name: 'Agency Reports' }).getAttribute('href')).toBe('/app/agency-reports');
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('says the export has expired on a 410', async () => {
    renderPage({ [`GET /api/reports/exports/${ID}`]: () => json({ detail: 'EXPORT_EXPIRED' }, 410, 'Gone') });
    expect(within(await screen.findByRole('alert')).getByRole('heading', { name: EXPORT_EXPIRED_TITLE })).toBeTruthy();
  });

  it('says so when a file can no longer be downloaded, and a lost connection is worth another try', async () => {
    const { user } = renderPage({
      [`GET /api/reports/exports/${ID}/csv`]: () => json({ detail: 'EXPORT_EXPIRED' }, 410, 'Gone'),
      [`GET /api/reports/exports/${ID}/xlsx`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be downloaded: the export has expired.');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The file could not be downloaded. Check your connection and try again.'),
    );
  });

  it('sends a user without the right to agency reports to /action-not-allowed', async () => {
    const { router } = renderPage({ [`GET /api/reports/exports/${ID}`]: () => json({ detail: 'Forbidden' }, 403, 'Forbidden') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-not-allowed'));
  });

  it('opened signed out (the mail opens a new tab), goes to login and comes back to the export after it', async () => {
    mockFetch({
      'POST /api/auth/login': () => json(TOKENS),
      'GET /api/users/me': () => json(owner()),
      [`GET /api/reports/exports/${ID}`]: () => json(VIEW),
    });
    const { user, router } = renderApp(PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.analyticsInsightLink)).toBe(PAGE);
    await user.type(await screen.findByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Fieldbook-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(PAGE);
    expect(localStorage.getItem(STORAGE_KEYS.analyticsInsightLink)).toBeNull();
  });
});
