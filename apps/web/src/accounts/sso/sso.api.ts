import type {
  MfaChallengeResponse,
  SsoAuthorizationResponse,
  SsoLoginRequest,
  SsoSignedInResponse,
  SsoSignupRequest,
  SsoSignupTicketResponse,
  SsoStatusResponse,
} from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http, NETWORK_ERROR } from '../../shell/http.ts';

/** GET /api/auth/sso: whether 'Log in with Microsoft' is configured here. */
export function ssoStatusQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'sso'] as const,
    queryFn: ({ signal }) => http.get<SsoStatusResponse>('/api/auth/sso', { signal, isAuthenticated: false }),
    staleTime: 10 * 60_000,
  });
}

/** POST /api/auth/sso/authorization: the provider's sign-in address for a new sign-on. */
export async function startSso(): Promise<string> {
  const answer = await http.post<SsoAuthorizationResponse>('/api/auth/sso/authorization', undefined, { isAuthenticated: false });
  return answer.authorization_url;
}

/** Leaves the app for the provider (an object, so tests can watch it instead of navigating away). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export type SsoLoginResult =
  | { kind: 'signed-in'; answer: SsoSignedInResponse | MfaChallengeResponse }
  | { kind: 'user-not-exist'; signupTicket: string }
  | { kind: 'user-not-verified'; email: string };

/**
 * POST /api/auth/sso/login with the address the provider sent the browser back to. The 404 USER_NOT_EXIST and the
 * 400 LOGIN_USER_NOT_VERIFIED carry data (the signup ticket, the e-mail), so this call reads error bodies itself.
 */
export async function finishSso(callbackUrl: string): Promise<SsoLoginResult> {
  const body: SsoLoginRequest = { callback_url: callbackUrl };
  let response: Response;
  try {
    response = await fetch('/api/auth/sso/login', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new HttpError(0, 'Network Error', NETWORK_ERROR);
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { kind: 'signed-in', answer: answer as SsoSignedInResponse | MfaChallengeResponse };
  if (response.status === 404 && answer.detail === ERROR_CODES.userNotExist && typeof answer.signup_ticket === 'string') {
    return { kind: 'user-not-exist', signupTicket: answer.signup_ticket };
  }
  if (answer.detail === ERROR_CODES.loginUserNotVerified && typeof answer.email === 'string') {
    return { kind: 'user-not-verified', email: answer.email };
  }
  const detail = typeof answer.detail === 'string' ? answer.detail : response.statusText || `HTTP ${response.status}`;
  throw new HttpError(response.status, response.statusText, detail);
}

/** POST /api/auth/sso/signup-ticket: the name and e-mail /complete-your-information shows read-only. */
export function signupTicketQueryOptions(signupTicket: string) {
  return queryOptions({
    queryKey: ['auth', 'sso', 'signup-ticket', signupTicket] as const,
    queryFn: () =>
      http.post<SsoSignupTicketResponse>('/api/auth/sso/signup-ticket', { signup_ticket: signupTicket }, { isAuthenticated: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /api/auth/sso/signup: the officer ID and policy acceptance; answers the tokens of the new account. */
export function signUpWithSso(request: SsoSignupRequest): Promise<SsoSignedInResponse> {
  return http.post<SsoSignedInResponse>('/api/auth/sso/signup', request, { isAuthenticated: false });
}
