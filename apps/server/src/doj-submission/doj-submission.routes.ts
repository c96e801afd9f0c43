import {
  DOJ_RESPONSE_MAX_LENGTH,
  dojOverview,
  dojOverviewQuery,
  dojPublicReleaseQuery,
  dojResponseUpload,
  dojResponseUploadResult,
  dojSettingsBody,
  dojSettingsView,
  dojSubmitBody,
  dojSubmitResult,
} from '@fieldbook/contract';
import { z } from 'zod';
import { agencyOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import type { DojCodec } from './doj-codec.ts';
import { loadDojCredentialSeal } from './doj-credentials.ts';
import { createDojDownloads } from './doj-downloads.service.ts';
import { uploadDojResponse } from './doj-response-upload.ts';
import { readAgencyResponses } from './doj-results.job.ts';
import type { DojSendDeps } from './doj-send.job.ts';
import { defineDojSubmissionJobs } from './doj-submission.queue.ts';
import { createDojSubmissions } from './doj-submission.service.ts';
import { DojTransportError } from './sftp-transport.ts';

const MANAGE = 'agency.doj_submissions.manage';

/**
 * Submission of stops to the California DOJ (issue 26), under /api/doj-submissions: the year's overview, 'Submit now',
 * a retry of an unsent batch, a batch's files as a zip (the DOJ portal's upload), a portal agency's upload of the DOJ's
 * response file, the public release, and the settings. The send, results and schedule jobs are defined here on the app's queue.
 */
export function registerDojSubmissionRoutes(
  api: Api,
  context: AppContext,
  options: { codec: DojCodec; officerEthnicities?: DojSendDeps['officerEthnicities']; resultsCron?: string },
): void {
  const { db, jobs, authenticate, config, configurations } = context;
  const seal = loadDojCredentialSeal(db, config.mfaSecretKey);
  seal.catch(() => {});
  defineDojSubmissionJobs(
    jobs,
    {
      db,
      configurations,
      codec: options.codec,
      seal,
      log: api.log,
      ...(options.officerEthnicities ? { officerEthnicities: options.officerEthnicities } : {}),
    },
    options.resultsCron ? { resultsCron: options.resultsCron } : {},
  );
  const service = createDojSubmissions({ db, jobs, seal });
  const downloads = createDojDownloads({
    db,
    configurations,
    codec: options.codec,
    log: api.log,
    ...(options.officerEthnicities ? { officerEthnicities: options.officerEthnicities } : {}),
  });
  const tags = ['doj-submissions'];
  const base = '/doj-submissions';

  api.get(
    `${base}`,
    { preValidation: authenticate, schema: { tags, querystring: dojOverviewQuery, response: { 200: dojOverview } } },
    (request) => service.overview(requirePermission(request, MANAGE), request.query.year),
  );
  api.post(
    `${base}/batches`,
    { preValidation: authenticate, schema: { tags, body: dojSubmitBody, response: { 200: dojSubmitResult, 202: dojSubmitResult } } },
    async (request, reply) => {
      const result = await service.submit(requirePermission(request, MANAGE), request.body);
      return reply.code(result.batch_id ? 202 : 200).send(result);
    },
  );
  api.post(
    `${base}/batches/:batchId/retry`,
    { preValidation: authenticate, schema: { tags, params: z.object({ batchId: z.uuid() }) } },
    async (request, reply) => {
      await service.retry(requirePermission(request, MANAGE), request.params.batchId);
      return reply.code(202).send({ queued: true });
    },
  );
  api.get(
    `${base}/batches/:batchId/zip`,
    { preValidation: authenticate, schema: { tags, params: z.object({ batchId: z.uuid() }) } },
    async (request, reply) => {
      const zip = await downloads.batchZip(requirePermission(request, MANAGE), request.params.batchId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .send(zip.stream);
    },
  );
  api.get(
    `${base}/public-release`,
    { preValidation: authenticate, schema: { tags, querystring: dojPublicReleaseQuery } },
    async (request, reply) => {
      const csv = await downloads.publicRelease(requirePermission(request, MANAGE), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(csv.stream);
    },
  );
  // 'Check for answers now': the agency's response files read at once instead of at the next quarter hour.
  api.post(
    `${base}/responses`,
    {
      preValidation: authenticate,
      schema: { tags, response: { 200: z.object({ read: z.number().int(), problem: z.string().nullable() }) } },
    },
    async (request) => {
      const agencyId = agencyOf(requirePermission(request, MANAGE));
      try {
        return { read: await readAgencyResponses({ db, codec: options.codec, seal, log: api.log }, agencyId), problem: null };
      } catch (error) {
        if (error instanceof DojTransportError) return { read: 0, problem: error.reason };
        throw error;
      }
    },
  );
  // A portal agency's DOJ response file, uploaded from the page: applied as the results job applies one read by SFTP.
  api.post(
    `${base}/responses/upload`,
    {
      preValidation: authenticate,
      bodyLimit: DOJ_RESPONSE_MAX_LENGTH * 2,
      schema: { tags, body: dojResponseUpload, response: { 200: dojResponseUploadResult } },
    },
    (request) => uploadDojResponse({ db, codec: options.codec, log: api.log }, requirePermission(request, MANAGE), request.body),
  );
  api.get(`${base}/settings`, { preValidation: authenticate, schema: { tags, response: { 200: dojSettingsView } } }, (request) =>
    service.readSettings(requirePermission(request, MANAGE)),
  );
  api.put(
    `${base}/settings`,
    { preValidation: authenticate, schema: { tags, body: dojSettingsBody, response: { 200: dojSettingsView } } },
    (request) => service.writeSettings(requirePermission(request, MANAGE), request.body),
  );
}
