import type {
  AgencyMfaSetting,
  MfaDisableRequest,
  MfaEnrolmentResponse,
  MfaLoginRequest,
  MfaStatusResponse,
  RecoveryCodesResponse,
  SignedInResponse,
} from '@fieldbook/contract';
import { ERROR_CODES, normalizeMfaCode } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { http, isHttpError } from '../../shell/http.ts';

/** POST /api/auth/login/mfa: the second step of a login, with an authenticator or recovery code. */
export function finishMfaLogin(request: MfaLoginRequest): Promise<SignedInResponse> {
  return http.post<SignedInResponse>(
    '/api/auth/login/mfa',
    { ...request, code: normalizeMfaCode(request.code) },
    { isAuthenticated: false },
  );
}

export const mfaStatusQueryKey = ['users', 'me', 'two-step'] as const;

/** GET /api/users/me/two-step: whether the user's two-step verification is on, and whether the agency requires it. */
export function mfaStatusQueryOptions() {
  return queryOptions({
    queryKey: mfaStatusQueryKey,
    queryFn: ({ signal }) => http.get<MfaStatusResponse>('/api/users/me/two-step', { signal }),
  });
}

/** POST /api/users/me/two-step/enrolment: a new secret for the authenticator app (not active until confirmed). */
export function startMfaEnrolment(): Promise<MfaEnrolmentResponse> {
  return http.post<MfaEnrolmentResponse>('/api/users/me/two-step/enrolment');
}

/** POST /api/users/me/two-step/confirmation: the app's first code turns it on; answers the recovery codes once. */
export function confirmMfaEnrolment(code: string): Promise<RecoveryCodesResponse> {
  return http.post<RecoveryCodesResponse>('/api/users/me/two-step/confirmation', { code: normalizeMfaCode(code) });
}

/** POST /api/users/me/two-step/recovery-codes: new recovery codes after a current code; the old ones stop working. */
export function regenerateRecoveryCodes(code: string): Promise<RecoveryCodesResponse> {
  return http.post<RecoveryCodesResponse>('/api/users/me/two-step/recovery-codes', { code: normalizeMfaCode(code) });
}

/** POST /api/users/me/two-step/disable with a current code or the password. */
export function disableMfa(proof: MfaDisableRequest): Promise<void> {
  const body = 'code' in proof ? { code: normalizeMfaCode(proof.code) } : proof;
  return http.post<void>('/api/users/me/two-step/disable', body);
}

export const agencyMfaQueryKey = ['agency', 'two-step'] as const;

/** GET /api/agency/two-step: whether the agency requires two-step verification. */
export function agencyMfaQueryOptions() {
  return queryOptions({
    queryKey: agencyMfaQueryKey,
    queryFn: ({ signal }) => http.get<AgencyMfaSetting>('/api/agency/two-step', { signal }),
  });
}

/** PUT /api/agency/two-step (the owner). */
export function setAgencyMfaRequired(isRequired: boolean): Promise<AgencyMfaSetting> {
  return http.put<AgencyMfaSetting>('/api/agency/two-step', { mfa_required: isRequired });
}

/**
 * POST /api/agency/members/{userId}/two-step/reset: removes a member's authenticator (they enrol again). A member who
 * had none (MFA_NOT_ENABLED) is already where the reset leads.
 */
export async function resetMemberMfa(userId: string): Promise<void> {
  try {
    await http.post<void>(`/api/agency/members/${encodeURIComponent(userId)}/two-step/reset`);
  } catch (error) {
    if (!(isHttpError(error) && error.detail === ERROR_CODES.mfaNotEnabled)) throw error;
  }
}
