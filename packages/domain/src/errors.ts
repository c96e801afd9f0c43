/** The `detail` codes the API answers with (accounts.md §8, reports.md §8, GUIDE §4). */
export const ERROR_CODES = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  internal: 'INTERNAL_ERROR',
  loginBadCredentials: 'LOGIN_BAD_CREDENTIALS',
  loginUserNotVerified: 'LOGIN_USER_NOT_VERIFIED',
  refreshTokenInvalid: 'REFRESH_TOKEN_INVALID',
  createdReportAlreadyExists: 'CREATED_REPORT_ALREADY_EXISTS',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** One failed rule: where it failed and the words the form shows. */
export interface FieldIssue {
  path: string;
  message: string;
}
