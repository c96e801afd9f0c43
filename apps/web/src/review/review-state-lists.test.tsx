import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItem, listPage } from '../reports/lists/list-fixtures.test-helper.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { reviewer } from './review-fixtures.test-helper.ts';

const TOTALS = { uof: 1, cfs: 2, opa: 3, complaints: 0, consent_searches: 0, waiting_for_review: 4, total: 5 };
const FILTER_OPTIONS = {
  citizen_fields: [],
  has_citizen_age: false,
  earliest_date: '2026-05-20',
  today: '2026-06-20',
  timezone: 'America/Los_Angeles',
};

function renderAgencyReports(isReviewOn: boolean) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(reviewer(isReviewOn)),
    'GET /api/review/counts': () => json({ waiting: 4, returned_to_me: 0 }),
    'POST /api/reports/search': () =>
      json(listPage([listItem(1, { review_state: 'pending_review' }), listItem(2, { review_state: 'returned' }), listItem(3)])),
    'POST /api/reports/calculate-totals': () => json(TOTALS),
    'GET /api/reports/filter-options': () => json(FILTER_OPTIONS),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/groups': () => json([]),
  });
  return { ...renderApp('/app/agency-reports/contacts'), calls };
}

describe('the review state in the agency reports (issue 25)', () => {
  it('shows a chip on each item, the figure Waiting for review, and filters by state', async () => {
    const { user, calls } = renderAgencyReports(true);
    const first = await screen.findByRole('button', { name: /CAD-1/ });
    expect(within(first).getByText('Waiting for review')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /CAD-2/ })).getByText('Returned')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /CAD-3/ })).getByText('Approved')).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Fast facts' });
    await waitFor(() => expect((within(facts).getByText('Waiting for review').nextElementSibling as HTMLElement).textContent).toBe('4'));

    await user.click(screen.getByRole('switch', { name: 'Advanced search' }));
    const panel = await screen.findByRole('form', { name: 'Advanced search' });
    await user.click(within(panel).getByRole('combobox', { name: 'Review state' }));
    await user.click(await screen.findByRole('option', { name: 'Waiting for review' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/reports/search').at(-1)?.body).toEqual({
        filters: { reviewStates: ['pending_review'] },
        sort_by: 'newest',
      }),
    );
  });

  it('shows none of it with the agency review off', async () => {
    const { user } = renderAgencyReports(false);
    const first = await screen.findByRole('button', { name: /CAD-1/ });
    expect(within(first).queryByText('Waiting for review')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Fast facts' })).queryByText('Waiting for review')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Advanced search' }));
    const panel = await screen.findByRole('form', { name: 'Advanced search' });
    expect(within(panel).queryByRole('combobox', { name: 'Review state' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Review/ })).toBeNull();
  });
});
