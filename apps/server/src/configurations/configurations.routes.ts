import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateList } from '@fieldbook/domain';
import { notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';

/**
 * State configurations, public and without auth (accounts.md §7): the list, then one file per state.
 * Only names listed in states.json are served; files are read once at start.
 */
export function registerConfigurationRoutes(app: Api, { config }: AppContext): void {
  const listText = readFileSync(join(config.configurationsDir, 'states.json'), 'utf8');
  const files = new Map(
    stateList
      .parse(JSON.parse(listText))
      .map(({ file_name }) => [file_name, readFileSync(join(config.configurationsDir, file_name), 'utf8')]),
  );

  const sendJson = (text: string) => (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(text);

  app.get('/configurations/states.json', { schema: { hide: true } }, sendJson(listText));
  app.get<{ Params: { file_name: string } }>('/configurations/:file_name', { schema: { hide: true } }, (request, reply) => {
    const text = files.get(request.params.file_name);
    if (text === undefined) throw notFound();
    return sendJson(text)(request, reply);
  });
}
