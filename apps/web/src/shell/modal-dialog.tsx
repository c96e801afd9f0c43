import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  className: string;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Escape or the browser closed the dialog. */
  onDismiss: () => void;
  /** Receives focus when the dialog opens; otherwise the browser picks the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert and closes on
 * Escape, for no bundle cost. Mount it to open it, unmount it to close it.
 */
export function ModalDialog({
  className,
  role = 'dialog',
  labelledBy,
  describedBy,
  onDismiss,
  initialFocusRef,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Browsers focus the first focusable element on showModal; do it here too so every engine agrees.
    (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // The close event is queued: ignore one that arrives after the dialog was opened again (StrictMode remount).
    const handleClose = () => {
      if (!dialog.open) onDismissRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // Give focus back to what opened the dialog (the menu button), if it is still on the page.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDismiss();
  }

  return (
    <dialog
      ref={dialogRef}
      className={className}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={handleKeyDown}
    >
      {children}
    </dialog>
  );
}
