import { citizenSubmissionReceipt, citizenSubmissionRequest, publicAppSettings, publicCaseView } from '@fieldbook/contract';
import { isCaseKey } from '@fieldbook/domain';
import { z } from 'zod';
import { limitPerAddress, limitWrongGuesses } from '../http/address-limit.ts';
import { notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { deviceCookieOf } from './case-device-cookie.ts';
import { receiveCitizenSubmission } from './case-submissions.service.ts';
import { findPublicCase } from './public-cases.repo.ts';

/**
 * The citizen's page behind the QR code: reached by the report's public token, 128 random bits made on the device (a
 * report stored before tokens by its id), and showing nothing about anyone stopped: agency, officer, incident number
 * and date. A well-formed token the server has not seen is one 404 NOT_FOUND whatever the reason (a report still
 * waiting on the officer's device, a wrong link, an agency no longer active): the server cannot tell a pending report
 * from none, and says nothing more; the page tells the citizen the case may still be on its way.
 * GET /api/public/app-settings gives the web app PUBLIC_URL, the address it builds case links on.
 */
/** Bytes of a submission's body: the longest text, contact details and the JSON around them fit well within. */
export const SUBMISSION_BODY_LIMIT = 16 * 1024;

export function registerPublicCaseRoutes(api: Api, { db, config }: AppContext): void {
  // Wrong tokens from one address are throttled (issue 23); right ones are not counted (citizens share carrier addresses).
  const guesses = limitWrongGuesses(db, 'case-token');
  api.get(
    '/public/cases/:token',
    {
      preValidation: guesses.check,
      onSend: guesses.count,
      schema: {
        tags: ['public'],
        params: z.object({ token: z.string().refine(isCaseKey, 'Not a case link.') }),
        response: { 200: publicCaseView },
      },
    },
    async (request) => {
      const found = await findPublicCase(db, request.params.token);
      if (!found) throw notFound();
      return found;
    },
  );

  // A commendation or complaint from the case page (issue 28): wrong tokens count as guesses, every send counts against
  // the address (before the body is judged), the body is capped, and the service limits sends per case.
  const caseParams = z.object({ token: z.string().refine(isCaseKey, 'Not a case link.') });
  api.post(
    '/public/cases/:token/submissions',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      preValidation: [guesses.check, limitPerAddress(db, 'case-submission')],
      onSend: guesses.count,
      schema: { tags: ['public'], params: caseParams, body: citizenSubmissionRequest, response: { 201: citizenSubmissionReceipt } },
    },
    async (request, reply) => {
      const cookie = deviceCookieOf(request, reply);
      return reply.code(201).send(await receiveCitizenSubmission(db, request.params.token, request.body, cookie));
    },
  );

  api.get('/public/app-settings', { schema: { tags: ['public'], response: { 200: publicAppSettings } } }, () => ({
    public_url: config.publicUrl,
  }));
}
