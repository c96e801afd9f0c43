import { Navigate } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';

/** Rendered in place of a step whose data failed to load: goes where the error catalogue says (accounts.md §8). */
export function FailureRedirect({ error }: { error: unknown }) {
  const destination = errorDestination(error);
  return destination ? <Navigate to={destination.to} state={destination.state} replace /> : null;
}
