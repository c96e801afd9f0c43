import { ERROR_CODES } from '@fieldbook/domain';
import { useNavigate } from 'react-router';
import { useLogOut } from '../../accounts/use-log-out.ts';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';

/**
 * Where a refused acceptance leads (accounts.md §8): an owner is logged out (owners cannot be invited);
 * USER_ALREADY_WITH_AGENCY, OFFICER_ID_ALREADY_EXISTS, ACTION_NO_LONGER_POSSIBLE, ... go to their pages.
 */
export function useAcceptFailure(): (error: unknown) => Promise<void> {
  const navigate = useNavigate();
  const { handleLogOut } = useLogOut();
  return async (error) => {
    if (isHttpError(error) && error.detail === ERROR_CODES.ownerUsersCannotBeInvited) {
      await handleLogOut();
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, { replace: true, state: destination.state });
  };
}
