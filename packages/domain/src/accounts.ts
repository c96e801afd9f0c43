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
export const NAME_MAX_LENGTH = 100;
export const OFFICER_ID_MAX_LENGTH = 20;

/** CJIS IA-5 j-11, ASVS 7.3.1: a session unused this long needs a new sign-in (offline: the device PIN again). */
export const SESSION_IDLE_LIMIT_MINUTES = 30;
/** CJIS IA-5 j-10, IA-11, ASVS 7.3.2: this long after a sign-in, a new one is needed, whatever the activity (offline too). */
export const SESSION_ABSOLUTE_LIMIT_HOURS = 12;

/**
 * A second verification mail to the same account within this many seconds is not sent (the first link still works).
 * The server answers 202 either way; the browser keeps its own pause after each mail it asked for.
 */
export const VERIFICATION_MAIL_PAUSE_SECONDS = 60;

/** The words the account forms show under a field (accounts.md §5 leaves them to us); the server answers the same. */
export const ACCOUNT_MESSAGES = {
  email: 'Please enter a valid email address.',
  name: `Please enter your name (up to ${NAME_MAX_LENGTH} characters).`,
  officerId: `The officer ID can have up to ${OFFICER_ID_MAX_LENGTH} letters, digits and hyphens.`,
  passwordMismatch: 'The “New Password” and “Confirm Password” do not match.',
} as const;

// One @, something before it, a dot in the domain, no spaces: the check a form can make without sending mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A plausible e-mail address (the format check of the registration, forgot-password and invitation forms). */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

const OFFICER_ID_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${OFFICER_ID_MAX_LENGTH}}$`);

/** Officer IDs: 1 to 20 letters, digits and hyphens ('DPD-0217'), as badge numbers are written. */
export function isValidOfficerId(officerId: string): boolean {
  return OFFICER_ID_PATTERN.test(officerId.trim());
}

export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= NAME_MAX_LENGTH;
}

/** The registration roles (accounts.md §2.1 step 1): an owner creates an agency, a member waits for an invitation. */
export const REGISTRATION_ROLES = ['owner', 'member'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** 'Create Account' is enabled once the four fields are filled and the policy box is ticked (accounts.md §5). */
export function canSubmitRegistration(draft: {
  name: string;
  officerId: string;
  email: string;
  password: string;
  hasAcceptedPolicies: boolean;
}): boolean {
  return (
    draft.name.trim() !== '' &&
    draft.officerId.trim() !== '' &&
    draft.email.trim() !== '' &&
    draft.password !== '' &&
    draft.hasAcceptedPolicies
  );
}
