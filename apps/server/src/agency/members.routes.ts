import { memberAccessRequest, memberList, memberParams, memberRoleRequest, memberView } from '@fieldbook/contract';
import type { Permission } from '@fieldbook/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { agencyOf, type Caller, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createMembersService } from './members.service.ts';

/** The caller, when their role holds the permission (403 otherwise), and their agency (not a member otherwise). */
function actingIn(request: FastifyRequest, permission: Permission): [caller: Caller, agencyId: string] {
  const caller = requirePermission(request, permission);
  return [caller, agencyOf(caller)];
}

/** The members of the caller's agency (accounts.md §2.3 settings 'members'): list, role, access, removal. */
export function registerMemberRoutes(api: Api, { db, authenticate }: AppContext): void {
  const members = createMembersService(db);
  const tags = ['members'];

  api.get('/agency/members', { preHandler: authenticate, schema: { tags, response: { 200: memberList } } }, async (request) => {
    const [, agencyId] = actingIn(request, 'agency.members.manage');
    return { items: await members.list(agencyId) };
  });

  api.put(
    '/agency/members/:userId/role',
    { preHandler: authenticate, schema: { tags, params: memberParams, body: memberRoleRequest, response: { 200: memberView } } },
    (request) => members.setRole(...actingIn(request, 'agency.roles.assign'), request.params.userId, request.body.role),
  );

  api.put(
    '/agency/members/:userId/access',
    { preHandler: authenticate, schema: { tags, params: memberParams, body: memberAccessRequest, response: { 200: memberView } } },
    (request) => members.setAccess(...actingIn(request, 'agency.members.manage'), request.params.userId, request.body.is_active),
  );

  api.delete(
    '/agency/members/:userId',
    { preHandler: authenticate, schema: { tags, params: memberParams, response: { 200: z.object({ detail: z.literal('OK') }) } } },
    async (request) => {
      await members.remove(...actingIn(request, 'agency.members.manage'), request.params.userId);
      return { detail: 'OK' as const };
    },
  );
}
