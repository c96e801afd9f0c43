import type { Plan } from '@fieldbook/domain';
import { PRODUCT_CODE } from '@fieldbook/domain';
import { type FormEvent, useState } from 'react';
import { createSubscription } from '../../billing/billing.api.ts';
import { PlanCards } from '../../billing/plan-cards.tsx';
import { StepHeading } from './step-heading.tsx';
import { useRouteFailure } from './use-route-failure.ts';

interface PlanStepProps {
  plan: Plan;
  /** The agency's plan now, marked 'Current plan'. */
  currentPlan: string | null;
  onPlanChange: (plan: Plan) => void;
  /** Connect was subscribed: the wizard ends with 'done'. */
  onConnected: () => void;
  /** Analytics was chosen: on to Payment 1 of 2. */
  onContinue: () => void;
  onBack?: (() => void) | undefined;
}

/** Setup 3 of 3 'Finish Setup': Connect subscribes at once for free; Analytics goes on to payment (accounts.md §4). */
export function PlanStep({ plan, currentPlan, onPlanChange, onConnected, onContinue, onBack }: PlanStepProps) {
  const routeFailure = useRouteFailure();
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (plan !== 'connect') {
      onContinue();
      return;
    }
    setIsBusy(true);
    try {
      await createSubscription({ plan: 'connect', product: PRODUCT_CODE, billing_cycle: 'annually', additional_seats: 0 });
    } catch (error) {
      setIsBusy(false);
      routeFailure(error);
      return;
    }
    setIsBusy(false);
    onConnected();
  }

  return (
    <form className="onboarding-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
      <StepHeading title="Finish Setup" text="Choose your agency plan." />
      <PlanCards currentPlan={currentPlan} selectedPlan={plan} onSelect={onPlanChange} />
      <div className="wizard-actions">
        {onBack ? (
          <button type="button" className="button button-secondary" onClick={onBack} disabled={isBusy}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          Continue
        </button>
      </div>
    </form>
  );
}
