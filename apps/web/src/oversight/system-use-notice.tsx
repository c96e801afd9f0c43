import { DEFAULT_SYSTEM_USE_NOTICE } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { publicNoticeQueryOptions } from './oversight.api.ts';
import './oversight.css';

export const NOTICE_TITLE = 'System use notice';
export const ACKNOWLEDGE_LABEL = 'I understand and agree';

const ignoreDismiss = () => {};

/**
 * CJIS AC-8 on /login: the system-use notice, a modal over the credentials until acknowledged (Escape does not close
 * it). /login?agency={agency id} shows that agency's own text, as does a device an agency's member signed in on before
 * (its id is kept); otherwise, or when it cannot be read, the default text. By id, not ORI: two agencies may enter one
 * ORI, and a notice found by ORI would tell which ORIs are customers (issue 23, finding 11).
 * The acknowledgment is kept only while the page is open: every visit to the login page shows the notice again.
 */
export function SystemUseNotice() {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [params] = useSearchParams();
  const agencyId = (params.get('agency') ?? localStorage.getItem(STORAGE_KEYS.noticeAgency))?.trim() || null;
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const notice = useQuery({ ...publicNoticeQueryOptions(agencyId), enabled: agencyId !== null });
  const isLoading = agencyId !== null && notice.isPending;

  // The button is disabled while the agency's text loads: focus it once it can be pressed.
  useEffect(() => {
    if (!isLoading) buttonRef.current?.focus();
  }, [isLoading]);

  if (isAcknowledged) return null;
  const text = notice.data?.text ?? DEFAULT_SYSTEM_USE_NOTICE;

  return (
    <ModalDialog
      className="modal system-use-notice"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onDismiss={ignoreDismiss}
      initialFocusRef={buttonRef}
    >
      <h2 id={`${id}-title`} className="modal-title">
        {NOTICE_TITLE}
      </h2>
      <p id={`${id}-text`} className="system-use-notice-text" aria-busy={isLoading}>
        {isLoading ? 'Loading…' : text}
      </p>
      <div className="modal-actions">
        <button
          ref={buttonRef}
          type="button"
          className="button button-primary"
          disabled={isLoading}
          onClick={() => setIsAcknowledged(true)}
        >
          {ACKNOWLEDGE_LABEL}
        </button>
      </div>
    </ModalDialog>
  );
}
