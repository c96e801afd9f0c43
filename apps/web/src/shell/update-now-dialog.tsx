import { useRef } from 'react';
import { endSharedSession } from '../accounts/session-share.ts';
import { useServiceWorkerUpdate } from '../offline/service-worker.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { markNewVersion } from './new-version-notice.tsx';

/**
 * A new version is waiting (accounts.md §2.8): 'Update Now' clears the session and loads the new version.
 * Reports saved on the device stay in IndexedDB and upload after the next login.
 */
export function UpdateNowDialog() {
  const { isUpdateWaiting, update } = useServiceWorkerUpdate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!isUpdateWaiting) return null;

  function handleUpdate() {
    markNewVersion();
    // Every tab of the sign-in: the new version starts with a new login (accounts.md §2.8).
    endSharedSession();
    void update();
  }

  return (
    <ModalDialog className="modal" labelledBy="update-title" describedBy="update-text" onDismiss={() => {}} initialFocusRef={buttonRef}>
      <h2 id="update-title" className="modal-title">
        A new version is available
      </h2>
      <p id="update-text">Update Fieldbook to keep working. You will log in again; reports saved on this device are kept.</p>
      <div className="modal-actions">
        <button ref={buttonRef} type="button" className="button button-primary" onClick={handleUpdate}>
          Update Now
        </button>
      </div>
    </ModalDialog>
  );
}
