import { reportExportBody, reportExportResult } from '@fieldbook/contract';
import { z } from 'zod';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { defineReportExportJobs } from './report-export.queue.ts';
import { createReportExports } from './report-export.service.ts';

/**
 * The export of agency reports to the caller's e-mail (analytics.md §2, §7, §8): POST /api/reports/export queues it
 * (202 {queued: true, total}) or says there is nothing to export (200 {queued: false, total: 0}); its job is defined
 * here on the app's queue. Files too large to mail are served publicly behind a signed, 24-hour link (a mail client
 * sends no bearer token): GET /api/agencies/{agency}/exports/{export}/reports.csv|xlsx?expires=&signature=.
 */
export function registerReportExportRoutes(api: Api, context: AppContext): void {
  const { authenticate, config, jobs } = context;
  defineReportExportJobs(jobs, {
    ...context,
    publicUrl: config.publicUrl,
    attachmentLimitBytes: config.exportAttachmentLimitBytes,
    log: api.log,
  });
  const exports = createReportExports(context);
  const tags = ['report lists'];

  api.post(
    '/reports/export',
    { preHandler: authenticate, schema: { tags, body: reportExportBody, response: { 200: reportExportResult, 202: reportExportResult } } },
    async (request, reply) => {
      const result = await exports.requestExport(requirePermission(request, 'agency.reports.read'), request.body);
      return reply.code(result.queued ? 202 : 200).send(result);
    },
  );

  api.get(
    '/agencies/:agencyId/exports/:exportId/:file',
    {
      schema: {
        tags,
        params: z.object({ agencyId: z.string().max(64), exportId: z.string().max(64), file: z.string().max(64) }),
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { agencyId, exportId, file } = request.params;
      const stored = await exports.openStoredFile(agencyId, exportId, file, request.query);
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.bytes)
        .header('content-disposition', `attachment; filename="${stored.fileName}"`)
        .send(stored.stream);
    },
  );
}
