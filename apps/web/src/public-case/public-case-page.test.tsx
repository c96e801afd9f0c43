import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PublicCasePage from './public-case-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/case/:token', element: <PublicCasePage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the citizen case page', () => {
  it('shows the agency, the officer, the incident number and date, without signing in', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        agency: { full_name: 'Demo Police Department', phone: '+1 916 555 0100', email: 'records@demo.test', address: '300 Richards Blvd' },
        officer: { name: 'Jordan Lee', officer_id: 'DPD-0217' },
        incident_number: '1781539200-DPD0217',
        incident_date: '2026-06-15T16:30:00Z',
        timezone: 'America/Los_Angeles',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/case/3f1c7a52-8d3e-4b7a-9a61-0c2f5e8b9d10');
    expect(await screen.findByRole('heading', { name: 'Your contact with Demo Police Department' })).toBeTruthy();
    expect(screen.getByText('1781539200-DPD0217')).toBeTruthy();
    expect(screen.getByText('06/15/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 916 555 0100' }).getAttribute('href')).toBe('tel:+19165550100');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/cases/3f1c7a52-8d3e-4b7a-9a61-0c2f5e8b9d10');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('says when a case cannot be found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'NOT_FOUND' }, { status: 404 })),
    );
    renderAt('/case/unknown');
    expect(await screen.findByText(/This case could not be found/)).toBeTruthy();
  });
});
