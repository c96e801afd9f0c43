import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';

/**
 * Sends a failed call where accounts.md §8 says (errorDestination). A 404 on a catalog entry means another manager
 * removed it meanwhile: 'Sorry, this action is no longer available.' like AREA_NOT_EXIST.
 */
export function useFailureRoute(): (error: unknown) => void {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (isHttpError(error) && error.status === 404) {
        navigate('/action-not-available');
        return;
      }
      const destination = errorDestination(error);
      if (destination) navigate(destination.to, destination.state ? { state: destination.state } : undefined);
    },
    [navigate],
  );
}

/** Sends a failed read where accounts.md §8 says, once it fails. */
export function useQueryFailureRoute(error: unknown): void {
  const failureRoute = useFailureRoute();
  useEffect(() => {
    if (error) failureRoute(error);
  }, [error, failureRoute]);
}
