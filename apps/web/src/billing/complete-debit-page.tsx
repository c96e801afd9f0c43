import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePageTitle } from '../shell/use-page-title.ts';
import { RequireBilling } from './require-billing.tsx';

/** Router state of /app/complete-debit: the provider's payment-method set-up URL. */
export interface CompleteDebitState {
  url: string;
}

function setupUrlOf(state: unknown): string | null {
  const url = (state as Partial<CompleteDebitState> | null)?.url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

/** /app/complete-debit (accounts.md §2.5): takes {url} from router state and sends the browser there. */
export default function CompleteDebitPage() {
  return (
    <RequireBilling>
      <CompleteDebit />
    </RequireBilling>
  );
}

function CompleteDebit() {
  usePageTitle('Complete Information');
  const location = useLocation();
  const url = setupUrlOf(location.state);

  useEffect(() => {
    if (!url) return;
    // A full navigation: coming back from the provider loads the app, and the subscription, afresh.
    window.location.assign(url);
  }, [url]);

  if (!url) return <Navigate to="/error" replace />;
  return (
    <section className="page" aria-busy="true">
      <h1 className="page-title">Complete your payment information.</h1>
      <p role="status">
        Taking you to our payment provider… <a href={url}>Continue</a>
      </p>
    </section>
  );
}
