import { useSyncExternalStore } from 'react';
import { isOfflineMode, SESSION_CHANGE_EVENT } from '../accounts/session.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}

/**
 * Whether the app can use the server: navigator.onLine, re-rendering when the browser goes on- or offline. A tab on an
 * offline unlock (no session, accounts/session.ts) works as offline until a real login, even with the network back.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !isOfflineMode(),
    () => true,
  );
}

/** navigator.onLine alone: the public pages (login first) need the network, whatever the tab's mode. */
export function useNetworkOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Whether this tab works on an offline unlock (no session; accounts/session.ts). */
export function useOfflineMode(): boolean {
  return useSyncExternalStore(subscribe, isOfflineMode, () => false);
}
