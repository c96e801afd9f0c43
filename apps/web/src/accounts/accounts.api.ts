import type { LoginRequest, MeResponse, TokenPair } from '@fieldbook/contract';
import { normalizeEmail, PRODUCT_VERSION } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../shell/http.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/auth/login with the e-mail lower-cased and the product version (accounts.md §5, §7). */
export function logIn({ email, password }: Credentials): Promise<TokenPair> {
  const body: LoginRequest = { email: normalizeEmail(email), password, version: PRODUCT_VERSION };
  return http.post<TokenPair>('/api/auth/login', body, { isAuthenticated: false });
}

/** Ends the session on the server; an expired session is no reason to show the 'Session Expired' dialog. */
export function logOut(): Promise<void> {
  return http.post<void>('/api/auth/logout', undefined, { isExpiryReported: false });
}

export const meQueryKey = ['users', 'me'] as const;

/** The signed-in user with role, agency and subscription. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => http.get<MeResponse>('/api/users/me', { signal }),
    staleTime: 5 * 60_000,
  });
}
