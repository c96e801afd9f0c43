import {
  ANALYTICS_PRICE_PER_MEMBER_PER_YEAR,
  type BillingCycle,
  chargeAmountCents,
  MAX_ADDITIONAL_SEATS,
  type Plan,
} from '@fieldbook/domain';
import { formatUsd } from './plan-cards.tsx';
import './billing.css';

export interface PurchaseReviewProps {
  plan: Plan;
  billingCycle: BillingCycle;
  onBillingCycleChange: (cycle: BillingCycle) => void;
  /**
   * Additional seats: pass them only in the owner's onboarding. Additional seats are unavailable in the upgrade
   * and activation wizards (accounts.md §2.5), which leave this out.
   */
  additionalSeats?: { value: number; onChange: (seats: number) => void };
  /** Members of the agency (seats in use), when known: shows the amount charged now. */
  members?: number;
}

const PLAN_NAMES: Record<Plan, string> = { connect: 'Connect', analytics: 'Analytics' };

/** Payment 1 of 2 'Review your Purchase Details': the plan, its billing cycle and, in onboarding, additional seats. */
export function PurchaseReview({ plan, billingCycle, onBillingCycleChange, additionalSeats, members }: PurchaseReviewProps) {
  const seats = members === undefined ? null : members + (additionalSeats?.value ?? 0);
  return (
    <div className="purchase-review">
      <dl>
        <dt>Plan</dt>
        <dd>{PLAN_NAMES[plan]}</dd>
        <dt>Price</dt>
        <dd>{formatUsd(ANALYTICS_PRICE_PER_MEMBER_PER_YEAR)} per member per year</dd>
        {seats === null ? null : (
          <>
            <dt>Seats</dt>
            <dd>{seats}</dd>
            <dt>{billingCycle === 'annually' ? 'Charged now (one year)' : 'Charged now (one month)'}</dt>
            <dd>{formatUsd(chargeAmountCents(plan, billingCycle, seats) / 100)}</dd>
          </>
        )}
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
    </div>
  );
}

function clampSeats(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX_ADDITIONAL_SEATS, Math.max(0, Math.trunc(value))) : 0;
}
