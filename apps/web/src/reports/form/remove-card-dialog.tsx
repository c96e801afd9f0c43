import { useId, useRef } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';

interface RemoveCardDialogProps {
  /** 'Citizen 1', 'Officer 2', 'Code 1'. */
  title: string;
  answerCount: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Remove Citizen 1?' before a card with answers goes (issue 24, defect 8): a confirmation rather than an undo
 * (docs/decisions.md). Keep has the focus, so a second tap of the same spot deletes nothing.
 */
export function RemoveCardDialog({ title, answerCount, onConfirm, onCancel }: RemoveCardDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const ids = { title: useId(), text: useId() };
  return (
    <ModalDialog
      className="modal"
      role="alertdialog"
      labelledBy={ids.title}
      describedBy={ids.text}
      onDismiss={onCancel}
      initialFocusRef={keepRef}
    >
      <h2 id={ids.title} className="modal-title">
        Remove {title}?
      </h2>
      <p id={ids.text}>{answerCount === 1 ? 'Its 1 answer' : `Its ${answerCount} answers`} will be deleted from this report.</p>
      <div className="modal-actions">
        <button ref={keepRef} type="button" className="button" onClick={onCancel}>
          Keep
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          Remove
        </button>
      </div>
    </ModalDialog>
  );
}
