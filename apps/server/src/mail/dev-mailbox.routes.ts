import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { notFound } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { listDevMail } from './dev-mailbox.repo.ts';

export const devMailView = z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() });

/** The header the mailbox page sends the key in (from the address's fragment, so it never reaches a log or a proxy). */
export const DEV_MAILBOX_KEY_HEADER = 'x-dev-mailbox-key';

/** Compares in constant time (digests of equal length), so the answer's timing tells nothing of the key. */
export function isDevMailboxKey(presented: unknown, key: string): boolean {
  if (typeof presented !== 'string' || presented === '') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(key));
}

/**
 * GET /api/dev/mailbox: the development mailbox. It exists only when asked for (DEV_MAILBOX=1), without SMTP_URL and
 * never in production mode, and answers only a request carrying the random key printed on the console at start: it holds
 * reset and verification links, and where the request comes from proves nothing (a same-host forwarder makes every
 * remote client look local). Without the key it answers 404, as if it did not exist.
 */
export function registerDevMailboxRoutes(api: Api, { db, config, mailer }: AppContext): void {
  const key = config.devMailboxKey;
  if (mailer.kind !== 'dev-mailbox' || config.isProduction || !key) return;
  api.get('/dev/mailbox', { schema: { hide: true, response: { 200: z.array(devMailView) } } }, (request) => {
    if (!isDevMailboxKey(request.headers[DEV_MAILBOX_KEY_HEADER], key)) throw notFound();
    return listDevMail(db);
  });
}
