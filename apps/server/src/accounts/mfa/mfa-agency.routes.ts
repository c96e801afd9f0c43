import { agencyMfaSetting, authOkResponse, unlockMemberParams } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import { withTenant } from '../../db/tenant.ts';
import { agencyOf, callerOf, requirePermission } from '../../http/authenticate.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import type { Api, AppContext } from '../../http/types.ts';
import { recordAuditEvent } from '../auth.repo.ts';
import { hasConfirmedFactor, isAgencyMfaRequired, resetMemberFactor, setAgencyMfaRequired } from './mfa.repo.ts';

/**
 * The agency's side of two-step verification: GET/PUT /api/agency/two-step (the owner requires it of every member) and
 * POST /api/agency/members/{userId}/two-step/reset (an owner or manager removes a lower-ranked member's authenticator,
 * as unlocking does: another agency's user or an unknown id is 404, an equal or higher rank 403). Both are audited.
 */
export function registerMfaAgencyRoutes(api: Api, { db, authenticate }: AppContext): void {
  const tags = ['agency'];

  api.get('/agency/two-step', { preValidation: authenticate, schema: { tags, response: { 200: agencyMfaSetting } } }, async (request) => {
    const agencyId = agencyOf(callerOf(request));
    return { mfa_required: await withTenant(db, agencyId, (tx) => isAgencyMfaRequired(tx, agencyId)) };
  });

  api.put(
    '/agency/two-step',
    { preValidation: authenticate, schema: { tags, body: agencyMfaSetting, response: { 200: agencyMfaSetting } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.settings.manage');
      const agencyId = agencyOf(caller);
      const isRequired = request.body.mfa_required;
      // The owner turns it on from a verified session of their own, so requiring it never locks them out of the setting.
      if (isRequired && !(await hasConfirmedFactor(db, caller.userId))) throw badRequest(ERROR_CODES.mfaNotEnabled);
      await withTenant(db, agencyId, async (tx) => {
        await setAgencyMfaRequired(tx, agencyId, isRequired);
        await recordAuditEvent(tx, {
          action: 'agency.mfa_required',
          outcome: 'success',
          userId: caller.userId,
          agencyId,
          objectId: agencyId,
          sourceIp: request.ip,
          details: { mfa_required: isRequired },
        });
      });
      return { mfa_required: isRequired };
    },
  );

  api.post(
    '/agency/members/:userId/two-step/reset',
    { preValidation: authenticate, schema: { tags, params: unlockMemberParams, response: { 200: authOkResponse } } },
    async (request) => {
      const caller = requirePermission(request, 'agency.members.manage');
      const agencyId = agencyOf(caller);
      const { userId } = request.params;
      // One's own authenticator is turned off from one's own account page, with a code or the password.
      if (userId === caller.userId) throw forbidden();
      const outcome = await withTenant(db, agencyId, async (tx) => {
        const result = await resetMemberFactor(tx, agencyId, userId, caller.role.priority);
        if (result === 'reset') {
          await recordAuditEvent(tx, {
            action: 'mfa.reset',
            outcome: 'success',
            userId: caller.userId,
            agencyId,
            objectId: userId,
            sourceIp: request.ip,
          });
        }
        return result;
      });
      if (outcome === 'missing') throw notFound();
      if (outcome === 'outranked') {
        await recordAuditEvent(db, {
          action: 'mfa.reset',
          outcome: 'failure',
          userId: caller.userId,
          agencyId,
          objectId: userId,
          sourceIp: request.ip,
        });
        throw forbidden();
      }
      if (outcome === 'none') throw badRequest(ERROR_CODES.mfaNotEnabled);
      return { detail: 'OK' as const };
    },
  );
}
