import type { SubscriptionDetail } from '@fieldbook/contract';
import { type BillingCycle, PRODUCT_CODE } from '@fieldbook/domain';
import type { FormEvent } from 'react';
import { createSubscription, type PaymentSubmission } from '../../billing/billing.api.ts';
import { QuotedCharge } from '../../billing/charge-summary.tsx';
import { PaymentForm } from '../../billing/payment-form.tsx';
import { PurchaseReview } from '../../billing/purchase-review.tsx';
import { StepHeading } from './step-heading.tsx';

interface ReviewStepProps {
  billingCycle: BillingCycle;
  additionalSeats: number;
  onChange: (changes: { billing_cycle?: BillingCycle; additional_seats?: number }) => void;
  onContinue: () => void;
  onBack?: (() => void) | undefined;
}

/** Payment 1 of 2 'Review your Purchase Details': billing cycle and additional seats. */
export function ReviewStep({ billingCycle, additionalSeats, onChange, onContinue, onBack }: ReviewStepProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onContinue();
  }
  return (
    <form className="onboarding-form" onSubmit={handleSubmit} noValidate>
      <StepHeading title="Review your Purchase Details" />
      <PurchaseReview
        kind="create"
        plan="analytics"
        billingCycle={billingCycle}
        onBillingCycleChange={(cycle) => onChange({ billing_cycle: cycle })}
        additionalSeats={{ value: additionalSeats, onChange: (seats) => onChange({ additional_seats: seats }) }}
      />
      <div className="wizard-actions">
        {onBack ? (
          <button type="button" className="button button-secondary" onClick={onBack}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button-primary">
          Continue
        </button>
      </div>
    </form>
  );
}

interface PaymentStepProps {
  billingCycle: BillingCycle;
  additionalSeats: number;
  /** The Analytics subscription was created: by card it is paid, by debit it waits for the set-up URL. */
  onPaid: (subscription: SubscriptionDetail, payment: PaymentSubmission) => void;
  onBack: () => void;
}

/** Payment 2 of 2 'Enter your Payment Information'; a refused payment stays here with the payment error. */
export function PaymentStep({ billingCycle, additionalSeats, onPaid, onBack }: PaymentStepProps) {
  async function handlePay(payment: PaymentSubmission) {
    const subscription = await createSubscription({
      plan: 'analytics',
      product: PRODUCT_CODE,
      billing_cycle: billingCycle,
      additional_seats: additionalSeats,
      payment_method: payment.payment_method,
      card_token: payment.card_token,
      billing_details: payment.billing_details,
    });
    onPaid(subscription, payment);
  }
  return (
    <div className="onboarding-form">
      <StepHeading title="Enter your Payment Information" text="One more step before to finish." />
      <PaymentForm
        billingCycle={billingCycle}
        onPay={handlePay}
        onBack={onBack}
        summary={<QuotedCharge kind="create" billingCycle={billingCycle} additionalSeats={additionalSeats} />}
      />
    </div>
  );
}
