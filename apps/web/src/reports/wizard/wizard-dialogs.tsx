import type { FieldIssue } from '@fieldbook/domain';
import { isSameIncidentNumber, isValidIncidentNumber } from '@fieldbook/domain';
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { QrCode } from './qr-code.tsx';
import { WIZARD_TEXTS } from './wizard-texts.ts';

interface ConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/** Discard the report (or the changes of an amend). */
export function DiscardDialog({ isAmend = false, onConfirm, onCancel }: ConfirmProps & { isAmend?: boolean }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      className="modal"
      role="alertdialog"
      labelledBy="discard-title"
      describedBy="discard-text"
      onDismiss={onCancel}
      initialFocusRef={cancelRef}
    >
      <h2 id="discard-title" className="modal-title">
        {isAmend ? 'Discard changes' : 'Discard report'}
      </h2>
      <p id="discard-text">{isAmend ? 'The changes you made will be lost.' : 'This report will be deleted from this device.'}</p>
      <div className="modal-actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          Keep editing
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          Discard
        </button>
      </div>
    </ModalDialog>
  );
}

/** A draft exists on entry: continue it or start a new report. */
export function ContinueReportDialog({ onContinue, onStartNew }: { onContinue: () => void; onStartNew: () => void }) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog className="modal" labelledBy="continue-title" onDismiss={onContinue} initialFocusRef={continueRef}>
      <h2 id="continue-title" className="modal-title">
        Continue your report?
      </h2>
      <p>A report you started on this device was not submitted.</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onStartNew}>
          Start New Report
        </button>
        <button ref={continueRef} type="button" className="button button-primary" onClick={onContinue}>
          Continue Report
        </button>
      </div>
    </ModalDialog>
  );
}

/** Submit refused by the use-of-force or bystander rules: the messages, and 'I Understand'. */
export function MissingInformationDialog({ issues, onClose }: { issues: FieldIssue[]; onClose: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const messages = [...new Set(issues.map((issue) => issue.message))];
  return (
    <ModalDialog
      className="modal"
      role="alertdialog"
      labelledBy="missing-title"
      describedBy="missing-list"
      onDismiss={onClose}
      initialFocusRef={buttonRef}
    >
      <h2 id="missing-title" className="modal-title">
        Complete missing information
      </h2>
      <ul id="missing-list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <div className="modal-actions">
        <button ref={buttonRef} type="button" className="button button-primary" onClick={onClose}>
          I Understand
        </button>
      </div>
    </ModalDialog>
  );
}

/** The incident number was used in another report: edit it (not just its case), then the report is sent again. */
export function EditIncidentNumberDialog({
  current,
  onSave,
  onCancel,
}: {
  current: string;
  onSave: (number: string) => void;
  onCancel: () => void;
}) {
  const [number, setNumber] = useState(current);
  const inputId = useId();
  // The same number in another case is still the duplicate (numbers are unique whatever their case, issue 24).
  const isSavable = isValidIncidentNumber(number) && !isSameIncidentNumber(number, current);
  return (
    <ModalDialog className="modal" labelledBy="edit-number-title" describedBy="edit-number-text" onDismiss={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isSavable) onSave(number);
        }}
      >
        <h2 id="edit-number-title" className="modal-title">
          Edit Incident Number
        </h2>
        <p id="edit-number-text">{WIZARD_TEXTS.duplicateNumber}</p>
        <div className="field">
          <label htmlFor={inputId} className="field-label">
            Incident Number
          </label>
          <input
            id={inputId}
            value={number}
            maxLength={20}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setNumber(event.target.value.trim())}
          />
          <p id={`${inputId}-hint`} className={isValidIncidentNumber(number) ? 'field-hint' : 'field-error'}>
            {WIZARD_TEXTS.incidentNumberHelper}
          </p>
        </div>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={!isSavable}>
            Save
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** The QR code large enough to scan from the officer's screen. */
export function QrCodeDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <ModalDialog className="modal" labelledBy="qr-title" onDismiss={onClose}>
      <h2 id="qr-title" className="modal-title">
        Scan the QR code
      </h2>
      <QrCode value={url} label="QR code to follow this case" size={280} />
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
