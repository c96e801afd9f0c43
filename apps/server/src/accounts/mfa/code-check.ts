import { isRecoveryCode, normalizeMfaCode } from '@fieldbook/domain';
import type { Queryable } from '../../db/database.ts';
import { claimTimeStep, findFactor, spendRecoveryCode } from './mfa.repo.ts';
import type { MfaKeys } from './mfa-keys.ts';
import { matchTotpStep } from './totp.ts';

/** Which kind of code proved the second factor, or null when the code was wrong, reused or the user has no factor. */
export type CodeProof = 'totp' | 'recovery' | null;

/**
 * Checks a code against the user's confirmed factor: an authenticator code whose time-step was not used before (claimed
 * at once, so a replay or a racing request fails), or, when `allowsRecovery`, an unused recovery code (spent at once).
 */
export async function proveCode(tx: Queryable, keys: MfaKeys, userId: string, code: string, allowsRecovery: boolean): Promise<CodeProof> {
  const factor = await findFactor(tx, userId);
  const secret = factor?.confirmed_at ? keys.open(factor.sealed_secret) : null;
  if (!secret) return null;
  const step = matchTotpStep(secret, code);
  if (step !== null) return (await claimTimeStep(tx, userId, step)) ? 'totp' : null;
  if (allowsRecovery && isRecoveryCode(code)) {
    return (await spendRecoveryCode(tx, userId, keys.hashRecoveryCode(normalizeMfaCode(code)))) ? 'recovery' : null;
  }
  return null;
}
