import { useSyncExternalStore } from 'react';
import { APP_EVENTS, emitAppEvent } from '../shell/app-events.ts';

/**
 * The service worker (vite-plugin-pwa, generateSW) precaches the built shell so /app/report and
 * /app/business-card open with no connection. It is registered in production builds only, and with
 * registerType 'prompt' a new version waits until the user chooses 'Update Now'. The worker never opens
 * IndexedDB, so an update leaves drafts and saved reports alone.
 */
export const SERVICE_WORKER_URL = '/sw.js';

type UpdateFunction = () => Promise<void>;

let applyUpdate: UpdateFunction | null = null;
const listeners = new Set<() => void>();

function setWaitingUpdate(update: UpdateFunction | null): void {
  applyUpdate = update;
  for (const listener of [...listeners]) listener();
  if (update) emitAppEvent(APP_EVENTS.swUpdate);
}

/** Registers the worker once the page has loaded (it must not compete with the first paint). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    workbox.addEventListener('waiting', () => {
      setWaitingUpdate(async () => {
        // Reload once the new worker has taken over, so the page and its precache match.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
  };
  const start = () => void register().catch(() => {});
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ServiceWorkerUpdate {
  /** A new version is installed and waits for the user. */
  isUpdateWaiting: boolean;
  /** Activates the waiting version and reloads the page ('Update Now'). */
  update: () => Promise<void>;
}

async function runUpdate(): Promise<void> {
  await applyUpdate?.();
}

/** For the 'Update Now' modal (accounts.md §2.8): whether an update waits, and the action that applies it. */
export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  const isUpdateWaiting = useSyncExternalStore(
    subscribe,
    () => applyUpdate !== null,
    () => false,
  );
  return { isUpdateWaiting, update: runUpdate };
}
