import { ERROR_CODES, isRecoveryCode, isTotpCode, MFA_MESSAGES } from '@fieldbook/domain';
import { z } from 'zod';
import { tokenPair } from './auth.ts';

/** A 6-digit code from the authenticator app (spaces allowed, as apps show '123 456'). */
export const totpCodeField = z.string().max(20).refine(isTotpCode, MFA_MESSAGES.totpCode);
/** Either an authenticator code or a recovery code. */
const anyCodeField = z
  .string()
  .max(30)
  .refine((code) => isTotpCode(code) || isRecoveryCode(code), MFA_MESSAGES.totpCode);

/** 200 from a login whose password was right when a second step is due: no session yet, only this short-lived token. */
export const mfaChallengeResponse = z.object({ detail: z.literal(ERROR_CODES.mfaRequired), mfa_token: z.string() });
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponse>;

/**
 * A session: the token pair, with `detail: MFA_ENROLMENT_REQUIRED` when the agency requires two-step verification and
 * the user has none yet (every other call answers 403 with that code until they enrol).
 */
export const signedInResponse = tokenPair.extend({ detail: z.literal(ERROR_CODES.mfaEnrolmentRequired).optional() });
export type SignedInResponse = z.infer<typeof signedInResponse>;

/** POST /api/auth/login answers a session or the second step. */
export const loginResponse = z.union([mfaChallengeResponse, signedInResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/login/mfa: the token of the password step and a code (authenticator or recovery). */
export const mfaLoginRequest = z.strictObject({ mfa_token: z.string().min(1).max(200), code: anyCodeField });
export type MfaLoginRequest = z.infer<typeof mfaLoginRequest>;

/** GET /api/users/me/two-step. */
export const mfaStatusResponse = z.object({
  is_enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** The agency requires two-step verification of every member. */
  is_required: z.boolean(),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponse>;

/** POST /api/users/me/two-step/enrolment: a new secret, not active until confirmed with a code. */
export const mfaEnrolmentResponse = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type MfaEnrolmentResponse = z.infer<typeof mfaEnrolmentResponse>;

export const mfaCodeRequest = z.strictObject({ code: totpCodeField });
export type MfaCodeRequest = z.infer<typeof mfaCodeRequest>;

/** The recovery codes, shown once (confirmation and regeneration). */
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/**
 * POST /api/users/me/two-step/disable: the second factor itself, a current authenticator code or an unused recovery code
 * (a user without the authenticator at hand); the password alone is not enough (issue 23: it is the factor a thief of
 * the session or the password already has).
 */
export const mfaDisableRequest = z.strictObject({ code: anyCodeField });
export type MfaDisableRequest = z.infer<typeof mfaDisableRequest>;

/** GET and PUT /api/agency/two-step: whether every member must use two-step verification (owner only to change). */
export const agencyMfaSetting = z.strictObject({ mfa_required: z.boolean() });
export type AgencyMfaSetting = z.infer<typeof agencyMfaSetting>;
