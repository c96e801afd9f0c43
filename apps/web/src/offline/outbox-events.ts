/**
 * "The outbox changed": listeners in this tab, and other tabs through a BroadcastChannel, so every
 * indicator shows the same count whichever tab saved or uploaded a report.
 */
const CHANNEL_NAME = 'fieldbook-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function notifyListeners(): void {
  for (const listener of [...listeners]) listener();
}

function openChannel(): void {
  if (channel || typeof BroadcastChannel !== 'function') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = notifyListeners;
}

/** Tells every listener, here and in other tabs, to read the outbox again. */
export function notifyOutboxChange(): void {
  notifyListeners();
  channel?.postMessage('changed');
}

/** Calls `listener` after each change; returns the unsubscribe function. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  openChannel();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && channel) {
      channel.close();
      channel = null;
    }
  };
}
