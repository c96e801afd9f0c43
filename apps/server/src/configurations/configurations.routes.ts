import type { FastifyReply } from 'fastify';
import { notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';

/** State configurations, public and without auth (accounts.md §7): the list, then one file per listed state. */
export function registerConfigurationRoutes(app: Api, { configurations }: AppContext): void {
  const sendJson = (reply: FastifyReply, text: string) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(text);

  app.get('/configurations/states.json', { schema: { hide: true } }, (_request, reply) => sendJson(reply, configurations.listText));
  app.get<{ Params: { file_name: string } }>('/configurations/:file_name', { schema: { hide: true } }, (request, reply) => {
    const text = configurations.fileText(request.params.file_name);
    if (text === undefined) throw notFound();
    return sendJson(reply, text);
  });
}
