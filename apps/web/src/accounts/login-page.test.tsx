import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, TOKENS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { ACCOUNT_LOCKED_MESSAGE, BAD_CREDENTIALS_MESSAGE } from './login-page.tsx';
import { readSession } from './session.ts';

const PASSWORD = 'Fieldbook-demo-2026';

function logInButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });
}

describe('/login', () => {
  it('keeps Log in disabled until both e-mail and password are filled', async () => {
    mockFetch({});
    const { user } = renderApp('/login');
    expect(logInButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    expect(logInButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    expect(logInButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText('Email'));
    expect(logInButton().disabled).toBe(true);
  });

  it('sends the e-mail lower-cased with version 3.29, keeps the session and lands an officer on Create Report', async () => {
    const calls = mockFetch({ 'POST /api/auth/login': () => json(TOKENS), 'GET /api/users/me': () => json(officer()) });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'Officer@Demo.TEST');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(logInButton());

    expect(await screen.findByRole('heading', { name: 'Create Report' })).toBeTruthy();
    const [login] = callsTo(calls, 'POST', '/api/auth/login');
    expect(login?.body).toEqual({ email: 'officer@demo.test', password: PASSWORD, version: '3.29' });
    expect(login?.headers.authorization).toBeUndefined();
    expect(callsTo(calls, 'GET', '/api/users/me')[0]?.headers.authorization).toBe('Bearer access-1');
    expect(readSession()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(router.state.location.pathname).toBe('/app/report');
    expect(router.state.location.state).toEqual({ isFromLogin: true });
  });

  it('submits with Enter', async () => {
    const calls = mockFetch({ 'POST /api/auth/login': () => json(TOKENS), 'GET /api/users/me': () => json(officer()) });
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    await screen.findByRole('heading', { name: 'Create Report' });
    expect(callsTo(calls, 'POST', '/api/auth/login')).toHaveLength(1);
  });

  it('shows a busy Log in button while the call runs', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ 'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(logInButton());
    await waitFor(() => expect(logInButton().getAttribute('aria-busy')).toBe('true'));
    expect(logInButton().disabled).toBe(true);
    answer(json({ detail: 'LOGIN_BAD_CREDENTIALS' }, 400));
    await screen.findByRole('alert');
    expect(logInButton().getAttribute('aria-busy')).toBe('false');
  });

  it('shows the exact bad-credentials alert and stays on the page', async () => {
    mockFetch({ 'POST /api/auth/login': () => json({ detail: 'LOGIN_BAD_CREDENTIALS' }, 400, 'Bad Request') });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(logInButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email and password combination entered is incorrect. Please check your email and password and try again.',
    );
    expect(BAD_CREDENTIALS_MESSAGE).toBe(screen.getByRole('alert').textContent);
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('says the account is locked when the answer is LOGIN_ACCOUNT_LOCKED (from the 5th failed attempt on)', async () => {
    let attempts = 0;
    mockFetch({
      'POST /api/auth/login': () => {
        attempts++;
        return json({ detail: attempts < 5 ? 'LOGIN_BAD_CREDENTIALS' : 'LOGIN_ACCOUNT_LOCKED' }, 400, 'Bad Request');
      },
    });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await user.click(logInButton());
      await waitFor(() => expect(attempts).toBe(attempt));
      expect((await screen.findByRole('alert')).textContent).toBe(BAD_CREDENTIALS_MESSAGE);
    }
    await user.click(logInButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_LOCKED_MESSAGE));
    expect(ACCOUNT_LOCKED_MESSAGE).toBe(
      'Your account is locked after too many failed login attempts. Try again in 30 minutes, reset your password, or ask your agency owner or a manager to unlock it.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unverified user to /user-not-verified with the e-mail', async () => {
    mockFetch({ 'POST /api/auth/login': () => json({ detail: 'LOGIN_USER_NOT_VERIFIED' }, 400, 'Bad Request') });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'New.Officer@Demo.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(logInButton());
    expect(await screen.findByText(/new\.officer@demo\.test/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user-not-verified');
    expect(router.state.location.state).toEqual({ email: 'new.officer@demo.test' });
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });

  it('sends a member whose agency access is disabled to /not-member', async () => {
    mockFetch({ 'POST /api/auth/login': () => json({ detail: 'USER_NOT_AN_AGENCY_MEMBER' }, 400, 'Bad Request') });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(logInButton());
    expect(await screen.findByRole('heading', { name: 'Agency access disabled.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-member');
  });

  it('sends other failures to /error with their code, text and detail', async () => {
    mockFetch({ 'POST /api/auth/login': () => json({ detail: 'INTERNAL_ERROR' }, 500, 'Internal Server Error') });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(logInButton());
    expect(await screen.findByRole('heading', { name: 'Sorry, something went wrong.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('Internal Server Error')).toBeTruthy();
    expect(screen.getByText('INTERNAL_ERROR')).toBeTruthy();
  });

  it('opens the saved analytics-insight link instead of /app, once', async () => {
    localStorage.setItem(STORAGE_KEYS.analyticsInsightLink, '/app/analytics/workspaces/7');
    const workspace = { id: '7', name: 'Patrol', areas: [], groups: [], tags: [], officers: [], contact_types: [], members: [] };
    mockFetch({
      'POST /api/auth/login': () => json(TOKENS),
      'GET /api/users/me': () => json(owner()),
      'GET /api/workspaces/7': () => json(workspace),
    });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(logInButton());
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/analytics/workspaces/7');
    expect(localStorage.getItem(STORAGE_KEYS.analyticsInsightLink)).toBeNull();
  });

  it('links to /forgot-password and /registration and offers Log in with Microsoft (sso/sso-login-button.test.tsx)', async () => {
    const calls = mockFetch({});
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('button', { name: 'Log in with Microsoft' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
