import { isHttpError } from './http.ts';
import { type ErrorPageState, toErrorPageState } from './route-state.ts';

export interface ErrorDestination {
  to: string;
  state?: ErrorPageState;
}

const PAGE_BY_DETAIL: Record<string, string> = {
  USER_NOT_AN_AGENCY_MEMBER: '/not-member',
  ACTION_NO_LONGER_POSSIBLE: '/action-not-available',
  AREA_NOT_EXIST: '/action-not-available',
  INVALID_SUBSCRIPTION_STATUS: '/subscription-paused',
  OFFICER_ID_ALREADY_EXISTS: '/user-id-error',
  USER_ALREADY_WITH_AGENCY: '/user-ori-error',
};

/**
 * Where a failed call sends the user (the error catalogue of accounts.md §8). null for 401: the
 * HTTP client already raised 'session-expire' and the 'Session Expired' dialog leads to login.
 */
export function errorDestination(error: unknown): ErrorDestination | null {
  if (!isHttpError(error)) return { to: '/error', state: toErrorPageState(error) };
  if (error.status === 401) return null;
  if (error.status === 0 && !navigator.onLine) return { to: '/no-connection' };
  // The agency requires two-step verification and this session has not enrolled yet.
  if (error.status === 403 && error.detail === 'MFA_ENROLMENT_REQUIRED') return { to: '/two-step-setup' };
  if (error.status === 403) return { to: '/action-not-allowed' };
  const page = PAGE_BY_DETAIL[error.detail];
  return page ? { to: page } : { to: '/error', state: toErrorPageState(error) };
}
