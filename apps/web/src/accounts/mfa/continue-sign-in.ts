import type { MfaChallengeResponse, TokenPair } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { saveSession } from '../session.ts';

export const SECOND_STEP_PATH = '/login/two-step';
export const TWO_STEP_SETUP_PATH = '/two-step-setup';

/** What the second-step page is handed in the router state (never in the URL). */
export interface SecondStepState {
  mfaToken?: string;
}

/**
 * After a right password or a single sign-on: the second step when one is due, the enrolment when the agency requires
 * two-step verification and the user has none, otherwise `enterApp` with the session as before.
 */
export function useContinueSignIn(): <T extends TokenPair>(answer: T | MfaChallengeResponse, enterApp: (tokens: T) => void) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return <T extends TokenPair>(answer: T | MfaChallengeResponse, enterApp: (tokens: T) => void) => {
    if ('mfa_token' in answer) {
      const state: SecondStepState = { mfaToken: answer.mfa_token };
      navigate(SECOND_STEP_PATH, { replace: true, state });
      return;
    }
    if ((answer as { detail?: string }).detail === ERROR_CODES.mfaEnrolmentRequired) {
      saveSession(answer);
      queryClient.removeQueries();
      navigate(TWO_STEP_SETUP_PATH, { replace: true });
      return;
    }
    enterApp(answer);
  };
}
