import { ERROR_CODES, normalizeEmail } from '@fieldbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/http-error.ts';
import { passwordResetMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import * as tokensRepo from './account-tokens.repo.ts';
import { recordAuditEvent } from './auth.repo.ts';
import { releaseAfterReset } from './login-protection.repo.ts';
import { deliverAccountMail } from './mail-delivery.ts';
import { hashPassword } from './passwords.ts';
import { assertPasswordAllowed } from './registration.service.ts';
import { hashSecretToken, newSecretToken } from './tokens.ts';
import * as usersRepo from './users.repo.ts';

/** A reset link works for one hour. */
export const RESET_TOKEN_VALID_MINUTES = 60;
/** A second reset mail within a minute of the last is not sent (the first link still works). */
const RESET_RESEND_PAUSE_SECONDS = 60;

interface Dependencies {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export function createPasswordResetService({ db, mailer, log, publicUrl }: Dependencies) {
  return {
    /** Mails a reset link when the account exists; answers the same either way. */
    async forgotPassword(rawEmail: string): Promise<void> {
      const user = await usersRepo.findAccountByEmail(db, normalizeEmail(rawEmail));
      if (!user) return;
      if (await tokensRepo.hasRecentAccountToken(db, user.id, 'reset', RESET_RESEND_PAUSE_SECONDS)) return;
      const { token, hash } = newSecretToken();
      await tokensRepo.insertAccountToken(db, { hash, userId: user.id, purpose: 'reset', validMinutes: RESET_TOKEN_VALID_MINUTES });
      await deliverAccountMail(
        mailer,
        log,
        'password-reset',
        passwordResetMail({ to: user.email, name: user.name, publicUrl, token, validMinutes: RESET_TOKEN_VALID_MINUTES }),
      );
    },

    /** Sets the new password, spends the link, ends every session of the user (ASVS 7.4.3) and releases a lock; audited. */
    async resetPassword(token: string, password: string, sourceIp: string): Promise<void> {
      const hash = hashSecretToken(token);
      const found = await tokensRepo.findAccountToken(db, hash, 'reset');
      const user = found?.is_usable ? await usersRepo.findAccountById(db, found.user_id) : undefined;
      if (!user) {
        await recordAuditEvent(db, {
          action: 'password.reset',
          outcome: 'failure',
          userId: found?.user_id ?? null,
          objectId: found?.user_id ?? null,
          sourceIp,
        });
        throw badRequest(ERROR_CODES.resetPasswordBadToken);
      }
      assertPasswordAllowed(password, user.email);
      const passwordHash = await hashPassword(password);
      const isDone = await db.transaction(async (tx) => {
        if (!(await tokensRepo.spendAccountToken(tx, hash, 'reset'))) return false;
        await usersRepo.updatePasswordHash(tx, user.id, passwordHash);
        await usersRepo.revokeAllSessions(tx, user.id);
        // The link proved the mailbox: a lock ends and counted failures are forgotten (issue 23, finding 2).
        await releaseAfterReset(tx, user.id);
        await recordAuditEvent(tx, {
          action: 'password.reset',
          outcome: 'success',
          userId: user.id,
          agencyId: user.agency_id,
          objectId: user.id,
          sourceIp,
        });
        return true;
      });
      if (!isDone) throw badRequest(ERROR_CODES.resetPasswordBadToken);
    },
  };
}
