import { randomUUID } from 'node:crypto';
import type { activationRequest, BillingDetails, SubscriptionDetail, subscriptionRequest } from '@fieldbook/contract';
import {
  type BillingCycle,
  chargeAmountCents,
  ERROR_CODES,
  isPaymentMethodAllowed,
  isSubscriptionBlocked,
  PAYMENT_ERROR_CODES,
  type PaymentMethod,
  type Plan,
  PRODUCT_CODE,
} from '@fieldbook/domain';
import type { z } from 'zod';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { type PaymentProvider, PaymentRefusedError } from './payment-provider.ts';
import * as repo from './subscriptions.repo.ts';

type Purchase = z.output<typeof subscriptionRequest>;
type Activation = z.output<typeof activationRequest>;

interface Payment {
  method: PaymentMethod;
  cardToken: string | null;
  cycle: BillingCycle;
  details: BillingDetails;
}

const noLongerPossible = () => badRequest(ERROR_CODES.actionNoLongerPossible);
const invalidStatus = () => new HttpError(409, ERROR_CODES.invalidSubscriptionStatus);

/** The payment fields of a paid request, checked: debit only billed annually, a card token for card. */
function paymentOf(request: {
  payment_method?: PaymentMethod | null | undefined;
  card_token?: string | null | undefined;
  billing_cycle: BillingCycle;
  billing_details?: BillingDetails | null | undefined;
}): Payment {
  const { payment_method: method, billing_details: details } = request;
  if (!method || !details) {
    throw badRequest(ERROR_CODES.validation, [{ path: method ? 'billing_details' : 'payment_method', message: 'This field is required.' }]);
  }
  if (!isPaymentMethodAllowed(request.billing_cycle, method)) throw badRequest(PAYMENT_ERROR_CODES.debitNotAvailable);
  if (method === 'card' && !request.card_token) throw badRequest(PAYMENT_ERROR_CODES.invalidCard);
  return { method, cardToken: method === 'card' ? (request.card_token ?? null) : null, cycle: request.billing_cycle, details };
}

/**
 * Subscriptions and payment (accounts.md §2.5, §2.6, §4): the onboarding's create, the upgrade and the activation.
 * The provider is called between two tenant transactions (read, then write), never inside one, with an
 * idempotency key so a retried purchase is charged once.
 */
