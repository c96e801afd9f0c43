import { randomUUID } from 'node:crypto';
import type { LoginRequest, TokenPair } from '@fieldbook/contract';
import { ERROR_CODES, normalizeEmail } from '@fieldbook/domain';
import type { Database } from '../db/database.ts';
import { badRequest, unauthorized } from '../http/http-error.ts';
import * as repo from './auth.repo.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { hashRefreshToken, newRefreshToken, type TokenSigner } from './tokens.ts';

export interface AuthService {
  login(request: LoginRequest, sourceIp: string): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair>;
  logout(sessionId: string): Promise<void>;
}

async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyAgainstDummy(password);
  return false;
}

export function createAuthService(db: Database, signer: TokenSigner): AuthService {
  async function issueTokens(userId: string, sessionId: string, refreshToken: string): Promise<TokenPair> {
    return { access_token: await signer.sign({ userId, sessionId }), refresh_token: refreshToken, token_type: 'bearer' };
  }

  return {
    async login({ email, password }, sourceIp) {
      const user = await repo.findLoginCandidate(db, normalizeEmail(email));
      const isPasswordRight = await checkPassword(user?.password_hash ?? null, password);
      if (!user || !isPasswordRight) {
        await repo.recordAuditEvent(db, {
          action: 'login',
          outcome: 'failure',
          userId: user?.id ?? null,
          agencyId: user?.agency_id ?? null,
          sourceIp,
        });
        throw badRequest(ERROR_CODES.loginBadCredentials);
      }
      if (!user.is_verified) throw badRequest(ERROR_CODES.loginUserNotVerified);
      if (!user.is_active) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');

      const sessionId = randomUUID();
      const refresh = newRefreshToken();
      await db.transaction(async (tx) => {
        await repo.insertSession(tx, sessionId, user.id, refresh.hash);
        await repo.recordAuditEvent(tx, { action: 'login', outcome: 'success', userId: user.id, agencyId: user.agency_id, sourceIp });
      });
      return issueTokens(user.id, sessionId, refresh.token);
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
      return issueTokens(outcome.userId, outcome.sessionId, next.token);
    },

    logout: (sessionId) => repo.revokeSession(db, sessionId),
  };
}
