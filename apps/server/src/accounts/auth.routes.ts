import { loginRequest, refreshRequest, tokenPair } from '@fieldbook/contract';
import { z } from 'zod';
import { callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createAuthService } from './auth.service.ts';

export function registerAuthRoutes(api: Api, { db, signer, authenticate }: AppContext): void {
  const auth = createAuthService(db, signer);

  api.post('/auth/login', { schema: { tags: ['auth'], body: loginRequest, response: { 200: tokenPair } } }, (request) =>
    auth.login(request.body, request.ip),
  );

  api.post('/auth/refresh', { schema: { tags: ['auth'], body: refreshRequest, response: { 200: tokenPair } } }, (request) =>
    auth.refresh(request.body.refresh_token),
  );

  api.post(
    '/auth/logout',
    { preHandler: authenticate, schema: { tags: ['auth'], response: { 200: z.object({ detail: z.literal('OK') }) } } },
    async (request) => {
      await auth.logout(callerOf(request).sessionId);
      return { detail: 'OK' as const };
    },
  );
}
