import { ERROR_CODES } from '@fieldbook/domain';
import { useNavigate } from 'react-router';
import { useLogOut } from '../../accounts/use-log-out.ts';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';
import type { UserIdErrorState } from '../../shell/route-state.ts';

export interface AcceptFailureOptions {
  /** The invitation accepted by id: /user-id-error accepts it once another officer ID is chosen. */
  invitationId?: string;
  /** Told where the user is sent, before the navigation starts (the load of /app waits for it). */
  onLeave?: (to: string) => void;
}

/**
 * Where a refused acceptance leads (accounts.md §8): an owner is logged out (owners cannot be invited);
 * USER_ALREADY_WITH_AGENCY, OFFICER_ID_ALREADY_EXISTS, ACTION_NO_LONGER_POSSIBLE, ... go to their pages.
 * Resolves once the router got there.
 */
export function useAcceptFailure(): (error: unknown, options?: AcceptFailureOptions) => Promise<void> {
  const navigate = useNavigate();
  const { handleLogOut } = useLogOut();
  return async (error, { invitationId, onLeave } = {}) => {
    if (isHttpError(error) && error.detail === ERROR_CODES.ownerUsersCannotBeInvited) {
      onLeave?.('/login');
      await handleLogOut();
      return;
    }
    const destination = errorDestination(error);
    if (!destination) return;
    const isOfficerIdTaken = isHttpError(error) && error.detail === ERROR_CODES.officerIdAlreadyExists;
    const userIdErrorState: UserIdErrorState | null = isOfficerIdTaken && invitationId ? { invitationId } : null;
    const state = userIdErrorState ?? destination.state;
    onLeave?.(destination.to);
    await navigate(destination.to, { replace: true, state });
  };
}
