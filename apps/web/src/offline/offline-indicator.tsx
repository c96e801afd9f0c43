import { lazy, Suspense, useEffect, useState } from 'react';
import { useOnline } from '../shell/use-online.ts';
import { CloudIcon, type CloudIconName } from './offline-icons.tsx';
import { type OutboxEntry, replaceIncidentNumber, retryFailedEntries } from './outbox.ts';
import { FAILED_UPLOAD_TITLE } from './outbox-format.ts';
import { uploadOutbox } from './uploader.ts';
import { useFailedUploadNotice } from './use-failed-upload-notice.ts';
import { useOutboxEntries, useOutboxSync } from './use-outbox.ts';
import { useStorageHealth } from './use-storage-health.ts';
import './offline.css';

/** The panel opens on demand: its chunk is precached by the service worker, so it opens offline too. */
const OutboxPanel = lazy(() => import('./outbox-panel.tsx').then((module) => ({ default: module.OutboxPanel })));

/** How long the 'Working offline' tooltip shows after the connection drops (analytics.md: 3.6 s). */
export const WORKING_OFFLINE_MS = 3600;

interface OfflineIndicatorProps {
  email: string;
  /** The agency's time zone, for the saved times. */
  timeZone: string;
}

function useWorkingOfflineTooltip(isOnline: boolean): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    setIsShown(!isOnline);
    if (isOnline) return;
    const timer = setTimeout(() => setIsShown(false), WORKING_OFFLINE_MS);
    return () => clearTimeout(timer);
  }, [isOnline]);
  return isShown;
}

/** The top-bar cloud (analytics.md "Offline indicator"): reports saved on the device, their upload and retry. */
export function OfflineIndicator({ email, timeZone }: OfflineIndicatorProps) {
  const { entries, isLoading } = useOutboxEntries(email);
  useOutboxSync(email);
  const isOnline = useOnline();
  const isTooltipShown = useWorkingOfflineTooltip(isOnline);
  const [isOpen, setIsOpen] = useState(false);
  const [isRetrying, setIsRetrying] = useState(false);

  const count = entries.length;
  const storageHealth = useStorageHealth(count);
  const failedIds = entries.filter((entry) => entry.state === 'failed' || entry.state === 'needs-new-number').map((entry) => entry.id);
  const failedCount = failedIds.length;
  const failureNotice = useFailedUploadNotice(email, failedIds, isLoading);
  const isUploading = isRetrying || entries.some((entry) => entry.state === 'uploading');
  const icon: CloudIconName = !isOnline ? 'cloud-off' : count > 0 ? 'cloud-upload' : 'cloud-done';
  const prefix = !isOnline ? 'Working offline. ' : isUploading ? 'Uploading. ' : '';
  // No count until the device database answered: 'Pending uploads: 0' would be a claim.
  const countText = isLoading ? '' : `: ${count}${failedCount > 0 ? `, ${failedCount} failed` : ''}`;
  const storageText = storageHealth.isAlmostFull ? '. Device storage almost full' : '';
  const label = `${prefix}Pending uploads${countText}${storageText}`;
  const buttonClass = ['icon-button offline-button', failedCount > 0 ? 'has-failed' : '', storageHealth.isAlmostFull ? 'has-warning' : '']
    .filter(Boolean)
    .join(' ');

  async function handleRetry() {
    setIsRetrying(true);
    try {
      await retryFailedEntries(email);
      await uploadOutbox(email, { isIgnoringBackoff: true });
    } catch {
      // Each failure is kept on its entry and shown in the panel; nothing else to report here.
    } finally {
      setIsRetrying(false);
    }
  }

  async function handleNewIncidentNumber(entry: OutboxEntry, incidentNumber: string) {
    await replaceIncidentNumber(email, entry.id, incidentNumber);
    if (isOnline) void handleRetry();
  }

  return (
    <span className="offline-indicator">
      <button
        type="button"
        className={buttonClass}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-busy={isUploading}
        onClick={() => setIsOpen(true)}
      >
        {isUploading && isOnline ? <span className="spinner offline-spinner" aria-hidden="true" /> : <CloudIcon name={icon} />}
        {count > 0 ? (
          <span className="offline-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {isTooltipShown ? (
        <span role="status" className="offline-tooltip">
          Working offline
        </span>
      ) : null}
      {isOpen || failureNotice.isShown ? (
        <Suspense fallback={null}>
          <OutboxPanel
            title={isOpen ? 'Pending uploads' : FAILED_UPLOAD_TITLE}
            entries={entries}
            timeZone={timeZone}
            isOnline={isOnline}
            isUploading={isUploading}
            storageHealth={storageHealth}
            onRetry={() => void handleRetry()}
            onNewIncidentNumber={handleNewIncidentNumber}
            onClose={() => {
              setIsOpen(false);
              failureNotice.dismiss();
            }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
