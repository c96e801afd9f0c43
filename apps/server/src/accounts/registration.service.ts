import { randomUUID } from 'node:crypto';
import type { RegisterRequest, RegisterResponse } from '@fieldbook/contract';
import { ERROR_CODES, normalizeEmail, passwordIssue, VERIFICATION_MAIL_PAUSE_SECONDS } from '@fieldbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { badRequest } from '../http/http-error.ts';
import { verificationMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import * as tokensRepo from './account-tokens.repo.ts';
import { recordAuditEvent } from './auth.repo.ts';
import { deliverAccountMail } from './mail-delivery.ts';
import { hashPassword } from './passwords.ts';
import { hashSecretToken, newSecretToken } from './tokens.ts';
import * as usersRepo from './users.repo.ts';

/** A verification link works for 24 hours. */
export const VERIFY_TOKEN_VALID_HOURS = 24;

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

  return {
    /** A new unverified account: an owner (who creates an agency next) or an invited member (no agency yet). */
    async register(request: RegisterRequest, sourceIp: string): Promise<RegisterResponse> {
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
      const isInserted = await db.transaction(async (tx) => {
        if (!(await usersRepo.insertUserIfNew(tx, user))) return false;
        await recordAuditEvent(tx, { action: 'account.register', outcome: 'success', userId: user.id, sourceIp });
        return true;
      });
      if (!isInserted) throw badRequest(ERROR_CODES.registerUserAlreadyExists);
      await sendVerification(user);
      return { id: user.id, email, name: user.name, officer_id: user.officer_id, role: roleName, is_verified: false };
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
        await recordAuditEvent(tx, { action: 'account.verify', outcome: 'success', userId: spentBy, sourceIp });
        return spentBy;
      });
      if (!userId) throw badRequest(ERROR_CODES.verifyUserBadToken);
    },
  };
}
