import { amendTrailQuery } from '@fieldbook/contract';
import { limitPerUser } from '../../http/address-limit.ts';
import { requirePermission } from '../../http/authenticate.ts';
import type { Api, AppContext } from '../../http/types.ts';
import { CSV_TYPE } from '../../lists/export-files.ts';
import { createAmendTrail } from './amend-trail.service.ts';

/** GET /api/reports/amend-trail.csv (issue 25): the amends of a period, for agency.reports.read (owners, managers). */
export function registerAmendTrailRoutes(api: Api, { db, authenticate }: AppContext): void {
  const trail = createAmendTrail(db);
  api.get(
    '/reports/amend-trail.csv',
    {
      preValidation: authenticate,
      preHandler: limitPerUser(db, 'amend-trail-export'),
      schema: { tags: ['reports'], querystring: amendTrailQuery },
    },
    async (request, reply) => {
      const caller = requirePermission(request, 'agency.reports.read');
      const stream = await trail.exportCsv(caller, request.query);
      const name = `amend-trail-${request.query.from}-to-${request.query.to}.csv`;
      return reply.header('content-type', CSV_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(stream);
    },
  );
}
