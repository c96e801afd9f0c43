import { useId } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';

interface ConfirmDeleteDialogProps {
  /** e.g. "Delete the tag 'Night Shift'?" */
  title: string;
  text: string;
  isPending: boolean;
  /** The confirming button's words: 'Delete' unless given. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is deleted or undone for good (an entry of the catalog: reports that name it keep their own copy). */
export function ConfirmDeleteDialog({ title, text, isPending, confirmLabel = 'Delete', onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const id = useId();
  return (
    <ModalDialog className="modal" role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel}>
      <h2 id={`${id}-title`} className="modal-title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="modal-actions settings-modal-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={isPending} aria-busy={isPending}>
          {isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
