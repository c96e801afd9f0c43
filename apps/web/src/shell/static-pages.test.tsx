import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../accounts/session.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { SUPPORT_URL } from './nav-links.ts';
import { SUBSCRIPTION_CANCELED_OWNER_HINT, SUBSCRIPTION_PAUSED_OWNER_HINT } from './static-pages.tsx';

const PAGES: [path: string, heading: string][] = [
  ['/error', 'Sorry, something went wrong.'],
  ['/user-id-error', 'This officer ID already exists.'],
  ['/user-ori-error', 'This user already has an agency.'],
  ['/no-connection', 'No internet connection. You can try later.'],
  ['/not-member', 'Agency access disabled.'],
  ['/action-not-allowed', 'Sorry, you are not allowed to do this action.'],
  ['/action-not-available', 'Sorry, this action is no longer available.'],
  ['/verify-token-expired', 'The verification token has expired.'],
  ['/user-not-verified', 'Your account is not verified yet.'],
  ['/subscription-paused', 'Your subscription has been paused'],
  ['/subscription-canceled', 'Your subscription has been canceled'],
  ['/forgot-password', 'Forgot Password'],
  ['/registration', 'Create Account'],
];

describe('static pages', () => {
  it.each(PAGES)('%s shows "%s" and a way back to log in', async (path, heading) => {
    mockFetch({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Version 3.29')).toBeTruthy();
  });

  it('/error shows the code, text and detail it was given', async () => {
    mockFetch({});
    renderApp('/error', { code: 409, text: 'Conflict', detail: 'CREATED_REPORT_ALREADY_EXISTS' });
    expect(await screen.findByText('409')).toBeTruthy();
    expect(screen.getByText('Conflict')).toBeTruthy();
    expect(screen.getByText('CREATED_REPORT_ALREADY_EXISTS')).toBeTruthy();
  });

  it.each(['/verify-token-expired', '/user-not-verified'])('%s offers to resend the verification e-mail', async (path) => {
    mockFetch({});
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });
});

describe('static pages for a signed-in user', () => {
  it.each(['/error', '/user-ori-error', '/no-connection', '/action-not-allowed', '/action-not-available'])(
    '%s offers a way back into the app (Go to Home), not Log in',
    async (path) => {
      signIn();
      mockFetch({});
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/app');
      expect(screen.queryByRole('link', { name: 'Back to Log in' })).toBeNull();
    },
  );

  it.each(['/not-member', '/subscription-paused', '/subscription-canceled', '/user-id-error'])(
    '%s, where the app itself sends them, offers Log out',
    async (path) => {
      signIn();
      const calls = mockFetch({ 'GET /api/users/me': () => json(officer()), 'POST /api/auth/logout': () => json({ detail: 'OK' }) });
      const { user, router } = renderApp(path);
      await user.click(await screen.findByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(callsTo(calls, 'POST', '/api/auth/logout')).toHaveLength(1);
      expect(readSession()).toBeNull();
      expect(screen.queryByRole('link', { name: 'Go to Home' })).toBeNull();
    },
  );
});

describe('Canceled and Unpaid subscriptions', () => {
  it.each([
    ['/subscription-paused', 'Your subscription has been paused', 'Contact your agency owner to resume it.'],
    ['/subscription-canceled', 'Your subscription has been canceled', 'Contact your agency owner to subscribe again.'],
  ])('%s tells a member to contact the agency owner', async (path, heading, hint) => {
    signIn();
    mockFetch({
      'GET /api/users/me': () =>
        json(officer({ subscription: { status: 'Unpaid', plan: 'analytics', product: 'cc', billing_cycle: 'annually' } })),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contact Support' })).toBeNull();
  });

  it.each([
    ['/subscription-paused', 'Your subscription has been paused', SUBSCRIPTION_PAUSED_OWNER_HINT],
    ['/subscription-canceled', 'Your subscription has been canceled', SUBSCRIPTION_CANCELED_OWNER_HINT],
  ])('%s tells the owner what they can do: contact support (not their own agency owner)', async (path, heading, hint) => {
    signIn();
    mockFetch({
      'GET /api/users/me': () =>
        json(owner({ subscription: { status: 'Canceled', plan: 'analytics', product: 'cc', billing_cycle: 'annually' } })),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(SUPPORT_URL);
    expect(screen.queryByText(/Contact your agency owner/)).toBeNull();
  });
});
