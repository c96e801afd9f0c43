import { meResponse, updateOfficerIdRequest } from '@fieldbook/contract';
import { callerOf } from '../http/authenticate.ts';
import { unauthorized } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { findMe } from './users.repo.ts';
import { changeOwnOfficerId } from './users.service.ts';

export function registerUserRoutes(api: Api, { db, authenticate }: AppContext): void {
  api.get('/users/me', { preHandler: authenticate, schema: { tags: ['users'], response: { 200: meResponse } } }, async (request) => {
    const me = await findMe(db, callerOf(request).userId);
    if (!me) throw unauthorized();
    return me;
  });

  api.put(
    '/users/me/officer-id',
    { preHandler: authenticate, schema: { tags: ['users'], body: updateOfficerIdRequest, response: { 200: meResponse } } },
    (request) => changeOwnOfficerId(db, callerOf(request), request.body.officer_id, request.ip),
  );
}
