import { hasSession } from '../accounts/session.ts';
import { APP_EVENTS } from '../shell/app-events.ts';
import { listOutbox } from './outbox.ts';
import { reconcileReceipts } from './receipts.ts';
import { type UploadOptions, uploadOutbox } from './uploader.ts';

/**
 * Drains the user's outbox by itself: now (the app started with a session), when the browser comes online,
 * after each report saved while online, and when the earliest backoff runs out. At start and on coming online it
 * first checks the receipts (G7), so reports a restored server lacks are uploaded again. Returns the stop function.
 */
export function startOutboxSync(email: string): () => void {
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function scheduleNextTry() {
    const entries = await listOutbox(email).catch(() => []);
    const waits = entries.filter((entry) => entry.state === 'pending' && entry.next_attempt_at !== null);
    const earliest = Math.min(...waits.map((entry) => entry.next_attempt_at ?? Number.POSITIVE_INFINITY));
    clearTimeout(timer);
    if (!isStopped && Number.isFinite(earliest)) timer = setTimeout(() => void drain(), Math.max(0, earliest - Date.now()) + 50);
  }

  async function drain(options: UploadOptions = {}) {
    // Offline there is nothing to try; without a session the 'Session Expired' flow comes first.
    if (isStopped || !navigator.onLine || !hasSession()) return;
    await uploadOutbox(email, options).catch(() => {});
    await scheduleNextTry();
  }

  async function reconcileThenDrain(options: UploadOptions = {}) {
    if (isStopped || !navigator.onLine || !hasSession()) return;
    // A server that cannot answer now is asked again at the next start or reconnection; the drain goes on.
    await reconcileReceipts(email).catch(() => {});
    await drain(options);
  }

  const handleOnline = () => void reconcileThenDrain({ isIgnoringBackoff: true });
  const handleNewReport = () => void drain();
  window.addEventListener('online', handleOnline);
  window.addEventListener(APP_EVENTS.newPendingReport, handleNewReport);
  void reconcileThenDrain();
  return () => {
    isStopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', handleOnline);
    window.removeEventListener(APP_EVENTS.newPendingReport, handleNewReport);
  };
}
