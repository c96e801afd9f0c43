import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../accounts/session.ts';
import { callsTo, json, mockFetch, type RecordedCall } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const unauthorized = () => json({ detail: 'Unauthorized' }, 401, 'Unauthorized');

describe('Session Expired dialog', () => {
  it('opens with its exact texts after a 401 that the refresh cannot cure, and leads to login', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': unauthorized, 'POST /api/auth/refresh': unauthorized });
    const { user, router } = renderApp('/app/report');

    const dialog = await screen.findByRole('alertdialog', { name: 'Session Expired' });
    expect(dialog.textContent).toContain('The action you tried to perform could not be completed. Please log in and try it again.');
    const button = screen.getByRole('button', { name: 'Go to Log in' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(readSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/app/report');

    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Log in to Fieldbook' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays closed when the refresh cures the 401: the call is retried and the page shows', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/users/me': (call: RecordedCall) => (call.headers.authorization === 'Bearer access-2' ? json(officer()) : unauthorized()),
      'POST /api/auth/refresh': () => json({ access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'bearer' }),
    });
    renderApp('/app/report');
    expect(await screen.findByRole('heading', { name: 'Create Report' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/auth/refresh')).toHaveLength(1);
    expect(callsTo(calls, 'GET', '/api/users/me')).toHaveLength(2);
  });
});
