import type { SubscriptionDetail } from '@fieldbook/contract';
import type { BillingCycle, PurchaseKind } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type PaymentSubmission, subscriptionsQueryKey } from './billing.api.ts';
import { QuotedCharge, quoteOfSubscription } from './charge-summary.tsx';
import { PaymentForm } from './payment-form.tsx';
import { WizardResult } from './wizard-result.tsx';
import { WizardStep } from './wizard-step.tsx';

/**
 * The purchase of the upgrade and activation wizards: `handlePay` runs `purchase` with the payment, reads the
 * subscriptions again and keeps the new one as `result` (the wizard then shows its PurchaseResult). `purchase`
 * gives null when there is nothing to buy yet, and then nothing happens.
 */
export function usePurchase(purchase: (payment: PaymentSubmission) => Promise<SubscriptionDetail> | null) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<SubscriptionDetail | null>(null);

  async function handlePay(payment: PaymentSubmission) {
    const purchased = purchase(payment);
    if (!purchased) return;
    const subscription = await purchased;
    await queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    setResult(subscription);
  }

  return { result, handlePay };
}

/** The wizard's last step: the payment information. */
export function PaymentStep(props: {
  kind: PurchaseKind;
  /** 'Upgrade' or 'Activate'. */
  label: string;
  /** This step's number, the last one. */
  step: number;
  billingCycle: BillingCycle;
  onPay: (payment: PaymentSubmission) => Promise<unknown>;
  onBack: () => void;
}) {
  return (
    <WizardStep
      label={props.label}
      step={props.step}
      limit={props.step}
      title="Enter your Payment Information"
      description="One more step before to finish."
    >
      <PaymentForm
        billingCycle={props.billingCycle}
        onPay={props.onPay}
        onBack={props.onBack}
        summary={<QuotedCharge kind={props.kind} billingCycle={props.billingCycle} />}
      />
    </WizardStep>
  );
}

/** The wizard's final screen for the bought subscription: paid (with what it bills), or a debit still to be set up. */
export function PurchaseResult({ subscription }: { subscription: SubscriptionDetail }) {
  const isPending = subscription.payment.method === 'debit' && subscription.status !== 'Active';
  return (
    <section className="page wizard">
      <WizardResult
        kind={isPending ? 'payment-pending' : 'upgrade-payment-accepted'}
        setupUrl={subscription.payment.payment_method_setup_url}
        charge={isPending ? null : quoteOfSubscription(subscription)}
      />
    </section>
  );
}
