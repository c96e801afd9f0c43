import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../accounts/session.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DEMO_INVITATION, invitedUser, OTHER_INVITATION } from './invitations.test-helper.ts';
import { NO_INVITATIONS_TEXT, NO_INVITATIONS_TITLE } from './user-invitations-page.tsx';

/** Pages load lazily: on a busy machine the first render of a chunk can take over a second. */
const LAZY_PAGE = { timeout: 5000 };
const ACCEPT_PATH = `/api/users/me/invitations/${DEMO_INVITATION.id}/accept`;

function card(agencyName: string) {
  const heading = screen.getByRole('heading', { name: agencyName });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${agencyName}`);
  return within(item);
}

describe('/app/user-invitations', () => {
  it('lists each invitation with its agency and inviter, each with Accept Invitation', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION, OTHER_INVITATION] }),
    });
    renderApp('/app/user-invitations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency Invitations' }, LAZY_PAGE)).toBeTruthy();
    await screen.findByRole('heading', { name: 'Demo Police Department' }, LAZY_PAGE);
    expect(card('Demo Police Department').getByText('Invited by Olivia Owens')).toBeTruthy();
    expect(card('Other County Sheriff').queryByText(/Invited by/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Accept Invitation' })).toHaveLength(2);
  });

  it('accepting one declines the rest on the server, reloads the user and goes to /app', async () => {
    signIn();
    let me = invitedUser();
    const calls = mockFetch({
      'GET /api/users/me': () => json(me),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION, OTHER_INVITATION] }),
      [`POST ${ACCEPT_PATH}`]: () => {
        me = officer();
        return json({ agency_id: 'agency-1', agency_name: 'Demo Police Department' });
      },
    });
    const { user, router } = renderApp('/app/user-invitations');
    await screen.findByRole('heading', { name: 'Demo Police Department' }, LAZY_PAGE);
    await user.click(card('Demo Police Department').getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/report'), LAZY_PAGE);
    expect(callsTo(calls, 'POST', ACCEPT_PATH)).toHaveLength(1);
    expect(callsTo(calls, 'GET', '/api/users/me').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a busy button while accepting and keeps the others disabled', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION, OTHER_INVITATION] }),
      [`POST ${ACCEPT_PATH}`]: () => new Promise<Response>(() => {}),
    });
    const { user } = renderApp('/app/user-invitations');
    await screen.findByRole('heading', { name: 'Demo Police Department' }, LAZY_PAGE);
    await user.click(card('Demo Police Department').getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() =>
      expect(card('Demo Police Department').getByRole('button', { name: 'Accept Invitation' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(card('Other County Sheriff').getByRole<HTMLButtonElement>('button', { name: 'Accept Invitation' }).disabled).toBe(true);
    expect(screen.getByText('Accepting the invitation…')).toBeTruthy();
  });

  it('shows an empty state without invitations', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      'GET /api/users/me/invitations': () => json({ items: [] }),
    });
    renderApp('/app/user-invitations');
    expect(await screen.findByText(NO_INVITATIONS_TITLE, {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText(NO_INVITATIONS_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it.each([
    ['USER_ALREADY_WITH_AGENCY', '/user-ori-error'],
    ['OFFICER_ID_ALREADY_EXISTS', '/user-id-error'],
    ['ACTION_NO_LONGER_POSSIBLE', '/action-not-available'],
    ['USER_NOT_AN_AGENCY_MEMBER', '/not-member'],
  ])('routes %s to %s', async (detail, page) => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION] }),
      [`POST ${ACCEPT_PATH}`]: () => json({ detail }, 400, 'Bad Request'),
    });
    const { user, router } = renderApp('/app/user-invitations');
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }, LAZY_PAGE));
    await waitFor(() => expect(router.state.location.pathname).toBe(page), LAZY_PAGE);
  });

  it('OFFICER_ID_ALREADY_EXISTS: /user-id-error takes another officer ID and accepts the invitation chosen from the list', async () => {
    signIn();
    let me = invitedUser();
    const calls = mockFetch({
      'GET /api/users/me': () => json(me),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION] }),
      'PUT /api/users/me/officer-id': () => json(invitedUser({ officer_id: 'DPD-9001' })),
      [`POST ${ACCEPT_PATH}`]: () => {
        if (callsTo(calls, 'PUT', '/api/users/me/officer-id').length === 0) {
          return json({ detail: 'OFFICER_ID_ALREADY_EXISTS' }, 400, 'Bad Request');
        }
        me = officer({ officer_id: 'DPD-9001' });
        return json({ agency_id: 'agency-1', agency_name: 'Demo Police Department' });
      },
    });
    const { user, router } = renderApp('/app/user-invitations');
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }, LAZY_PAGE));
    const form = await screen.findByRole('form', { name: 'Choose another officer ID' }, LAZY_PAGE);
    expect(router.state.location.pathname).toBe('/user-id-error');
    await user.type(within(form).getByLabelText('New officer ID'), 'DPD-9001');
    await user.click(within(form).getByRole('button', { name: 'Join Agency' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/report'), LAZY_PAGE);
    expect(callsTo(calls, 'PUT', '/api/users/me/officer-id')[0]?.body).toEqual({ officer_id: 'DPD-9001' });
    expect(callsTo(calls, 'POST', ACCEPT_PATH)).toHaveLength(2);
  });

  it('logs an owner out on OWNER_USERS_CANNOT_BE_INVITED', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION] }),
      [`POST ${ACCEPT_PATH}`]: () => json({ detail: 'OWNER_USERS_CANNOT_BE_INVITED' }, 400, 'Bad Request'),
      'POST /api/auth/logout': () => json({ detail: 'OK' }),
    });
    const { user, router } = renderApp('/app/user-invitations');
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }, LAZY_PAGE));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_PAGE);
    expect(callsTo(calls, 'POST', '/api/auth/logout')).toHaveLength(1);
    expect(readSession()).toBeNull();
  });
});
