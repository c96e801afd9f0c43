import { auditEventFilters, auditEventPage, auditEventQuery } from '@fieldbook/contract';
import { limitPerUser } from '../http/address-limit.ts';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { CSV_TYPE } from '../lists/export-files.ts';
import { createAuditReview } from './audit-review.service.ts';

/**
 * Audit review (CJIS AU-6), agency.audit.read (owners and managers): GET /api/agency/audit-events (filters from, to,
 * kind, actor, target; keyset pages by `after`) and GET /api/agency/audit-events/export.csv (the same filters, streamed).
 */
export function registerAuditReviewRoutes(api: Api, { db, authenticate }: AppContext): void {
  const review = createAuditReview(db);
  const tags = ['oversight'];

  api.get(
    '/agency/audit-events',
    { preValidation: authenticate, schema: { tags, querystring: auditEventQuery, response: { 200: auditEventPage } } },
    (request) => {
      const caller = requirePermission(request, 'agency.audit.read');
      const { after, limit, ...filters } = request.query;
      return review.page(caller, filters, { after, limit }, request.ip);
    },
  );

  api.get(
    '/agency/audit-events/export.csv',
    { preValidation: authenticate, preHandler: limitPerUser(db, 'audit-export'), schema: { tags, querystring: auditEventFilters } },
    async (request, reply) => {
      const caller = requirePermission(request, 'agency.audit.read');
      const stream = await review.exportCsv(caller, request.query, request.ip);
      return reply.header('content-type', CSV_TYPE).header('content-disposition', 'attachment; filename="audit-log.csv"').send(stream);
    },
  );
}
