import type { BillingDetails } from '@fieldbook/contract';
import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@fieldbook/domain';

/** A payment the provider refused or could not make: answered 400 with `code` as the detail. */
export class PaymentRefusedError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}

export const paymentFailed = (message?: string) => new PaymentRefusedError(PAYMENT_ERROR_CODES.failed, message);

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
  /** Rejects with PaymentRefusedError when the card is refused or the payment cannot be made. */
  chargeCard(charge: CardCharge): Promise<ProviderPayment>;
  /** The payment-method set-up URL (`payment.payment_method_setup_url`). */
  createDebitSetup(setup: DebitSetup): Promise<ProviderPayment & { setupUrl: string }>;
}
