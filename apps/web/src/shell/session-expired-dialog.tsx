import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { APP_EVENTS, useAppEvent } from './app-events.ts';
import { ModalDialog } from './modal-dialog.tsx';

export const SESSION_EXPIRED_TITLE = 'Session Expired';
export const SESSION_EXPIRED_TEXT = 'The action you tried to perform could not be completed. Please log in and try it again.';

// Screens that say the session expired and offer their own 'Go to Log in' (the report outcome after a 401).
let ownNoticeCount = 0;
const ownNoticeListeners = new Set<() => void>();
const subscribeOwnNotice = (listener: () => void) => {
  ownNoticeListeners.add(listener);
  return () => ownNoticeListeners.delete(listener);
};
const isOwnNoticeShown = () => ownNoticeCount > 0;

/**
 * Called by a screen that shows its own session-expired notice with 'Go to Log in': while `isShown`, the global
 * dialog stays closed, so the officer sees one way to log in, not two (docs/decisions.md).
 */
export function useOwnSessionExpiredNotice(isShown: boolean): void {
  useEffect(() => {
    if (!isShown) return;
    ownNoticeCount += 1;
    for (const listener of ownNoticeListeners) listener();
    return () => {
      ownNoticeCount -= 1;
      for (const listener of ownNoticeListeners) listener();
    };
  }, [isShown]);
}

/** Opens on 'session-expire' (a 401 the refresh could not cure) and leads to login (accounts.md §2.8, §8). */
export function SessionExpiredDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOwnNotice = useSyncExternalStore(subscribeOwnNotice, isOwnNoticeShown, isOwnNoticeShown);
  useAppEvent(APP_EVENTS.sessionExpire, () => setIsOpen(!isOwnNoticeShown()));
  useEffect(() => {
    if (isOwnNotice) setIsOpen(false);
  }, [isOwnNotice]);

  function handleGoToLogin() {
    setIsOpen(false);
    navigate('/login', { replace: true });
    queryClient.clear();
  }

  if (!isOpen || isOwnNotice) return null;
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
