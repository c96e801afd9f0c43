import { randomUUID } from 'node:crypto';
import type { activationRequest, BillingDetails, purchaseQuoteQuery, SubscriptionDetail, subscriptionRequest } from '@fieldbook/contract';
import {
  type BillingCycle,
  billedSeats,
  chargeAmountCents,
  ERROR_CODES,
  isPaymentMethodAllowed,
  isSubscriptionBlocked,
  PAYMENT_ERROR_CODES,
  type PaymentMethod,
  type Plan,
  PRODUCT_CODE,
  type PurchaseQuote,
  quotePurchase,
} from '@fieldbook/domain';
import type { z } from 'zod';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { type PaymentProvider, PaymentRefusedError, paymentIdempotencyKey } from './payment-provider.ts';
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

/** What a purchase reads under the agency's billing lock. */
interface BillingState {
  current: SubscriptionDetail | undefined;
  members: number;
}

/**
 * Subscriptions and payment (accounts.md §2.5, §2.6, §4): the onboarding's create, the upgrade and the activation.
 * Each runs read, pay and write in one tenant transaction under the agency's billing lock (security issue 23, finding 7):
 * a parallel second request waits, then reads the first one's subscription and answers as any repeat does (400
 * ACTION_NO_LONGER_POSSIBLE), never charging again. The provider gets an idempotency key derived from the agency and
 * the attempt (paymentIdempotencyKey), so a retry of an attempt that left no record is answered the same charge.
 */
