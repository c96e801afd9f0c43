import type { MeResponse } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../../accounts/session.ts';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, owner, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DEMO_INVITATION, invitedUser } from './invitations.test-helper.ts';

/** Pages load lazily: on a busy machine the first render of a chunk can take over a second. */
const LAZY_PAGE = { timeout: 5000 };
const TOKEN = 'kept-invitation-token';
const ACCEPT_TOKEN = '/api/users/me/invitations/accept-token';

describe('Load of /app (accounts.md §4) for the invited role with no agency', () => {
  it('accepts the kept invitation, forgets it, reloads the user and lands in the agency', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    let me = invitedUser();
    const calls = mockFetch({
      'GET /api/users/me': () => json(me),
      [`POST ${ACCEPT_TOKEN}`]: () => {
        me = officer();
        return json({ agency_id: 'agency-1', agency_name: 'Demo Police Department' });
      },
    });
    const { router } = renderApp('/app', { isFromLogin: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/report'), LAZY_PAGE);
    expect(callsTo(calls, 'POST', ACCEPT_TOKEN)[0]?.body).toEqual({ token: TOKEN });
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBeNull();
    expect(callsTo(calls, 'GET', '/api/users/me/invitations')).toEqual([]);
  });

  it('without a kept invitation, goes to /app/user-invitations when invitations are pending', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION] }),
    });
    const { router } = renderApp('/app');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/user-invitations'), LAZY_PAGE);
    expect(await screen.findByRole('button', { name: 'Accept Invitation' }, LAZY_PAGE)).toBeTruthy();
    expect(seen).toEqual(['/app/user-invitations']);
  });

  it('without invitations, is treated as onboarding: the officer screen says No Agency yet', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      'GET /api/users/me/invitations': () => json({ items: [] }),
    });
    const { router } = renderApp('/app/report');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding'), LAZY_PAGE);
    expect(await screen.findByText('No Agency yet', {}, LAZY_PAGE)).toBeTruthy();
  });

  it('forgets a kept invitation that is no longer possible and lists the pending ones instead', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    const calls = mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      [`POST ${ACCEPT_TOKEN}`]: () => json({ detail: 'ACTION_NO_LONGER_POSSIBLE' }, 400, 'Bad Request'),
      'GET /api/users/me/invitations': () => json({ items: [DEMO_INVITATION] }),
    });
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/user-invitations'), LAZY_PAGE);
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBeNull();
    expect(callsTo(calls, 'GET', '/api/users/me/invitations').length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['USER_ALREADY_WITH_AGENCY', '/user-ori-error'],
    ['USER_NOT_AN_AGENCY_MEMBER', '/not-member'],
  ])('routes %s from the kept invitation to %s, and stays there', async (detail, page) => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      [`POST ${ACCEPT_TOKEN}`]: () => json({ detail }, 400, 'Bad Request'),
      'GET /api/users/me/invitations': () => json({ items: [] }),
    });
    const { router } = renderApp('/app');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await waitFor(() => expect(router.state.location.pathname).toBe(page), LAZY_PAGE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([page]);
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBeNull();
  });

  it('OFFICER_ID_ALREADY_EXISTS: stays on /user-id-error with the invitation kept; another officer ID joins the agency', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    let me = invitedUser();
    let acceptCount = 0;
    const calls = mockFetch({
      'GET /api/users/me': () => json(me),
      'GET /api/users/me/invitations': () => json({ items: [] }),
      'PUT /api/users/me/officer-id': ({ body }) => {
        me = invitedUser({ officer_id: (body as { officer_id: string }).officer_id });
        return json(me);
      },
      [`POST ${ACCEPT_TOKEN}`]: () => {
        acceptCount++;
        if (acceptCount === 1 || me.officer_id === 'DPD-0217') {
          return json({ detail: 'OFFICER_ID_ALREADY_EXISTS' }, 400, 'Bad Request');
        }
        me = officer({ officer_id: me.officer_id });
        return json({ agency_id: 'agency-1', agency_name: 'Demo Police Department' });
      },
    });
    const { router, user } = renderApp('/app');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    expect(await screen.findByRole('heading', { level: 1, name: 'This officer ID already exists.' }, LAZY_PAGE)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['/user-id-error']);
    expect(screen.queryByText('No Agency yet')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBe(TOKEN);

    const form = screen.getByRole('form', { name: 'Choose another officer ID' });
    const field = within(form).getByLabelText('New officer ID');
    await user.type(field, 'not valid!');
    await user.click(within(form).getByRole('button', { name: 'Join Agency' }));
    expect(within(form).getByRole('alert').textContent).toBe('The officer ID can have up to 20 letters, digits and hyphens.');
    expect(callsTo(calls, 'PUT', '/api/users/me/officer-id')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'DPD-0217');
    await user.click(within(form).getByRole('button', { name: 'Join Agency' }));
    expect(await within(form).findByText('This officer ID is also used in that agency. Please choose another one.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user-id-error');

    await user.clear(field);
    await user.type(field, 'DPD-9001');
    await user.click(within(form).getByRole('button', { name: 'Join Agency' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/report'), LAZY_PAGE);
    expect(callsTo(calls, 'PUT', '/api/users/me/officer-id').map((call) => call.body)).toEqual([
      { officer_id: 'DPD-0217' },
      { officer_id: 'DPD-9001' },
    ]);
    expect(callsTo(calls, 'POST', ACCEPT_TOKEN).map((call) => call.body)).toEqual([{ token: TOKEN }, { token: TOKEN }, { token: TOKEN }]);
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBeNull();
  });

  it('logs out on OWNER_USERS_CANNOT_BE_INVITED', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    const calls = mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      [`POST ${ACCEPT_TOKEN}`]: () => json({ detail: 'OWNER_USERS_CANNOT_BE_INVITED' }, 400, 'Bad Request'),
      'POST /api/auth/logout': () => json({ detail: 'OK' }),
    });
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_PAGE);
    expect(callsTo(calls, 'POST', '/api/auth/logout')).toHaveLength(1);
    expect(readSession()).toBeNull();
  });

  it('keeps the invitation when the server cannot be reached', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      [`POST ${ACCEPT_TOKEN}`]: () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/users/me/invitations': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding'), LAZY_PAGE);
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBe(TOKEN);
  });

  it('keeps the invitation when the server fails (5xx), for the next load', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    mockFetch({
      'GET /api/users/me': () => json(invitedUser()),
      [`POST ${ACCEPT_TOKEN}`]: () => json({ detail: 'INTERNAL_ERROR' }, 500, 'Internal Server Error'),
      'GET /api/users/me/invitations': () => json({ items: [] }),
    });
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding'), LAZY_PAGE);
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBe(TOKEN);
  });
});

