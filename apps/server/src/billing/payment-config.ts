import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * The payment provider from the environment:
 * - PAYMENT_PROVIDER: `sandbox` (default; no money moves, test cards in sandbox-provider.ts) or `stripe`.
 * - STRIPE_SECRET_KEY (required with stripe), STRIPE_PUBLISHABLE_KEY (the browser makes card tokens with it),
 *   STRIPE_API_BASE (default https://api.stripe.com).
 */
export function createPaymentProvider(env: NodeJS.ProcessEnv, publicUrl: string): PaymentProvider {
  const name = env.PAYMENT_PROVIDER || 'sandbox';
  if (name === 'sandbox') return createSandboxProvider(publicUrl);
  if (name !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got "${name}"`);
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  return createStripeProvider({
    secretKey,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    apiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
  });
}
