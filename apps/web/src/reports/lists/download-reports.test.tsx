import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { DownloadReports } from './download-reports.tsx';

function renderDownload() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <DownloadReports
        body={{ filters: { dateFrom: '2026-06-01' }, sort_by: 'oldest' }}
        email="owner@demo.test"
        isQuickSearchActive={false}
      />
    </QueryClientProvider>,
  );
}

describe('download (export) of reports', () => {
  it('informs the user, and says No reports to download when nothing matched', async () => {
    const calls = mockFetch({ 'POST /api/reports/export': () => json({ queued: false, total: 0 }) });
    renderDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('dialog', { name: 'Download Reports' }).textContent).toContain('owner@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send to my e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'No reports to download' });
    expect(dialog.textContent).toContain(
      'No reports have been found to download either during the given period or by the applied filters.',
    );
    expect(callsTo(calls, 'POST', '/api/reports/export')[0]?.body).toEqual({ filters: { dateFrom: '2026-06-01' }, sort_by: 'oldest' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms that the e-mail is on its way when the export is queued', async () => {
    mockFetch({ 'POST /api/reports/export': () => json({ queued: true, total: 1204 }) });
    renderDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to my e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'The reports are on their way' });
    expect(dialog.textContent).toContain('We are sending 1,204 reports to owner@demo.test.');
  });
});
