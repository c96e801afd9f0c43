import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'fb_case_device';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The device cookie of the case page's sends (issue 28): a random id the server gives a browser on its first send and
 * reads back after, beside the id the page keeps in the browser's storage; one open submission per case and device
 * is judged on either. HttpOnly, only for the public case calls, a year long. Answers the id, and whether this request
 * came with it (a first send is judged on the page's id alone, and stored with the id just given).
 */
export function deviceCookieOf(request: FastifyRequest, reply: FastifyReply): { id: string; isNew: boolean } {
  const found = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];
  if (found && UUID.test(found)) return { id: found, isNew: false };
  const id = randomUUID();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COOKIE}=${id}; Path=/api/public/cases; Max-Age=31536000; HttpOnly; SameSite=Strict${secure}`);
  return { id, isNew: true };
}
