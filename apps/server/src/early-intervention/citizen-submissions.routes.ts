import {
  citizenSubmission,
  citizenSubmissionDecision,
  citizenSubmissionsCountResponse,
  citizenSubmissionsQuery,
  citizenSubmissionsResponse,
} from '@fieldbook/contract';
import { z } from 'zod';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createCitizenSubmissionsService } from './citizen-submissions.service.ts';

const MANAGE = 'agency.early_intervention.manage';

/**
 * The intake of citizen submissions (packages/contract/src/citizen-submissions.ts): owners and managers only, as the
 * complainant's words and contact details are in it (docs/decisions.md); supervisors and officers get 403.
 */
export function registerCitizenSubmissionRoutes(api: Api, { db, authenticate }: AppContext): void {
  const service = createCitizenSubmissionsService(db);
  const tags = ['early-intervention'];
  const base = '/early-intervention/citizen-submissions';

  api.get(
    base,
    { preValidation: authenticate, schema: { tags, querystring: citizenSubmissionsQuery, response: { 200: citizenSubmissionsResponse } } },
    async (request) => ({ submissions: await service.list(requirePermission(request, MANAGE), request.query.status) }),
  );
  api.get(
    `${base}/count`,
    { preValidation: authenticate, schema: { tags, response: { 200: citizenSubmissionsCountResponse } } },
    async (request) => ({ received: await service.countReceived(requirePermission(request, MANAGE)) }),
  );
  api.post(
    `${base}/:id/decision`,
    {
      preValidation: authenticate,
      schema: { tags, params: z.object({ id: z.uuid() }), body: citizenSubmissionDecision, response: { 200: citizenSubmission } },
    },
    (request) => service.decide(requirePermission(request, MANAGE), request.params.id, request.body),
  );
}
