import { z } from 'zod';
import type { Api, AppContext } from '../http/types.ts';
import { listDevMail } from './dev-mailbox.repo.ts';

export const devMailView = z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() });

/** GET /api/dev/mailbox: the development mailbox, only without SMTP_URL and never in production mode. */
export function registerDevMailboxRoutes(api: Api, { db, config, mailer }: AppContext): void {
  if (mailer.kind !== 'dev-mailbox' || config.isProduction) return;
  api.get('/dev/mailbox', { schema: { hide: true, response: { 200: z.array(devMailView) } } }, () => listDevMail(db));
}
