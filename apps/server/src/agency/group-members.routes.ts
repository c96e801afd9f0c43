import { catalogIdParams, groupMembers } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller, requirePermission } from '../http/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import * as repo from './group-members.repo.ts';

export const GROUP_MEMBER_MESSAGES = { notMember: 'Choose members of your agency.' } as const;

/**
 * GET and PUT /api/groups/{id}/members behind agency.catalog.manage: who belongs to a group, for the report lists'
 * officer-by-group filter. A group of another agency is 404; a user outside the agency is refused with a message.
 */
export function registerGroupMemberRoutes(api: Api, { db, authenticate }: AppContext): void {
  const tags = ['catalog'];
  const inGroup = <T>(caller: Caller, groupId: string, work: (tx: Queryable, agencyId: string) => Promise<T>) => {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, async (tx) => {
      if (!(await repo.groupExists(tx, agencyId, groupId))) throw notFound();
      return work(tx, agencyId);
    });
  };

  api.get(
    '/groups/:id/members',
    { preValidation: authenticate, schema: { tags, params: catalogIdParams, response: { 200: groupMembers } } },
    (request) => {
      const caller = requirePermission(request, 'agency.catalog.manage');
      return inGroup(caller, request.params.id, async (tx, agencyId) => ({
        user_ids: await repo.listGroupMembers(tx, agencyId, request.params.id),
      }));
    },
  );
  api.put(
    '/groups/:id/members',
    { preValidation: authenticate, schema: { tags, params: catalogIdParams, body: groupMembers, response: { 200: groupMembers } } },
    (request) => {
      const caller = requirePermission(request, 'agency.catalog.manage');
      const userIds = [...new Set(request.body.user_ids.map((id) => id.toLowerCase()))];
      return inGroup(caller, request.params.id, async (tx, agencyId) => {
        const outsiders = await repo.findNonMembers(tx, agencyId, userIds);
        if (outsiders.length > 0)
          throw badRequest(ERROR_CODES.validation, [{ path: 'body.user_ids', message: GROUP_MEMBER_MESSAGES.notMember }]);
        await repo.replaceGroupMembers(tx, agencyId, request.params.id, userIds);
        await recordAuditEvent(tx, {
          action: 'group.members',
          outcome: 'success',
          userId: caller.userId,
          sourceIp: caller.sourceIp,
          agencyId,
          objectId: request.params.id,
        });
        return { user_ids: await repo.listGroupMembers(tx, agencyId, request.params.id) };
      });
    },
  );
}
