import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

/**
 * Sends account mail without letting a mail-server failure undo the account or the answer: the failure is logged
 * with the kind of mail only (no address, no link), and the user can ask for the mail again.
 */
export async function deliverAccountMail(mailer: Mailer, log: FastifyBaseLogger, kind: string, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    log.error({ mail: kind, err: { type: error instanceof Error ? error.name : typeof error } }, 'account mail could not be sent');
  }
}
