import { type BillingCycle, type Plan, PRODUCT_CODE } from '@fieldbook/domain';
import { useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { upgradePlan } from './billing.api.ts';
import { PlanCards } from './plan-cards.tsx';
import { PurchaseReview } from './purchase-review.tsx';
import { PaymentStep, PurchaseResult, usePurchase } from './purchase-steps.tsx';
import { RequireBilling } from './require-billing.tsx';
import { WizardStep } from './wizard-step.tsx';

/** /app/plan-upgrade: the 3-step upgrade wizard (accounts.md §2.5, §4 Upgrade/activation wizard). */
export default function PlanUpgradePage() {
  return (
    <RequireBilling>
      <PlanUpgradeWizard />
    </RequireBilling>
  );
}

function PlanUpgradeWizard() {
  const me = useCurrentUser();
  const currentPlan = me.subscription?.plan ?? null;
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [plan, setPlan] = useState<Plan | null>(null);
  // Billing cycle defaults to the current one, else annually; additional seats stay 0 (unavailable here).
  const [billingCycle, setBillingCycle] = useState<BillingCycle>(me.subscription?.billing_cycle ?? 'annually');
  const { result, handlePay } = usePurchase((payment) =>
    plan ? upgradePlan({ plan, product: PRODUCT_CODE, additional_seats: 0, billing_cycle: billingCycle, ...payment }) : null,
  );
  const canContinue = plan !== null && plan !== 'connect' && plan !== currentPlan;

  function handleBackToPlans() {
    // Step 2 back resets the plan.
    setPlan(null);
    setStep(1);
  }

  if (result) return <PurchaseResult subscription={result} />;
  if (step === 1) {
    return (
      <WizardStep label="Upgrade" step={1} limit={3} title="Choose your Plan" description="Choose your agency plan.">
        <PlanCards currentPlan={currentPlan} selectedPlan={plan} onSelect={setPlan} />
        <div className="wizard-actions">
          <button type="button" className="button button-primary" disabled={!canContinue} onClick={() => setStep(2)}>
            Continue
          </button>
        </div>
      </WizardStep>
    );
  }
  if (step === 2 && plan) {
    return (
      <WizardStep label="Upgrade" step={2} limit={3} title="Review your Purchase Details">
        <PurchaseReview kind="upgrade" plan={plan} billingCycle={billingCycle} onBillingCycleChange={setBillingCycle} />
        <div className="wizard-actions">
          <button type="button" className="button button-secondary" onClick={handleBackToPlans}>
            Back
          </button>
          <button type="button" className="button button-primary" onClick={() => setStep(3)}>
            Continue
          </button>
        </div>
      </WizardStep>
    );
  }
  return <PaymentStep kind="upgrade" label="Upgrade" step={3} billingCycle={billingCycle} onPay={handlePay} onBack={() => setStep(2)} />;
}
