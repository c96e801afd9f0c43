import type { BillingDetails } from '@fieldbook/contract';
import { PAYMENT_ERROR_CODES, type PaymentErrorCode, type PaymentMethod } from '@fieldbook/domain';

/**
 * A payment the provider refused or could not make: answered 400 with `code` as the detail. `isOutcomeUnknown`: no
 * answer came back (the connection failed or timed out), so the provider may have charged; the next attempt must send
 * the same idempotency key to learn the outcome rather than pay again.
 */
export class PaymentRefusedError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string = code,
    readonly isOutcomeUnknown = false,
  ) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}

export const paymentFailed = (message?: string) => new PaymentRefusedError(PAYMENT_ERROR_CODES.failed, message);
export const paymentOutcomeUnknown = (message?: string) => new PaymentRefusedError(PAYMENT_ERROR_CODES.failed, message, true);

/**
 * The idempotency key of one purchase attempt: the agency, the product, the attempt's number (one more than the
 * agency's last recorded attempt, subscriptions.repo.ts) and the payment method. Never random: a retry of an attempt
 * that left no record (rolled back, or its answer lost) sends the same key, and the provider answers the first charge
 * instead of making a second. A recorded attempt (paid, pending or refused) moves the number on, so a new card after a
 * refusal is a new request, not a replay of the refusal.
 */
export function paymentIdempotencyKey(attempt: { agencyId: string; product: string; attempt: number; method: PaymentMethod }): string {
  if (!Number.isInteger(attempt.attempt) || attempt.attempt < 1)
    throw new Error(`attempt must be a positive integer, got ${attempt.attempt}`);
  return `fieldbook-${attempt.agencyId}-${attempt.product}-${attempt.attempt}-${attempt.method}`;
}

export interface CardCharge {
  /** The same key for a retry of the same purchase: the provider charges once. */
  idempotencyKey: string;
  agencyId: string;
  /** The paying owner's e-mail, for the provider's receipt. */
  email: string;
  cardToken: string;
  amountCents: number;
  description: string;
  billingDetails: BillingDetails;
}

export interface DebitSetup {
  /** As for a card charge: the same key for a retry of the same attempt. */
  idempotencyKey: string;
  agencyId: string;
  subscriptionId: string;
  email: string;
  billingDetails: BillingDetails;
  /** Where the provider sends the browser back after the set-up. */
  returnUrl: string;
}

export interface ProviderPayment {
  customerId: string;
  /** The provider's id of the charge or set-up session. */
  reference: string;
}

/**
 * What Fieldbook needs from a card processor: charge a card token (made by the processor from the card holder
 * name and card, accounts.md §7) for a new customer, and for debit a page where the owner sets up the bank
 * account. Implementations: the sandbox (default, tests) and Stripe.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The browser's key for making card tokens (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  /**
   * Rejects with PaymentRefusedError when the card is refused or the payment cannot be made. A second call with the same
   * idempotency key answers the first call's outcome (the same charge, or the same refusal) and charges nothing more.
   */
  chargeCard(charge: CardCharge): Promise<ProviderPayment>;
  /** The payment-method set-up URL (`payment.payment_method_setup_url`); the same key answers the same set-up. */
  createDebitSetup(setup: DebitSetup): Promise<ProviderPayment & { setupUrl: string }>;
}
