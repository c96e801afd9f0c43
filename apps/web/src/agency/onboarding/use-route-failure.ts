import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';

/** Sends a failed call where the error catalogue says (accounts.md §8); a 401 is left to the 'Session Expired' dialog. */
export function useRouteFailure(): (error: unknown) => void {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      const destination = errorDestination(error);
      if (destination) navigate(destination.to, { state: destination.state });
    },
    [navigate],
  );
}
