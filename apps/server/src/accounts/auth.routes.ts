import {
  authAcceptedResponse,
  authOkResponse,
  emailRequest,
  loginRequest,
  loginResponse,
  refreshRequest,
  registerRequest,
  resetPasswordRequest,
  tokenPair,
  verifyRequest,
} from '@fieldbook/contract';
import { limitPerAddress, limitWrongGuesses } from '../http/address-limit.ts';
import { callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createAuthService } from './auth.service.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createRegistrationService } from './registration.service.ts';

const tags = ['auth'];

export function registerAuthRoutes(api: Api, { db, signer, authenticate, mailer, config }: AppContext): void {
  const dependencies = { db, mailer, log: api.log, publicUrl: config.publicUrl };
  const auth = createAuthService(db, signer, dependencies);
  const registration = createRegistrationService(dependencies);
  const passwordReset = createPasswordResetService(dependencies);

  /** Work whose answer must not depend on whether an account exists (timing included): done after the 202. */
  function inBackground(kind: string, work: Promise<void>): { detail: 'ACCEPTED' } {
    work.catch((error: unknown) => api.log.error({ task: kind, err: { type: error instanceof Error ? error.name : 'unknown' } }, 'failed'));
    return { detail: 'ACCEPTED' };
  }

  api.post('/auth/login', { schema: { tags, body: loginRequest, response: { 200: loginResponse } } }, (request) =>
    auth.login(request.body, request.ip),
  );

  api.post('/auth/refresh', { schema: { tags, body: refreshRequest, response: { 200: tokenPair } } }, (request) =>
    auth.refresh(request.body.refresh_token),
  );

  const logoutOptions = {
    preValidation: authenticate,
    config: { isOpenForMfaEnrolment: true },
    schema: { tags, response: { 200: authOkResponse } },
  };
  api.post('/auth/logout', logoutOptions, async (request) => {
    await auth.logout(callerOf(request).sessionId);
    return { detail: 'OK' as const };
  });

  api.post(
    '/auth/register',
    { preHandler: limitPerAddress(db, 'register'), schema: { tags, body: registerRequest, response: { 202: authAcceptedResponse } } },
    async (request, reply) => {
      // 202 whether the e-mail was free or taken (issue 23, finding 11); the mail goes out after the answer.
      const sendMail = await registration.register(request.body, request.ip);
      return reply.code(202).send(inBackground('register', sendMail()));
    },
  );

  api.post(
    '/auth/request-verify-token',
    { preHandler: limitPerAddress(db, 'verify-token'), schema: { tags, body: emailRequest, response: { 202: authAcceptedResponse } } },
    async (request, reply) => reply.code(202).send(inBackground('verify-token', registration.requestVerifyToken(request.body.email))),
  );

  // Wrong link tokens from one address are throttled (issue 23); right ones are not counted.
  const tokenGuesses = limitWrongGuesses(db, 'account-token');
  const guessed = { preValidation: tokenGuesses.check, onSend: tokenGuesses.count };

  api.post('/auth/verify', { ...guessed, schema: { tags, body: verifyRequest, response: { 200: authOkResponse } } }, async (request) => {
    await registration.verify(request.body.token, request.ip);
    return { detail: 'OK' as const };
  });

  api.post(
    '/auth/forgot-password',
    { preHandler: limitPerAddress(db, 'forgot-password'), schema: { tags, body: emailRequest, response: { 202: authAcceptedResponse } } },
    async (request, reply) => reply.code(202).send(inBackground('forgot-password', passwordReset.forgotPassword(request.body.email))),
  );

  api.post(
    '/auth/reset-password',
    { ...guessed, schema: { tags, body: resetPasswordRequest, response: { 200: authOkResponse } } },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.password, request.ip);
      return { detail: 'OK' as const };
    },
  );
}
