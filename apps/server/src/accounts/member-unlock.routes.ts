import { authOkResponse, unlockMemberParams } from '@fieldbook/contract';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, requirePermission } from '../http/authenticate.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { recordAuditEvent } from './auth.repo.ts';
import { unlockAgencyMember } from './login-protection.repo.ts';

/**
 * POST /api/agency/members/{userId}/unlock: an owner or manager releases a member of their own agency whose account
 * locked after failed logins (CJIS AC-7). Another agency's user, or an unknown id, is 404; a member of equal or higher
 * rank is 403; unlocking is audited.
 */
export function registerMemberUnlockRoutes(api: Api, { db, authenticate }: AppContext): void {
  api.post(
    '/agency/members/:userId/unlock',
    { preValidation: authenticate, schema: { tags: ['agency'], params: unlockMemberParams, response: { 200: authOkResponse } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.members.manage');
      const agencyId = agencyOf(caller);
      const { userId } = request.params;
      // A locked account is released by someone else: whoever holds its session cannot vouch for its password.
      if (userId === caller.userId) throw forbidden();
      const outcome = await withTenant(db, agencyId, async (tx) => {
        const result = await unlockAgencyMember(tx, agencyId, userId, caller.role.priority);
        if (result !== 'unlocked') return result;
        await recordAuditEvent(tx, {
          action: 'account.unlock',
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: userId,
          sourceIp: request.ip,
        });
        return result;
      });
      if (outcome === 'missing') throw notFound();
      // A manager may not release the owner (or another manager): only a higher rank can, as for disable and remove.
      if (outcome === 'outranked') throw forbidden();
      return { detail: 'OK' as const };
    },
  );
}
