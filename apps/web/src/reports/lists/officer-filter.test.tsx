import type { ReportFilters } from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { OfficerFilter } from './officer-filter.tsx';

let latest: ReportFilters = {};

function Harness() {
  const [filters, setFilters] = useState<ReportFilters>({});
  latest = filters;
  return (
    <OfficerFilter
      filters={filters}
      onChange={(patch) => setFilters((previous) => ({ ...previous, ...patch }))}
      issueAt={() => undefined}
    />
  );
}

describe('the officer filter', () => {
  it('finds officers by name, former members too, and offers groups by name and acronym instead', async () => {
    const calls = mockFetch({
      'GET /api/agencies/me/users': () =>
        json([{ id: 'u-1', name: 'Jordan Lee', officer_id: 'DPD-0217', avatar_thumbnail_url: null, title: null, height: null }]),
      'GET /api/agencies/me/groups': () => json([{ id: 'g-1', name: 'Night Patrol', acronym: 'NP', avatar_thumbnail_url: null }]),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Officer name' }), 'Jor');
    await user.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
    expect(latest.officers).toEqual(['u-1']);
    expect(screen.getByRole('button', { name: 'Remove Jordan Lee' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/agencies/me/users').at(-1)?.search).toBe('?active_only=False&name=Jor');

    await user.click(screen.getByRole('radio', { name: 'Group' }));
    expect(latest.officers).toBeUndefined();
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    const listbox = await screen.findByRole('listbox', { name: 'Group' });
    await user.click(await within(listbox).findByRole('option', { name: 'Night Patrol NP' }));
    expect(latest.groups).toEqual(['g-1']);
    expect(screen.getByText('Night Patrol (NP)')).toBeTruthy();
  });
});
