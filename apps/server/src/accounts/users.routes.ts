import { meResponse } from '@fieldbook/contract';
import { callerOf } from '../http/authenticate.ts';
import { unauthorized } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { findMe } from './users.repo.ts';

export function registerUserRoutes(api: Api, { db, authenticate }: AppContext): void {
  api.get('/users/me', { preHandler: authenticate, schema: { tags: ['users'], response: { 200: meResponse } } }, async (request) => {
    const me = await findMe(db, callerOf(request).userId);
    if (!me) throw unauthorized();
    return me;
  });
}
