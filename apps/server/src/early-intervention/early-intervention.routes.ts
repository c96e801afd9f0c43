import {
  alertProfile,
  alertsQuery,
  alertsResponse,
  assignAlertRequest,
  closeAlertRequest,
  earlyInterventionSettings,
  evaluationRun,
  indicatorEvent,
  indicatorEventsResponse,
  latestEvaluationResponse,
  manualEventRequest,
  myAlertsResponse,
  reviewAlertRequest,
  reviewersResponse,
} from '@fieldbook/contract';
import { z } from 'zod';
import { callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { registerCitizenSubmissionRoutes } from './citizen-submissions.routes.ts';
import { createEarlyInterventionService } from './early-intervention.service.ts';
import { defineEarlyInterventionJobs } from './early-intervention-evaluation.ts';

const idParams = z.object({ id: z.uuid() });
const MANAGE = 'agency.early_intervention.manage';

/** Early intervention (issue 28): the calls of packages/contract/src/early-intervention.ts. */
export function registerEarlyInterventionRoutes(api: Api, context: AppContext): void {
  const { db, jobs, authenticate, configurations } = context;
  const service = createEarlyInterventionService({ db, jobs, configurations });
  defineEarlyInterventionJobs(jobs, db, api.log, configurations);
  registerCitizenSubmissionRoutes(api, context);
  const tags = ['early-intervention'];
  const base = '/early-intervention';

  api.get(`${base}/settings`, { preValidation: authenticate, schema: { tags, response: { 200: earlyInterventionSettings } } }, (request) =>
    service.readSettings(requirePermission(request, MANAGE)),
  );
  api.put(
    `${base}/settings`,
    { preValidation: authenticate, schema: { tags, body: earlyInterventionSettings, response: { 200: earlyInterventionSettings } } },
    (request) => service.writeSettings(requirePermission(request, MANAGE), request.body),
  );

  api.get(
    `${base}/events`,
    {
      preValidation: authenticate,
      schema: { tags, querystring: z.object({ officer_id: z.uuid().optional() }), response: { 200: indicatorEventsResponse } },
    },
    (request) => service.listEvents(callerOf(request), request.query.officer_id),
  );
  api.post(
    `${base}/events`,
    { preValidation: authenticate, schema: { tags, body: manualEventRequest, response: { 201: indicatorEvent } } },
    async (request, reply) => reply.code(201).send(await service.createEvent(requirePermission(request, MANAGE), request.body)),
  );

  api.post(
    `${base}/evaluations`,
    { preValidation: authenticate, schema: { tags, response: { 202: evaluationRun } } },
    async (request, reply) => reply.code(202).send(await service.requestEvaluation(requirePermission(request, MANAGE))),
  );
  api.get(
    `${base}/evaluations/latest`,
    { preValidation: authenticate, schema: { tags, response: { 200: latestEvaluationResponse } } },
    (request) => service.latestEvaluation(callerOf(request)),
  );

  api.get(
    `${base}/alerts`,
    { preValidation: authenticate, schema: { tags, querystring: alertsQuery, response: { 200: alertsResponse } } },
    (request) => service.listAlerts(callerOf(request), request.query),
  );
  api.get(`${base}/my-alerts`, { preValidation: authenticate, schema: { tags, response: { 200: myAlertsResponse } } }, (request) =>
    service.myAlerts(callerOf(request)),
  );
  api.get(
    `${base}/alerts/:id`,
    { preValidation: authenticate, schema: { tags, params: idParams, response: { 200: alertProfile } } },
    (request) => service.readAlert(callerOf(request), request.params.id),
  );
  api.get(
    `${base}/alerts/:id/reviewers`,
    { preValidation: authenticate, schema: { tags, params: idParams, response: { 200: reviewersResponse } } },
    (request) => service.reviewers(callerOf(request), request.params.id),
  );
  api.post(
    `${base}/alerts/:id/assign`,
    { preValidation: authenticate, schema: { tags, params: idParams, body: assignAlertRequest, response: { 200: alertProfile } } },
    (request) => service.assign(callerOf(request), request.params.id, request.body.reviewer_id),
  );
  api.post(
    `${base}/alerts/:id/review`,
    { preValidation: authenticate, schema: { tags, params: idParams, body: reviewAlertRequest, response: { 200: alertProfile } } },
    (request) => service.review(callerOf(request), request.params.id, request.body),
  );
  api.post(
    `${base}/alerts/:id/close`,
    { preValidation: authenticate, schema: { tags, params: idParams, body: closeAlertRequest, response: { 200: alertProfile } } },
    (request) => service.close(callerOf(request), request.params.id, request.body.note),
  );
}
