import { endedSessions, ownSessionList, ownSessionParams } from '@fieldbook/contract';
import { callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createOwnSessions } from './own-sessions.service.ts';

/**
 * Every signed-in person, whatever their role: GET /api/users/me/sessions, DELETE /api/users/me/sessions/{id} (204;
 * another user's id is 404) and POST /api/users/me/sessions/end-others (every session but the calling one).
 */
export function registerOwnSessionRoutes(api: Api, { db, authenticate }: AppContext): void {
  const sessions = createOwnSessions(db);
  const tags = ['users'];

  api.get('/users/me/sessions', { preValidation: authenticate, schema: { tags, response: { 200: ownSessionList } } }, async (request) => ({
    items: await sessions.list(callerOf(request)),
  }));

  api.delete(
    '/users/me/sessions/:sessionId',
    { preValidation: authenticate, schema: { tags, params: ownSessionParams } },
    async (request, reply) => {
      await sessions.end(callerOf(request), request.params.sessionId, request.ip);
      return reply.code(204).send();
    },
  );

  api.post(
    '/users/me/sessions/end-others',
    { preValidation: authenticate, schema: { tags, response: { 200: endedSessions } } },
    async (request) => ({ ended: await sessions.endOthers(callerOf(request), request.ip) }),
  );
}
