import { reportExportBody, reportExportResult, reportExportView } from '@fieldbook/contract';
import { z } from 'zod';
import { limitPerUser } from '../http/address-limit.ts';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { defineReportExportJobs } from './report-export.queue.ts';
import { createReportExports } from './report-export.service.ts';

/**
 * The export of agency reports to the caller's e-mail (analytics.md §2, §7, §8): POST /api/reports/export queues it
 * (202 {queued: true, total}) or says there is nothing to export (200 {queued: false, total: 0}); its job is defined
 * here on the app's queue. Files too large to mail are stored for 24 hours; the mail links to the app's page
 * /app/exports/{export}, which reads GET /api/reports/exports/{export} and downloads GET .../{csv|xlsx} with the
 * requester's own bearer token (every download audited). No link opens a file without signing in.
 */
export function registerReportExportRoutes(api: Api, context: AppContext): void {
  const { db, authenticate, config, jobs } = context;
  defineReportExportJobs(jobs, {
    ...context,
    publicUrl: config.publicUrl,
    attachmentLimitBytes: config.exportAttachmentLimitBytes,
    log: api.log,
  });
  const exports = createReportExports(context);
  const tags = ['report lists'];
  const exportParams = z.object({ exportId: z.string().max(64) });

  api.post(
    '/reports/export',
    {
      preValidation: authenticate,
      preHandler: limitPerUser(db, 'report-export'),
      schema: { tags, body: reportExportBody, response: { 200: reportExportResult, 202: reportExportResult } },
    },
    async (request, reply) => {
      const result = await exports.requestExport(requirePermission(request, 'agency.reports.read'), request.body);
      return reply.code(result.queued ? 202 : 200).send(result);
    },
  );

  api.get(
    '/reports/exports/:exportId',
    { preValidation: authenticate, schema: { tags, params: exportParams, response: { 200: reportExportView } } },
    (request) => exports.describeExport(requirePermission(request, 'agency.reports.read'), request.params.exportId, request.ip),
  );

  api.get(
    '/reports/exports/:exportId/:file',
    { preValidation: authenticate, schema: { tags, params: exportParams.extend({ file: z.string().max(16) }) } },
    async (request, reply) => {
      const caller = requirePermission(request, 'agency.reports.read');
      const stored = await exports.openExportFile(caller, request.params.exportId, request.params.file, request.ip);
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.bytes)
        .header('content-disposition', `attachment; filename="${stored.fileName}"`)
        .send(stored.stream);
    },
  );
}
