import { publicNoticeQuery, type SystemUseNotice, systemUseNotice, systemUseNoticeRequest } from '@fieldbook/contract';
import { DEFAULT_SYSTEM_USE_NOTICE } from '@fieldbook/domain';
import { z } from 'zod';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import * as repo from './system-notice.repo.ts';

const noticeOf = (text: string | null): SystemUseNotice => ({ text: text ?? DEFAULT_SYSTEM_USE_NOTICE, is_default: text === null });
const isAgencyId = (value: string) => z.uuid().safeParse(value).success;

/**
 * The system-use notice (CJIS AC-8). GET /api/public/system-use-notice?agency={agency id} is read by the login page
 * before anyone signs in: the agency's own text, else the default (an unknown id, or an ORI, gets the default too: an
 * ORI is no key, issue 23 finding 11). Owners and managers read and set their agency's text with GET and PUT
 * /api/agencies/me/system-use-notice (null restores the default).
 */
export function registerSystemNoticeRoutes(api: Api, { db, authenticate }: AppContext): void {
  const tags = ['oversight'];

  api.get(
    '/public/system-use-notice',
    { schema: { tags, querystring: publicNoticeQuery, response: { 200: systemUseNotice } } },
    async (request) => {
      const agencyId = request.query.agency?.trim().toLowerCase();
      return noticeOf(agencyId && isAgencyId(agencyId) ? await repo.findNoticeByAgencyId(db, agencyId) : null);
    },
  );

  api.get(
    '/agencies/me/system-use-notice',
    { preValidation: authenticate, schema: { tags, response: { 200: systemUseNotice } } },
    (request) => {
      const agencyId = agencyOf(requirePermission(request, 'agency.notice.manage'));
      return withTenant(db, agencyId, async (tx) => noticeOf(await repo.findNotice(tx, agencyId)));
    },
  );

  api.put(
    '/agencies/me/system-use-notice',
    { preValidation: authenticate, schema: { tags, body: systemUseNoticeRequest, response: { 200: systemUseNotice } } },
    (request) => {
      const caller = requirePermission(request, 'agency.notice.manage');
      const agencyId = agencyOf(caller);
      const text = request.body.text;
      return withTenant(db, agencyId, async (tx) => {
        await repo.updateNotice(tx, agencyId, text);
        const audit = { action: 'agency.notice.update', outcome: 'success' as const, userId: caller.userId, agencyId };
        await recordAuditEvent(tx, { ...audit, objectId: agencyId, sourceIp: request.ip, details: { is_default: text === null } });
        return noticeOf(text);
      });
    },
  );
}
