/** The `detail` codes the API answers with (accounts.md §8, reports.md §8, GUIDE §4). */
export const ERROR_CODES = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  internal: 'INTERNAL_ERROR',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  loginBadCredentials: 'LOGIN_BAD_CREDENTIALS',
  loginUserNotVerified: 'LOGIN_USER_NOT_VERIFIED',
  /** CJIS AC-7: five failures within 15 minutes lock the account until an owner or manager unlocks it. */
  loginAccountLocked: 'LOGIN_ACCOUNT_LOCKED',
  refreshTokenInvalid: 'REFRESH_TOKEN_INVALID',
  registerUserAlreadyExists: 'REGISTER_USER_ALREADY_EXISTS',
  registerInvalidPassword: 'REGISTER_INVALID_PASSWORD',
  verifyUserBadToken: 'VERIFY_USER_BAD_TOKEN',
  verifyUserAlreadyVerified: 'VERIFY_USER_ALREADY_VERIFIED',
  resetPasswordBadToken: 'RESET_PASSWORD_BAD_TOKEN',
  resetPasswordInvalidPassword: 'RESET_PASSWORD_INVALID_PASSWORD',
  userNotExist: 'USER_NOT_EXIST',
  userInvitationNotExist: 'USER_INVITATION_NOT_EXIST',
  /** Single sign-on: not configured here; the provider's answer came back with an unknown, used or expired state. */
  ssoNotConfigured: 'SSO_NOT_CONFIGURED',
  ssoStateInvalid: 'SSO_STATE_INVALID',
  /** Single sign-on: the provider refused, or its tokens failed validation (issuer, audience, nonce, signature). */
  ssoLoginFailed: 'SSO_LOGIN_FAILED',
  ssoProviderUnavailable: 'SSO_PROVIDER_UNAVAILABLE',
  /** Single sign-on: the identity carries no verified e-mail, so it can neither be linked nor sign up. */
  ssoEmailNotVerified: 'SSO_EMAIL_NOT_VERIFIED',
  /** /complete-your-information: the signup ticket is unknown, used or expired. */
  ssoSignupTicketInvalid: 'SSO_SIGNUP_TICKET_INVALID',
  ownerUsersCannotBeInvited: 'OWNER_USERS_CANNOT_BE_INVITED',
  officerIdAlreadyExists: 'OFFICER_ID_ALREADY_EXISTS',
  userAlreadyWithAgency: 'USER_ALREADY_WITH_AGENCY',
  userNotAnAgencyMember: 'USER_NOT_AN_AGENCY_MEMBER',
  actionNoLongerPossible: 'ACTION_NO_LONGER_POSSIBLE',
  areaNotExist: 'AREA_NOT_EXIST',
  invalidSubscriptionStatus: 'INVALID_SUBSCRIPTION_STATUS',
  registerAgencyAlreadyExists: 'REGISTER_AGENCY_ALREADY_EXISTS',
  createdReportAlreadyExists: 'CREATED_REPORT_ALREADY_EXISTS',
  /** 409 on amend: the report has a newer version than the one the amend was based on; the answer carries it (issue 25). */
  reportVersionConflict: 'REPORT_VERSION_CONFLICT',
  /** 409 on approve or return: a report is not waiting for review, or changed since the reviewer read it (issue 25). */
  reviewConflict: 'REVIEW_CONFLICT',
  /** Two-step verification (docs/decisions.md): the password was right, a code is asked next (beside an mfa_token). */
  mfaRequired: 'MFA_REQUIRED',
  /** A wrong, reused or malformed code (login second step, enrolment confirmation, disable, new recovery codes). */
  mfaCodeInvalid: 'MFA_CODE_INVALID',
  /** The second step's token is unknown, expired, used, or out of attempts: log in again. */
  mfaTokenInvalid: 'MFA_TOKEN_INVALID',
  /** 403: the agency requires two-step verification and this session must enrol before anything else. */
  mfaEnrolmentRequired: 'MFA_ENROLMENT_REQUIRED',
  mfaAlreadyEnabled: 'MFA_ALREADY_ENABLED',
  mfaNotEnabled: 'MFA_NOT_ENABLED',
  /** 410: the caller's own report export is past its 24 hours; its files are gone (ask for the export again). */
  exportExpired: 'EXPORT_EXPIRED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** One failed rule: where it failed and the words the form shows. */
export interface FieldIssue {
  path: string;
  message: string;
}
