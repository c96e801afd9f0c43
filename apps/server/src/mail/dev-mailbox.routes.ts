import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { listDevMail } from './dev-mailbox.repo.ts';

export const devMailView = z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() });

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A request from this machine itself: the socket's peer is a loopback address and no proxy forwarded it (a reverse proxy
 * on the same machine connects from loopback on behalf of anyone, so a forwarding header disqualifies the request).
 */
export function isLoopbackRequest(request: Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string | undefined } }): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * GET /api/dev/mailbox: the development mailbox, only without SMTP_URL, never in production mode, and only to a browser
 * on the server's own machine (it holds reset and verification links: anyone else reading it could take over accounts).
 * Elsewhere it answers 404, as if it did not exist.
 */
export function registerDevMailboxRoutes(api: Api, { db, config, mailer }: AppContext): void {
  if (mailer.kind !== 'dev-mailbox' || config.isProduction) return;
  api.get('/dev/mailbox', { schema: { hide: true, response: { 200: z.array(devMailView) } } }, (request) => {
    if (!isLoopbackRequest(request.raw)) throw notFound();
    return listDevMail(db);
  });
}
