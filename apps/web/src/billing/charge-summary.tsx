import type { SubscriptionDetail } from '@fieldbook/contract';
import { type BillingCycle, billingPeriodOf, type PurchaseKind, type PurchaseQuote, quotePurchase } from '@fieldbook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { purchaseQuoteQueryOptions } from './billing.api.ts';
import { formatUsd } from './plan-cards.tsx';
import './billing.css';

/** Seats billed, the price of a seat and the total, each billing period (issue 24, defect 7). */
export function ChargeSummary({ quote }: { quote: PurchaseQuote }) {
  const period = billingPeriodOf(quote.billing_cycle);
  return (
    <dl className="charge-summary">
      <dt>Seats billed</dt>
      <dd>{quote.seats}</dd>
      <dt>Price</dt>
      <dd>{quote.seat_price_cents === 0 ? 'Free' : `${formatUsd(quote.seat_price_cents / 100)} per member per ${period}`}</dd>
      <dt>Total</dt>
      <dd className="charge-total">
        {formatUsd(quote.total_cents / 100)} per {period}
      </dd>
    </dl>
  );
}

interface QuotedChargeProps {
  kind: PurchaseKind;
  billingCycle: BillingCycle;
  additionalSeats?: number;
}

/** What this purchase would bill, as the server works it out from the agency's members (GET /api/billing/quote). */
export function QuotedCharge({ kind, billingCycle, additionalSeats = 0 }: QuotedChargeProps) {
  const quote = useQuery({
    ...purchaseQuoteQueryOptions({ kind, billing_cycle: billingCycle, additional_seats: additionalSeats }),
    placeholderData: keepPreviousData,
  });
  if (quote.data) return <ChargeSummary quote={quote.data} />;
  return (
    <p className="charge-pending" role="status">
      {quote.isError ? 'The total could not be worked out right now.' : 'Working out the total…'}
    </p>
  );
}

/** What a bought subscription bills: its seats at its plan's price. */
export function quoteOfSubscription(subscription: SubscriptionDetail): PurchaseQuote {
  const plan = subscription.plan === 'connect' ? 'connect' : 'analytics';
  return quotePurchase(plan, subscription.billing_cycle, subscription.total_seats_billed);
}
