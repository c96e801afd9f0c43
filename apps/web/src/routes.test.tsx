import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from './test/fetch-mock.ts';
import { officer, owner, signIn } from './test/fixtures.ts';
import { renderApp } from './test/render-app.tsx';

const LOGIN_HEADING = { name: 'Log in to Fieldbook' };

async function landsOn(path: string, heading: string, router: ReturnType<typeof renderApp>['router']) {
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  expect(router.state.location.pathname).toBe(path);
}

describe('routes', () => {
  it('sends /app without a session to /login without calling the API', async () => {
    const calls = mockFetch({});
    const { router } = renderApp('/app/report');
    await landsOn('/login', LOGIN_HEADING.name, router);
    expect(calls).toHaveLength(0);
  });

  it('lands an officer opening /app on /app/report, keeping the from-login flag', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(officer()) });
    const { router } = renderApp('/app', { isFromLogin: true });
    await landsOn('/app/report', 'Create Report', router);
    expect(router.state.location.state).toEqual({ isFromLogin: true });
  });

  it('lands an owner with the analytics plan on /app/analytics', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(owner()) });
    const { router } = renderApp('/app');
    await landsOn('/app/analytics/contacts', 'Analytics', router);
  });

  it('sends the agency-reports, my-reports and analytics indexes to their contacts page', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(owner()) });
    const { router } = renderApp('/app/my-reports');
    await landsOn('/app/my-reports/contacts', 'My Reports', router);
  });

  it('sends unknown /app subpaths through the landing redirect, loading the user once', async () => {
    signIn();
    const calls = mockFetch({ 'GET /api/users/me': () => json(officer()) });
    const { router } = renderApp('/app/no/such/page');
    await landsOn('/app/report', 'Create Report', router);
    expect(callsTo(calls, 'GET', '/api/users/me')).toHaveLength(1);
  });

  it('sends a user without an agency to onboarding and a canceled subscription to its page', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(owner({ agency: null, agency_id: null, subscription: null })) });
    const first = renderApp('/app');
    await landsOn('/app/onboarding', 'Create your Agency', first.router);
    first.unmount();

    const canceled = { status: 'Canceled', plan: 'analytics', product: 'cc', billing_cycle: 'annually' } as const;
    mockFetch({ 'GET /api/users/me': () => json(officer({ subscription: canceled })) });
    const second = renderApp('/app');
    await landsOn('/subscription-canceled', 'Your subscription has been canceled', second.router);
  });

  it('sends a failed user load to /error with its code and detail', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json({ detail: 'INTERNAL_ERROR' }, 500, 'Internal Server Error') });
    const { router } = renderApp('/app/report');
    await landsOn('/error', 'Sorry, something went wrong.', router);
    expect(screen.getByText('INTERNAL_ERROR')).toBeTruthy();
  });

  it.each(['/', '/pricing', '/no/such/page'])('sends %s to /login', async (path) => {
    mockFetch({});
    const { router } = renderApp(path);
    await landsOn('/login', LOGIN_HEADING.name, router);
  });

  it('sends public routes to /no-connection while offline, but not static pages', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({});
    const login = renderApp('/login');
    await landsOn('/no-connection', 'No internet connection. You can try later.', login.router);
    login.unmount();

    const error = renderApp('/error');
    await landsOn('/error', 'Sorry, something went wrong.', error.router);
  });
});
