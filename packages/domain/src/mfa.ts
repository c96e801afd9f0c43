/**
 * Two-step verification (CJIS IA-2, IA-5(1)(d); ASVS 6.5): time-based one-time codes (RFC 6238) from an authenticator
 * app, or a single-use recovery code. The same shapes guide the form in the browser and are checked on the server.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code is accepted one time-step either side of now (clock drift), and never twice (replay, IA-2(8)). */
export const TOTP_WINDOW_STEPS = 1;
/** 160-bit secrets (IA-5(1)(d) asks for at least 112). */
export const TOTP_SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** How long the short-lived token of a login waiting for its second step lasts, and how many codes it may try. */
export const MFA_LOGIN_TTL_MINUTES = 5;
export const MFA_LOGIN_MAX_ATTEMPTS = 5;
/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Fieldbook';

const TOTP_CODE = /^\d{6}$/;
/** Ten characters of an unambiguous alphabet, shown as two groups of five ('7KQ2M-XR9DA'): 50 bits each. */
const RECOVERY_CODE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** What a person typed, without spaces or dashes, upper-cased (a recovery code may be typed in any case). */
export function normalizeMfaCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export function isTotpCode(text: string): boolean {
  return TOTP_CODE.test(normalizeMfaCode(text));
}

export function isRecoveryCode(text: string): boolean {
  return RECOVERY_CODE.test(normalizeMfaCode(text));
}

export const MFA_MESSAGES = {
  totpCode: 'Enter the 6-digit code from your authenticator app.',
  recoveryCode: 'Enter a recovery code: 10 letters and digits.',
} as const;
