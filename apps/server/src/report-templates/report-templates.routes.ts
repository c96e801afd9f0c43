import {
  createReportTemplateRequest,
  reportTemplateIdParams,
  reportTemplatesResponse,
  reportTemplateView,
  updateReportTemplateRequest,
} from '@fieldbook/contract';
import { z } from 'zod';
import { callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createReportTemplates } from './report-templates.service.ts';

/** GET and POST /api/report-templates, PUT and DELETE /api/report-templates/{id} (issue 24; permissions in the service). */
export function registerReportTemplateRoutes(api: Api, { db, authenticate, configurations }: AppContext): void {
  const templates = createReportTemplates(db, configurations);
  const tags = ['reports'];
  api.get(
    '/report-templates',
    { preValidation: authenticate, schema: { tags, response: { 200: reportTemplatesResponse } } },
    async (request) => ({
      templates: await templates.list(callerOf(request)),
    }),
  );
  api.post(
    '/report-templates',
    { preValidation: authenticate, schema: { tags, body: createReportTemplateRequest, response: { 201: reportTemplateView } } },
    async (request, reply) => reply.code(201).send(await templates.create(callerOf(request), request.body)),
  );
  api.put(
    '/report-templates/:id',
    {
      preValidation: authenticate,
      schema: { tags, params: reportTemplateIdParams, body: updateReportTemplateRequest, response: { 200: reportTemplateView } },
    },
    (request) => templates.update(callerOf(request), request.params.id, request.body),
  );
  api.delete(
    '/report-templates/:id',
    { preValidation: authenticate, schema: { tags, params: reportTemplateIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await templates.remove(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
