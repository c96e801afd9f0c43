import {
  authOkResponse,
  mfaCodeRequest,
  mfaDisableRequest,
  mfaEnrolmentResponse,
  mfaLoginRequest,
  mfaStatusResponse,
  recoveryCodesResponse,
  signedInResponse,
} from '@fieldbook/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../http/authenticate.ts';
import type { Api, AppContext } from '../../http/types.ts';
import { registerMfaAgencyRoutes } from './mfa-agency.routes.ts';
import { createMfaEnrolmentService, type MfaActor } from './mfa-enrolment.service.ts';
import { createMfaKeys, loadMfaSecret } from './mfa-keys.ts';
import { createMfaLoginService } from './mfa-login.service.ts';

function actorOf(request: FastifyRequest): MfaActor {
  const caller = callerOf(request);
  return { userId: caller.userId, email: caller.email, agencyId: caller.agencyId, sessionId: caller.sessionId, sourceIp: request.ip };
}

/**
 * Two-step verification (CJIS IA-2): the login's second step, the signed-in user's own authenticator under
 * /api/users/me/two-step (open to a session that must enrol first), and the agency's requirement and resets.
 */
export function registerMfaRoutes(api: Api, context: AppContext): void {
  const { db, signer, authenticate, mailer, config } = context;
  const keys = loadMfaSecret(db, config.mfaSecretKey).then(createMfaKeys);
  // Unhandled until a route awaits it; a failure then answers 500 on the MFA routes only.
  keys.catch(() => {});
  const options = { mailer, log: api.log, publicUrl: config.publicUrl };
  const finishMfaLogin = createMfaLoginService(db, signer, keys, options);
  const enrolment = createMfaEnrolmentService(db, keys, options);
  const tags = ['auth'];
  const own = { preValidation: authenticate, config: { isOpenForMfaEnrolment: true } };

  api.post('/auth/login/mfa', { schema: { tags, body: mfaLoginRequest, response: { 200: signedInResponse } } }, (request) =>
    finishMfaLogin(request.body, request.ip),
  );

  api.get('/users/me/two-step', { ...own, schema: { tags, response: { 200: mfaStatusResponse } } }, (request) =>
    enrolment.status(actorOf(request)),
  );

  api.post('/users/me/two-step/enrolment', { ...own, schema: { tags, response: { 200: mfaEnrolmentResponse } } }, (request) =>
    enrolment.start(actorOf(request)),
  );

  api.post(
    '/users/me/two-step/confirmation',
    { ...own, schema: { tags, body: mfaCodeRequest, response: { 200: recoveryCodesResponse } } },
    (request) => enrolment.confirm(actorOf(request), request.body.code),
  );

  api.post(
    '/users/me/two-step/recovery-codes',
    { ...own, schema: { tags, body: mfaCodeRequest, response: { 200: recoveryCodesResponse } } },
    (request) => enrolment.regenerateRecoveryCodes(actorOf(request), request.body.code),
  );

  api.post(
    '/users/me/two-step/disable',
    { ...own, schema: { tags, body: mfaDisableRequest, response: { 200: authOkResponse } } },
    async (request) => {
      await enrolment.disable(actorOf(request), request.body);
      return { detail: 'OK' as const };
    },
  );

  registerMfaAgencyRoutes(api, context);
}
