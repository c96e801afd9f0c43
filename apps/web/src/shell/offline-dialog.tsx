import type { MeResponse } from '@fieldbook/contract';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ModalDialog } from './modal-dialog.tsx';
import { hasContactPlan } from './nav-links.ts';
import { useOnline } from './use-online.ts';

export const OFFLINE_TITLE = 'No internet connection.';
export const OFFLINE_BUSINESS_CARD_ONLY = 'Working offline, you can only share your business card.';
export const OFFLINE_WITH_REPORTS = 'Working offline, you can only create reports and share your business card.';

/** Where 'Go to Home' leads offline, and what the dialog says there (accounts.md §2.4). */
export function offlineHome(me: MeResponse): { to: string; text: string } {
  return hasContactPlan(me)
    ? { to: '/app/report', text: OFFLINE_WITH_REPORTS }
    : { to: '/app/business-card', text: OFFLINE_BUSINESS_CARD_ONLY };
}

/**
 * The offline dialog of accounts.md §2.4, shown once each time the connection drops in the /app shell (never on
 * the onboarding pages, which use the minimal layout); it closes by itself when the connection returns.
 */
export function OfflineDialog({ me }: { me: MeResponse }) {
  const isOnline = useOnline();
  const navigate = useNavigate();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [wasOnline, setWasOnline] = useState(isOnline);
  const [isShown, setIsShown] = useState(false);
  if (wasOnline !== isOnline) {
    setWasOnline(isOnline);
    setIsShown(!isOnline);
  }
  if (!isShown) return null;

  const home = offlineHome(me);
  function handleGoHome() {
    setIsShown(false);
    navigate(home.to);
  }

  return (
    <ModalDialog
      className="modal"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onDismiss={() => setIsShown(false)}
      initialFocusRef={buttonRef}
    >
      <h2 id={`${id}-title`} className="modal-title">
        {OFFLINE_TITLE}
      </h2>
      <p id={`${id}-text`}>{home.text}</p>
      <div className="modal-actions">
        <button ref={buttonRef} type="button" className="button button-primary" onClick={handleGoHome}>
          Go to Home
        </button>
      </div>
    </ModalDialog>
  );
}
