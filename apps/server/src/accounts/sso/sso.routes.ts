import {
  errorResponse,
  mfaChallengeResponse,
  ssoAuthorizationResponse,
  ssoLoginRequest,
  ssoSignedInResponse,
  ssoSignupRequest,
  ssoSignupTicketRequest,
  ssoSignupTicketResponse,
  ssoStatusResponse,
  ssoUserNotExistResponse,
  ssoUserNotVerifiedResponse,
} from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import { limitPerAddress } from '../../http/address-limit.ts';
import type { Api, AppContext } from '../../http/types.ts';
import { createOidcClient } from './oidc-client.ts';
import { createSsoService } from './sso.service.ts';

/** The address the provider sends the browser back to; register it with the provider (Entra ID: a Web platform). */
export function ssoRedirectUri(publicUrl: string): string {
  return `${publicUrl}/login-verification`;
}

/** 'Log in with Microsoft' (accounts.md §2.1, §8): OpenID Connect with PKCE, state and nonce; no session in memory. */
export function registerSsoRoutes(api: Api, { db, config, signer }: AppContext): void {
  const redirectUri = ssoRedirectUri(config.publicUrl);
  const sso = createSsoService(db, signer, config.oidc ? createOidcClient(config.oidc, redirectUri) : null, {
    redirectUri,
    log: api.log,
  });
  const tags = ['auth'];

  api.get('/auth/sso', { schema: { tags, response: { 200: ssoStatusResponse } } }, () => ({ is_enabled: sso.isEnabled() }));

  api.post(
    '/auth/sso/authorization',
    { preHandler: limitPerAddress(db, 'sso-start'), schema: { tags, response: { 200: ssoAuthorizationResponse } } },
    async () => ({
      authorization_url: await sso.startLogin(),
    }),
  );

  api.post(
    '/auth/sso/login',
    {
      schema: {
        tags,
        body: ssoLoginRequest,
        response: {
          200: ssoSignedInResponse.or(mfaChallengeResponse),
          400: ssoUserNotVerifiedResponse.or(errorResponse),
          404: ssoUserNotExistResponse.or(errorResponse),
        },
      },
    },
    async (request, reply) => {
      const outcome = await sso.finishLogin(request.body.callback_url, request.ip);
      if (outcome.kind === 'signed-in' || outcome.kind === 'second-step') return outcome.answer;
      if (outcome.kind === 'user-not-exist') {
        return reply.code(404).send({ detail: ERROR_CODES.userNotExist, signup_ticket: outcome.signupTicket });
      }
      return reply.code(400).send({ detail: ERROR_CODES.loginUserNotVerified, email: outcome.email });
    },
  );

  api.post(
    '/auth/sso/signup-ticket',
    { schema: { tags, body: ssoSignupTicketRequest, response: { 200: ssoSignupTicketResponse } } },
    (request) => sso.readSignupTicket(request.body.signup_ticket),
  );

  api.post('/auth/sso/signup', { schema: { tags, body: ssoSignupRequest, response: { 200: ssoSignedInResponse } } }, (request) =>
    sso.signUp(request.body, request.ip),
  );
}
