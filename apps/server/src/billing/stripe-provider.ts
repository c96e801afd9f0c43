import type { BillingDetails } from '@fieldbook/contract';
import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@fieldbook/domain';
import { type PaymentProvider, PaymentRefusedError, paymentFailed, paymentOutcomeUnknown } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  /** Given to the browser, which makes card tokens on Stripe directly. */
  publishableKey: string | null;
  /** https://api.stripe.com, or a stand-in in tests. */
  apiBase: string;
  fetch?: typeof globalThis.fetch;
}

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

/** Stripe's refusal codes to ours (https://docs.stripe.com/declines/codes, https://docs.stripe.com/error-codes). */
export function paymentErrorOf(error: StripeError | undefined): PaymentErrorCode {
  if (error?.decline_code === 'insufficient_funds') return PAYMENT_ERROR_CODES.insufficientFunds;
  switch (error?.code) {
    case 'expired_card':
      return PAYMENT_ERROR_CODES.expiredCard;
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return PAYMENT_ERROR_CODES.incorrectCvc;
    case 'incorrect_number':
    case 'invalid_number':
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'token_already_used':
      return PAYMENT_ERROR_CODES.invalidCard;
    case 'card_declined':
      return PAYMENT_ERROR_CODES.cardDeclined;
    case 'processing_error':
      return PAYMENT_ERROR_CODES.failed;
    default:
      return error?.type === 'card_error' ? PAYMENT_ERROR_CODES.cardDeclined : PAYMENT_ERROR_CODES.failed;
  }
}

const customerFields = (email: string, details: BillingDetails, agencyId: string): Record<string, string> => ({
  email,
  name: details.full_name,
  phone: details.phone,
  'address[line1]': details.full_address,
  'metadata[agency_id]': agencyId,
});

/**
 * Stripe over its REST API with fetch (form-encoded, the secret key as bearer, an Idempotency-Key per write: the
 * attempt's key with the step's name, so a retried attempt gets the same customer and the same charge back).
 * Card: a customer with the card token as source, then a charge. Debit: a customer, then a Checkout Session in
 * setup mode for a US bank account (ACH), whose URL is the payment-method set-up URL.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const doFetch = settings.fetch ?? globalThis.fetch;
  const base = settings.apiBase.replace(/\/+$/, '');

  async function post<T>(path: string, params: Record<string, string>, idempotencyKey: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      // No answer (refused connection, lost answer, timeout): Stripe may have done it; retry with the same key.
      throw paymentOutcomeUnknown('Stripe could not be reached');
    }
    const body = (await response.json().catch(() => ({}))) as T & { error?: StripeError };
    // 409: a request with this key is still running at Stripe; its outcome is not known yet.
    if (response.status === 409) throw paymentOutcomeUnknown('Stripe 409');
    if (!response.ok) throw new PaymentRefusedError(paymentErrorOf(body.error), `Stripe ${response.status}`);
    return body;
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async chargeCard(charge) {
      const customer = await post<{ id: string }>(
        '/v1/customers',
        { ...customerFields(charge.email, charge.billingDetails, charge.agencyId), source: charge.cardToken },
        `${charge.idempotencyKey}-customer`,
      );
      const paid = await post<{ id: string }>(
        '/v1/charges',
        {
          amount: String(charge.amountCents),
          currency: 'usd',
          customer: customer.id,
          description: charge.description,
          'metadata[agency_id]': charge.agencyId,
        },
        `${charge.idempotencyKey}-charge`,
      );
      return { customerId: customer.id, reference: paid.id };
    },
    async createDebitSetup(setup) {
      const customer = await post<{ id: string }>(
        '/v1/customers',
        customerFields(setup.email, setup.billingDetails, setup.agencyId),
        `${setup.idempotencyKey}-customer`,
      );
      const session = await post<{ id: string; url: string | null }>(
        '/v1/checkout/sessions',
        {
          mode: 'setup',
          currency: 'usd',
          customer: customer.id,
          'payment_method_types[0]': 'us_bank_account',
          success_url: setup.returnUrl,
          cancel_url: setup.returnUrl,
          'metadata[agency_id]': setup.agencyId,
          'metadata[subscription_id]': setup.subscriptionId,
        },
        `${setup.idempotencyKey}-setup`,
      );
      if (!session.url) throw paymentFailed('Stripe answered no set-up URL');
      return { customerId: customer.id, reference: session.id, setupUrl: session.url };
    },
  };
}
