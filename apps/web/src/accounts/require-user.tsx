import type { MeResponse } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { USER_INVITATIONS_PATH, useInvitationLoad } from '../agency/invitations/use-invitation-load.ts';
import { errorDestination } from '../shell/error-routing.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { useOnline } from '../shell/use-online.ts';
import { meQueryOptions } from './accounts.api.ts';
import { CurrentUserContext } from './current-user-context.ts';
import { hasSession } from './session.ts';

export const ONBOARDING_PATH = '/app/onboarding';
/** The pages a user without an agency may open; anything else under /app is onboarding for them (accounts.md §4). */
const AGENCYLESS_PATHS = new Set([ONBOARDING_PATH, USER_INVITATIONS_PATH]);

/** Offline, only an agency user with an active agency, not the invited role, keeps the app (accounts.md §4 Offline). */
export function canUseAppOffline(me: MeResponse): boolean {
  return me.agency?.status === 'Active' && me.role.name !== 'invited';
}

/**
 * The /app guard and the 'Load of /app' of accounts.md §4: no session goes to /login; otherwise load the user once
 * for every page below. The invited role with no agency first accepts its kept invitation or is sent to its pending
 * invitations; any user with no agency is treated as onboarding. Offline, only members of an active agency stay.
 */
export function RequireUser() {
  const isSignedIn = hasSession();
  const me = useQuery({ ...meQueryOptions(), enabled: isSignedIn });
  // A loaded user keeps the page in place even once the session expires: the 'Session Expired' dialog,
  // opened above every route, is what leads to login.
  if (me.data) return <LoadedUser me={me.data} />;
  if (me.error) {
    const destination = errorDestination(me.error);
    return destination ? <Navigate to={destination.to} state={destination.state} replace /> : null;
  }
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return <PageLoading />;
}

function LoadedUser({ me }: { me: MeResponse }) {
  const location = useLocation();
  const isOnline = useOnline();
  const isLoadingInvitations = useInvitationLoad(me);
  useEffect(() => {
    // The login page of this device shows this agency's system-use notice from now on (oversight/system-use-notice.tsx).
    if (me.agency) localStorage.setItem(STORAGE_KEYS.noticeAgency, me.agency.ori);
  }, [me.agency]);
  if (!isOnline && !canUseAppOffline(me)) return <Navigate to="/no-connection" replace />;
  if (isLoadingInvitations) return <PageLoading />;
  const isAppIndex = location.pathname.replace(/\/+$/, '') === '/app';
  if (me.agency_id === null && !isAppIndex && !AGENCYLESS_PATHS.has(location.pathname)) {
    return <Navigate to={ONBOARDING_PATH} state={location.state} replace />;
  }
  return (
    <CurrentUserContext value={me}>
      <Outlet />
    </CurrentUserContext>
  );
}
