import { ERROR_CODES } from '@fieldbook/domain';
import { isHttpError } from '../../shell/http.ts';
import { ACCOUNT_LOCKED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../login-page.tsx';

/** The words of two-step verification (the spec is silent; docs/decisions.md). */
export const MFA_TEXTS = {
  title: 'Two-step verification',
  codeLabel: 'Verification code',
  recoveryLabel: 'Recovery code',
  codeHint: 'Open your authenticator app and enter the 6-digit code it shows for Fieldbook.',
  recoveryHint: 'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.',
  useRecovery: 'Use a recovery code',
  useApp: 'Use your authenticator app',
  verify: 'Verify',
  genericError: 'Something went wrong. Please try again.',
} as const;

export const MFA_ERROR_MESSAGES: Record<string, string> = {
  [ERROR_CODES.mfaCodeInvalid]: 'That code is not right. Check it and try again.',
  [ERROR_CODES.mfaTokenInvalid]: 'Your sign-in has expired. Please log in again.',
  [ERROR_CODES.loginAccountLocked]: ACCOUNT_LOCKED_MESSAGE,
  [ERROR_CODES.loginBadCredentials]: 'That password is not right.',
  [ERROR_CODES.mfaAlreadyEnabled]: 'Two-step verification is already on.',
  [ERROR_CODES.mfaNotEnabled]: 'Two-step verification is not on.',
  [ERROR_CODES.validation]: 'Check the code and try again.',
};

/** The alert a failed two-step call shows on its form, or null for failures routed elsewhere. */
export function mfaErrorMessage(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  if (error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  return MFA_ERROR_MESSAGES[error.detail] ?? null;
}
