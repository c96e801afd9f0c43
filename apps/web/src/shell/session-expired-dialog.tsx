import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_EVENTS, useAppEvent } from './app-events.ts';
import { ModalDialog } from './modal-dialog.tsx';

export const SESSION_EXPIRED_TITLE = 'Session Expired';
export const SESSION_EXPIRED_TEXT = 'The action you tried to perform could not be completed. Please log in and try it again.';

/** Opens on 'session-expire' (a 401 the refresh could not cure) and leads to login (accounts.md §2.8, §8). */
export function SessionExpiredDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useAppEvent(APP_EVENTS.sessionExpire, () => setIsOpen(true));

  function handleGoToLogin() {
    setIsOpen(false);
    navigate('/login', { replace: true });
    queryClient.clear();
  }

  if (!isOpen) return null;
  return (
    <ModalDialog
      className="modal"
      role="alertdialog"
      labelledBy="session-expired-title"
      describedBy="session-expired-text"
      onDismiss={handleGoToLogin}
      initialFocusRef={buttonRef}
    >
      <h2 id="session-expired-title" className="modal-title">
        {SESSION_EXPIRED_TITLE}
      </h2>
      <p id="session-expired-text">{SESSION_EXPIRED_TEXT}</p>
      <div className="modal-actions">
        <button ref={buttonRef} type="button" className="button button-primary" onClick={handleGoToLogin}>
          Go to Log in
        </button>
      </div>
    </ModalDialog>
  );
}
