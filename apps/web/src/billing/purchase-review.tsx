import { type BillingCycle, MAX_ADDITIONAL_SEATS, type Plan, type PurchaseKind } from '@fieldbook/domain';
import { QuotedCharge } from './charge-summary.tsx';
import './billing.css';

export interface PurchaseReviewProps {
  /** The onboarding ('create'), the upgrade or the activation wizard: which seats the purchase bills. */
  kind: PurchaseKind;
  plan: Plan;
  billingCycle: BillingCycle;
  onBillingCycleChange: (cycle: BillingCycle) => void;
  /**
   * Additional seats: pass them only in the owner's onboarding. Additional seats are unavailable in the upgrade
   * and activation wizards (accounts.md §2.5), which leave this out.
   */
  additionalSeats?: { value: number; onChange: (seats: number) => void };
}

const PLAN_NAMES: Record<Plan, string> = { connect: 'Connect', analytics: 'Analytics' };

/**
 * Payment 1 of 2 'Review your Purchase Details': the plan, its billing cycle, in onboarding additional seats, and the
 * seats billed with the total each billing period (issue 24, defect 7).
 */
export function PurchaseReview({ kind, plan, billingCycle, onBillingCycleChange, additionalSeats }: PurchaseReviewProps) {
  return (
    <div className="purchase-review">
      <dl>
        <dt>Plan</dt>
        <dd>{PLAN_NAMES[plan]}</dd>
      </dl>
      <fieldset className="choice-group">
        <legend>Billing cycle</legend>
        <label>
          <input
            type="radio"
            name="billing-cycle"
            value="annually"
            checked={billingCycle === 'annually'}
            onChange={() => onBillingCycleChange('annually')}
          />
          Annually
        </label>
        <label>
          <input
            type="radio"
            name="billing-cycle"
            value="monthly"
            checked={billingCycle === 'monthly'}
            onChange={() => onBillingCycleChange('monthly')}
          />
          Monthly
        </label>
      </fieldset>
      {additionalSeats ? (
        <div className="field">
          <label htmlFor="additional-seats">Additional seats</label>
          <input
            id="additional-seats"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_ADDITIONAL_SEATS}
            value={additionalSeats.value}
            onChange={(event) => additionalSeats.onChange(clampSeats(event.target.valueAsNumber))}
          />
        </div>
      ) : null}
      <QuotedCharge kind={kind} billingCycle={billingCycle} additionalSeats={additionalSeats?.value ?? 0} />
    </div>
  );
}

function clampSeats(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX_ADDITIONAL_SEATS, Math.max(0, Math.trunc(value))) : 0;
}
