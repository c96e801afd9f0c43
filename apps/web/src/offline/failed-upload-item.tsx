import { ERROR_CODES } from '@fieldbook/domain';
import { NewIncidentNumberForm } from './new-incident-number-form.tsx';
import type { OutboxEntry } from './outbox.ts';
import {
  DUPLICATE_NUMBER_TEXT,
  failureReasons,
  formatSavedAt,
  incidentNumberOf,
  NEEDS_ATTENTION_TEXT,
  NOT_SUBMITTED_TEXT,
} from './outbox-format.ts';

interface FailedUploadItemProps {
  entry: OutboxEntry;
  timeZone: string;
  onNewIncidentNumber: (entry: OutboxEntry, incidentNumber: string) => Promise<void>;
}

/** A report the server refused: why, and for a duplicate number, the form to give a new one. */
export function FailedUploadItem({ entry, timeZone, onNewIncidentNumber }: FailedUploadItemProps) {
  const incidentNumber = incidentNumberOf(entry);
  const isDuplicate = entry.state === 'needs-new-number';
  // An amend that met a newer version (issue 25): kept on the device until the officer acts on it.
  const isVersionConflict = entry.last_error?.detail === ERROR_CODES.reportVersionConflict;
  return (
    <li className="outbox-item is-failed">
      <div className="outbox-item-head">
        <span className="outbox-number">{incidentNumber}</span>
        <span className="outbox-time">{formatSavedAt(entry.saved_at, timeZone)}</span>
      </div>
      {isDuplicate ? (
        <>
          <p className="outbox-message">{DUPLICATE_NUMBER_TEXT}</p>
          <NewIncidentNumberForm currentNumber={incidentNumber} onSubmit={(newNumber) => onNewIncidentNumber(entry, newNumber)} />
        </>
      ) : (
        <div className="outbox-message">
          <p>{isVersionConflict ? <strong>{NEEDS_ATTENTION_TEXT}</strong> : NOT_SUBMITTED_TEXT}</p>
          <ul className="outbox-reasons">
            {failureReasons(entry).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
