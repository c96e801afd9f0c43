import {
  approveReportsRequest,
  approveReportsResponse,
  groupSupervisorsRequest,
  groupView,
  returnedReportsResponse,
  returnReportRequest,
  returnReportResponse,
  reviewConflict,
  reviewCountsResponse,
  reviewQueueQuery,
  reviewQueueResponse,
  reviewSettingsRequest,
  reviewSettingsResponse,
} from '@fieldbook/contract';
import { z } from 'zod';
import { callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createReviewService } from './review.service.ts';

const incidentNumberParams = z.object({ incident_number: z.string().min(1).max(20) });

/** Supervisor review (issue 25): the calls of packages/contract/src/review.ts. */
export function registerReviewRoutes(api: Api, { db, configurations, mailer, config, authenticate }: AppContext): void {
  const review = createReviewService({ db, configurations, mailer, publicUrl: config.publicUrl, log: api.log });
  const tags = ['review'];

  api.get(
    '/review/queue',
    { preValidation: authenticate, schema: { tags, querystring: reviewQueueQuery, response: { 200: reviewQueueResponse } } },
    (request) => review.queue(requirePermission(request, 'agency.reports.review'), request.query),
  );

  api.get('/review/counts', { preValidation: authenticate, schema: { tags, response: { 200: reviewCountsResponse } } }, (request) =>
    review.counts(callerOf(request)),
  );

  api.post(
    '/review/approve',
    {
      preValidation: authenticate,
      schema: { tags, body: approveReportsRequest, response: { 200: approveReportsResponse, 409: reviewConflict } },
    },
    (request) => review.approve(requirePermission(request, 'agency.reports.review'), request.body),
  );

  api.post(
    '/reports/:incident_number/return',
    {
      preValidation: authenticate,
      schema: {
        tags,
        params: incidentNumberParams,
        body: returnReportRequest,
        response: { 200: returnReportResponse, 409: reviewConflict },
      },
    },
    (request) => review.returnReport(requirePermission(request, 'agency.reports.review'), request.params.incident_number, request.body),
  );

  api.get(
    '/reports/me/returned',
    { preValidation: authenticate, schema: { tags, response: { 200: returnedReportsResponse } } },
    (request) => review.returned(callerOf(request)),
  );

  api.put(
    '/agencies/me/review-settings',
    { preValidation: authenticate, schema: { tags, body: reviewSettingsRequest, response: { 200: reviewSettingsResponse } } },
    (request) => review.setReviewRequired(requirePermission(request, 'agency.review_settings.manage'), request.body.review_required),
  );

  api.put(
    '/groups/:id/supervisors',
    {
      preValidation: authenticate,
      schema: { tags, params: z.object({ id: z.uuid() }), body: groupSupervisorsRequest, response: { 200: groupView } },
    },
    (request) => review.setGroupSupervisors(requirePermission(request, 'agency.catalog.manage'), request.params.id, request.body.user_ids),
  );
}
