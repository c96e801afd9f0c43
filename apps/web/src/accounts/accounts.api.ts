import type {
  LoginRequest,
  LoginResponse,
  MeResponse,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateOfficerIdRequest,
} from '@fieldbook/contract';
import { normalizeEmail, PRODUCT_VERSION } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentUserWithCache } from '../offline/current-user-cache.ts';
import { http } from '../shell/http.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/auth/login with the e-mail lower-cased and the product version (accounts.md §5, §7). */
export function logIn({ email, password }: Credentials): Promise<LoginResponse> {
  const body: LoginRequest = { email: normalizeEmail(email), password, version: PRODUCT_VERSION };
  return http.post<LoginResponse>('/api/auth/login', body, { isAuthenticated: false });
}

/** Ends the session on the server; an expired session is no reason to show the 'Session Expired' dialog. */
export function logOut(): Promise<void> {
  return http.post<void>('/api/auth/logout', undefined, { isExpiryReported: false });
}

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user with role, agency and subscription; offline, the copy cached for this tab's user. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchCurrentUserWithCache(() => http.get<MeResponse>('/api/users/me', { signal })),
    // Run even while the browser says offline, so the cached copy can answer (the officer's app works offline).
    networkMode: 'always',
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /api/auth/register (accounts.md §7 Register): the e-mail lower-cased; 202 whether or not the address already
 * has an account (its owner is mailed instead), so the page says 'check your mail' either way.
 */
export function register(request: RegisterRequest): Promise<void> {
  return http.post<void>('/api/auth/register', { ...request, email: normalizeEmail(request.email) }, { isAuthenticated: false });
}

/** POST /api/auth/request-verify-token: 202 whether or not the account exists. */
export function requestVerifyToken(email: string): Promise<void> {
  return http.post<void>('/api/auth/request-verify-token', { email: normalizeEmail(email) }, { isAuthenticated: false });
}

/** POST /api/auth/verify with the token of the mailed link. */
export function verifyAccount(token: string): Promise<void> {
  return http.post<void>('/api/auth/verify', { token }, { isAuthenticated: false });
}

/** POST /api/auth/forgot-password: 202 whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<void> {
  return http.post<void>('/api/auth/forgot-password', { email: normalizeEmail(email) }, { isAuthenticated: false });
}

/** POST /api/auth/reset-password with the token of the mailed link and the new password. */
export function resetPassword(request: ResetPasswordRequest): Promise<void> {
  return http.post<void>('/api/auth/reset-password', request, { isAuthenticated: false });
}

/** PUT /api/users/me/officer-id: another officer ID, for a user who has not joined an agency yet (/user-id-error). */
export function updateOfficerId(officerId: string): Promise<MeResponse> {
  const body: UpdateOfficerIdRequest = { officer_id: officerId.trim() };
  return http.put<MeResponse>('/api/users/me/officer-id', body);
}
