import type { MeResponse } from '@fieldbook/contract';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../shell/use-media-query.ts';
import { useOfflineMode } from '../../shell/use-online.ts';
import { readSessionInfo } from '../session.ts';
import { PIN_SETUP_FRESHNESS_MS } from '../session-limits.ts';
import { canUseDevicePin } from './can-use-device-pin.ts';
import { DEVICE_PIN_PATH } from './device-pin-path.ts';

// Both load on demand (the officer's first screen stays within GUIDE §6); the service worker precaches them.
const OfflineModeBar = lazy(() => import('./offline-mode-bar.tsx'));
const DevicePinOffer = lazy(() => import('./device-pin-offer.tsx'));

/**
 * Above the page in the /app shell: on an offline unlock, the offline-mode bar (and its limits); on a phone just after
 * an online login, the offer to set a device PIN.
 */
export function OfflineUnlockSlot({ me }: { me: MeResponse }) {
  const isOfflineMode = useOfflineMode();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { pathname } = useLocation();
  if (isOfflineMode) {
    return (
      <Suspense fallback={null}>
        <OfflineModeBar />
      </Suspense>
    );
  }
  const signedInAt = readSessionInfo()?.signedInAt ?? 0;
  const isFreshLogin = Date.now() - signedInAt <= PIN_SETUP_FRESHNESS_MS;
  if (!isPhone || !isFreshLogin || pathname === DEVICE_PIN_PATH || !canUseDevicePin(me)) return null;
  return (
    <Suspense fallback={null}>
      <DevicePinOffer email={me.email} />
    </Suspense>
  );
}
