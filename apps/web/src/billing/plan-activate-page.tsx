import type { SubscriptionDetail } from '@fieldbook/contract';
import { type BillingCycle, PRODUCT_CODE } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { activatePlan, type PaymentSubmission, subscriptionsQueryKey } from './billing.api.ts';
import { PaymentForm } from './payment-form.tsx';
import { PurchaseReview } from './purchase-review.tsx';
import { RequireBilling } from './require-billing.tsx';
import { WizardResult } from './wizard-result.tsx';
import { WizardStep } from './wizard-step.tsx';

/** /app/plan-activate: the 2-step activation of the current plan (accounts.md §2.5). */
export default function PlanActivatePage() {
  return (
    <RequireBilling>
      <PlanActivateWizard />
    </RequireBilling>
  );
}

function PlanActivateWizard() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(me.subscription?.billing_cycle ?? 'annually');
  const [result, setResult] = useState<SubscriptionDetail | null>(null);

  async function handlePay(payment: PaymentSubmission) {
    const subscription = await activatePlan({ product: PRODUCT_CODE, billing_cycle: billingCycle, ...payment });
    await queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    setResult(subscription);
  }

  if (result) {
    const isPending = result.payment.method === 'debit' && result.status !== 'Active';
    return (
      <section className="page wizard">
        <WizardResult
          kind={isPending ? 'payment-pending' : 'upgrade-payment-accepted'}
          setupUrl={result.payment.payment_method_setup_url}
        />
      </section>
    );
  }
  if (step === 1) {
    return (
      <WizardStep label="Activate" step={1} limit={2} title="Review your Purchase Details">
        <PurchaseReview
          plan={me.subscription?.plan === 'connect' ? 'connect' : 'analytics'}
          billingCycle={billingCycle}
          onBillingCycleChange={setBillingCycle}
        />
        <div className="wizard-actions">
          <button type="button" className="button button-primary" onClick={() => setStep(2)}>
            Continue
          </button>
        </div>
      </WizardStep>
    );
  }
  return (
    <WizardStep label="Activate" step={2} limit={2} title="Enter your Payment Information" description="One more step before to finish.">
      <PaymentForm billingCycle={billingCycle} onPay={handlePay} onBack={() => setStep(1)} />
    </WizardStep>
  );
}
