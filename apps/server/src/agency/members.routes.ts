import {
  memberAccessRequest,
  memberList,
  memberParams,
  memberPermissionsRequest,
  memberRoleRequest,
  memberView,
} from '@fieldbook/contract';
import { hasPermission, MANAGER_ASSIGNABLE_ROLES, type Permission } from '@fieldbook/domain';
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

  api.get('/agency/members', { preValidation: authenticate, schema: { tags, response: { 200: memberList } } }, async (request) => {
    const [, agencyId] = actingIn(request, 'agency.members.manage');
    return { items: await members.list(agencyId) };
  });

  api.put(
    '/agency/members/:userId/role',
    { preValidation: authenticate, schema: { tags, params: memberParams, body: memberRoleRequest, response: { 200: memberView } } },
    // The owner assigns any role; a manager makes officers supervisors and back (issue 25), over members ranked below.
    (request) => {
      const isOwnerOnly = !MANAGER_ASSIGNABLE_ROLES.includes(request.body.role);
      const permission =
        isOwnerOnly || hasPermission(request.caller?.role ?? null, 'agency.roles.assign') ? 'agency.roles.assign' : 'agency.members.manage';
      return members.setRole(...actingIn(request, permission), request.params.userId, request.body.role);
    },
  );

  api.put(
    '/agency/members/:userId/access',
    { preValidation: authenticate, schema: { tags, params: memberParams, body: memberAccessRequest, response: { 200: memberView } } },
    (request) => members.setAccess(...actingIn(request, 'agency.members.manage'), request.params.userId, request.body.is_active),
  );

  api.put(
    '/agency/members/:userId/permissions',
    {
      preValidation: authenticate,
      schema: { tags, params: memberParams, body: memberPermissionsRequest, response: { 200: memberView } },
    },
    // What a member holds beyond their role (issue 26): the owner only (agency.roles.assign), never a manager.
    (request) => members.setGrantedPermissions(...actingIn(request, 'agency.roles.assign'), request.params.userId, request.body.granted),
  );

  api.delete(
    '/agency/members/:userId',
    { preValidation: authenticate, schema: { tags, params: memberParams, response: { 200: z.object({ detail: z.literal('OK') }) } } },
    async (request) => {
      await members.remove(...actingIn(request, 'agency.members.manage'), request.params.userId);
      return { detail: 'OK' as const };
    },
  );
}
