import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '@fieldbook/contract';
import { ERROR_CODES, normalizeEmail, passwordIssue, VERIFICATION_MAIL_PAUSE_SECONDS } from '@fieldbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { badRequest } from '../http/http-error.ts';
import { registrationAttemptMail, verificationMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import * as tokensRepo from './account-tokens.repo.ts';
import { recordAuditEvent } from './auth.repo.ts';
import { deliverAccountMail } from './mail-delivery.ts';
import { hashPassword } from './passwords.ts';
import { hashSecretToken, newSecretToken } from './tokens.ts';
import * as usersRepo from './users.repo.ts';

/** A verification link works for 24 hours. */
export const VERIFY_TOKEN_VALID_HOURS = 24;
/** A registration with a taken e-mail mails the address's owner at most once an hour, however often it is tried. */
export const REGISTRATION_NOTICE_PAUSE_MINUTES = 60;

interface Dependencies {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** The domain rule again with the user's e-mail as context; the same words the form shows, at body.password. */
export function assertPasswordAllowed(password: string, email: string): void {
  const message = passwordIssue(password, { email });
  if (message) throw badRequest(ERROR_CODES.validation, [{ path: 'body.password', message }]);
}

export function createRegistrationService({ db, mailer, log, publicUrl }: Dependencies) {
  async function sendVerification(user: { id: string; email: string; name: string }): Promise<void> {
    const { token, hash } = newSecretToken();
    await tokensRepo.insertAccountToken(db, { hash, userId: user.id, purpose: 'verify', validMinutes: VERIFY_TOKEN_VALID_HOURS * 60 });
    await deliverAccountMail(
      mailer,
      log,
      'verification',
      verificationMail({ to: user.email, name: user.name, publicUrl, token, validHours: VERIFY_TOKEN_VALID_HOURS }),
    );
  }

  /** Tells the owner of a taken address that someone tried to register it, at most once per pause. */
  async function noticeRegistrationAttempt(userId: string): Promise<void> {
    const owner = await usersRepo.claimRegistrationNotice(db, userId, REGISTRATION_NOTICE_PAUSE_MINUTES);
    if (!owner) return;
    await deliverAccountMail(
      mailer,
      log,
      'registration-attempt',
      registrationAttemptMail({ to: owner.email, name: owner.name, publicUrl }),
    );
  }

  return {
    /**
     * A new unverified account: an owner (who creates an agency next) or an invited member (no agency yet). The answer
     * is the same whether or not the e-mail is taken (issue 23, finding 11): the password is hashed and a row written
     * either way, and the mail (the verification link, or a notice to the address's owner) is what it answers with:
     * the caller sends it after answering, so its time does not tell either.
     */
    async register(request: RegisterRequest, sourceIp: string): Promise<() => Promise<void>> {
      const email = normalizeEmail(request.email);
      assertPasswordAllowed(request.password, email);
      const roleName = request.role === 'owner' ? 'owner' : 'invited';
      const user = {
        id: randomUUID(),
        agency_id: null,
        email,
        name: request.name.trim(),
        officer_id: request.officer_id.trim(),
        title: null,
        password_hash: await hashPassword(request.password),
        role_id: await findRoleIdByName(db, roleName),
        is_verified: false,
      };
      const existing = await db.transaction(async (tx) => {
        if (await usersRepo.insertUserIfNew(tx, user)) {
          await recordAuditEvent(tx, { action: 'account.register', outcome: 'success', userId: user.id, objectId: user.id, sourceIp });
          return undefined;
        }
        // Someone else's address: audited on that account (and its agency), with no actor, as nothing was created.
        const account = await usersRepo.findAccountByEmail(tx, email);
        const audit = { action: 'account.register', outcome: 'failure' as const, userId: null, agencyId: account?.agency_id ?? null };
        await recordAuditEvent(tx, { ...audit, objectId: account?.id ?? null, sourceIp, details: { reason: 'email_taken' } });
        return account;
      });
      return existing ? () => noticeRegistrationAttempt(existing.id) : () => sendVerification(user);
    },

    /** Mails a new link to an unverified account; says nothing about whether the account exists. */
    async requestVerifyToken(rawEmail: string): Promise<void> {
      const user = await usersRepo.findAccountByEmail(db, normalizeEmail(rawEmail));
      if (!user || user.is_verified) return;
      if (await tokensRepo.hasRecentAccountToken(db, user.id, 'verify', VERIFICATION_MAIL_PAUSE_SECONDS)) return;
      await sendVerification(user);
    },

    async verify(token: string, sourceIp: string): Promise<void> {
      const hash = hashSecretToken(token);
      const found = await tokensRepo.findAccountToken(db, hash, 'verify');
      if (!found) throw badRequest(ERROR_CODES.verifyUserBadToken);
      const user = await usersRepo.findAccountById(db, found.user_id);
      if (user?.is_verified) throw badRequest(ERROR_CODES.verifyUserAlreadyVerified);
      const userId = await db.transaction(async (tx) => {
        const spentBy = await tokensRepo.spendAccountToken(tx, hash, 'verify');
        if (!spentBy) return undefined;
        await usersRepo.markVerified(tx, spentBy);
        await recordAuditEvent(tx, { action: 'account.verify', outcome: 'success', userId: spentBy, objectId: spentBy, sourceIp });
        return spentBy;
      });
      if (!userId) throw badRequest(ERROR_CODES.verifyUserBadToken);
    },
  };
}
