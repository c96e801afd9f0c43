import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { ReportList } from './report-list.tsx';

const item = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  incident_number: `CAD-${n}`,
  incident_date: '2026-06-15T16:30:00Z',
  author_name: 'Jordan Lee',
  type: 'Call For Service',
  version: n === 2 ? 1 : 0,
  coords: null,
});

function renderList(onOpen = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReportList firstPage="/api/reports/me?limit=10&sort_by=newest" timeZone="America/Los_Angeles" onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return onOpen;
}

afterEach(() => vi.unstubAllGlobals());

describe('report list', () => {
  it('shows the spec empty state', async () => {
    mockFetch({ 'GET /api/reports/me': () => json({ items: [], links: { next: null } }) });
    renderList();
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByText(/The latest reports will be displayed here\./)).toBeTruthy();
  });

  it('lists reports in the customer time zone, follows links.next, and opens one', async () => {
    let page = 0;
    const calls = mockFetch({
      'GET /api/reports/me': () =>
        page++ === 0
          ? json({ items: [item(1)], links: { next: '/api/reports/me?limit=10&sort_by=newest&cursor=abc' } })
          : json({ items: [item(2)], links: { next: null } }),
    });
    const onOpen = renderList();
    expect(await screen.findByText('CAD-1')).toBeTruthy();
    expect(screen.getByText('06/15/2026 - 09:30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('CAD-2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /CAD-2/ }));
    expect(onOpen).toHaveBeenCalledWith(item(2));
  });
});
