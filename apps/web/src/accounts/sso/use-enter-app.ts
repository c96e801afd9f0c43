import type { SsoSignedInResponse } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AppEntryState } from '../../shell/route-state.ts';
import { takeAnalyticsInsightLink } from '../analytics-insight-link.ts';
import { saveSession } from '../session.ts';

/**
 * After a single sign-on: keep the session and enter the app as a password login does (accounts.md §4 Login), except
 * that USER_INVITATION_NOT_EXIST beside the tokens opens /app/onboarding (accounts.md §8).
 */
export function useEnterApp(): (answer: SsoSignedInResponse) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (answer) => {
    saveSession(answer);
    queryClient.removeQueries();
    const state: AppEntryState = { isFromLogin: true };
    if (answer.detail === ERROR_CODES.userInvitationNotExist) {
      navigate('/app/onboarding', { replace: true, state });
      return;
    }
    const insightLink = takeAnalyticsInsightLink();
    navigate(insightLink ?? '/app', { replace: true, state });
  };
}
