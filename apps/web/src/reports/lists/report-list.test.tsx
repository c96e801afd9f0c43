import type { SortOrder } from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { listItem, listPage } from './list-fixtures.test-helper.ts';
import { agencySearchSource, type ListSource, myReportsSource } from './lists.api.ts';
import { ReportList } from './report-list.tsx';

function Harness({ source, isFiltered, onOpen }: { source: (sort: SortOrder) => ListSource; isFiltered: boolean; onOpen: () => void }) {
  const [sort, setSort] = useState<SortOrder>('newest');
  return (
    <ReportList
      source={source(sort)}
      sort={sort}
      onSortChange={setSort}
      timeZone="America/Los_Angeles"
      isFiltered={isFiltered}
      onOpen={onOpen}
    />
  );
}

function renderList({ source = myReportsSource, isFiltered = false, onOpen = vi.fn() } = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness source={source} isFiltered={isFiltered} onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return onOpen;
}

/** Captures the list's IntersectionObserver so a test can bring the end of the list near. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    nearEnd: () =>
      act(() => observers.at(-1)?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
}

describe('report list', () => {
  it('shows a loader, then the empty state', async () => {
    mockFetch({ 'GET /api/reports/me': () => json(listPage([])) });
    renderList();
    expect(screen.getByRole('status').textContent).toContain('Loading reports…');
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByText(/The latest reports will be displayed here\./)).toBeTruthy();
  });

  it('says No matches when a search or filters are active and nothing matches', async () => {
    mockFetch({ 'POST /api/reports/search': () => json(listPage([])) });
    renderList({ source: (sort) => agencySearchSource({ contactType: 'Call For Service' }, sort), isFiltered: true });
    expect(await screen.findByText('No matches')).toBeTruthy();
    expect(screen.getByText(/Please modify the filters to get a different result\./)).toBeTruthy();
    expect(screen.queryByText('No reports yet')).toBeNull();
  });

  it('lists reports in the customer time zone, follows links.next with Load more, and opens one', async () => {
    const calls = mockFetch({
      'GET /api/reports/me': (call) =>
        call.search.includes('cursor')
          ? json(listPage([listItem(2, { version: 1 })]))
          : json(listPage([listItem(1)], '/api/reports/me?limit=10&sort_by=newest&cursor=abc')),
    });
    const onOpen = renderList();
    expect(await screen.findByText('CAD-1')).toBeTruthy();
    expect(screen.getByText('06/15/2026 - 09:30')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 report shown');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('CAD-2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/reports/me').map((call) => call.search)).toEqual([
      '?limit=10&sort_by=newest',
      '?limit=10&sort_by=newest&cursor=abc',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /CAD-2/ }));
    expect(onOpen).toHaveBeenCalledWith(listItem(2, { version: 1 }));
  });

  it('fetches the next page of a search through links.next by POST with the same body, 800 px before the end', async () => {
    const scroll = stubIntersectionObserver();
    const next = '/api/reports/search?limit=10&cursor=xyz';
    const calls = mockFetch({
      'POST /api/reports/search': (call) => json(call.search.includes('cursor') ? listPage([listItem(2)]) : listPage([listItem(1)], next)),
    });
    renderList({ source: (sort) => agencySearchSource({ sections: ['complaints'] }, sort), isFiltered: true });
    await screen.findByText('CAD-1');
    expect(scroll.observers.at(-1)?.options?.rootMargin).toBe('800px');
    scroll.nearEnd();
    expect(await screen.findByText('CAD-2')).toBeTruthy();
    const posts = callsTo(calls, 'POST', '/api/reports/search');
    expect(posts.map((call) => call.search)).toEqual(['?limit=10', '?limit=10&cursor=xyz']);
    expect(posts[1]?.body).toEqual({ filters: { sections: ['complaints'] }, sort_by: 'newest' });
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });

  it('re-fetches when the sort changes, and groups by date with Shift coming soon', async () => {
    const calls = mockFetch({
      'GET /api/reports/me': () => json(listPage([listItem(1), listItem(2, { incident_date: '2026-06-14T18:00:00Z' })])),
    });
    renderList();
    await screen.findByText('CAD-1');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Oldest');
    await vi.waitFor(() => expect(callsTo(calls, 'GET', '/api/reports/me').at(-1)?.search).toBe('?limit=10&sort_by=oldest'));

    const groupBy = screen.getByLabelText('Group by');
    expect((within(groupBy).getByRole('option', { name: 'Shift (Coming soon)' }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(groupBy).getByRole('option', { name: 'Shift and Officer (Coming soon)' }) as HTMLOptionElement).disabled).toBe(true);
    await userEvent.selectOptions(groupBy, 'Date');
    expect(screen.getByRole('heading', { name: 'Mon, 15 Jun 2026' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Reports of Sun, 14 Jun 2026' })).getByText('CAD-2')).toBeTruthy();
  });
});
