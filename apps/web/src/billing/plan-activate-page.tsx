import { type BillingCycle, PRODUCT_CODE } from '@fieldbook/domain';
import { useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { activatePlan } from './billing.api.ts';
import { PurchaseReview } from './purchase-review.tsx';
import { PaymentStep, PurchaseResult, usePurchase } from './purchase-steps.tsx';
import { RequireBilling } from './require-billing.tsx';
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
  const [step, setStep] = useState<1 | 2>(1);
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(me.subscription?.billing_cycle ?? 'annually');
  const { result, handlePay } = usePurchase((payment) => activatePlan({ product: PRODUCT_CODE, billing_cycle: billingCycle, ...payment }));

  if (result) return <PurchaseResult subscription={result} />;
  if (step === 1) {
    return (
      <WizardStep label="Activate" step={1} limit={2} title="Review your Purchase Details">
        <PurchaseReview
          kind="activate"
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
  return <PaymentStep kind="activate" label="Activate" step={2} billingCycle={billingCycle} onPay={handlePay} onBack={() => setStep(1)} />;
}