export function createSubscriptionsService(db: Database, provider: PaymentProvider, publicUrl: string) {
  function list(caller: Caller): Promise<SubscriptionDetail[]> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, (tx) => repo.listSubscriptions(tx, agencyId));
  }

  /**
   * Runs `work` in one transaction holding the agency's billing lock, after reading the current subscription and the
   * seats in use. A payment refusal commits what `pay` recorded (the attempt, the audit row) and is answered 400.
   */
  async function underBillingLock(
    agencyId: string,
    work: (tx: Queryable, state: BillingState) => Promise<SubscriptionDetail>,
  ): Promise<SubscriptionDetail> {
    const result = await withTenant(db, agencyId, async (tx) => {
      await repo.lockAgencyBilling(tx, agencyId);
      const state = { current: await repo.findCurrentSubscription(tx, agencyId), members: await repo.countSeatsUsed(tx, agencyId) };
      try {
        return { saved: await work(tx, state) };
      } catch (error) {
        if (error instanceof PaymentRefusedError) return { refused: error.code };
        throw error;
      }
    });
    if ('refused' in result) throw badRequest(result.refused);
    return result.saved;
  }

  /**
   * Charges the card or opens the debit set-up with the attempt's idempotency key, and records the attempt the provider
   * answered. A refusal is audited and rethrown; one with no answer (isOutcomeUnknown) records no attempt, so the next
   * try sends the same key and learns whether the provider charged.
   */
  async function pay(tx: Queryable, caller: Caller, agencyId: string, subscriptionId: string, plan: Plan, seats: number, payment: Payment) {
    const attempt = await repo.nextPaymentAttempt(tx, agencyId, PRODUCT_CODE);
    const idempotencyKey = paymentIdempotencyKey({ agencyId, product: PRODUCT_CODE, attempt, method: payment.method });
    const recordAttempt = (outcome: repo.PaymentAttempt['outcome']) =>
      repo.insertPaymentAttempt(tx, {
        agency_id: agencyId,
        product: PRODUCT_CODE,
        attempt,
        method: payment.method,
        idempotency_key: idempotencyKey,
        outcome,
        subscription_id: subscriptionId,
      });
    try {
      if (payment.method === 'debit') {
        const setup = await provider.createDebitSetup({
          idempotencyKey,
          agencyId,
          subscriptionId,
          email: caller.email,
          billingDetails: payment.details,
          returnUrl: `${publicUrl}/app`,
        });
        await recordAttempt('pending');
        return { setupUrl: setup.setupUrl, customerId: setup.customerId, reference: setup.reference };
      }
      const charge = await provider.chargeCard({
        idempotencyKey,
        agencyId,
        email: caller.email,
        cardToken: payment.cardToken ?? '',
        amountCents: chargeAmountCents(plan, payment.cycle, seats),
        description: `Fieldbook ${plan}, ${seats} seats, billed ${payment.cycle}`,
        billingDetails: payment.details,
      });
      await recordAttempt('paid');
      return { setupUrl: null, customerId: charge.customerId, reference: charge.reference };
    } catch (error) {
      if (!(error instanceof PaymentRefusedError)) throw error;
      if (!error.isOutcomeUnknown) await recordAttempt('refused');
      await recordAuditEvent(tx, {
        action: 'subscription.payment_refused',
        outcome: 'failure',
        userId: caller.userId,
        agencyId,
        objectId: subscriptionId,
        sourceIp: caller.sourceIp,
      });
      throw error;
    }
  }

  /** Saves a paid (card) or pending (debit) result and answers the subscription. */
  async function record(
    tx: Queryable,
    caller: Caller,
    agencyId: string,
    target: { id: string; isNew: boolean },
    fields: repo.SubscriptionChange,
    action: string,
  ): Promise<SubscriptionDetail> {
    if (target.isNew) await repo.insertSubscription(tx, { agency_id: agencyId, id: target.id, product: PRODUCT_CODE, ...fields });
    else await repo.updateSubscription(tx, agencyId, target.id, fields);
    if (fields.status === 'Active') {
      await repo.endPendingSubscriptions(tx, agencyId, target.id);
      await repo.activateAgency(tx, agencyId);
    }
    await recordAuditEvent(tx, {
      action,
      outcome: 'success',
      userId: caller.userId,
      agencyId,
      objectId: target.id,
      sourceIp: caller.sourceIp,
    });
    const saved = await repo.findSubscription(tx, agencyId, target.id);
    if (!saved) throw new Error('subscription vanished after its write');
    return saved;
  }

  async function paidFields(tx: Queryable, caller: Caller, agencyId: string, id: string, plan: Plan, seats: number, payment: Payment) {
    const paid = await pay(tx, caller, agencyId, id, plan, seats, payment);
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
  function create(caller: Caller, request: Purchase): Promise<SubscriptionDetail> {
    const agencyId = agencyOf(caller);
    return underBillingLock(agencyId, async (tx, { current, members }) => {
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
        return record(tx, caller, agencyId, target, free, 'subscription.created');
      }
      const payment = paymentOf(request);
      const seats = billedSeats('create', { members, additionalSeats: request.additional_seats });
      const { fields, action } = await paidFields(tx, caller, agencyId, target.id, 'analytics', seats, payment);
      return record(tx, caller, agencyId, target, fields, action ?? 'subscription.created');
    });
  }

  /** /app/plan-upgrade: Connect to Analytics. Card upgrades the subscription in place; debit adds a pending one. */
  function upgrade(caller: Caller, request: Purchase): Promise<SubscriptionDetail> {
    const agencyId = agencyOf(caller);
    return underBillingLock(agencyId, async (tx, { current, members }) => {
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
      const seats = billedSeats('upgrade', { members });
      const { fields, action } = await paidFields(tx, caller, agencyId, target.id, 'analytics', seats, payment);
      return record(tx, caller, agencyId, target, fields, action ?? 'subscription.upgraded');
    });
  }

  /** /app/plan-activate: pays the current plan of an Inactive or Past Due subscription. */
  function activate(caller: Caller, request: Activation): Promise<SubscriptionDetail> {
    const agencyId = agencyOf(caller);
    return underBillingLock(agencyId, async (tx, { current, members }) => {
      if (!current) throw noLongerPossible();
      if (isSubscriptionBlocked(current.status)) throw invalidStatus();
      if (current.status === 'Active') throw noLongerPossible();
      const target = { id: current.id, isNew: false };
      const plan: Plan = current.plan === 'connect' ? 'connect' : 'analytics';
      if (plan === 'connect') {
        const free: repo.SubscriptionChange = { status: 'Active', plan, billing_cycle: 'annually', payment_method: null, seats_billed: 0 };
        return record(tx, caller, agencyId, target, free, 'subscription.activated');
      }
      const seats = billedSeats('activate', { members, seatsBilledBefore: current.total_seats_billed });
      const { fields, action } = await paidFields(tx, caller, agencyId, target.id, plan, seats, paymentOf(request));
      return record(tx, caller, agencyId, target, fields, action ?? 'subscription.activated');
    });
  }

  /**
   * The provider reports a finished debit set-up (the sandbox's confirm button; with Stripe this would be the
   * checkout.session.completed webhook, not wired yet). Answers false for an unknown or already used session.
   * Under the agency's billing lock, like a purchase, so it never races one.
   */
  async function completeDebitSetup(reference: string, sourceIp: string): Promise<boolean> {
    const found = await repo.findByProviderReference(db, reference);
    if (!found) return false;
    return withTenant(db, found.agency_id, async (tx) => {
      await repo.lockAgencyBilling(tx, found.agency_id);
      const pending = await repo.findSubscription(tx, found.agency_id, found.id);
      if (!pending?.payment.payment_method_setup_url) return false;
      await repo.completeDebitSetup(tx, found.agency_id, found.id);
      await repo.activateAgency(tx, found.agency_id);
      await recordAuditEvent(tx, {
        action: 'subscription.debit_completed',
        outcome: 'success',
        agencyId: found.agency_id,
        objectId: found.id,
        sourceIp,
      });
      return true;
    });
  }

  /**
   * What a purchase would bill now, read as the purchase reads it (issue 24, defect 7): the wizards show it before
   * 'Confirm'. The onboarding and the upgrade buy Analytics; an activation pays the current plan.
   */
  function quote(caller: Caller, query: z.output<typeof purchaseQuoteQuery>): Promise<PurchaseQuote> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, async (tx) => {
      const current = await repo.findCurrentSubscription(tx, agencyId);
      const members = await repo.countSeatsUsed(tx, agencyId);
      const plan: Plan = query.kind === 'activate' && current?.plan === 'connect' ? 'connect' : 'analytics';
      const seats = billedSeats(query.kind, {
        members,
        additionalSeats: query.kind === 'create' ? query.additional_seats : 0,
        seatsBilledBefore: current?.total_seats_billed ?? 0,
      });
      return quotePurchase(plan, query.billing_cycle, seats);
    });
  }

  return { list, create, upgrade, activate, completeDebitSetup, quote };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
