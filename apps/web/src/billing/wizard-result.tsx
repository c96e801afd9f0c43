import { type PurchaseQuote, WIZARD_RESULTS, type WizardResultKind } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { meQueryKey } from '../accounts/accounts.api.ts';
import type { AppEntryState } from '../shell/route-state.ts';
import { ChargeSummary } from './charge-summary.tsx';
import { CompleteInformationLink } from './pending-debit.tsx';
import './billing.css';

export interface WizardResultProps {
  /** Which row of the final messages table (accounts.md §2.6). */
  kind: WizardResultKind;
  /** For 'payment-pending': the provider's payment-method set-up URL ('Complete Information' goes there). */
  setupUrl?: string | null;
  /** What the paid subscription bills: seats and the total each billing period (issue 24, defect 7). */
  charge?: PurchaseQuote | null;
}

/**
 * The final screen of the onboarding, upgrade and activation wizards: title, text and 'Go to Home' (to /app,
 * after the signed-in user is read again so the new subscription counts) or 'Complete Information' (to the
 * payment set-up URL, through /app/complete-debit).
 */
export function WizardResult({ kind, setupUrl, charge }: WizardResultProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { title, text } = WIZARD_RESULTS[kind];
  const isPending = kind === 'payment-pending' && Boolean(setupUrl);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function handleGoHome() {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    // Entering the app for the first time after the set-up counts as arriving from login: the welcome tour is offered
    // (once per user; it is dismissed on the server).
    const state: AppEntryState = { isFromLogin: true };
    navigate('/app', { state });
  }

  return (
    <section className="wizard-result" aria-live="polite">
      <h1 className="page-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h1>
      <p>{text}</p>
      {charge ? <ChargeSummary quote={charge} /> : null}
      {isPending && setupUrl ? (
        <CompleteInformationLink setupUrl={setupUrl} />
      ) : (
        <button type="button" className="button button-primary" onClick={handleGoHome}>
          Go to Home
        </button>
      )}
    </section>
  );
}
