import type { MfaLoginRequest, SignedInResponse } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, tooManyRequests } from '../../http/http-error.ts';
import { recordAuditEvent } from '../auth.repo.ts';
import { attemptOn, createLoginFailures, type LoginFailureOptions } from '../login-failures.ts';
import * as protection from '../login-protection.repo.ts';
import { openSession } from '../sessions.ts';
import { hashSecretToken, type TokenSigner } from '../tokens.ts';
import { proveCode } from './code-check.ts';
import * as repo from './mfa.repo.ts';
import type { MfaKeys } from './mfa-keys.ts';

/**
 * POST /api/auth/login/mfa: the second step of a login whose first factor passed (password or single sign-on). A right
 * code opens the session; a wrong one counts as a failed login, as a wrong password does (login-failures.ts).
 */
export function createMfaLoginService(db: Database, signer: TokenSigner, keys: Promise<MfaKeys>, options: LoginFailureOptions) {
  const recordLoginFailure = createLoginFailures(db, options);

  return async function finishMfaLogin({ mfa_token, code }: MfaLoginRequest, sourceIp: string): Promise<SignedInResponse> {
    const mfaKeys = await keys;
    const tokenHash = hashSecretToken(mfa_token);
    const outcome = await db.transaction(async (tx) => {
      const pending = await repo.takePendingLogin(tx, tokenHash);
      if (!pending?.is_active) return { kind: 'invalid' as const };
      const user = { id: pending.user_id, agency_id: pending.agency_id };
      // The same waits as the first step (login-failures.ts): by account and address together.
      const wait = await protection.secondsToWait(tx, await attemptOn(tx, user, sourceIp));
      if (wait !== null) return { kind: 'throttled' as const, wait };
      if (pending.is_locked) {
        await repo.deletePendingLogin(tx, tokenHash);
        return { kind: 'locked' as const, user };
      }
      const proof = await proveCode(tx, mfaKeys, user.id, code, true);
      if (!proof) {
        await repo.countPendingAttempt(tx, tokenHash);
        return { kind: 'wrong' as const, user };
      }
      await repo.deletePendingLogin(tx, tokenHash);
      if (proof === 'recovery') {
        const left = await repo.countRecoveryCodesLeft(tx, user.id);
        await recordAuditEvent(tx, {
          action: 'mfa.recovery_code',
          outcome: 'success',
          userId: user.id,
          agencyId: user.agency_id,
          objectId: user.id,
          sourceIp,
          details: { left },
        });
      }
      await protection.forgetLoginFailures(tx, user.id);
      return { kind: 'signed-in' as const, tokens: await openSession(tx, signer, user, sourceIp, proof) };
    });

    if (outcome.kind === 'signed-in') return outcome.tokens;
    if (outcome.kind === 'invalid') throw badRequest(ERROR_CODES.mfaTokenInvalid);
    if (outcome.kind === 'throttled') {
      await recordAuditEvent(db, { action: 'login.throttled', outcome: 'failure', objectId: null, sourceIp });
      throw tooManyRequests(outcome.wait);
    }
    if (outcome.kind === 'locked') {
      await recordAuditEvent(db, {
        action: 'login',
        outcome: 'failure',
        userId: outcome.user.id,
        agencyId: outcome.user.agency_id,
        objectId: outcome.user.id,
        sourceIp,
      });
      throw badRequest(ERROR_CODES.loginAccountLocked);
    }
    const failure = await recordLoginFailure(outcome.user, sourceIp, { step: 'mfa' });
    throw badRequest(failure === 'counted' ? ERROR_CODES.mfaCodeInvalid : ERROR_CODES.loginAccountLocked);
  };
}
