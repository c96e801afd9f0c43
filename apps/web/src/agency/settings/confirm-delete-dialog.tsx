import { useId } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';

interface ConfirmDeleteDialogProps {
  /** e.g. "Delete the tag 'Night Shift'?" */
  title: string;
  text: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an entry of the catalog is deleted; reports that name it keep their own copy. */
export function ConfirmDeleteDialog({ title, text, isPending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
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
          Delete
        </button>
      </div>
    </ModalDialog>
  );
}
