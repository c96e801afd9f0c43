import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './payment-config.ts';

describe('PAYMENT_PROVIDER', () => {
  it('defaults to the sandbox', () => {
    expect(createPaymentProvider({}, 'http://localhost:8080').name).toBe('sandbox');
  });

  it('chooses Stripe with its keys, and refuses Stripe without a secret key or an unknown provider', () => {
    const stripe = createPaymentProvider(
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      '',
    );
    expect(stripe.name).toBe('stripe');
    expect(stripe.publishableKey).toBe('pk_test_1');
    expect(() => createPaymentProvider({ PAYMENT_PROVIDER: 'stripe' }, '')).toThrow('STRIPE_SECRET_KEY');
    expect(() => createPaymentProvider({ PAYMENT_PROVIDER: 'paypal' }, '')).toThrow('sandbox or stripe');
  });
});
