import { describeUsage, STORAGE_TEXTS } from './storage-health.ts';
import type { StorageHealth } from './use-storage-health.ts';

/** In the pending-uploads dialog: the storage used, the 80 % warning, and the iOS Home Screen notice (G8). */
export function StorageHealthNotes({ health }: { health: StorageHealth }) {
  return (
    <div className="storage-health">
      {health.usage ? <p className="outbox-note">{describeUsage(health.usage)}</p> : null}
      {health.isAlmostFull ? (
        <p role="alert" className="storage-warning">
          {STORAGE_TEXTS.almostFull}
        </p>
      ) : null}
      {health.isIosOutsideHomeScreen ? (
        <p role="note" className="storage-warning">
          {STORAGE_TEXTS.iosHomeScreen}
        </p>
      ) : null}
    </div>
  );
}
