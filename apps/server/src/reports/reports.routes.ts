import { z } from 'zod';
import { callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createReportWrites } from './report-writes.service.ts';

const writeResult = z.object({ id: z.string(), incident_number: z.string(), version: z.number().int(), created_at: z.string() });
/** The report itself is checked by the rules engine against the agency's state configuration. */
const reportBody = z.record(z.string(), z.unknown());

export function registerReportRoutes(api: Api, { db, configurations, authenticate }: AppContext): void {
  const writes = createReportWrites(db, configurations);

  api.post(
    '/reports/',
    { preHandler: authenticate, schema: { tags: ['reports'], body: reportBody, response: { 201: writeResult } } },
    async (request, reply) => {
      const caller = requirePermission(request, 'agency.reports.create');
      return reply.code(201).send(await writes.create(caller, request.body));
    },
  );

  api.post(
    '/reports/:incident_number/amend',
    {
      preHandler: authenticate,
      schema: {
        tags: ['reports'],
        params: z.object({ incident_number: z.string().max(20) }),
        body: reportBody,
        response: { 200: writeResult },
      },
    },
    // Who may amend is decided per report (author or higher priority, with the matching permission).
    (request) => writes.amend(callerOf(request), request.params.incident_number, request.body),
  );
}
