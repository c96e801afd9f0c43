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
    const handleChange = () => void read();
    const unsubscribe = subscribeOutbox(handleChange);
    window.addEventListener(APP_EVENTS.newPendingReport, handleChange);
    return () => {
      isCurrent = false;
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
