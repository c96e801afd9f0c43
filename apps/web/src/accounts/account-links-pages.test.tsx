import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

/** Opens a link with a query (renderApp takes a bare path), as a mailed link would. */
async function openLink(link: string) {
  const view = renderApp('/no-connection');
  await view.router.navigate(link);
  return view;
}

describe('/verify', () => {
  it("verifies the token once, shows 'Verified account!' and Done goes to /login", async () => {
    const calls = mockFetch({ 'POST /api/auth/verify': () => json({ detail: 'OK' }) });
    const { user, router } = await openLink('/verify?token=abc');
    expect(await screen.findByRole('heading', { name: 'Verified account!' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/verify').map((call) => call.body)).toEqual([{ token: 'abc' }]);
    await user.click(screen.getByRole('link', { name: 'Done' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows success for VERIFY_USER_ALREADY_VERIFIED', async () => {
    mockFetch({ 'POST /api/auth/verify': () => json({ detail: 'VERIFY_USER_ALREADY_VERIFIED' }, 400, 'Bad Request') });
    await openLink('/verify?token=abc');
    expect(await screen.findByRole('heading', { name: 'Verified account!' })).toBeTruthy();
  });

  it.each(['/verify?token=expired', '/verify'])('sends %s with a bad, expired or missing token to /verify-token-expired', async (path) => {
    mockFetch({ 'POST /api/auth/verify': () => json({ detail: 'VERIFY_USER_BAD_TOKEN' }, 400, 'Bad Request') });
    const { router } = await openLink(path);
    expect(await screen.findByRole('heading', { name: 'The verification token has expired.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify-token-expired');
  });

  it('sends other failures to /error', async () => {
    mockFetch({ 'POST /api/auth/verify': () => json({ detail: 'INTERNAL_ERROR' }, 500, 'Internal Server Error') });
    const { router } = await openLink('/verify?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });
});

describe('resend verification', () => {
  it('/verify-token-expired asks for the e-mail, checks it and resends', async () => {
    const calls = mockFetch({ 'POST /api/auth/request-verify-token': () => json({ detail: 'ACCEPTED' }, 202, 'Accepted') });
    const { user } = renderApp('/verify-token-expired');
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Resend verification email' });
    expect(resend.disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(resend);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Late.Reader@Agency.gov');
    await user.click(resend);
    expect(await screen.findByText(/If late\.reader@agency\.gov has an account waiting for verification/)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/request-verify-token')[0]?.body).toEqual({ email: 'late.reader@agency.gov' });
  });

  it('/user-not-verified resends to the e-mail it was given', async () => {
    const calls = mockFetch({ 'POST /api/auth/request-verify-token': () => json({ detail: 'ACCEPTED' }, 202, 'Accepted') });
    const { user } = renderApp('/user-not-verified', { email: 'new@agency.gov' });
    expect(screen.queryByLabelText('Email')).toBeNull();
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Resend verification email' });
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    expect(await screen.findByText(/We sent the verification link to new@agency\.gov/)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/request-verify-token')).toHaveLength(1);
  });

  it('does not claim a second mail within 60 s: the button waits and says when another can be asked for', async () => {
    const calls = mockFetch({ 'POST /api/auth/request-verify-token': () => json({ detail: 'ACCEPTED' }, 202, 'Accepted') });
    const { user } = renderApp('/user-not-verified', { email: 'new@agency.gov' });
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Resend verification email' });
    await user.click(resend);
    await screen.findByText(/We sent the verification link to new@agency\.gov/);
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can ask for another e-mail in 60 seconds.')).toBeTruthy();
    expect(resend.getAttribute('aria-describedby')).toBe('resend-verification-pause');
    await user.click(resend);
    expect(callsTo(calls, 'POST', '/api/auth/request-verify-token')).toHaveLength(1);

    const sentAt = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => sentAt + 45_500);
    expect(await screen.findByText('You can ask for another e-mail in 15 seconds.')).toBeTruthy();
    vi.spyOn(Date, 'now').mockImplementation(() => sentAt + 60_000);
    await waitFor(() => expect(resend.disabled).toBe(false));
    await user.click(resend);
    expect(callsTo(calls, 'POST', '/api/auth/request-verify-token')).toHaveLength(2);
  });

  it('keeps the pause across pages of the same tab (the mail was asked for on another page)', async () => {
    mockFetch({ 'POST /api/auth/request-verify-token': () => json({ detail: 'ACCEPTED' }, 202, 'Accepted') });
    const first = renderApp('/user-not-verified', { email: 'new@agency.gov' });
    await first.user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await screen.findByText(/We sent the verification link/);
    first.unmount();
    const { user } = renderApp('/verify-token-expired');
    await user.type(await screen.findByLabelText('Email'), 'NEW@agency.gov');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend verification email' }).disabled).toBe(true);
    expect(screen.getByText(/You can ask for another e-mail in (59|60) seconds\./)).toBeTruthy();
  });
});

describe('/forgot-password', () => {
  it("keeps the button disabled while empty, checks the format, then shows 'Email sent'", async () => {
    const calls = mockFetch({ 'POST /api/auth/forgot-password': () => json({ detail: 'ACCEPTED' }, 202, 'Accepted') });
    const { user } = renderApp('/forgot-password');
    const send = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send Email' });
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'officer@demo');
    await user.click(send);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), '.TEST');
    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Email sent' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'officer@demo.test' });
  });
});

describe('/reset-password', { timeout: 20_000 }, () => {
  const MISMATCH = 'The “New Password” and “Confirm Password” do not match.';

  it('requires both fields, applies the password rule and shows the exact mismatch text', async () => {
    const calls = mockFetch({});
    const { user } = await openLink('/reset-password?token=t1');
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    await user.click(submit);
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);

    await user.type(screen.getByLabelText('New Password'), 'Password123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Password123!');
    await user.click(submit);
    expect(screen.getByText('This password is too common and easy to guess. Please choose another one.')).toBeTruthy();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'tangerine lighthouse');
    await user.click(submit);
    expect(screen.getByText(MISMATCH)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the token and new password, then confirms', async () => {
    const calls = mockFetch({ 'POST /api/auth/reset-password': () => json({ detail: 'OK' }) });
    const { user } = await openLink('/reset-password?token=t1');
    await user.type(await screen.findByLabelText('New Password'), 'tangerine lighthouse');
    await user.type(screen.getByLabelText('Confirm Password'), 'tangerine lighthouse');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/reset-password')[0]?.body).toEqual({ token: 't1', password: 'tangerine lighthouse' });
  });

  it('tells RESET_PASSWORD_BAD_TOKEN and offers a new link', async () => {
    mockFetch({ 'POST /api/auth/reset-password': () => json({ detail: 'RESET_PASSWORD_BAD_TOKEN' }, 400, 'Bad Request') });
    const { user } = await openLink('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New Password'), 'tangerine lighthouse');
    await user.type(screen.getByLabelText('Confirm Password'), 'tangerine lighthouse');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work anymore' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('/login protection messages', () => {
  it.each([
    [
      json({ detail: 'LOGIN_ACCOUNT_LOCKED' }, 400, 'Bad Request'),
      'Your account is locked after too many failed login attempts. Try again in 30 minutes, reset your password, or ask your agency owner or a manager to unlock it.',
    ],
    [
      json({ detail: 'TOO_MANY_REQUESTS' }, 429, 'Too Many Requests'),
      'Too many failed login attempts for this account from here. Please wait 15 minutes, or sign in from a device you have used before.',
    ],
  ])('shows a clear alert (%#)', async (answer, message) => {
    mockFetch({ 'POST /api/auth/login': () => answer.clone() });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'Fieldbook-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/login');
  });
});
