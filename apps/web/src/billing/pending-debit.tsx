import type { SubscriptionDetail } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { subscriptionsQueryOptions } from './billing.api.ts';
import type { CompleteDebitState } from './complete-debit-page.tsx';

/** The set-up URL of the agency's debit purchase still waiting for its bank set-up (newest first), or null. */
export function pendingDebitSetupUrl(subscriptions: readonly SubscriptionDetail[]): string | null {
  const pending = subscriptions.find(
    (subscription) =>
      subscription.status === 'Inactive' && subscription.payment.method === 'debit' && subscription.payment.payment_method_setup_url,
  );
  return pending?.payment.payment_method_setup_url ?? null;
}

/**
 * The pending debit set-up an owner left before confirming it (read from GET /api/billing/subscriptions when
 * `isEnabled`). A failed read counts as none: the screens asking for it work without it.
 */
export function usePendingDebitSetupUrl(isEnabled: boolean): { setupUrl: string | null; isLoading: boolean } {
  const subscriptions = useQuery({ ...subscriptionsQueryOptions(), enabled: isEnabled });
  return {
    setupUrl: subscriptions.data ? pendingDebitSetupUrl(subscriptions.data) : null,
    isLoading: isEnabled && subscriptions.isPending,
  };
}

/** 'Complete Information' (accounts.md §2.6): to the payment set-up URL, through /app/complete-debit. */
export function CompleteInformationLink({ setupUrl, className = 'button button-primary' }: { setupUrl: string; className?: string }) {
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const state: CompleteDebitState = { url: setupUrl };
    navigate('/app/complete-debit', { state });
  }

  return (
    <a className={className} href={setupUrl} onClick={handleClick}>
      Complete Information
    </a>
  );
}
