import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderAt as renderApp } from './render-at.test-helper.tsx';

/** Pages load lazily: on a busy machine the first render of a chunk can take over a second. */
const LAZY_PAGE = { timeout: 5000 };
const TOKEN = 'a'.repeat(43);

describe('/agency-invitation', () => {
  it('validates the invite, keeps its token and opens registration with the invitation', async () => {
    const calls = mockFetch({
      [`GET /api/invitations/by-token/${TOKEN}`]: () => json({ email: 'new.recruit@demo.test', agency_name: 'Demo Police Department' }),
    });
    const { router } = renderApp(`/agency-invitation?invite=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'), LAZY_PAGE);
    expect(router.state.location.state).toEqual({
      invitation: { token: TOKEN, email: 'new.recruit@demo.test', agency_name: 'Demo Police Department' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBe(TOKEN);
    expect(callsTo(calls, 'GET', `/api/invitations/by-token/${TOKEN}`)[0]?.headers.authorization).toBeUndefined();
  });

  it('does not send a signed-in session with the public look-up', async () => {
    signIn();
    const calls = mockFetch({
      [`GET /api/invitations/by-token/${TOKEN}`]: () => json({ email: 'x@demo.test', agency_name: 'Demo Police Department' }),
    });
    const { router } = renderApp(`/agency-invitation?invite=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'), LAZY_PAGE);
    expect(callsTo(calls, 'GET', `/api/invitations/by-token/${TOKEN}`)[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['used, removed or expired', () => json({ detail: 'ACTION_NO_LONGER_POSSIBLE' }, 400, 'Bad Request')],
    ['malformed', () => json({ detail: 'VALIDATION_ERROR', errors: [] }, 400, 'Bad Request')],
  ])('sends a %s invite to /action-not-available and keeps nothing', async (_case, answer) => {
    mockFetch({ [`GET /api/invitations/by-token/${TOKEN}`]: answer });
    const { router, findByRole } = renderApp(`/agency-invitation?invite=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-not-available'), LAZY_PAGE);
    expect((await findByRole('heading', { level: 1 })).textContent).toBe('Sorry, this action is no longer available.');
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBeNull();
  });

  it('sends a link without an invite to /action-not-available without calling the server', async () => {
    const calls = mockFetch({});
    const { router } = renderApp('/agency-invitation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-not-available'), LAZY_PAGE);
    expect(calls).toEqual([]);
  });

  it('sends a server failure to /error with its details', async () => {
    mockFetch({ [`GET /api/invitations/by-token/${TOKEN}`]: () => json({ detail: 'INTERNAL_ERROR' }, 500, 'Internal Server Error') });
    const { router } = renderApp(`/agency-invitation?invite=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'), LAZY_PAGE);
    expect(router.state.location.state).toEqual({ code: 500, text: 'Internal Server Error', detail: 'INTERNAL_ERROR' });
  });

  it('needs a connection: offline it goes to /no-connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = mockFetch({});
    const { router } = renderApp(`/agency-invitation?invite=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-connection'), LAZY_PAGE);
    expect(calls).toEqual([]);
  });
});
