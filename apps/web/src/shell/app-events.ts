import { useEffect, useRef } from 'react';

/** The internal event names of accounts.md §7, dispatched on window so any part of the app can listen. */
export const APP_EVENTS = {
  newPendingReport: 'new-pending-report',
  mainAlertMsg: 'main-alert-msg',
  sessionExpire: 'session-expire',
  swUpdate: 'sw-update',
  updateReportList: 'update-report-list',
  mainInit: 'main-init',
} as const;

export type AppEventName = (typeof APP_EVENTS)[keyof typeof APP_EVENTS];

export function emitAppEvent(name: AppEventName): void {
  window.dispatchEvent(new Event(name));
}

/** Calls the latest `handler` each time the event fires while the component is mounted. */
export function useAppEvent(name: AppEventName, handler: () => void): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    const listener = () => handlerRef.current();
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
