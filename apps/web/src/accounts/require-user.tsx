import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { meQueryOptions } from './accounts.api.ts';
import { CurrentUserContext } from './current-user-context.ts';
import { hasSession } from './session.ts';

/** The /app guard (accounts.md §2.3): no session goes to /login; otherwise load the user once for every page below. */
export function RequireUser() {
  const isSignedIn = hasSession();
  const me = useQuery({ ...meQueryOptions(), enabled: isSignedIn });
  // A loaded user keeps the page in place even once the session expires: the 'Session Expired' dialog,
  // opened above every route, is what leads to login.
  if (me.data) {
    return (
      <CurrentUserContext value={me.data}>
        <Outlet />
      </CurrentUserContext>
    );
  }
  if (me.error) {
    const destination = errorDestination(me.error);
    return destination ? <Navigate to={destination.to} state={destination.state} replace /> : null;
  }
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return <PageLoading />;
}
