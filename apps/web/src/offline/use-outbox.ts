import { useEffect, useState } from 'react';
import { APP_EVENTS } from '../shell/app-events.ts';
import { listOutbox, type OutboxEntry } from './outbox.ts';
import { subscribeOutbox } from './outbox-events.ts';
import { startOutboxSync } from './outbox-sync.ts';

export interface OutboxSnapshot {
  entries: OutboxEntry[];
  isLoading: boolean;
  /** The device database could not be read (private mode, storage blocked). */
  hasError: boolean;
}

const LOADING: OutboxSnapshot = { entries: [], isLoading: true, hasError: false };
/** The outbox holds whole reports; re-reading it on every change of a long drain would cost more than the uploads. */
export const REFRESH_INTERVAL_MS = 400;

/** The user's saved reports, oldest first, read again whenever this tab or another changes the outbox ('new-pending-report' too). */
export function useOutboxEntries(email: string): OutboxSnapshot {
  const [snapshot, setSnapshot] = useState<OutboxSnapshot>(LOADING);
  useEffect(() => {
    let isCurrent = true;
    let reading = 0;
    async function read() {
      const ticket = ++reading;
      try {
        const entries = await listOutbox(email);
        // A later read may have started meanwhile: only the newest answer is shown.
        if (isCurrent && ticket === reading) setSnapshot({ entries, isLoading: false, hasError: false });
      } catch {
        if (isCurrent && ticket === reading) setSnapshot((previous) => ({ ...previous, isLoading: false, hasError: true }));
      }
    }
    setSnapshot(LOADING);
    void read();
    // Changes come twice per upload while a queue drains: read at most once per interval, after the last change.
    let timer: number | undefined;
    const handleChange = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        void read();
      }, REFRESH_INTERVAL_MS);
    };
    const unsubscribe = subscribeOutbox(handleChange);
    window.addEventListener(APP_EVENTS.newPendingReport, handleChange);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
      unsubscribe();
      window.removeEventListener(APP_EVENTS.newPendingReport, handleChange);
    };
  }, [email]);
  return snapshot;
}

/** Keeps the user's outbox draining while the component is mounted (see startOutboxSync). */
export function useOutboxSync(email: string): void {
  useEffect(() => startOutboxSync(email), [email]);
}
