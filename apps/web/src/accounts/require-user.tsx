import type { MeResponse } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { USER_INVITATIONS_PATH, useInvitationLoad } from '../agency/invitations/use-invitation-load.ts';
import { listPinHolders, noteOnlineSignIn } from '../offline/device-unlock-store.ts';
import { errorDestination } from '../shell/error-routing.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { useOnline } from '../shell/use-online.ts';
import { meQueryOptions } from './accounts.api.ts';
import { saveAnalyticsInsightLink } from './analytics-insight-link.ts';
import { CurrentUserContext } from './current-user-context.ts';
import type { UnlockPageState } from './offline-unlock/unlock-page-state.ts';
import { hasSession, readOfflineUnlock, readSessionInfo } from './session.ts';
import { takeSessionFromOpenTab } from './session-share.ts';

export const ONBOARDING_PATH = '/app/onboarding';
/** The pages a user without an agency may open; anything else under /app is onboarding for them (accounts.md §4). */
const AGENCYLESS_PATHS = new Set([ONBOARDING_PATH, USER_INVITATIONS_PATH]);

/** Offline, only an agency user with an active agency, not the invited role, keeps the app (accounts.md §4 Offline). */
export function canUseAppOffline(me: MeResponse): boolean {
  return me.agency?.status === 'Active' && me.role.name !== 'invited';
}

/**
 * How this tab enters /app: with its session, or an offline unlock; without either, it first asks the open tabs for
 * theirs ('asking'), then goes to the unlock page (offline, with a device PIN set here) or to login.
 */
type Entry = 'session' | 'offline' | 'asking' | 'unlock' | 'signed-out';

function useEntry(): Entry {
  const [entry, setEntry] = useState<Entry>(() => (hasSession() ? 'session' : readOfflineUnlock() ? 'offline' : 'asking'));
  useEffect(() => {
    if (entry !== 'asking') return;
    let isCurrent = true;
    void (async () => {
      const isShared = await takeSessionFromOpenTab();
      const canUnlock = !isShared && !navigator.onLine && (await listPinHolders()).length > 0;
      if (isCurrent) setEntry(isShared ? 'session' : canUnlock ? 'unlock' : 'signed-out');
    })();
    return () => {
      isCurrent = false;
    };
  }, [entry]);
  return entry;
}

/**
 * The /app guard and the 'Load of /app' of accounts.md §4: no session goes to /login (offline, with a device PIN, to
 * /unlock); otherwise load the user once for every page below. The invited role with no agency first accepts its kept
 * invitation or is sent to its pending invitations; any user with no agency is treated as onboarding. Offline, only
 * members of an active agency stay.
 */
export function RequireUser() {
  const entry = useEntry();
  const isSignedIn = entry === 'session' || entry === 'offline';
  const { pathname } = useLocation();
  const me = useQuery({ ...meQueryOptions(), enabled: isSignedIn });
  // A loaded user keeps the page in place even once the session expires: the 'Session Expired' dialog,
  // opened above every route, is what leads to login.
  if (me.data) return <LoadedUser me={me.data} />;
  if (me.error) {
    const destination = errorDestination(me.error);
    return destination ? <Navigate to={destination.to} state={destination.state} replace /> : null;
  }
  if (entry === 'unlock') {
    const state: UnlockPageState = { from: pathname };
    return <Navigate to="/unlock" state={state} replace />;
  }
  if (entry === 'signed-out') {
    // A mailed export's page opened signed out (a new tab has no session): the login that follows comes back to it.
    saveAnalyticsInsightLink(pathname);
    return <Navigate to="/login" replace />;
  }
  return <PageLoading />;
}

function LoadedUser({ me }: { me: MeResponse }) {
  const location = useLocation();
  const isOnline = useOnline();
  const isLoadingInvitations = useInvitationLoad(me);
  useEffect(() => {
    // The login page of this device shows this agency's system-use notice from now on (oversight/system-use-notice.tsx).
    if (me.agency) localStorage.setItem(STORAGE_KEYS.noticeAgency, me.agency.id);
  }, [me.agency]);
  useEffect(() => {
    // A session's sign-in (re)opens the officer's offline window on this device, if they set a device PIN here.
    const signedInAt = readSessionInfo()?.signedInAt ?? 0;
    if (signedInAt > 0) void noteOnlineSignIn(me.email, me.name, signedInAt).catch(() => {});
  }, [me.email, me.name]);
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
