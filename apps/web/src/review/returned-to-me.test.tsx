import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { readConfiguration } from '../test/configurations.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { fetchReturnedReports } from './review.api.ts';
import { reportView, reviewedOfficer } from './review-fixtures.test-helper.ts';

installFakeIndexedDb();

const returned = {
  items: [
    {
      incident_number: 'CAD-7',
      version: 1,
      type: 'Call For Service',
      date: '2026-06-15T16:30:00.000Z',
      returned_at: '2026-06-16T08:00:00.000Z',
      reviewer: { name: 'Sgt. Diaz' },
      note: 'Say where it happened',
      fields: ['general_information.location.details'],
    },
  ],
};

function mockMyReports(handlers: Record<string, Handler> = {}, me = reviewedOfficer()) {
  return mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/review/counts': () => json({ waiting: 0, returned_to_me: 1 }),
    'GET /api/reports/me': () => json({ reports: [], links: { next: null } }),
    'GET /api/reports/me/returned': () => json(returned),
    'GET /configurations/california.json': () => json(readConfiguration('california.json')),
    ...handlers,
  });
}

describe('Returned to me', () => {
  it('comes first in My Reports with the note and the fields by label, and opens the amend page', async () => {
    signIn();
    mockMyReports({ 'GET /api/reports/CAD-7': () => json(reportView('CAD-7', 1, 'returned')) });
    const { user, router } = renderApp('/app/my-reports');
    const section = await screen.findByRole('region', { name: 'Returned to me' });
    const item = await within(section).findByRole('button', { name: /CAD-7/ });
    expect(item.textContent).toContain('Sgt. Diaz: “Say where it happened”');
    await waitFor(() => expect(item.textContent).toContain('Fields: Location details'));
    expect(await screen.findByRole('link', { name: 'My Reports 1 returned to you' })).toBeTruthy();
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/amend'));
    expect(router.state.location.state).toMatchObject({
      redirectTo: expect.stringMatching(/^\/app\/my-reports/),
      report: { incident_number: 'CAD-7' },
    });
  });

  it('shows nothing of review with the agency review off', async () => {
    signIn();
    const calls = mockMyReports({}, officer());
    renderApp('/app/my-reports');
    await screen.findByRole('heading', { name: 'My Reports' });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/reports/me')).toHaveLength(1));
    expect(callsTo(calls, 'GET', '/api/reports/me/returned')).toHaveLength(0);
    expect(callsTo(calls, 'GET', '/api/review/counts')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Returned to me' })).toBeNull();
    expect(screen.queryByText(/returned to you/)).toBeNull();
  });

  it('offline, gives the copy last fetched and when it was fetched', async () => {
    signIn();
    mockFetch({ 'GET /api/reports/me/returned': () => json(returned) });
    expect((await fetchReturnedReports('officer@demo.test')).cachedAt).toBeNull();
    mockFetch({ 'GET /api/reports/me/returned': () => Promise.reject(new TypeError('Failed to fetch')) });
    const offline = await fetchReturnedReports('officer@demo.test');
    expect(offline.items).toEqual(returned.items);
    expect(offline.cachedAt).toEqual(expect.any(String));
    await expect(fetchReturnedReports('other@demo.test')).rejects.toMatchObject({ status: 0 });
  });

  it('offline, the list says when it was fetched', async () => {
    signIn();
    mockFetch({ 'GET /api/reports/me/returned': () => json(returned) });
    await fetchReturnedReports('officer@demo.test');
    mockMyReports({ 'GET /api/reports/me/returned': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/app/my-reports');
    const section = await screen.findByRole('region', { name: 'Returned to me' });
    expect(within(section).getByText(/You are offline. This list is as fetched on \d\d\/\d\d\/\d{4}/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: /CAD-7/ })).toBeTruthy();
  });
});
