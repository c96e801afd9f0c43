import { SNACKBAR_AUTO_HIDE_MS } from '@fieldbook/domain';
import { useEffect, useState } from 'react';
import { APP_EVENTS } from './app-events.ts';

/** Shows a short message in the app's snackbar ('main-alert-msg'): 'The report was saved as a draft.', ... */
export function showAlert(message: string): void {
  // Work that outlives its page (the draft kept after the report page unmounts) may end after the window is gone: a
  // test environment torn down. Nobody is left to tell then.
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(APP_EVENTS.mainAlertMsg, { detail: { message } }));
}

/** The snackbar: the latest message, announced politely, hidden after 3600 ms (accounts.md §9). */
export function Snackbar() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const listener = (event: Event) => {
      const text = (event as CustomEvent<{ message?: unknown }>).detail?.message;
      if (typeof text !== 'string') return;
      setMessage(text);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMessage(null), SNACKBAR_AUTO_HIDE_MS);
    };
    window.addEventListener(APP_EVENTS.mainAlertMsg, listener);
    return () => {
      window.removeEventListener(APP_EVENTS.mainAlertMsg, listener);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div className="snackbar-region" aria-live="polite" aria-atomic="true">
      {message && <div className="snackbar">{message}</div>}
    </div>
  );
}
