import { ACCOUNT_MESSAGES, ERROR_CODES, isValidOfficerId } from '@fieldbook/domain';
import { z } from 'zod';
import { tokenPair } from './auth.ts';

/** GET /api/auth/sso: whether 'Log in with Microsoft' is configured on this installation. */
export const ssoStatusResponse = z.object({ is_enabled: z.boolean() });
export type SsoStatusResponse = z.infer<typeof ssoStatusResponse>;

/** POST /api/auth/sso/authorization: where to send the browser (the provider's sign-in, with state, nonce and PKCE). */
export const ssoAuthorizationResponse = z.object({ authorization_url: z.string() });
export type SsoAuthorizationResponse = z.infer<typeof ssoAuthorizationResponse>;

/** POST /api/auth/sso/login: the address the provider sent the browser back to (/login-verification?code=&state=...). */
export const ssoLoginRequest = z.strictObject({ callback_url: z.string().min(1).max(4096) });
export type SsoLoginRequest = z.infer<typeof ssoLoginRequest>;

/**
 * Signed in: the same token pair as /api/auth/login. `detail: USER_INVITATION_NOT_EXIST` rides along when the user is a
 * Member with no agency and no pending invitation: the web app then opens /app/onboarding (accounts.md §8);
 * `MFA_ENROLMENT_REQUIRED` when the agency requires two-step verification and the user must enrol first.
 */
export const ssoSignedInResponse = tokenPair.extend({
  detail: z.enum([ERROR_CODES.userInvitationNotExist, ERROR_CODES.mfaEnrolmentRequired]).optional(),
});
export type SsoSignedInResponse = z.infer<typeof ssoSignedInResponse>;

/** 404 from /api/auth/sso/login: no account for this identity; the ticket opens /complete-your-information. */
export const ssoUserNotExistResponse = z.object({ detail: z.literal(ERROR_CODES.userNotExist), signup_ticket: z.string() });
export type SsoUserNotExistResponse = z.infer<typeof ssoUserNotExistResponse>;

/** 400 from /api/auth/sso/login for an unverified account with the identity's e-mail: /user-not-verified can resend. */
export const ssoUserNotVerifiedResponse = z.object({ detail: z.literal(ERROR_CODES.loginUserNotVerified), email: z.string() });

const signupTicket = z.string().min(1).max(200);

/** POST /api/auth/sso/signup-ticket: the name and e-mail the provider gave, shown read-only. */
export const ssoSignupTicketRequest = z.strictObject({ signup_ticket: signupTicket });
export const ssoSignupTicketResponse = z.object({ name: z.string(), email: z.string() });
export type SsoSignupTicketResponse = z.infer<typeof ssoSignupTicketResponse>;

/** POST /api/auth/sso/signup: finishes /complete-your-information (officer ID and policy acceptance). */
export const ssoSignupRequest = z.strictObject({
  signup_ticket: signupTicket,
  officer_id: z.string().refine(isValidOfficerId, ACCOUNT_MESSAGES.officerId),
  accepts_policies: z.literal(true),
});
export type SsoSignupRequest = z.infer<typeof ssoSignupRequest>;
