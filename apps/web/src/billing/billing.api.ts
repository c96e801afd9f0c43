import type {
  ActivationRequest,
  BillingConfig,
  BillingDetails,
  CardTokenResponse,
  PurchaseQuoteQuery,
  SandboxCardRequest,
  SubscriptionDetail,
  SubscriptionRequest,
} from '@fieldbook/contract';
import type { PaymentMethod, PurchaseQuote } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http } from '../shell/http.ts';

export const subscriptionsQueryKey = ['billing', 'subscriptions'] as const;

/** GET /api/billing/subscriptions: the agency's subscriptions, newest first (agency.subscriptions.read). */
export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: subscriptionsQueryKey,
    queryFn: ({ signal }) => http.get<SubscriptionDetail[]>('/api/billing/subscriptions', { signal }),
  });
}

/** GET /api/billing/quote: the seats and total a purchase would bill now (issue 24, defect 7). */
export function purchaseQuoteQueryOptions({ kind, billing_cycle = 'annually', additional_seats = 0 }: PurchaseQuoteQuery) {
  const search = new URLSearchParams({ kind, billing_cycle, additional_seats: String(additional_seats) });
  return queryOptions({
    queryKey: ['billing', 'quote', kind, billing_cycle, additional_seats] as const,
    queryFn: ({ signal }) => http.get<PurchaseQuote>(`/api/billing/quote?${search}`, { signal }),
  });
}

/** GET /api/billing/config: the payment provider the card form tokenises with. */
export function billingConfigQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'config'] as const,
    queryFn: ({ signal }) => http.get<BillingConfig>('/api/billing/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * POST /api/billing/subscriptions: the owner's onboarding (Setup 3 of 3 and Payment 2 of 2).
 * Connect answers an Active subscription at once; Analytics by card is charged then Active; by debit it answers
 * `payment.payment_method_setup_url`. A refused payment rejects with a 400 whose detail `paymentErrorText` maps.
 */
export function createSubscription(body: SubscriptionRequest): Promise<SubscriptionDetail> {
  return http.post<SubscriptionDetail>('/api/billing/subscriptions', body);
}

/** POST /api/billing/subscriptions/upgrade (/app/plan-upgrade). */
export function upgradePlan(body: SubscriptionRequest): Promise<SubscriptionDetail> {
  return http.post<SubscriptionDetail>('/api/billing/subscriptions/upgrade', body);
}

/** POST /api/billing/subscriptions/activate (/app/plan-activate): the current plan, paid. */
export function activatePlan(body: ActivationRequest): Promise<SubscriptionDetail> {
  return http.post<SubscriptionDetail>('/api/billing/subscriptions/activate', body);
}

/** What the payment form hands its caller: the method, a card token for card, and who pays. */
export interface PaymentSubmission {
  payment_method: PaymentMethod;
  card_token: string | null;
  billing_details: BillingDetails;
}

export type CardDetails = SandboxCardRequest;

/**
 * A card token from the configured provider, made from the card holder name and card (accounts.md §7). The
 * sandbox makes it on our server; Stripe makes it on api.stripe.com with the publishable key, so the card
 * number never reaches Fieldbook.
 */
export async function createCardToken(config: BillingConfig, card: CardDetails): Promise<string> {
  if (config.provider === 'sandbox') {
    const { token } = await http.post<CardTokenResponse>('/api/billing/sandbox/card-tokens', card);
    return token;
  }
  const form = new URLSearchParams({
    'card[name]': card.card_holder_name,
    'card[number]': card.card_number.replace(/\D/g, ''),
    'card[exp_month]': String(card.exp_month),
    'card[exp_year]': String(card.exp_year),
    'card[cvc]': card.cvc,
  });
  const response = await fetch('https://api.stripe.com/v1/tokens', {
    method: 'POST',
    headers: { authorization: `Bearer ${config.publishable_key ?? ''}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as { id?: string; error?: { code?: string } } | null;
  if (response?.ok && body?.id) return body.id;
  const code = body?.error?.code;
  const detail =
    code === 'incorrect_number' || code === 'invalid_number' || code === 'invalid_expiry_month' || code === 'invalid_expiry_year'
      ? 'PAYMENT_INVALID_CARD'
      : code === 'invalid_cvc' || code === 'incorrect_cvc'
        ? 'PAYMENT_INCORRECT_CVC'
        : code === 'expired_card'
          ? 'PAYMENT_EXPIRED_CARD'
          : code === 'card_declined'
            ? 'PAYMENT_CARD_DECLINED'
            : 'PAYMENT_FAILED';
  throw new HttpError(400, 'Bad Request', detail);
}
