import { PASSWORD_MAX_LENGTH } from './constants.ts';

/** E-mails are compared and stored lower-cased (accounts.md §5). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Login button is disabled until both fields are non-empty (accounts.md §5). */
export function canSubmitLogin(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}

export const EMAIL_MAX_LENGTH = 254;
export const LOGIN_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH;
