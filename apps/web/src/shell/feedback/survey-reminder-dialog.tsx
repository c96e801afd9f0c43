import { useId, useRef } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';

interface SurveyReminderDialogProps {
  onRemindLater: () => void;
  /** "Don't show again", or Escape: dismissing the reminder marks the survey not to be shown again (accounts.md §4). */
  onDismiss: () => void;
}

/** The survey reminder, offered when the unprompted survey is skipped (accounts.md §2.8). */
export function SurveyReminderDialog({ onRemindLater, onDismiss }: SurveyReminderDialogProps) {
  const id = useId();
  const laterRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog className="modal" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onDismiss} initialFocusRef={laterRef}>
      <h2 id={`${id}-title`} className="modal-title">
        Share your feedback later?
      </h2>
      <p id={`${id}-text`}>We can ask you again in a few days. You can always send feedback from Feedback in the navigation.</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onDismiss}>
          Don't show again
        </button>
        <button ref={laterRef} type="button" className="button button-primary" onClick={onRemindLater}>
          Remind me later
        </button>
      </div>
    </ModalDialog>
  );
}
