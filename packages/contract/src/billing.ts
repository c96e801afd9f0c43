import { BILLING_CYCLES, MAX_ADDITIONAL_SEATS, PAYMENT_METHODS, PLANS, PRODUCT_CODE, PURCHASE_KINDS } from '@fieldbook/domain';
import { z } from 'zod';

/** Who pays (accounts.md §3 "billing_details"): passed to the payment provider, not kept by Fieldbook. */
export const billingDetails = z.strictObject({
  full_name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(30),
  full_address: z.string().trim().min(1).max(300),
});
export type BillingDetails = z.infer<typeof billingDetails>;

const paymentFields = {
  product: z.literal(PRODUCT_CODE).default(PRODUCT_CODE),
  payment_method: z.enum(PAYMENT_METHODS),
  /** Made by the payment provider from the card holder name and card (required for card). */
  card_token: z.string().min(1).max(200).nullish(),
  billing_cycle: z.enum(BILLING_CYCLES),
  billing_details: billingDetails,
};

/**
 * POST /api/billing/subscriptions (the owner's onboarding), and POST /api/billing/subscriptions/upgrade
 * (accounts.md §3 "Subscription request"). Connect needs no payment fields.
 */
export const subscriptionRequest = z.strictObject({
  plan: z.enum(PLANS),
  product: paymentFields.product,
  payment_method: paymentFields.payment_method.nullish(),
  card_token: paymentFields.card_token,
  additional_seats: z.number().int().min(0).max(MAX_ADDITIONAL_SEATS).default(0),
  billing_cycle: paymentFields.billing_cycle.default('annually'),
  billing_details: billingDetails.nullish(),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequest>;

/** POST /api/billing/subscriptions/activate: the same shape without plan or seats (accounts.md §3). */
export const activationRequest = z.strictObject(paymentFields);
export type ActivationRequest = z.input<typeof activationRequest>;

/** One subscription of the agency (accounts.md §3 "Subscription"). */
export const subscriptionDetail = z.object({
  id: z.string(),
  status: z.enum(['Active', 'Past Due', 'Canceled', 'Unpaid', 'Inactive']),
  plan: z.string(),
  product: z.string(),
  billing_cycle: z.enum(BILLING_CYCLES),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS).nullable(),
    /** Where the owner completes a debit set-up (the 'Complete Information' button). */
    payment_method_setup_url: z.string().nullable(),
  }),
  total_seats_used: z.number().int(),
  total_seats_billed: z.number().int(),
  next_coupon: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

/** GET /api/billing/quote: what a purchase would bill now, before 'Confirm' (issue 24, defect 7). */
export const purchaseQuoteQuery = z.strictObject({
  kind: z.enum(PURCHASE_KINDS),
  billing_cycle: z.enum(BILLING_CYCLES).default('annually'),
  additional_seats: z.coerce.number().int().min(0).max(MAX_ADDITIONAL_SEATS).default(0),
});
export type PurchaseQuoteQuery = z.input<typeof purchaseQuoteQuery>;

/** Seats billed, the price of a seat and the total, each billing period (domain quotePurchase). */
export const purchaseQuote = z.object({
  plan: z.enum(PLANS),
  billing_cycle: z.enum(BILLING_CYCLES),
  seats: z.number().int(),
  seat_price_cents: z.number().int(),
  total_cents: z.number().int(),
});

/** GET /api/billing/config: which provider makes card tokens, and the price shown on the plan cards. */
export const billingConfig = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key (browser side); null for the sandbox. */
  publishable_key: z.string().nullable(),
  analytics_price_per_member_per_year: z.number(),
});
export type BillingConfig = z.infer<typeof billingConfig>;

/** POST /api/billing/sandbox/card-tokens: the sandbox's stand-in for the card processor's tokenisation. */
export const sandboxCardRequest = z.strictObject({
  card_holder_name: z.string().trim().min(1).max(100),
  card_number: z.string().max(30),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export type SandboxCardRequest = z.infer<typeof sandboxCardRequest>;

export const cardTokenResponse = z.object({ token: z.string() });
export type CardTokenResponse = z.infer<typeof cardTokenResponse>;
