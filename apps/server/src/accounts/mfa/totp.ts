import { randomInt } from 'node:crypto';
import {
  normalizeMfaCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
} from '@fieldbook/domain';
import { Secret, TOTP } from 'otpauth';

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random authenticator secret (base32, as apps take it typed in). */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** The otpauth:// address the QR code carries: issuer Fieldbook, the account's e-mail as label. */
export function otpauthUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * The time-step of `code` when it is right within one step of `now`, else null. The caller accepts it only if the step
 * is later than the last one used (replay refusal).
 */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secretBase32);
  const delta = totp.validate({ token: normalizeMfaCode(code), timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten new recovery codes, shown as 'XXXXX-XXXXX' (the dash and case do not matter when typed). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}
