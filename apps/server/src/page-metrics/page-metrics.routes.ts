import { pageLoadFigures, pageLoadRequest } from '@fieldbook/contract';
import { z } from 'zod';
import { withTenant } from '../db/tenant.ts';
import { limitPerAddress } from '../http/address-limit.ts';
import { agencyOf, callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { insertPageLoad, readPageLoadFigures } from './page-metrics.repo.ts';

/**
 * Page-load metrics (accounts.md §4 "Other"): POST /api/metrics/page-loads stores one load as its route pattern (a
 * fixed list) and duration for the caller's agency, with no user, address or URL; GET gives the agency's owner
 * (agency.settings.manage) the median and 95th percentile per route over the last 7 days.
 */
export function registerPageMetricsRoutes(api: Api, { db, authenticate }: AppContext): void {
  const tags = ['metrics'];
  api.post(
    '/metrics/page-loads',
    {
      preValidation: [authenticate, limitPerAddress(db, 'page-loads')],
      schema: { tags, body: pageLoadRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const agencyId = agencyOf(callerOf(request));
      await withTenant(db, agencyId, (tx) => insertPageLoad(tx, agencyId, request.body.route, request.body.duration_ms));
      return reply.code(204).send(null);
    },
  );
  api.get('/metrics/page-loads', { preValidation: authenticate, schema: { tags, response: { 200: pageLoadFigures } } }, (request) => {
    const agencyId = agencyOf(requirePermission(request, 'agency.settings.manage'));
    return withTenant(db, agencyId, (tx) => readPageLoadFigures(tx, agencyId));
  });
}
