import { describe, expect, it } from 'vitest';
import {
  billedSeats,
  billingPeriodOf,
  chargeAmountCents,
  isPaymentMethodAllowed,
  isSubscriptionBlocked,
  isSubscriptionInForce,
  PAYMENT_ERROR_TITLE,
  paymentErrorText,
  paymentMethodsFor,
  quotePurchase,
  seatPriceCents,
  WIZARD_RESULTS,
} from './billing.ts';

describe('billing rules', () => {
  it('monthly billing hides debit (accounts.md §2.5, §5)', () => {
    expect(paymentMethodsFor('annually')).toEqual(['card', 'debit']);
    expect(paymentMethodsFor('monthly')).toEqual(['card']);
    expect(isPaymentMethodAllowed('monthly', 'debit')).toBe(false);
    expect(isPaymentMethodAllowed('monthly', 'card')).toBe(true);
  });

  it('charges a year per seat billed annually, a month per seat billed monthly, nothing for Connect', () => {
    expect(chargeAmountCents('analytics', 'annually', 3)).toBe(36_000);
    expect(chargeAmountCents('analytics', 'monthly', 3)).toBe(3_000);
    expect(chargeAmountCents('connect', 'annually', 3)).toBe(0);
  });

  it('prices a seat per year annually and per month monthly (issue 24, defect 7)', () => {
    expect(seatPriceCents('analytics', 'annually')).toBe(12_000);
    expect(seatPriceCents('analytics', 'monthly')).toBe(1_000);
    expect(billingPeriodOf('monthly')).toBe('month');
    expect(quotePurchase('analytics', 'monthly', 7)).toEqual({
      plan: 'analytics',
      billing_cycle: 'monthly',
      seats: 7,
      seat_price_cents: 1_000,
      total_cents: 7_000,
    });
  });

  it('bills the members, plus the additional seats in the onboarding, and never fewer than before on activation', () => {
    expect(billedSeats('create', { members: 3, additionalSeats: 2 })).toBe(5);
    expect(billedSeats('upgrade', { members: 3, additionalSeats: 2 })).toBe(3);
    expect(billedSeats('activate', { members: 3, seatsBilledBefore: 8 })).toBe(8);
    expect(billedSeats('activate', { members: 9, seatsBilledBefore: 8 })).toBe(9);
  });

  it('blocks Canceled and Unpaid subscriptions only', () => {
    expect(['Active', 'Past Due', 'Canceled', 'Unpaid', 'Inactive'].filter((status) => isSubscriptionBlocked(status as never))).toEqual([
      'Canceled',
      'Unpaid',
    ]);
  });

  it('maps payment details to texts, unknown ones to the generic text', () => {
    expect(PAYMENT_ERROR_TITLE).toBe('We could not proceed with the payment.');
    expect(paymentErrorText('PAYMENT_CARD_DECLINED')).toBe('Your card was declined. Please use another card or contact your bank.');
    expect(paymentErrorText('SOMETHING_ELSE')).toBe(paymentErrorText('PAYMENT_FAILED'));
  });

  it('words the final wizard messages as the spec table', () => {
    expect(WIZARD_RESULTS['payment-accepted']).toEqual({
      title: 'Thank You!',
      text: 'Your payment was accepted successfully and your agency was set up.',
    });
    expect(WIZARD_RESULTS['upgrade-payment-accepted'].text).toBe('Your payment was accepted successfully.');
    expect(WIZARD_RESULTS['payment-pending'].title).toBe('Complete your payment information.');
    expect(WIZARD_RESULTS.done).toEqual({ title: 'Done!', text: 'You have set up your Agency.' });
  });
});

describe('isSubscriptionInForce', () => {
  it('holds for Active and Past Due only', () => {
    expect(['Active', 'Past Due', 'Canceled', 'Unpaid', 'Inactive'].filter(isSubscriptionInForce)).toEqual(['Active', 'Past Due']);
  });
});
