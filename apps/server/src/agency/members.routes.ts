import { memberAccessRequest, memberList, memberParams, memberRoleRequest, memberView } from '@fieldbook/contract';
import { z } from 'zod';
import { agencyOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createMembersService } from './members.service.ts';

/** The members of the caller's agency (accounts.md §2.3 settings 'members'): list, role, access, removal. */
export function registerMemberRoutes(api: Api, { db, authenticate }: AppContext): void {
  const members = createMembersService(db);
  const tags = ['members'];

  api.get('/agency/members', { preHandler: authenticate, schema: { tags, response: { 200: memberList } } }, async (request) => {
    const agencyId = agencyOf(requirePermission(request, 'agency.members.manage'));
    return { items: await members.list(agencyId) };
  });

  api.put(
    '/agency/members/:userId/role',
    { preHandler: authenticate, schema: { tags, params: memberParams, body: memberRoleRequest, response: { 200: memberView } } },
    (request) => {
      const caller = requirePermission(request, 'agency.roles.assign');
      return members.setRole(caller, agencyOf(caller), request.params.userId, request.body.role);
    },
  );

  api.put(
    '/agency/members/:userId/access',
    { preHandler: authenticate, schema: { tags, params: memberParams, body: memberAccessRequest, response: { 200: memberView } } },
    (request) => {
      const caller = requirePermission(request, 'agency.members.manage');
      return members.setAccess(caller, agencyOf(caller), request.params.userId, request.body.is_active);
    },
  );

  api.delete(
    '/agency/members/:userId',
    { preHandler: authenticate, schema: { tags, params: memberParams, response: { 200: z.object({ detail: z.literal('OK') }) } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.members.manage');
      await members.remove(caller, agencyOf(caller), request.params.userId);
      return { detail: 'OK' as const };
    },
  );
}
