import type { MemberAccessRequest, MemberList, MemberPermissionsRequest, MemberRoleRequest, MemberView } from '@fieldbook/contract';
import type { GrantablePermission, MemberRoleName } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shell/http.ts';

export const membersQueryKey = ['agency', 'members'] as const;

/** GET /api/agency/members: everyone in the agency with role, access and lock. */
export function membersQueryOptions() {
  return queryOptions({
    queryKey: membersQueryKey,
    queryFn: ({ signal }) => http.get<MemberList>('/api/agency/members', { signal }),
  });
}

const memberPath = (userId: string) => `/api/agency/members/${encodeURIComponent(userId)}`;

/** PUT /api/agency/members/{userId}/role: 'Make manager' / 'Make officer'. */
export function setMemberRole(userId: string, role: MemberRoleName): Promise<MemberView> {
  const body: MemberRoleRequest = { role };
  return http.put<MemberView>(`${memberPath(userId)}/role`, body);
}

/** PUT /api/agency/members/{userId}/access: 'Disable access' / 'Enable access'. */
export function setMemberAccess(userId: string, isActive: boolean): Promise<MemberView> {
  const body: MemberAccessRequest = { is_active: isActive };
  return http.put<MemberView>(`${memberPath(userId)}/access`, body);
}

/** DELETE /api/agency/members/{userId}: the member leaves the agency (keeps their account). */
export function removeMember(userId: string): Promise<{ detail: 'OK' }> {
  return http.delete<{ detail: 'OK' }>(memberPath(userId));
}

/** POST /api/agency/members/{userId}/unlock: releases an account locked by failed logins (CJIS AC-7). */
export function unlockMember(userId: string): Promise<{ detail: 'OK' }> {
  return http.post<{ detail: 'OK' }>(`${memberPath(userId)}/unlock`);
}

/** PUT /api/agency/members/{userId}/permissions: what the owner gives the member beyond their role (issue 26). */
export function setMemberPermissions(userId: string, granted: GrantablePermission[]): Promise<MemberView> {
  const body: MemberPermissionsRequest = { granted };
  return http.put<MemberView>(`${memberPath(userId)}/permissions`, body);
}
