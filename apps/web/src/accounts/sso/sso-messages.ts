import { ERROR_CODES } from '@fieldbook/domain';

/** The words of single sign-on the spec leaves to us (accounts.md §2.1 names only the button). */
export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not configured for this installation. Log in with your email and password.',
  signingIn: 'Signing you in…',
  stateInvalid: 'This sign-in has expired or was already used. Please log in with Microsoft again.',
  failed: 'The sign-in with Microsoft did not complete. Please try again.',
  providerUnavailable: 'Microsoft sign-in cannot be reached right now. Please try again later.',
  emailNotVerified:
    'Your Microsoft account has no verified email address, so it cannot be used here. Log in with your email and password, or ask your administrator.',
  /** The same words as the password login's (login-page.tsx ACCOUNT_LOCKED_MESSAGE). */
  accountLocked:
    'Your account is locked after too many failed login attempts. Try again in 30 minutes, reset your password, or ask your agency owner or a manager to unlock it.',
  ticketInvalid: 'This sign-up has expired. Please log in with Microsoft again.',
} as const;

/** The failures /login-verification and /complete-your-information explain in place (others go to their pages). */
export const SSO_MESSAGE_BY_DETAIL: Record<string, string> = {
  [ERROR_CODES.ssoNotConfigured]: SSO_MESSAGES.notConfigured,
  [ERROR_CODES.ssoStateInvalid]: SSO_MESSAGES.stateInvalid,
  [ERROR_CODES.ssoLoginFailed]: SSO_MESSAGES.failed,
  [ERROR_CODES.ssoProviderUnavailable]: SSO_MESSAGES.providerUnavailable,
  [ERROR_CODES.ssoEmailNotVerified]: SSO_MESSAGES.emailNotVerified,
  [ERROR_CODES.loginAccountLocked]: SSO_MESSAGES.accountLocked,
  [ERROR_CODES.ssoSignupTicketInvalid]: SSO_MESSAGES.ticketInvalid,
};
