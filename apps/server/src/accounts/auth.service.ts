import type { LoginRequest, LoginResponse, TokenPair } from '@fieldbook/contract';
import { ERROR_CODES, normalizeEmail } from '@fieldbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { badRequest, type HttpError, unauthorized } from '../http/http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import * as repo from './auth.repo.ts';
import { attemptOn, createLoginFailures, refuseWhileThrottled } from './login-failures.ts';
import * as protection from './login-protection.repo.ts';
import { afterFirstFactor, withEnrolmentNotice } from './mfa/second-step.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { issueTokens, openSession } from './sessions.ts';
import { hashRefreshToken, newRefreshToken, type TokenSigner } from './tokens.ts';

export interface AuthService {
  login(request: LoginRequest, sourceIp: string): Promise<LoginResponse>;
  refresh(refreshToken: string): Promise<TokenPair>;
  logout(sessionId: string): Promise<void>;
}

export interface AuthServiceOptions {
  /** Tells the agency owner when a member's account locks; without it, no mail. */
  mailer?: Mailer;
  log?: FastifyBaseLogger;
  publicUrl?: string;
}

async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyAgainstDummy(password);
  return false;
}

const accountLocked = () => badRequest(ERROR_CODES.loginAccountLocked);

export function createAuthService(db: Database, signer: TokenSigner, options: AuthServiceOptions = {}): AuthService {
  const recordLoginFailure = createLoginFailures(db, options);

  /** A wrong password: bad credentials, or locked from the fifth failure on from the account's own addresses (login-failures.ts). */
  async function refuseWrongPassword(user: repo.LoginCandidate, sourceIp: string): Promise<HttpError> {
    const outcome = await recordLoginFailure(user, sourceIp);
    return outcome === 'counted' ? badRequest(ERROR_CODES.loginBadCredentials) : accountLocked();
  }

  return {
    async login({ email, password }, sourceIp) {
      const normalizedEmail = normalizeEmail(email);
      const user = await repo.findLoginCandidate(db, normalizedEmail);
      // Failures are counted by account and address together (issue 23): an address spraying many accounts, or strangers
      // guessing one account, wait before any password is checked, and the person at their own addresses does not.
      const attempt = user
        ? await attemptOn(db, user, sourceIp)
        : { accountKey: protection.accountKeyOf(undefined, normalizedEmail), sourceIp, isKnownSource: false };
      await refuseWhileThrottled(db, attempt);
      if (user?.is_locked) {
        // Locked: refused whatever the password, which is not even checked (a check would tell a guesser when they are right).
        await repo.recordAccountEvent(db, { action: 'login', outcome: 'failure', user, sourceIp });
        throw accountLocked();
      }
      const isPasswordRight = await checkPassword(user?.password_hash ?? null, password);
      if (!user) {
        await protection.insertLoginFailure(db, attempt);
        await repo.recordAuditEvent(db, { action: 'login', outcome: 'failure', objectId: null, sourceIp });
        throw badRequest(ERROR_CODES.loginBadCredentials);
      }
      if (!isPasswordRight) throw await refuseWrongPassword(user, sourceIp);
      if (!user.is_verified || !user.is_active) {
        // The right password for an account that may not sign in: audited, but not a failure towards a lock.
        await repo.recordAccountEvent(db, { action: 'login.refused', outcome: 'failure', user, sourceIp });
        throw badRequest(user.is_verified ? ERROR_CODES.userNotAnAgencyMember : ERROR_CODES.loginUserNotVerified);
      }

      const answer = await db.transaction(async (tx) => {
        if ((await protection.lockAccountRow(tx, user.id)).isLocked) {
          await repo.recordAccountEvent(tx, { action: 'login', outcome: 'failure', user, sourceIp });
          return null;
        }
        // A second step due: earlier failures still count until it is passed (no fresh guesses by retyping the password).
        const next = await afterFirstFactor(tx, user.id);
        if (next.kind === 'second-step') return next.answer;
        await protection.forgetLoginFailures(tx, user.id);
        return withEnrolmentNotice(await openSession(tx, signer, user, sourceIp, next.secondFactor), next.isEnrolmentRequired);
      });
      if (!answer) throw accountLocked();
      return answer;
    },

    async refresh(refreshToken) {
      const next = newRefreshToken();
      const outcome = await db.transaction(async (tx) => {
        const spent = await repo.spendRefreshToken(tx, hashRefreshToken(refreshToken));
        if (spent.kind === 'ok') await repo.insertRefreshToken(tx, spent.sessionId, next.hash);
        // A token presented twice was copied: end the session for everyone holding it.
        if (spent.kind === 'reused') await repo.revokeSession(tx, spent.sessionId);
        return spent;
      });
      if (outcome.kind !== 'ok') throw unauthorized();
      return issueTokens(signer, outcome.userId, outcome.sessionId, next.token);
    },

    logout: (sessionId) => repo.revokeSession(db, sessionId),
  };
}
