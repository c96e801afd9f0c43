import type { MeResponse } from '@fieldbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../accounts/current-user-context.ts';
import { GroupsSection } from '../agency/settings/groups-section.tsx';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { reviewer } from './review-fixtures.test-helper.ts';
import { REVIEW_SWITCH_LABEL, ReviewSettingsSwitch } from './review-settings-switch.tsx';

function renderWith(me: MeResponse, element: ReactNode) {
  signIn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/app/settings', element: <CurrentUserContext value={me}>{element}</CurrentUserContext> }], {
    initialEntries: ['/app/settings'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

const GROUPS = [{ id: 'g1', name: 'Night shift', acronym: 'NS', avatar_thumbnail_url: null, supervisor_ids: ['u2'] }];
const USERS = [
  { id: 'u1', name: 'Jordan Lee', officer_id: 'DPD-1', avatar_thumbnail_url: null, title: null, height: null },
  { id: 'u2', name: 'Sgt. Diaz', officer_id: 'DPD-2', avatar_thumbnail_url: null, title: null, height: null },
];

describe('review settings (issue 25)', () => {
  it("switches 'Reports need a supervisor's review' and reads the user again", async () => {
    const calls = mockFetch({
      'PUT /api/agencies/me/review-settings': (call) => json(call.body),
    });
    const { user, queryClient } = renderWith(reviewer(false), <ReviewSettingsSwitch />);
    queryClient.setQueryData(['users', 'me'], reviewer(false));
    const toggle = screen.getByRole('switch', { name: REVIEW_SWITCH_LABEL });
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/agencies/me/review-settings')[0]?.body).toEqual({ review_required: true }));
    expect(await screen.findByText(/now wait for a supervisor/)).toBeTruthy();
    expect(queryClient.getQueryState(['users', 'me'])?.isInvalidated).toBe(true);
  });

  it('asks before switching review off, which approves what waited or was returned, and says how many', async () => {
    const calls = mockFetch({
      'PUT /api/agencies/me/review-settings': () => json({ review_required: false, approved: 2 }),
    });
    const { user } = renderWith(reviewer(true), <ReviewSettingsSwitch />);
    const toggle = screen.getByRole('switch', { name: REVIEW_SWITCH_LABEL });
    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off supervisor review?' });
    expect(dialog.textContent).toContain('Reports waiting for review and reports returned to their officers are approved now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'PUT', '/api/agencies/me/review-settings')).toEqual([]);
    await user.click(toggle);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off review' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/agencies/me/review-settings')[0]?.body).toEqual({ review_required: false }));
    expect(
      await screen.findByText('New reports are approved when they are filed. 2 reports that were waiting or returned approved.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("chooses a group's supervisors among the members, only with review on", async () => {
    const calls = mockFetch({
      'GET /api/agencies/me/groups': () => json(GROUPS),
      'GET /api/agencies/me/users': () => json(USERS),
      'PUT /api/groups/g1/supervisors': () => json({}),
    });
    const { user } = renderWith(reviewer(), <GroupsSection />);
    await user.click(await screen.findByRole('button', { name: 'Supervisors of group Night shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supervisors of Night shift' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Sgt. Diaz (DPD-2)' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jordan Lee (DPD-1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/groups/g1/supervisors')[0]?.body).toEqual({ user_ids: ['u2', 'u1'] }));
    expect(await screen.findByText("Supervisors of 'Night shift' saved.")).toBeTruthy();
  });

  it('offers no supervisors with review off', async () => {
    mockFetch({ 'GET /api/agencies/me/groups': () => json(GROUPS) });
    renderWith(reviewer(false), <GroupsSection />);
    await screen.findByRole('button', { name: 'Edit group Night shift' });
    expect(screen.queryByRole('button', { name: /Supervisors/ })).toBeNull();
  });
});
