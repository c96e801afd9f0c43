import type { MeResponse } from '@fieldbook/contract';
import { landingPath } from '@fieldbook/domain';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from './current-user-context.ts';

export function landingPathFor(me: MeResponse): string {
  return landingPath({ role: me.role, hasAgency: me.agency !== null, subscription: me.subscription });
}

/** /app and unknown /app subpaths: the landing redirect of accounts.md §2.3, keeping the 'from login' flag. */
export function LandingRedirect() {
  const me = useCurrentUser();
  const location = useLocation();
  return <Navigate to={landingPathFor(me)} state={location.state} replace />;
}
