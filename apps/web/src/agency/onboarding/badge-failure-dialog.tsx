import { useRef } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';

export const BADGE_FAILURE_TITLE = 'Before you go on...';
export const BADGE_FAILURE_TEXT =
  'Your agency was created successfully, but unfortunately, the image could not be uploaded. Please try again later from Settings.';

/** The image-upload failure dialog (accounts.md §2.6): the agency is saved, the badge is not; the wizard goes on. */
export function BadgeFailureDialog({ onConfirm }: { onConfirm: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      className="modal"
      role="alertdialog"
      labelledBy="badge-failure-title"
      describedBy="badge-failure-text"
      onDismiss={onConfirm}
      initialFocusRef={buttonRef}
    >
      <h2 id="badge-failure-title" className="modal-title">
        {BADGE_FAILURE_TITLE}
      </h2>
      <p id="badge-failure-text">{BADGE_FAILURE_TEXT}</p>
      <div className="modal-actions">
        <button ref={buttonRef} type="button" className="button button-primary" onClick={onConfirm}>
          Yes, I Understand
        </button>
      </div>
    </ModalDialog>
  );
}
