import type { MemberView, MfaStatusResponse } from '@fieldbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MembersSection } from '../../agency/settings/members-section.tsx';
import { routes } from '../../routes.tsx';
import { errorDestination } from '../../shell/error-routing.ts';
import { HttpError } from '../../shell/http.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, owner, signIn, TOKENS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CurrentUserContext } from '../current-user-context.ts';
import { readSession } from '../session.ts';
import { AgencyTwoStepSwitch, OWN_TWO_STEP_FIRST, REQUIRE_TWO_STEP_LABEL } from './agency-two-step-switch.tsx';
import { recoveryCodesFile } from './recovery-codes.tsx';
import { groupSecret } from './two-step-enrolment.tsx';

// Pages load lazily; the first import in a run is slow on a shared machine.
configure({ asyncUtilTimeout: 5000 });

const PASSWORD = 'Fieldbook-demo-2026';
const CHALLENGE = { detail: 'MFA_REQUIRED', mfa_token: 'mfa-token-1' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `AAAA${index}-BBBB${index}`);

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'officer@demo.test');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** A component alone under /app/settings, with a fresh query cache that never retries. */
function renderInRouter(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/app/settings', element }], { initialEntries: ['/app/settings?section=members'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

function status(overrides: Partial<MfaStatusResponse> = {}): MfaStatusResponse {
  return { is_enabled: false, enabled_at: null, recovery_codes_left: 0, is_required: false, ...overrides };
}

describe('the second step at login', () => {
  it('asks for the code with the one-time-code autofill and a number pad, then enters the app', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': () => json(CHALLENGE),
      'POST /api/auth/login/mfa': () => json(TOKENS),
      'GET /api/users/me': () => json(officer()),
    });
    const { user, router } = renderApp('/login');
    await logIn(user);

    const input = await screen.findByLabelText('Verification code');
    expect(router.state.location.pathname).toBe('/login/two-step');
    expect(readSession()).toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.type(input, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'Create Report' });
    expect(callsTo(calls, 'POST', '/api/auth/login/mfa')[0]?.body).toEqual({ mfa_token: 'mfa-token-1', code: '123456' });
    expect(readSession()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(router.state.location.state).toEqual({ isFromLogin: true });
  });

  it('says when a code is wrong, and takes a recovery code instead', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': () => json(CHALLENGE),
      'POST /api/auth/login/mfa': (call) =>
        (call.body as { code: string }).code === '654321' ? json({ detail: 'MFA_CODE_INVALID' }, 400) : json(TOKENS),
      'GET /api/users/me': () => json(officer()),
    });
    const { user } = renderApp('/login');
    await logIn(user);
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check it and try again.');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery.getAttribute('inputmode')).toBe('text');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(recovery, '7kq2m-xr9da');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Create Report' });
    expect(callsTo(calls, 'POST', '/api/auth/login/mfa')[1]?.body).toEqual({ mfa_token: 'mfa-token-1', code: '7KQ2MXR9DA' });
  });

  it('checks the shape of the code before sending it, and sends a lost token back to log in', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': () => json(CHALLENGE),
      'POST /api/auth/login/mfa': () => json({ detail: 'MFA_TOKEN_INVALID' }, 400),
    });
    const { user } = renderApp('/login');
    await logIn(user);
    await user.type(await screen.findByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your authenticator app.');
    expect(callsTo(calls, 'POST', '/api/auth/login/mfa')).toHaveLength(0);
    await user.type(screen.getByLabelText('Verification code'), '3456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your sign-in has expired. Please log in again.'));
  });

  it("after a single sign-on without the provider's multi-factor authentication, asks the code too", async () => {
    mockFetch({ 'POST /api/auth/sso/login': () => json(CHALLENGE) });
    // renderApp takes a path without a query: the provider's answer needs one.
    const router = createMemoryRouter(routes, { initialEntries: ['/login-verification?code=abc&state=def'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/two-step'));
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/two-step');
    expect(readSession()).toBeNull();
  });

  it('without a pending login, goes to /login', async () => {
    mockFetch({});
    const { router } = renderApp('/login/two-step');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('enrolment the agency requires', () => {
  it('goes from the login to the set-up, shows the QR code and the key as text, then the recovery codes once', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': () => json({ ...TOKENS, detail: 'MFA_ENROLMENT_REQUIRED' }),
      'POST /api/users/me/two-step/enrolment': () => json({ secret: SECRET, otpauth_uri: `otpauth://totp/Fieldbook:x?secret=${SECRET}` }),
      'POST /api/users/me/two-step/confirmation': () => json({ recovery_codes: CODES }),
      'GET /api/users/me': () => json(officer()),
    });
    const { user, router } = renderApp('/login');
    await logIn(user);
    await screen.findByRole('heading', { name: 'Set up two-step verification' });
    expect(router.state.location.pathname).toBe('/two-step-setup');
    expect(readSession()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    await user.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findByRole('img', { name: 'QR code to add Fieldbook to your authenticator app' })).toBeTruthy();
    expect(screen.getByText(groupSecret(SECRET))).toBeTruthy();
    expect(groupSecret(SECRET)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Verification code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(callsTo(calls, 'POST', '/api/users/me/two-step/confirmation')[0]?.body).toEqual({ code: '111222' });
    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(await screen.findByText('Recovery codes downloaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('heading', { name: 'Create Report' });
  });

  it('any call refused with 403 MFA_ENROLMENT_REQUIRED leads to the set-up, other 403s as before', () => {
    expect(errorDestination(new HttpError(403, 'Forbidden', 'MFA_ENROLMENT_REQUIRED'))).toEqual({ to: '/two-step-setup' });
    expect(errorDestination(new HttpError(403, 'Forbidden', 'Forbidden'))).toEqual({ to: '/action-not-allowed' });
  });

  it('the downloaded file carries every code', () => {
    expect(recoveryCodesFile(CODES).split('\n')).toEqual(expect.arrayContaining(CODES));
  });
});

describe('/app/account/two-step', () => {
  it('when on: new recovery codes after a code, and turning off with a recovery code (never the password)', async () => {
    signIn();
    let isEnabled = true;
    const calls = mockFetch({
      'GET /api/users/me': () => json(officer()),
      'GET /api/users/me/two-step': () => json(status(isEnabled ? { is_enabled: true, recovery_codes_left: 7 } : {})),
      'POST /api/users/me/two-step/recovery-codes': () => json({ recovery_codes: CODES }),
      'POST /api/users/me/two-step/disable': () => {
        isEnabled = false;
        return json({ detail: 'OK' });
      },
    });
    const { user } = renderApp('/app/account/two-step');
    expect(await screen.findByText('Two-step verification is on.')).toBeTruthy();
    expect(screen.getByText(/Recovery codes left: 7/)).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code', { selector: '#mfa-regenerate-code' }), '222333');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('button', { name: /password/i })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code', { selector: '#mfa-disable-code' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter a recovery code: 10 letters and digits.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Recovery code', { selector: '#mfa-disable-code' }));
    await user.type(screen.getByLabelText('Recovery code', { selector: '#mfa-disable-code' }), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/users/me/two-step/disable')[0]?.body).toEqual({ code: expect.stringMatching(/^ABCDE-?FGHJK$/) });
  });

  it('is linked from the navigation for every role', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(officer()), 'GET /api/users/me/two-step': () => json(status()) });
    renderApp('/app/account/two-step');
    const link = await screen.findByRole('link', { name: 'Two-step verification' });
    expect(link.getAttribute('href')).toBe('/app/account/two-step');
  });
});

describe('the owner in Settings', () => {
  it('requires two-step verification for the agency, once their own is on', async () => {
    signIn();
    let isOwnOn = false;
    const calls = mockFetch({
      'GET /api/agency/two-step': () => json({ mfa_required: false }),
      'PUT /api/agency/two-step': () => (isOwnOn ? json({ mfa_required: true }) : json({ detail: 'MFA_NOT_ENABLED' }, 400)),
    });
    const { user } = renderInRouter(<AgencyTwoStepSwitch />);
    const toggle = (await screen.findByRole('switch', { name: REQUIRE_TWO_STEP_LABEL })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain(OWN_TWO_STEP_FIRST);
    expect(screen.getByRole('link', { name: 'Set up two-step verification' }).getAttribute('href')).toBe('/app/account/two-step');
    expect(toggle.checked).toBe(false);
    isOwnOn = true;
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(calls, 'PUT', '/api/agency/two-step').map((call) => call.body)).toEqual([
      { mfa_required: true },
      { mfa_required: true },
    ]);
  });

  it("resets a member's two-step verification from the member list, after asking", async () => {
    signIn();
    const members: MemberView[] = [
      {
        id: 'user-owner',
        name: 'Olivia Owens',
        email: 'o@demo.test',
        officer_id: 'O',
        title: null,
        role: { name: 'owner', priority: 30 },
        is_active: true,
        is_locked: false,
        has_two_step: true,
        granted_permissions: [],
      },
      {
        id: 'user-officer',
        name: 'Jordan Lee',
        email: 'j@demo.test',
        officer_id: 'J',
        title: null,
        role: { name: 'officer', priority: 10 },
        is_active: true,
        is_locked: false,
        has_two_step: true,
        granted_permissions: [],
      },
      {
        id: 'user-officer2',
        name: 'Sam Patel',
        email: 's@demo.test',
        officer_id: 'S',
        title: null,
        role: { name: 'officer', priority: 10 },
        is_active: true,
        is_locked: false,
        has_two_step: false,
        granted_permissions: [],
      },
    ];
    const calls = mockFetch({
      'GET /api/agency/members': () => json({ items: members }),
      'GET /api/invitations': () => json({ items: [] }),
      'POST /api/agency/members/user-officer/two-step/reset': () => json({ detail: 'OK' }),
    });
    const { user } = renderInRouter(
      <CurrentUserContext value={owner({ id: 'user-owner' })}>
        <MembersSection />
      </CurrentUserContext>,
    );
    const ownRow = within((await screen.findByText('Olivia Owens (you)')).closest('tr') as HTMLElement);
    expect(ownRow.queryByRole('button', { name: /Reset two-step/ })).toBeNull();
    // Nothing to reset for a member without two-step verification.
    expect(screen.queryByRole('button', { name: 'Reset two-step: Sam Patel' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Reset two-step: Jordan Lee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-step verification for Jordan Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step' }));
    expect(await screen.findByText('Two-step verification was reset for Jordan Lee.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/agency/members/user-officer/two-step/reset')).toHaveLength(1);
  });
});