describe('Load of /app for everyone else', () => {
  it('does not look for invitations for a member of an agency, even with a kept token', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, TOKEN);
    const calls = mockFetch({ 'GET /api/users/me': () => json(officer()) });
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/report'), LAZY_PAGE);
    expect(calls.map((call) => call.path)).not.toContain(ACCEPT_TOKEN);
    expect(calls.map((call) => call.path)).not.toContain('/api/users/me/invitations');
  });

  it('treats an owner without an agency as onboarding on any /app page', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(owner({ agency_id: null, agency: null, subscription: null })) });
    const { router } = renderApp('/app/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/onboarding'), LAZY_PAGE);
    expect(await screen.findByRole('button', { name: 'Create Agency' }, LAZY_PAGE)).toBeTruthy();
  });

  it('sends a disabled member (USER_NOT_AN_AGENCY_MEMBER) to /not-member', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json({ detail: 'USER_NOT_AN_AGENCY_MEMBER' }, 400, 'Bad Request') });
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-member'), LAZY_PAGE);
    expect(await screen.findByRole('heading', { name: 'Agency access disabled.' })).toBeTruthy();
  });
});

describe('Load of /app offline (accounts.md §4 Offline)', () => {
  it('keeps an agency user of an active agency in the app', async () => {
    signIn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({ 'GET /api/users/me': () => json(officer()) });
    const { router } = renderApp('/app/business-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/business-card'), LAZY_PAGE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/app/business-card');
  });

  it.each([
    ['the invited role', invitedUser()],
    [
      'an owner still setting the agency up',
      owner({ agency: { ...(officer().agency as NonNullable<MeResponse['agency']>), status: 'Inactive' } }),
    ],
  ])('sends %s to /no-connection', async (_case, me) => {
    signIn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = mockFetch({ 'GET /api/users/me': () => json(me) });
    const { router } = renderApp('/app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-connection'), LAZY_PAGE);
    expect(calls.map((call) => call.path)).not.toContain('/api/users/me/invitations');
  });
});
