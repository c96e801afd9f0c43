import type { AcceptInvitationResult, AcceptInvitationTokenRequest, InvitationByToken, UserInvitationList } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../shell/http.ts';

/** GET /api/invitations/by-token/{token} (public): the e-mail and agency of a pending invitation link. */
export function fetchInvitationByToken(token: string, signal?: AbortSignal): Promise<InvitationByToken> {
  return http.get<InvitationByToken>(`/api/invitations/by-token/${encodeURIComponent(token)}`, {
    isAuthenticated: false,
    ...(signal ? { signal } : {}),
  });
}

export const myInvitationsQueryKey = ['users', 'me', 'invitations'] as const;

/** GET /api/users/me/invitations: the pending invitations addressed to the signed-in user. */
export function myInvitationsQueryOptions() {
  return queryOptions({
    queryKey: myInvitationsQueryKey,
    queryFn: ({ signal }) => http.get<UserInvitationList>('/api/users/me/invitations', { signal }),
    staleTime: 0,
  });
}

/** POST /api/users/me/invitations/{id}/accept: join that agency; the other invitations are declined. */
export function acceptInvitation(id: string): Promise<AcceptInvitationResult> {
  return http.post<AcceptInvitationResult>(`/api/users/me/invitations/${encodeURIComponent(id)}/accept`);
}

/** POST /api/users/me/invitations/accept-token: accept the invitation kept from its link. */
export function acceptInvitationToken(token: string): Promise<AcceptInvitationResult> {
  const body: AcceptInvitationTokenRequest = { token };
  return http.post<AcceptInvitationResult>('/api/users/me/invitations/accept-token', body);
}
