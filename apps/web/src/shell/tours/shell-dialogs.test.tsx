import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../test/fetch-mock.ts';
import { officer, owner } from '../../test/fixtures.ts';
import { VIDEO_NOT_AVAILABLE } from '../tutorials/tutorial-list.tsx';
import { TOURS_RESTORED } from './feature-tours-dialog.tsx';
import { FROM_LOGIN, invited, renderShell, settingsWith } from './shell-test-utils.tsx';

const dialogTitles = () => screen.queryAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-labelledby'));

describe('the welcome tour', () => {
  it('greets an owner after login with the tours of the role and plan, and Skip saves the dismissal on the server', async () => {
    const { user, calls } = renderShell(owner(), '/app/business-card', FROM_LOGIN);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Fieldbook' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Create Groups',
      'Agency Areas',
      'Amend officers reports',
      'Advance filtering',
      'FastFacts',
      'Invite Officers',
      'Add Managers',
      'Billing',
      'Business Card',
      'Skip',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/users/me/settings/tours/dismiss')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/users/me/settings/tours/dismiss')[0]?.body).toEqual({ app: 'cc', circuit: 0 });
  });

  it('is not offered without the login flag, nor once dismissed on the server', async () => {
    const first = renderShell(officer(), '/app/business-card', undefined);
    await screen.findByRole('heading', { name: 'Business Card' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(first.calls, 'GET', '/api/users/me/settings')).toHaveLength(0);
    first.unmount();

    const second = renderShell(officer(), '/app/business-card', FROM_LOGIN, settingsWith([0]));
    await waitFor(() => expect(callsTo(second.calls, 'GET', '/api/users/me/settings')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered to the invited role, who has no Feature Tours either', async () => {
    const { calls } = renderShell(invited(), '/app/business-card', FROM_LOGIN);
    await screen.findByRole('heading', { name: 'Business Card' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, 'GET', '/api/users/me/settings')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Feature Tours' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeTruthy();
  });

  it('starts a chosen tour on its page and remembers both on the server', async () => {
    const { user, router, calls } = renderShell(owner(), '/app/business-card', FROM_LOGIN);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Fieldbook' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Groups' }));
    expect(router.state.location.pathname).toBe('/app/settings');
    expect(router.state.location.search).toBe('?section=groups');
    expect(await screen.findByRole('dialog', { name: 'Create a group' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Add members' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/users/me/settings/tours/dismiss').map((call) => call.body)).toEqual([
        { app: 'cc', circuit: 0 },
        { app: 'cc', circuit: 9 },
      ]),
    );
  });
});

describe('Feature Tours', () => {
  it("lists an officer's tours and tutorials by §6 and runs the chosen tour on its page", async () => {
    const { user, router } = renderShell(officer(), '/app/business-card', undefined);
    await screen.findByRole('heading', { name: 'Business Card' });
    await user.click(screen.getByRole('button', { name: 'Feature Tours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature Tours' });
    const tours = within(dialog).getByRole('region', { name: 'Tours' });
    expect(
      within(tours)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Business Card', 'Amend my reports']);
    const tutorials = within(dialog).getByRole('region', { name: 'Tutorials' });
    expect(
      within(tutorials)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Business Card', 'Amend my reports']);
    expect(within(tutorials).getAllByText(VIDEO_NOT_AVAILABLE)).toHaveLength(2);

    await user.click(within(tours).getByRole('button', { name: 'Amend my reports' }));
    expect(await screen.findByRole('dialog', { name: 'Find your report' })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/app\/my-reports/);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(dialogTitles()).toEqual([]);
  });

  it('shows the welcome tour again at the next login when asked', async () => {
    const { user, calls } = renderShell(officer(), '/app/business-card', undefined, settingsWith([0, 4]));
    await screen.findByRole('heading', { name: 'Business Card' });
    await user.click(screen.getByRole('button', { name: 'Feature Tours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature Tours' });
    await user.click(within(dialog).getByRole('button', { name: 'Show the welcome tour again' }));
    expect((await within(dialog).findByText(TOURS_RESTORED)).getAttribute('role')).toBe('status');
    expect(callsTo(calls, 'POST', '/api/users/me/settings/tours/restore')[0]?.body).toEqual({ app: 'cc' });
  });
});
