import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidName,
  isValidOfficerId,
  LOGIN_PASSWORD_MAX_LENGTH,
  PERMISSIONS,
  passwordIssue,
  REGISTRATION_ROLES,
} from '@fieldbook/domain';
import { z } from 'zod';

export const loginRequest = z.strictObject({
  email: z.string().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(LOGIN_PASSWORD_MAX_LENGTH),
  version: z.string().max(20),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const refreshRequest = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export type RefreshRequest = z.infer<typeof refreshRequest>;

/** An e-mail with the forms' format check and message (the service lower-cases it). */
export const emailField = z.string().refine(isValidEmail, ACCOUNT_MESSAGES.email);

/**
 * A new password under the domain rule, with the words the form shows. The service checks it again with the
 * user's e-mail as context (passwordIssue), answering 400 VALIDATION_ERROR at body.password.
 */
export const newPasswordField = z.string().superRefine((password, context) => {
  const message = passwordIssue(password);
  if (message) context.addIssue({ code: 'custom', message });
});

export const officerIdField = z.string().refine(isValidOfficerId, ACCOUNT_MESSAGES.officerId);

/**
 * POST /api/auth/register (accounts.md §7 Register): role 'owner' creates an agency next, 'member' waits for an invitation.
 * Answered 202 ACCEPTED (authAcceptedResponse) whether or not the e-mail is taken (issue 23, finding 11): a new account
 * gets the verification mail, a taken address's owner a notice instead.
 */
export const registerRequest = z.strictObject({
  email: emailField,
  password: newPasswordField,
  name: z.string().refine(isValidName, ACCOUNT_MESSAGES.name),
  officer_id: officerIdField,
  role: z.enum(REGISTRATION_ROLES),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /api/auth/request-verify-token and /api/auth/forgot-password: 202 whether or not the account exists. */
export const emailRequest = z.strictObject({ email: z.string().min(1).max(EMAIL_MAX_LENGTH) });
export type EmailRequest = z.infer<typeof emailRequest>;

export const authAcceptedResponse = z.object({ detail: z.literal('ACCEPTED') });
export const authOkResponse = z.object({ detail: z.literal('OK') });

/** A token from a mailed link: 256 random bits in base64url. */
const mailedToken = z.string().min(1).max(200);

export const verifyRequest = z.strictObject({ token: mailedToken });
export type VerifyRequest = z.infer<typeof verifyRequest>;

export const resetPasswordRequest = z.strictObject({ token: mailedToken, password: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** POST /api/agency/members/{userId}/unlock: an owner or manager releases a member locked after failed logins. */
export const unlockMemberParams = z.strictObject({ userId: z.uuid() });

export const roleView = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  permissions: z.array(z.enum(PERMISSIONS)),
});

export const subscriptionView = z.object({
  status: z.enum(['Active', 'Past Due', 'Canceled', 'Unpaid', 'Inactive']),
  plan: z.string(),
  product: z.string(),
  billing_cycle: z.enum(['annually', 'monthly']),
});

export const agencyView = z.object({
  id: z.string(),
  full_name: z.string(),
  ori: z.string(),
  state_name: z.string(),
  timezone: z.string(),
  status: z.enum(['Active', 'Inactive']),
  owner_email: z.string(),
  configuration_file: z.string(),
  /** The contact types the agency offers (its customisation may restrict them). */
  contact_types: z.array(z.string()),
  phone1: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  jurisdiction_code: z.string().nullable().optional(),
  /** Where the agency's badge image is served, or null. */
  badge: z.string().nullable().optional(),
  /** 'Reports need a supervisor's review' (issue 25; PUT /api/agencies/me/review-settings). */
  review_required: z.boolean(),
  /** Early intervention is on for the agency (issue 28; its settings' enabled): the navigation shows 'Early intervention'. */
  early_intervention_enabled: z.boolean().optional(),
  /** And officers see their own closed alerts (its settings' officer_sees_closed): the navigation offers them. */
  early_intervention_officer_sees_closed: z.boolean().optional(),
});

/**
 * PUT /api/users/me/officer-id: a user who has not joined an agency yet chooses another officer ID (the one they
 * registered with is taken in the agency that invited them, OFFICER_ID_ALREADY_EXISTS); answers the user as /users/me.
 */
export const updateOfficerIdRequest = z.strictObject({ officer_id: officerIdField });
export type UpdateOfficerIdRequest = z.infer<typeof updateOfficerIdRequest>;

export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  officer_id: z.string(),
  title: z.string().nullable(),
  agency_id: z.string().nullable(),
  role: roleView,
  agency: agencyView.nullable(),
  subscription: subscriptionView.nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;
