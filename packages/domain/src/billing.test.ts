import { describe, expect, it } from 'vitest';
import {
  chargeAmountCents,
  isPaymentMethodAllowed,
  isSubscriptionBlocked,
  isSubscriptionInForce,
  PAYMENT_ERROR_TITLE,
  paymentErrorText,
  paymentMethodsFor,
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
