import type { MeResponse } from '@fieldbook/contract';
import { ACCOUNT_MESSAGES } from '@fieldbook/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, TOKENS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { readSession } from '../session.ts';
import { POLICY_LABEL } from './complete-information-form.tsx';
import { SSO_MESSAGES } from './sso-messages.ts';

const IDENTITY = { name: 'Casey Morgan', email: 'casey.morgan@contoso.test' };
const invited = (): MeResponse =>
  officer({
    ...IDENTITY,
    agency_id: null,
    agency: null,
    subscription: null,
    role: { id: 4, name: 'invited', priority: 0, permissions: [] },
  });

function render() {
  const view = renderApp('/complete-your-information', { signupTicket: 'ticket-1' });
  const paths: string[] = [];
  view.router.subscribe((state) => paths.push(state.location.pathname));
  return { ...view, paths };
}

const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
const officerIdField = () => screen.getByLabelText<HTMLInputElement>('Officer ID');

describe('/complete-your-information', () => {
  it('shows the name and e-mail from the provider read-only, read through the signup ticket', async () => {
    const calls = mockFetch({ 'POST /api/auth/sso/signup-ticket': () => json(IDENTITY) });
    render();
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect([name.value, name.readOnly]).toEqual(['Casey Morgan', true]);
    expect([email.value, email.readOnly]).toEqual(['casey.morgan@contoso.test', true]);
    expect(callsTo(calls, 'POST', '/api/auth/sso/signup-ticket')[0]?.body).toEqual({ signup_ticket: 'ticket-1' });
  });

  it('keeps Continue disabled until an officer ID is entered and the policy box is ticked', async () => {
    mockFetch({ 'POST /api/auth/sso/signup-ticket': () => json(IDENTITY) });
    const { user } = render();
    await screen.findByLabelText('Name');
    expect(continueButton().disabled).toBe(true);
    await user.type(officerIdField(), 'CM-4410');
    expect(continueButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: POLICY_LABEL }));
    expect(continueButton().disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: POLICY_LABEL }));
    expect(continueButton().disabled).toBe(true);
  });

  it('checks the officer ID format on leaving the field and on submit, without calling the server', async () => {
    const calls = mockFetch({ 'POST /api/auth/sso/signup-ticket': () => json(IDENTITY) });
    const { user } = render();
    await screen.findByLabelText('Name');
    await user.type(officerIdField(), 'has spaces!');
    await user.tab();
    expect(screen.getByText(ACCOUNT_MESSAGES.officerId)).toBeTruthy();
    expect(officerIdField().getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: POLICY_LABEL }));
    await user.click(continueButton());
    expect(document.activeElement).toBe(officerIdField());
    expect(callsTo(calls, 'POST', '/api/auth/sso/signup')).toHaveLength(0);
  });

  it('signs up, keeps the session and opens /app/onboarding for a Member with no invitation', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockFetch({
      'POST /api/auth/sso/signup-ticket': () => json(IDENTITY),
      'POST /api/auth/sso/signup': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/users/me': () => json(invited()),
    });
    const { user, paths } = render();
    await screen.findByLabelText('Name');
    await user.type(officerIdField(), ' CM-4410 ');
    await user.click(screen.getByRole('checkbox', { name: POLICY_LABEL }));
    await user.click(continueButton());
    await waitFor(() => expect(continueButton().getAttribute('aria-busy')).toBe('true'));
    expect(callsTo(calls, 'POST', '/api/auth/sso/signup')[0]?.body).toEqual({
      signup_ticket: 'ticket-1',
      officer_id: 'CM-4410',
      accepts_policies: true,
    });
    answer(json({ ...TOKENS, detail: 'USER_INVITATION_NOT_EXIST' }));
    await waitFor(() => expect(paths[0]).toBe('/app/onboarding'));
    expect(readSession()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('sends OFFICER_ID_ALREADY_EXISTS to /user-id-error', async () => {
    mockFetch({
      'POST /api/auth/sso/signup-ticket': () => json(IDENTITY),
      'POST /api/auth/sso/signup': () => json({ detail: 'OFFICER_ID_ALREADY_EXISTS' }, 400, 'Bad Request'),
    });
    const { user, router } = render();
    await screen.findByLabelText('Name');
    await user.type(officerIdField(), 'DPD-0217');
    await user.click(screen.getByRole('checkbox', { name: POLICY_LABEL }));
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-id-error'));
    expect(readSession()).toBeNull();
  });

  it('says the sign-up expired when the ticket is no longer valid, with a way back to /login', async () => {
    mockFetch({ 'POST /api/auth/sso/signup-ticket': () => json({ detail: 'SSO_SIGNUP_TICKET_INVALID' }, 400, 'Bad Request') });
    const { user, router } = render();
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_MESSAGES.ticketInvalid);
    await user.click(screen.getByRole('link', { name: 'Back to Log in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes to /login when opened without a signup ticket', async () => {
    const calls = mockFetch({});
    const { router } = renderApp('/complete-your-information');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toHaveLength(0);
  });
});
