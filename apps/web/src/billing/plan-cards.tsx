import { ANALYTICS_BENEFITS, ANALYTICS_PRICE_PER_MEMBER_PER_YEAR, CONNECT_BENEFITS, type Plan } from '@fieldbook/domain';
import './billing.css';

export interface PlanCardsProps {
  /** The agency's plan now ('connect', 'analytics', ...), marked 'Current plan'; null when it has none. */
  currentPlan: string | null;
  /** The plan chosen in this wizard; null until one is chosen. */
  selectedPlan: Plan | null;
  /** Called with the plan the user picks. */
  onSelect: (plan: Plan) => void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The price on the Analytics card, e.g. '$120'. */
export const formatUsd = (amount: number) => usd.format(amount);

/**
 * The two plan cards of accounts.md §2.6 as one radio group: Connect ('Free', 'For all Agencies') and Analytics
 * (price per member per year, 'Billed annually', 'Everything in Connect, plus...'). Used by Setup 3 of 3 of the
 * owner's onboarding and step 1 of /app/plan-upgrade.
 */
export function PlanCards({ currentPlan, selectedPlan, onSelect }: PlanCardsProps) {
  return (
    <fieldset className="plan-cards">
      <legend className="visually-hidden">Plan</legend>
      <PlanCard
        plan="connect"
        name="Connect"
        isCurrent={currentPlan === 'connect'}
        isSelected={selectedPlan === 'connect'}
        onSelect={onSelect}
      >
        <p className="plan-price">Free</p>
        <p className="plan-note">For all Agencies</p>
        <BenefitList benefits={CONNECT_BENEFITS} />
      </PlanCard>
      <PlanCard
        plan="analytics"
        name="Analytics"
        isCurrent={currentPlan === 'analytics'}
        isSelected={selectedPlan === 'analytics'}
        onSelect={onSelect}
      >
        <p className="plan-price">
          {formatUsd(ANALYTICS_PRICE_PER_MEMBER_PER_YEAR)} <span className="plan-unit">per member per year</span>
        </p>
        <p className="plan-note">Billed annually</p>
        <p className="plan-lead">Everything in Connect, plus...</p>
        <BenefitList benefits={ANALYTICS_BENEFITS} />
      </PlanCard>
    </fieldset>
  );
}

interface PlanCardProps {
  plan: Plan;
  name: string;
  isCurrent: boolean;
  isSelected: boolean;
  onSelect: (plan: Plan) => void;
  children: React.ReactNode;
}

function PlanCard({ plan, name, isCurrent, isSelected, onSelect, children }: PlanCardProps) {
  const id = `plan-card-${plan}`;
  return (
    <div className={`plan-card${isSelected ? ' is-selected' : ''}`}>
      <label htmlFor={id} className="plan-card-head">
        <input id={id} type="radio" name="plan" value={plan} checked={isSelected} onChange={() => onSelect(plan)} />
        <span className="plan-name">{name}</span>
        {isCurrent ? <span className="plan-chip">Current plan</span> : null}
      </label>
      {children}
    </div>
  );
}

function BenefitList({ benefits }: { benefits: readonly string[] }) {
  return (
    <ul className="plan-benefits">
      {benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
