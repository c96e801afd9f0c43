import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { ModalDialog } from './modal-dialog.tsx';

/** The navigation on small screens: a modal drawer closed by Escape, its close button or a chosen link. */
export function NavDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <ModalDialog className="nav-drawer" labelledBy="nav-drawer-title" onDismiss={onClose}>
      <div className="nav-drawer-header">
        <h2 id="nav-drawer-title" className="nav-drawer-title">
          Navigation
        </h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">Close navigation</span>
        </button>
      </div>
      {children}
    </ModalDialog>
  );
}
