import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useNetworkOnline } from '../../shell/use-online.ts';
import { checkOfflineUnlock, endOfflineUnlock, noteOfflineActivity } from '../session.ts';
import type { UnlockLimit } from '../session-limits.ts';
import type { UnlockPageState } from './unlock-page-state.ts';
import './offline-unlock.css';

/** How often the limits are checked while the page is open, and the most often a use is written down. */
const CHECK_INTERVAL_MS = 15_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export const OFFLINE_MODE_TEXTS = {
  offline: 'Offline mode: reports you file are kept on this device and upload after you log in online.',
  backOnline: 'You are back online. Log in to upload the reports kept on this device.',
  logIn: 'Log in',
  lock: 'Lock',
} as const;

/**
 * Keeps an offline unlock within its limits (30 minutes idle, 12 hours after the online sign-in): each use of the page
 * counts as activity; past a limit the tab locks and goes to /unlock, where the draft on screen is kept (the report
 * page saves it as it unmounts).
 */
function useOfflineLimits(onLimit: (limit: UnlockLimit | undefined) => void): void {
  const onLimitRef = useRef(onLimit);
  onLimitRef.current = onLimit;
  useEffect(() => {
    let lastWrite = 0;
    const handleActivity = () => {
      const now = Date.now();
      if (now - lastWrite < CHECK_INTERVAL_MS) return;
      lastWrite = now;
      noteOfflineActivity(now);
    };
    const check = () => {
      const { unlock, limit } = checkOfflineUnlock();
      if (!unlock) onLimitRef.current(limit ?? undefined);
    };
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, handleActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, handleActivity, { capture: true });
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, []);
}

/**
 * The offline-mode bar above every page of a tab on an offline unlock: what the mode means, a way to lock the app
 * now, and, once the network is back, the way to the real login the uploads wait for.
 */
export default function OfflineModeBar() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNetworkOnline = useNetworkOnline();

  function lock(limit?: UnlockLimit) {
    endOfflineUnlock();
    queryClient.clear();
    const state: UnlockPageState = limit ? { limit } : {};
    navigate('/unlock', { replace: true, state });
  }
  useOfflineLimits(lock);

  return (
    <aside className="offline-mode-bar" aria-label="Offline mode">
      <p role="status">{isNetworkOnline ? OFFLINE_MODE_TEXTS.backOnline : OFFLINE_MODE_TEXTS.offline}</p>
      <div className="offline-mode-actions">
        {isNetworkOnline ? (
          <button type="button" className="button button-primary" onClick={() => navigate('/login')}>
            {OFFLINE_MODE_TEXTS.logIn}
          </button>
        ) : null}
        <button type="button" className="button button-secondary" onClick={() => lock()}>
          {OFFLINE_MODE_TEXTS.lock}
        </button>
      </div>
    </aside>
  );
}
