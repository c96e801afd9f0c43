import { useRef } from 'react';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { FailedUploadItem } from './failed-upload-item.tsx';
import type { OutboxEntry } from './outbox.ts';
import { FAILED_UPLOAD_TITLE, failedUploadText, formatSavedAt, incidentNumberOf, PENDING_LIST_SIZE } from './outbox-format.ts';
import { StorageHealthNotes } from './storage-health-notes.tsx';
import type { StorageHealth } from './use-storage-health.ts';

interface OutboxPanelProps {
  /** 'Pending uploads' when opened from the cloud; 'Failed upload' when it opened by itself for a failure. */
  title: string;
  entries: OutboxEntry[];
  timeZone: string;
  isOnline: boolean;
  isUploading: boolean;
  storageHealth: StorageHealth;
  onRetry: () => void;
  onNewIncidentNumber: (entry: OutboxEntry, incidentNumber: string) => Promise<void>;
  onClose: () => void;
}

const needsAttention = (entry: OutboxEntry) => entry.state === 'failed' || entry.state === 'needs-new-number';
/** Uploaded reports are receipts (G7), never waiting; listOutbox leaves them out, and so does the panel. */
const isWaiting = (entry: OutboxEntry) => entry.state === 'pending' || entry.state === 'uploading';

/** The pending-uploads dialog: failed uploads first, then the last 5 reports waiting, and Retry. It is also the
 * 'Failed upload' dialog that opens by itself when an upload fails (analytics.md "Offline indicator"). */
export function OutboxPanel({
  title,
  entries,
  timeZone,
  isOnline,
  isUploading,
  storageHealth,
  onRetry,
  onNewIncidentNumber,
  onClose,
}: OutboxPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const failed = entries.filter(needsAttention);
  const waiting = entries.filter(isWaiting);
  const latest = waiting.slice(-PENDING_LIST_SIZE).reverse();
  const canRetry = isOnline && !isUploading && entries.some((entry) => entry.state !== 'needs-new-number');

  return (
    <ModalDialog className="modal outbox-panel" labelledBy="outbox-panel-title" onDismiss={onClose} initialFocusRef={titleRef}>
      <h2 id="outbox-panel-title" ref={titleRef} tabIndex={-1} className="modal-title">
        {title}
      </h2>
      {isOnline ? null : <p className="outbox-note">Working offline. Reports saved on this device upload when the connection is back.</p>}
      <StorageHealthNotes health={storageHealth} />
      {failed.length > 0 ? (
        <section aria-labelledby="failed-upload-title" aria-describedby="failed-upload-text" className="outbox-section">
          <h3 id="failed-upload-title" className="outbox-section-title is-failed">
            {FAILED_UPLOAD_TITLE}
          </h3>
          <p id="failed-upload-text" className="outbox-failed-text">
            {failedUploadText(failed)}
          </p>
          <ul className="outbox-list">
            {failed.map((entry) => (
              <FailedUploadItem key={entry.id} entry={entry} timeZone={timeZone} onNewIncidentNumber={onNewIncidentNumber} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="pending-reports-title" className="outbox-section">
        <h3 id="pending-reports-title" className="outbox-section-title">
          Saved on this device
        </h3>
        {latest.length === 0 ? (
          <p className="outbox-note">{failed.length > 0 ? 'No other reports are waiting.' : 'All your reports are uploaded.'}</p>
        ) : (
          <ul className="outbox-list">
            {latest.map((entry) => (
              <li key={entry.id} className="outbox-item">
                <span className="outbox-number">{incidentNumberOf(entry)}</span>
                <span className="outbox-time">{entry.state === 'uploading' ? 'Uploading…' : formatSavedAt(entry.saved_at, timeZone)}</span>
              </li>
            ))}
          </ul>
        )}
        {waiting.length > latest.length ? <p className="outbox-note">and {waiting.length - latest.length} more</p> : null}
      </section>
      <p role="status" className="outbox-status">
        {isUploading ? (
          <>
            <span className="spinner" aria-hidden="true" /> Uploading reports…
          </>
        ) : null}
      </p>
      <div className="modal-actions outbox-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="button button-primary" onClick={onRetry} disabled={!canRetry} aria-busy={isUploading}>
          Retry
        </button>
      </div>
    </ModalDialog>
  );
}