export function createSubscriptionsService(db: Database, provider: PaymentProvider, publicUrl: string) {
  const audit = (caller: Caller, agencyId: string, action: string, outcome: 'success' | 'failure' = 'success') =>
    withTenant(db, agencyId, (tx) => recordAuditEvent(tx, { action, outcome, userId: caller.userId, agencyId }));

  function list(caller: Caller): Promise<SubscriptionDetail[]> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, (tx) => repo.listSubscriptions(tx, agencyId));
  }

  async function readState(agencyId: string) {
    return withTenant(db, agencyId, async (tx) => ({
      current: await repo.findCurrentSubscription(tx, agencyId),
      members: await repo.countSeatsUsed(tx, agencyId),
    }));
  }

  /** Charges the card or opens the debit set-up; a refusal is audited and answered 400 with its code. */
  async function pay(caller: Caller, agencyId: string, subscriptionId: string, plan: Plan, seats: number, payment: Payment) {
    try {
      if (payment.method === 'debit') {
        const setup = await provider.createDebitSetup({
          idempotencyKey: `debit-${subscriptionId}`,
          agencyId,
          subscriptionId,
          email: caller.email,
          billingDetails: payment.details,
          returnUrl: `${publicUrl}/app`,
        });
        return { setupUrl: setup.setupUrl, customerId: setup.customerId, reference: setup.reference };
      }
      const charge = await provider.chargeCard({
        idempotencyKey: `card-${subscriptionId}-${plan}-${payment.cycle}-${seats}`,
        agencyId,
        email: caller.email,
        cardToken: payment.cardToken ?? '',
        amountCents: chargeAmountCents(plan, payment.cycle, seats),
        description: `Fieldbook ${plan}, ${seats} seats, billed ${payment.cycle}`,
        billingDetails: payment.details,
      });
      return { setupUrl: null, customerId: charge.customerId, reference: charge.reference };
    } catch (error) {
      if (!(error instanceof PaymentRefusedError)) throw error;
      await audit(caller, agencyId, 'subscription.payment_refused', 'failure');
      throw badRequest(error.code);
    }
  }

  /** Saves a paid (card) or pending (debit) result and answers the subscription. */
  async function record(
    caller: Caller,
    agencyId: string,
    target: { id: string; isNew: boolean },
    fields: repo.SubscriptionChange,
    action: string,
  ): Promise<SubscriptionDetail> {
    return withTenant(db, agencyId, async (tx) => {
      if (target.isNew) await repo.insertSubscription(tx, { agency_id: agencyId, id: target.id, product: PRODUCT_CODE, ...fields });
      else await repo.updateSubscription(tx, agencyId, target.id, fields);
      if (fields.status === 'Active') {
        await repo.endPendingSubscriptions(tx, agencyId, target.id);
        await repo.activateAgency(tx, agencyId);
      }
      await recordAuditEvent(tx, { action, outcome: 'success', userId: caller.userId, agencyId });
      const saved = await repo.findSubscription(tx, agencyId, target.id);
      if (!saved) throw new Error('subscription vanished after its write');
      return saved;
    });
  }

  async function paidFields(caller: Caller, agencyId: string, id: string, plan: Plan, seats: number, payment: Payment) {
    const paid = await pay(caller, agencyId, id, plan, seats, payment);
    const fields: repo.SubscriptionChange = {
      status: payment.method === 'card' ? 'Active' : 'Inactive',
      plan,
      billing_cycle: payment.cycle,
      payment_method: payment.method,
      seats_billed: seats,
      payment_method_setup_url: paid.setupUrl,
      provider: provider.name,
      provider_customer_id: paid.customerId,
      provider_reference: paid.reference,
    };
    return { fields, action: payment.method === 'card' ? null : 'subscription.payment_pending' };
  }

  /** The owner's onboarding: Connect is Active at once; Analytics by card is charged, by debit pending. */
  async function create(caller: Caller, request: Purchase): Promise<SubscriptionDetail> {
    const agencyId = agencyOf(caller);
    const { current, members } = await readState(agencyId);
    if (current && isSubscriptionBlocked(current.status)) throw invalidStatus();
    if (current && current.status !== 'Inactive') throw noLongerPossible();
    const target = { id: randomUUID(), isNew: true };
    if (request.plan === 'connect') {
      const free: repo.SubscriptionChange = {
        status: 'Active',
        plan: 'connect',
        billing_cycle: 'annually',
        payment_method: null,
        seats_billed: 0,
      };
      return record(caller, agencyId, target, free, 'subscription.created');
    }
    const payment = paymentOf(request);
    const { fields, action } = await paidFields(caller, agencyId, target.id, 'analytics', members + request.additional_seats, payment);
    return record(caller, agencyId, target, fields, action ?? 'subscription.created');
  }

  /** /app/plan-upgrade: Connect to Analytics. Card upgrades the subscription in place; debit adds a pending one. */
  async function upgrade(caller: Caller, request: Purchase): Promise<SubscriptionDetail> {
    const agencyId = agencyOf(caller);
    const { current, members } = await readState(agencyId);
    if (!current) throw noLongerPossible();
    if (isSubscriptionBlocked(current.status)) throw invalidStatus();
    if (current.status === 'Inactive' || request.plan !== 'analytics' || current.plan === 'analytics') throw noLongerPossible();
    if (request.additional_seats > 0) {
      throw badRequest(ERROR_CODES.validation, [
        { path: 'additional_seats', message: 'Additional seats are unavailable in the upgrade and activation wizards.' },
      ]);
    }
    const payment = paymentOf(request);
    const target = payment.method === 'card' ? { id: current.id, isNew: false } : { id: randomUUID(), isNew: true };
    const { fields, action } = await paidFields(caller, agencyId, target.id, 'analytics', members, payment);
    return record(caller, agencyId, target, fields, action ?? 'subscription.upgraded');
  }

  /** /app/plan-activate: pays the current plan of an Inactive or Past Due subscription. */
  async function activate(caller: Caller, request: Activation): Promise<SubscriptionDetail> {
    const agencyId = agencyOf(caller);
    const { current, members } = await readState(agencyId);
    if (!current) throw noLongerPossible();
    if (isSubscriptionBlocked(current.status)) throw invalidStatus();
    if (current.status === 'Active') throw noLongerPossible();
    const target = { id: current.id, isNew: false };
    const plan: Plan = current.plan === 'connect' ? 'connect' : 'analytics';
    if (plan === 'connect') {
      const free: repo.SubscriptionChange = { status: 'Active', plan, billing_cycle: 'annually', payment_method: null, seats_billed: 0 };
      return record(caller, agencyId, target, free, 'subscription.activated');
    }
    const { fields, action } = await paidFields(
      caller,
      agencyId,
      target.id,
      plan,
      Math.max(members, current.total_seats_billed),
      paymentOf(request),
    );
    return record(caller, agencyId, target, fields, action ?? 'subscription.activated');
  }

  /**
   * The provider reports a finished debit set-up (the sandbox's confirm button; with Stripe this would be the
   * checkout.session.completed webhook, not wired yet). Answers false for an unknown or already used session.
   */
  async function completeDebitSetup(reference: string): Promise<boolean> {
    const found = await repo.findByProviderReference(db, reference);
    if (!found) return false;
    await withTenant(db, found.agency_id, async (tx) => {
      await repo.completeDebitSetup(tx, found.agency_id, found.id);
      await repo.activateAgency(tx, found.agency_id);
      await recordAuditEvent(tx, { action: 'subscription.debit_completed', outcome: 'success', agencyId: found.agency_id });
    });
    return true;
  }

  return { list, create, upgrade, activate, completeDebitSetup };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
