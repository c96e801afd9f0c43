import { useId } from 'react';
import { ModalDialog } from '../../../shell/modal-dialog.tsx';
import type { ChangeWords } from './member-actions.ts';

interface MemberChangeDialogProps {
  words: ChangeWords;
  isDanger: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a member's role, access or membership changes. */
export function MemberChangeDialog({ words, isDanger, isPending, onConfirm, onCancel }: MemberChangeDialogProps) {
  const id = useId();
  return (
    <ModalDialog className="modal" role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel}>
      <h2 id={`${id}-title`} className="modal-title">
        {words.title}
      </h2>
      <p id={`${id}-text`}>{words.text}</p>
      <div className="modal-actions settings-modal-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </button>
        <button
          type="button"
          className={`button ${isDanger ? 'button-danger' : 'button-primary'}`}
          onClick={onConfirm}
          disabled={isPending}
          aria-busy={isPending}
        >
          {isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {words.button}
        </button>
      </div>
    </ModalDialog>
  );
}
