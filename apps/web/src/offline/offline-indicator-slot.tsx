import type { MeResponse } from '@fieldbook/contract';
import { hasPermission, landingPath } from '@fieldbook/domain';
import { useLocation } from 'react-router';
import { OfflineIndicator } from './offline-indicator.tsx';

/** Onboarding: the landing rule would send the user there, or they are on it (analytics.md: no indicator then). */
function isOnboarding(me: MeResponse, pathname: string): boolean {
  if (pathname === '/app/onboarding' || pathname.startsWith('/app/onboarding/')) return true;
  return landingPath({ role: me.role, hasAgency: me.agency !== null, subscription: me.subscription }) === '/app/onboarding';
}

/** The offline indicator where it belongs: users who may create reports, outside onboarding. */
export function OfflineIndicatorSlot({ me }: { me: MeResponse }) {
  const { pathname } = useLocation();
  if (!hasPermission(me.role, 'agency.reports.create') || isOnboarding(me, pathname)) return null;
  const timeZone = me.agency?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <OfflineIndicator email={me.email} timeZone={timeZone} />;
}
