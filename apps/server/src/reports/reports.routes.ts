import { amendReportRequest, reportVersionConflict, reportView, reportWriteResult } from '@fieldbook/contract';
import { z } from 'zod';
import { createDojTables } from '../doj-tables/doj-tables.service.ts';
import { callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createReportReads } from './report-reads.service.ts';
import { createReportWrites } from './report-writes.service.ts';

/** The report itself is checked by the rules engine against the agency's state configuration. */
const reportBody = z.record(z.string(), z.unknown());
const incidentNumberParams = z.object({ incident_number: z.string().min(1).max(20) });

export function registerReportRoutes(api: Api, { db, config, configurations, authenticate }: AppContext): void {
  const writes = createReportWrites(db, configurations, createDojTables(db, config.configurationsDir));
  const reads = createReportReads(db);
  const tags = ['reports'];

  api.post(
    '/reports/',
    { preValidation: authenticate, schema: { tags, body: reportBody, response: { 201: reportWriteResult } } },
    async (request, reply) => {
      const caller = requirePermission(request, 'agency.reports.create');
      return reply.code(201).send(await writes.create(caller, request.body));
    },
  );

  api.post(
    '/reports/:incident_number/amend',
    {
      preValidation: authenticate,
      schema: {
        tags,
        params: incidentNumberParams,
        body: amendReportRequest,
        response: { 200: reportWriteResult, 409: reportVersionConflict },
      },
    },
    // Who may amend is decided per report (author or higher priority, with the matching permission); base_version and
    // reason travel beside the report's fields (issue 25).
    (request) => writes.amend(callerOf(request), request.params.incident_number, request.body),
  );

  api.get(
    '/reports/:incident_number',
    {
      preValidation: authenticate,
      schema: {
        tags,
        params: incidentNumberParams,
        querystring: z.object({ created_at: z.iso.datetime({ offset: true }).optional() }),
        response: { 200: reportView },
      },
    },
    (request) =>
      reads.getReport(
        callerOf(request),
        request.params.incident_number,
        request.query.created_at ? new Date(request.query.created_at) : undefined,
        request.ip,
      ),
  );
}
