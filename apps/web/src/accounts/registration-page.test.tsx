import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

const PASSWORD = 'radio static at midnight';

function createAccountButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Create Account' });
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], fields: { email?: string; password?: string; officerId?: string }) {
  await user.type(screen.getByLabelText('Name'), 'Avery Stone');
  await user.type(screen.getByLabelText('Officer ID'), fields.officerId ?? 'DPD-1001');
  if (fields.email !== undefined) await user.type(screen.getByLabelText('Email'), fields.email);
  await user.type(screen.getByLabelText('Password'), fields.password ?? PASSWORD);
}

/** Registration answers 202 ACCEPTED whether or not the address is taken (issue 23, finding 11). */
const registered = () => json({ detail: 'ACCEPTED' }, 202, 'Accepted');

// Typing whole forms takes a few seconds on a busy machine.
describe('/registration', { timeout: 20_000 }, () => {
  it('goes through the three steps: role, account form, verify-e-mail notice', async () => {
    const calls = mockFetch({ 'POST /api/auth/register': registered });
    const { user } = renderApp('/registration');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByText('Join your agency when it invites you. Members can create, view and amend everything they do.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Owner/ }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await fillForm(user, { email: 'New.Owner@Agency.GOV' });
    expect(createAccountButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    expect(createAccountButton().disabled).toBe(false);
    await user.click(createAccountButton());

    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByText(/We sent an email to new\.owner@agency\.gov\. Open the verification link/)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'new.owner@agency.gov',
      password: PASSWORD,
      name: 'Avery Stone',
      officer_id: 'DPD-1001',
      role: 'owner',
    });
  });

  it("registers the Member role as 'member'", async () => {
    const calls = mockFetch({ 'POST /api/auth/register': registered });
    const { user } = renderApp('/registration');
    await user.click(await screen.findByRole('radio', { name: /Member/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillForm(user, { email: 'm@agency.gov' });
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(createAccountButton());
    await screen.findByText('Step 3 of 3');
    expect(callsTo(calls, 'POST', '/api/auth/register')[0]?.body).toMatchObject({ role: 'member' });
  });

  it('keeps Create Account disabled until the four fields are filled and the box ticked', async () => {
    mockFetch({});
    const { user } = renderApp('/registration');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    expect(createAccountButton().disabled).toBe(true);
    await fillForm(user, { email: 'a@agency.gov' });
    expect(createAccountButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText('Officer ID'));
    expect(createAccountButton().disabled).toBe(true);
  });

  it('checks the e-mail, officer ID and password formats on submit, inline, without calling the server', async () => {
    const calls = mockFetch({});
    const { user } = renderApp('/registration');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillForm(user, { email: 'not-an-email', officerId: 'DPD 1001', password: 'Password123!' });
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(createAccountButton());

    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('The officer ID can have up to 20 letters, digits and hyphens.')).toBeTruthy();
    expect(screen.getByText('This password is too common and easy to guess. Please choose another one.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(createAccountButton());
    expect(screen.getByText('Your password must have at least 8 characters.')).toBeTruthy();
  });

  it('goes on to check your mail for an address that already has an account, as for any other', async () => {
    mockFetch({ 'POST /api/auth/register': registered });
    const { user } = renderApp('/registration');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillForm(user, { email: 'Officer@Demo.test' });
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(createAccountButton());
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByText(/We sent an email to officer@demo\.test\./)).toBeTruthy();
    expect(screen.getByText('If this address already has an account, the email tells you how to log in instead.')).toBeTruthy();
    expect(screen.queryByText(/already exists/)).toBeNull();
  });

  it('sends other failures to /error', async () => {
    mockFetch({ 'POST /api/auth/register': () => json({ detail: 'INTERNAL_ERROR' }, 500, 'Internal Server Error') });
    const { user, router } = renderApp('/registration');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillForm(user, { email: 'a@agency.gov' });
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(createAccountButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await screen.findByText('INTERNAL_ERROR')).toBeTruthy();
  });

  it('opened from an invitation: role Member, the e-mail prefilled and locked, straight at step 2', async () => {
    const calls = mockFetch({ 'POST /api/auth/register': registered });
    const { user } = renderApp('/registration', {
      invitation: { token: 'invite-1', email: 'invited@agency.gov', agency_name: 'Demo Police Department' },
    });
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText(/You were invited to join Demo Police Department/)).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('invited@agency.gov');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await fillForm(user, {});
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(createAccountButton());
    await screen.findByText('Step 3 of 3');
    expect(callsTo(calls, 'POST', '/api/auth/register')[0]?.body).toMatchObject({ email: 'invited@agency.gov', role: 'member' });
  });

  it('resends the verification mail from step 3', async () => {
    const calls = mockFetch({
      'POST /api/auth/register': registered,
      'POST /api/auth/request-verify-token': () => json({ detail: 'ACCEPTED' }, 202, 'Accepted'),
    });
    const { user } = renderApp('/registration');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillForm(user, { email: 'a@agency.gov' });
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(createAccountButton());
    // Registration just mailed the first link: no second one within 60 s (decisions.md), and the page says when.
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Resend verification email' });
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can ask for another e-mail in 60 seconds.')).toBeTruthy();
    const start = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => start + 61_000);
    await waitFor(() => expect(resend.disabled).toBe(false));
    expect(screen.queryByText(/You can ask for another e-mail/)).toBeNull();
    await user.click(resend);
    expect(await screen.findByText(/We sent the verification link to a@agency\.gov/)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/auth/request-verify-token')[0]?.body).toEqual({ email: 'a@agency.gov' });
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can ask for another e-mail in 60 seconds.')).toBeTruthy();
  });
});
