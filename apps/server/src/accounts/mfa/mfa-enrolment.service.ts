import type { MfaDisableRequest, MfaEnrolmentResponse, MfaStatusResponse, RecoveryCodesResponse } from '@fieldbook/contract';
import { ERROR_CODES, normalizeMfaCode } from '@fieldbook/domain';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import { recordAuditEvent } from '../auth.repo.ts';
import { createLoginFailures, type LoginFailureOptions } from '../login-failures.ts';
import { proveCode } from './code-check.ts';
import * as repo from './mfa.repo.ts';
import type { MfaKeys } from './mfa-keys.ts';
import { matchTotpStep, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp.ts';

/** Who asks: the signed-in user and the session they use. */
export interface MfaActor {
  userId: string;
  email: string;
  agencyId: string | null;
  sessionId: string;
  sourceIp: string;
}

/** The signed-in user's own two-step verification: status, enrolment, confirmation, new recovery codes, turning off. */
export function createMfaEnrolmentService(db: Database, keys: Promise<MfaKeys>, options: LoginFailureOptions) {
  const recordLoginFailure = createLoginFailures(db, options);

  const audit = (actor: MfaActor, action: string, outcome: 'success' | 'failure', details: Record<string, unknown> | null = null) =>
    recordAuditEvent(db, {
      action,
      outcome,
      userId: actor.userId,
      agencyId: actor.agencyId,
      objectId: actor.userId,
      sourceIp: actor.sourceIp,
      details,
    });

  /** New recovery codes for the user, stored only as keyed hashes; the plain codes are answered once. */
  async function issueRecoveryCodes(tx: Parameters<typeof repo.replaceRecoveryCodes>[0], userId: string): Promise<RecoveryCodesResponse> {
    const mfaKeys = await keys;
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => mfaKeys.hashRecoveryCode(normalizeMfaCode(code))),
    );
    return { recovery_codes: codes };
  }

  /**
   * A wrong code or password from a signed-in session counts as a failed login too: a stolen session must not be a
   * way to guess the password or the authenticator (the fifth failure locks the account and ends its sessions).
   */
  async function refuse(actor: MfaActor, action: string, detail: string): Promise<never> {
    await audit(actor, action, 'failure');
    const outcome = await recordLoginFailure({ id: actor.userId, agency_id: actor.agencyId }, actor.sourceIp, { step: action });
    throw badRequest(outcome === 'counted' ? detail : ERROR_CODES.loginAccountLocked);
  }

  return {
    async status(actor: MfaActor): Promise<MfaStatusResponse> {
      const factor = await repo.findFactor(db, actor.userId);
      const isEnabled = Boolean(factor?.confirmed_at);
      return {
        is_enabled: isEnabled,
        enabled_at: factor?.confirmed_at ? new Date(factor.confirmed_at).toISOString() : null,
        recovery_codes_left: isEnabled ? await repo.countRecoveryCodesLeft(db, actor.userId) : 0,
        is_required: actor.agencyId ? await repo.isAgencyMfaRequired(db, actor.agencyId) : false,
      };
    },

    /** A new secret for the authenticator app; not active until a code from it is confirmed. */
    async start(actor: MfaActor): Promise<MfaEnrolmentResponse> {
      const secret = newTotpSecret();
      if (!(await repo.saveUnconfirmedFactor(db, actor.userId, (await keys).seal(secret)))) {
        throw badRequest(ERROR_CODES.mfaAlreadyEnabled);
      }
      return { secret, otpauth_uri: otpauthUri(secret, actor.email) };
    },

    /** The first code from the app activates the factor; this session counts as verified; the recovery codes, once. */
    async confirm(actor: MfaActor, code: string): Promise<RecoveryCodesResponse> {
      const mfaKeys = await keys;
      const outcome = await db.transaction(async (tx) => {
        const factor = await repo.findFactor(tx, actor.userId);
        if (!factor) return 'not-started' as const;
        if (factor.confirmed_at) return 'already' as const;
        const secret = mfaKeys.open(factor.sealed_secret);
        const step = secret ? matchTotpStep(secret, code) : null;
        if (step === null || !(await repo.claimTimeStep(tx, actor.userId, step, true))) return 'wrong' as const;
        await repo.setSessionSecondFactor(tx, actor.sessionId, 'totp');
        // Sessions opened by the password alone end: whoever holds one may be who the second factor is meant to stop.
        await repo.endOtherSessionsWithoutSecondFactor(tx, actor.userId, actor.sessionId);
        const codes = await issueRecoveryCodes(tx, actor.userId);
        await recordAuditEvent(tx, {
          action: 'mfa.enrol',
          outcome: 'success',
          userId: actor.userId,
          agencyId: actor.agencyId,
          objectId: actor.userId,
          sourceIp: actor.sourceIp,
        });
        return codes;
      });
      if (outcome === 'not-started') throw badRequest(ERROR_CODES.mfaNotEnabled);
      if (outcome === 'already') throw badRequest(ERROR_CODES.mfaAlreadyEnabled);
      if (outcome === 'wrong') {
        // Typing the new app's first code wrong is common and guesses nothing: audited, not counted towards a lock.
        await audit(actor, 'mfa.enrol', 'failure');
        throw badRequest(ERROR_CODES.mfaCodeInvalid);
      }
      return outcome;
    },

    /** New recovery codes (the old ones stop working), after a current authenticator code. */
    async regenerateRecoveryCodes(actor: MfaActor, code: string): Promise<RecoveryCodesResponse> {
      const mfaKeys = await keys;
      if (!(await repo.hasConfirmedFactor(db, actor.userId))) throw badRequest(ERROR_CODES.mfaNotEnabled);
      const codes = await db.transaction(async (tx) => {
        if ((await proveCode(tx, mfaKeys, actor.userId, code, false)) !== 'totp') return null;
        const issued = await issueRecoveryCodes(tx, actor.userId);
        await recordAuditEvent(tx, {
          action: 'mfa.recovery_codes',
          outcome: 'success',
          userId: actor.userId,
          agencyId: actor.agencyId,
          objectId: actor.userId,
          sourceIp: actor.sourceIp,
        });
        return issued;
      });
      return codes ?? refuse(actor, 'mfa.recovery_codes', ERROR_CODES.mfaCodeInvalid);
    },

    /** Turns two-step verification off, after a current authenticator code or an unused recovery code (never the password alone). */
    async disable(actor: MfaActor, proof: MfaDisableRequest): Promise<void> {
      const mfaKeys = await keys;
      if (!(await repo.hasConfirmedFactor(db, actor.userId))) throw badRequest(ERROR_CODES.mfaNotEnabled);
      const isProven = await db.transaction(async (tx) => {
        if ((await proveCode(tx, mfaKeys, actor.userId, proof.code, true)) === null) return false;
        await repo.deleteFactor(tx, actor.userId);
        await repo.setSessionSecondFactor(tx, actor.sessionId, null);
        await recordAuditEvent(tx, {
          action: 'mfa.disable',
          outcome: 'success',
          userId: actor.userId,
          agencyId: actor.agencyId,
          objectId: actor.userId,
          sourceIp: actor.sourceIp,
        });
        return true;
      });
      if (!isProven) await refuse(actor, 'mfa.disable', ERROR_CODES.mfaCodeInvalid);
    },
  };
}
