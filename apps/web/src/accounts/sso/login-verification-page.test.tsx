import type { MeResponse } from '@fieldbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as render_, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes.tsx';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, TOKENS } from '../../test/fixtures.ts';
import { readSession } from '../session.ts';
import { SSO_MESSAGES } from './sso-messages.ts';

const CALLBACK = '/login-verification?code=the-code&state=the-state&iss=https%3A%2F%2Flogin.example';

const invited = (): MeResponse =>
  officer({ agency_id: null, agency: null, subscription: null, role: { id: 4, name: 'invited', priority: 0, permissions: [] } });

/** The whole route tree at a URL with its query (the provider's answer), recording every path the app goes to. */
function render(url = CALLBACK) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const paths: string[] = [];
  router.subscribe((state) => paths.push(state.location.pathname));
  const user = userEvent.setup();
  render_(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, paths };
}

describe('/login-verification', () => {
  it('hands the whole answer of the provider to the server once, keeps the session and enters the app', async () => {
    const calls = mockFetch({ 'POST /api/auth/sso/login': () => json(TOKENS), 'GET /api/users/me': () => json(officer()) });
    const { router } = render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/report'));
    const posts = callsTo(calls, 'POST', '/api/auth/sso/login');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ callback_url: CALLBACK });
    expect(readSession()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(router.state.location.pathname).toBe('/app/report');
    expect(router.state.location.state).toEqual({ isFromLogin: true });
  });

  it('shows a busy status while the server checks the answer', async () => {
    mockFetch({ 'POST /api/auth/sso/login': () => new Promise<Response>(() => {}) });
    render();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(SSO_MESSAGES.signingIn);
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('opens /app/onboarding when the answer says USER_INVITATION_NOT_EXIST', async () => {
    mockFetch({
      'POST /api/auth/sso/login': () => json({ ...TOKENS, detail: 'USER_INVITATION_NOT_EXIST' }),
      'GET /api/users/me': () => json(invited()),
    });
    const { paths } = render();
    await waitFor(() => expect(paths[0]).toBe('/app/onboarding'));
    expect(readSession()).not.toBeNull();
  });

  it('goes to /complete-your-information with the signup ticket on 404 USER_NOT_EXIST', async () => {
    mockFetch({
      'POST /api/auth/sso/login': () => json({ detail: 'USER_NOT_EXIST', signup_ticket: 'ticket-1' }, 404, 'Not Found'),
      'POST /api/auth/sso/signup-ticket': () => json({ name: 'Casey Morgan', email: 'casey@contoso.test' }),
    });
    const { router } = render();
    expect(await screen.findByRole('heading', { name: 'Complete your Information' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/complete-your-information');
    expect(router.state.location.state).toEqual({ signupTicket: 'ticket-1' });
    expect(readSession()).toBeNull();
  });

  it('sends an account that never verified its e-mail to /user-not-verified with the e-mail', async () => {
    mockFetch({
      'POST /api/auth/sso/login': () => json({ detail: 'LOGIN_USER_NOT_VERIFIED', email: 'new@demo.test' }, 400, 'Bad Request'),
    });
    const { router } = render();
    expect(await screen.findByText(/new@demo\.test/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user-not-verified');
    expect(router.state.location.state).toEqual({ email: 'new@demo.test' });
  });

  it.each([
    ['SSO_STATE_INVALID', SSO_MESSAGES.stateInvalid],
    ['SSO_LOGIN_FAILED', SSO_MESSAGES.failed],
    ['SSO_EMAIL_NOT_VERIFIED', SSO_MESSAGES.emailNotVerified],
    ['LOGIN_ACCOUNT_LOCKED', SSO_MESSAGES.accountLocked],
  ])('explains %s in place with a way back to /login', async (detail, message) => {
    mockFetch({ 'POST /api/auth/sso/login': () => json({ detail }, 400, 'Bad Request') });
    const { user, router } = render();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'We could not sign you in' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a disabled account to /not-member', async () => {
    mockFetch({ 'POST /api/auth/sso/login': () => json({ detail: 'USER_NOT_AN_AGENCY_MEMBER' }, 400, 'Bad Request') });
    const { router } = render();
    expect(await screen.findByText('Agency access disabled.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-member');
  });

  it('does not call the server when the provider answered with an error, or with no code', async () => {
    const calls = mockFetch({});
    render('/login-verification?error=access_denied&state=the-state');
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_MESSAGES.failed);
    expect(calls).toHaveLength(0);
  });

  it('goes to /login when opened without an answer of the provider', async () => {
    const calls = mockFetch({});
    const { router } = render('/login-verification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toHaveLength(0);
  });
});
