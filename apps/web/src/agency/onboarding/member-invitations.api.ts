import type { InvitationEmailsRequest, InvitationList, InviteResult, RemoveInvitationsResult } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http, request } from '../../shell/http.ts';

export const pendingInvitationsQueryKey = ['invitations', 'Pending Delivery'] as const;

/** GET /api/invitations?status=Pending Delivery&offset=0 (accounts.md §7 'List pending invitations'). */
export function pendingInvitationsQueryOptions() {
  return queryOptions({
    queryKey: pendingInvitationsQueryKey,
    queryFn: ({ signal }) =>
      http.get<InvitationList>(`/api/invitations?${new URLSearchParams({ status: 'Pending Delivery', offset: '0' })}`, { signal }),
  });
}

/** POST /api/invitations: invite these e-mails to the agency. */
export function inviteMembers(emails: string[]): Promise<InviteResult> {
  const body: InvitationEmailsRequest = { emails };
  return http.post<InviteResult>('/api/invitations', body);
}

/** DELETE /api/invitations: remove the pending invitations of these e-mails. */
export function removeInvitations(emails: string[]): Promise<RemoveInvitationsResult> {
  const body: InvitationEmailsRequest = { emails };
  return request<RemoveInvitationsResult>('DELETE', '/api/invitations', body);
}
