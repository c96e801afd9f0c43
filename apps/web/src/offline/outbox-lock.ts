/** One drain at a time across tabs (security-and-sync G5). */
export const OUTBOX_LOCK_NAME = 'fieldbook-outbox';

let localTail: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` holding the outbox lock: a Web Lock shared by every tab of the origin, so a second tab waits and
 * then finds the reports already uploaded. Without Web Locks, calls in this tab still run one after another.
 */
export function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return locks.request(OUTBOX_LOCK_NAME, () => work());
  const run = localTail.then(work, work);
  localTail = run.catch(() => {});
  return run;
}
