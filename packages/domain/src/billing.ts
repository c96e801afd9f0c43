import type { SubscriptionStatus } from './landing.ts';

/**
 * Plans, billing cycles and payment rules (accounts.md §1, §2.5, §2.6, §5, §9). Shared by the browser and the
 * server: the web hides what the server refuses.
 */

/** The plans an agency can choose in the wizards (accounts.md §2.6). */
export const PLANS = ['connect', 'analytics'] as const;
export type Plan = (typeof PLANS)[number];

/** A subscription whose plan is in force: paid up, or Past Due (still served while payment is retried). */
export function isSubscriptionInForce(status: string): boolean {
  return status === 'Active' || status === 'Past Due';
}

export const BILLING_CYCLES = ['annually', 'monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const PAYMENT_METHODS = ['card', 'debit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Analytics price per member per year in US dollars (accounts.md §9: "a constant, value not shown"). */
export const ANALYTICS_PRICE_PER_MEMBER_PER_YEAR = 120;

/** Additional seats a purchase may add beyond the agency's members. */
export const MAX_ADDITIONAL_SEATS = 1000;

export const CONNECT_BENEFITS = ['Business Card', 'Support Page', 'Roles', 'Titles'] as const;

export const ANALYTICS_BENEFITS = [
  'Create Contacts',
  'Contacts History',
  'Amend Contacts',
  'Offline Reporting',
  'Amend Officers Contacts',
  'Areas',
  'Groups',
  'Tags',
  'Add Investigations and Complaints',
  'Weekly, monthly, quarterly, semi-annual and annual reports',
  '+45 widgets',
  'Rate comparison between periods',
  'Mapping',
  'Demographics',
  'FastFacts',
  'Advanced Filtering',
] as const;

/** Monthly billing hides debit as a payment method (accounts.md §2.5, §5). */
export function paymentMethodsFor(cycle: BillingCycle): PaymentMethod[] {
  return cycle === 'monthly' ? ['card'] : ['card', 'debit'];
}

export function isPaymentMethodAllowed(cycle: BillingCycle, method: PaymentMethod): boolean {
  return paymentMethodsFor(cycle).includes(method);
}

/** Price of one seat for one billing period in cents: the year's price annually, a twelfth of it monthly. */
export function seatPriceCents(plan: Plan, cycle: BillingCycle): number {
  if (plan === 'connect') return 0;
  const perYearCents = ANALYTICS_PRICE_PER_MEMBER_PER_YEAR * 100;
  return cycle === 'annually' ? perYearCents : Math.round(perYearCents / 12);
}

/** Amount in cents charged for each billing period: a year per seat when billed annually, a month per seat monthly. */
export function chargeAmountCents(plan: Plan, cycle: BillingCycle, seats: number): number {
  return seatPriceCents(plan, cycle) * seats;
}

/** The period a price is for: 'year' or 'month'. */
export const billingPeriodOf = (cycle: BillingCycle): 'year' | 'month' => (cycle === 'annually' ? 'year' : 'month');

/** Which purchase: the owner's onboarding, the upgrade wizard or the activation wizard (accounts.md §2.5, §2.6). */
export const PURCHASE_KINDS = ['create', 'upgrade', 'activate'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/**
 * Seats a purchase bills (issue 24, defect 7; the server charges and the wizards show this one number): the agency's
 * active members, plus the additional seats in the onboarding; an activation never bills fewer than were billed before.
 */
export function billedSeats(
  kind: PurchaseKind,
  { members, additionalSeats = 0, seatsBilledBefore = 0 }: { members: number; additionalSeats?: number; seatsBilledBefore?: number },
): number {
  if (kind === 'create') return members + additionalSeats;
  if (kind === 'activate') return Math.max(members, seatsBilledBefore);
  return members;
}

/** What a purchase charges: seats, the price of a seat and the total, each billing period. */
export interface PurchaseQuote {
  plan: Plan;
  billing_cycle: BillingCycle;
  seats: number;
  seat_price_cents: number;
  total_cents: number;
}

export function quotePurchase(plan: Plan, cycle: BillingCycle, seats: number): PurchaseQuote {
  return {
    plan,
    billing_cycle: cycle,
    seats,
    seat_price_cents: seatPriceCents(plan, cycle),
    total_cents: chargeAmountCents(plan, cycle, seats),
  };
}

/** Statuses on which no purchase, upgrade or activation is allowed (409 INVALID_SUBSCRIPTION_STATUS, accounts.md §8). */
export const BLOCKED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['Canceled', 'Unpaid'];

export function isSubscriptionBlocked(status: SubscriptionStatus): boolean {
  return BLOCKED_SUBSCRIPTION_STATUSES.includes(status);
}

/** The `detail` codes of a refused payment (400), each with the text the payment form shows. */
export const PAYMENT_ERROR_CODES = {
  cardDeclined: 'PAYMENT_CARD_DECLINED',
  insufficientFunds: 'PAYMENT_INSUFFICIENT_FUNDS',
  expiredCard: 'PAYMENT_EXPIRED_CARD',
  incorrectCvc: 'PAYMENT_INCORRECT_CVC',
  invalidCard: 'PAYMENT_INVALID_CARD',
  debitNotAvailable: 'PAYMENT_DEBIT_NOT_AVAILABLE',
  failed: 'PAYMENT_FAILED',
} as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[keyof typeof PAYMENT_ERROR_CODES];

/** The title over any refused payment (accounts.md §8). */
export const PAYMENT_ERROR_TITLE = 'We could not proceed with the payment.';

const PAYMENT_ERROR_TEXTS: Record<PaymentErrorCode, string> = {
  PAYMENT_CARD_DECLINED: 'Your card was declined. Please use another card or contact your bank.',
  PAYMENT_INSUFFICIENT_FUNDS: 'Your card has insufficient funds. Please use another card.',
  PAYMENT_EXPIRED_CARD: 'Your card has expired. Please use another card.',
  PAYMENT_INCORRECT_CVC: "The card's security code is incorrect. Please check it and try again.",
  PAYMENT_INVALID_CARD: 'The card details are not valid. Please check them and try again.',
  PAYMENT_DEBIT_NOT_AVAILABLE: 'Debit is available only with annual billing. Please choose a card.',
  PAYMENT_FAILED: 'The payment could not be processed. Please try again later or choose another payment method.',
};

/** The text under the payment error title for a 400's detail; unknown details get the generic text. */
export function paymentErrorText(detail: string): string {
  return PAYMENT_ERROR_TEXTS[detail as PaymentErrorCode] ?? PAYMENT_ERROR_TEXTS.PAYMENT_FAILED;
}

export function isPaymentErrorCode(detail: string): detail is PaymentErrorCode {
  return detail in PAYMENT_ERROR_TEXTS;
}

/** The final screens of the wizards (accounts.md §2.6 table). */
export type WizardResultKind = 'payment-accepted' | 'upgrade-payment-accepted' | 'payment-pending' | 'done';

export const WIZARD_RESULTS: Record<WizardResultKind, { title: string; text: string }> = {
  'payment-accepted': { title: 'Thank You!', text: 'Your payment was accepted successfully and your agency was set up.' },
  'upgrade-payment-accepted': { title: 'Thank You!', text: 'Your payment was accepted successfully.' },
  'payment-pending': {
    title: 'Complete your payment information.',
    text: 'Complete all payment information by clicking on the button below to finish the process.',
  },
  done: { title: 'Done!', text: 'You have set up your Agency.' },
};
