import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { browserNavigation } from './sso.api.ts';
import { SSO_MESSAGES } from './sso-messages.ts';

const microsoftButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Log in with Microsoft' });
const PROVIDER_URL = 'https://login.microsoftonline.com/tenant/oauth2/v2.0/authorize?client_id=fieldbook&state=s';

describe("'Log in with Microsoft' on /login", () => {
  it('asks for the provider address and leaves for it, busy until the browser has gone', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockFetch({
      'GET /api/auth/sso': () => json({ is_enabled: true }),
      'POST /api/auth/sso/authorization': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await user.click(microsoftButton());
    await waitFor(() => expect(microsoftButton().getAttribute('aria-busy')).toBe('true'));
    expect(microsoftButton().disabled).toBe(true);
    answer(json({ authorization_url: PROVIDER_URL }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
    expect(microsoftButton().getAttribute('aria-busy')).toBe('true');
    expect(callsTo(calls, 'POST', '/api/auth/sso/authorization')[0]?.headers.authorization).toBeUndefined();
  });

  it('says single sign-on is not configured for this installation, without starting one', async () => {
    const calls = mockFetch({ 'GET /api/auth/sso': () => json({ is_enabled: false }) });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await user.click(microsoftButton());
    expect(await screen.findByText(SSO_MESSAGES.notConfigured)).toBeTruthy();
    expect(screen.getByText(SSO_MESSAGES.notConfigured).getAttribute('role')).toBe('status');
    expect(callsTo(calls, 'POST', '/api/auth/sso/authorization')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect(microsoftButton().disabled).toBe(false);
  });

  it('says when the provider cannot be reached, and can be tried again', async () => {
    mockFetch({
      'GET /api/auth/sso': () => json({ is_enabled: true }),
      'POST /api/auth/sso/authorization': () => json({ detail: 'SSO_PROVIDER_UNAVAILABLE' }, 502, 'Bad Gateway'),
    });
    const { user } = renderApp('/login');
    await user.click(microsoftButton());
    expect(await screen.findByText(SSO_MESSAGES.providerUnavailable)).toBeTruthy();
    expect(microsoftButton().disabled).toBe(false);
  });
});
