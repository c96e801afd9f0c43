import type { SubscriptionDetail } from '@fieldbook/contract';
import type { BillingCycle, PaymentMethod, SubscriptionStatus } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

export interface NewSubscription {
  agency_id: string;
  id: string;
  status: SubscriptionStatus;
  plan: string;
  product: string;
  billing_cycle: BillingCycle;
  payment_method: PaymentMethod | null;
  seats_billed: number;
  payment_method_setup_url?: string | null;
  provider?: string | null;
  provider_customer_id?: string | null;
  provider_reference?: string | null;
}

export async function insertSubscription(db: Queryable, s: NewSubscription): Promise<void> {
  await db.query(
    `insert into subscriptions (agency_id, id, status, plan, product, billing_cycle, payment_method, seats_billed,
                                payment_method_setup_url, provider, provider_customer_id, provider_reference)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      s.agency_id,
      s.id,
      s.status,
      s.plan,
      s.product,
      s.billing_cycle,
      s.payment_method,
      s.seats_billed,
      s.payment_method_setup_url ?? null,
      s.provider ?? null,
      s.provider_customer_id ?? null,
      s.provider_reference ?? null,
    ],
  );
}

export type SubscriptionChange = Omit<NewSubscription, 'agency_id' | 'id' | 'product'>;

/** Rewrites the plan and payment of one subscription (an upgrade or activation paid by card, a debit set-up). */
export async function updateSubscription(db: Queryable, agencyId: string, id: string, s: SubscriptionChange): Promise<void> {
  await db.query(
    `update subscriptions
        set status = $3, plan = $4, billing_cycle = $5, payment_method = $6, seats_billed = $7, payment_method_setup_url = $8,
            provider = $9, provider_customer_id = $10, provider_reference = $11, updated_at = now()
      where agency_id = $1 and id = $2`,
    [
      agencyId,
      id,
      s.status,
      s.plan,
      s.billing_cycle,
      s.payment_method,
      s.seats_billed,
      s.payment_method_setup_url ?? null,
      s.provider ?? null,
      s.provider_customer_id ?? null,
      s.provider_reference ?? null,
    ],
  );
}

const DETAIL_COLUMNS = `s.id, s.status, s.plan, s.product, s.billing_cycle,
  json_build_object('method', s.payment_method, 'payment_method_setup_url', s.payment_method_setup_url) as payment,
  (select count(*)::int from users u where u.agency_id = s.agency_id and u.is_active) as total_seats_used,
  s.seats_billed as total_seats_billed, null::text as next_coupon,
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/**
 * Which subscription is the agency's current one when it has several: the newest in force (Active or Past Due), else
 * the newest Unpaid, else Canceled, else pending (Inactive). A pending debit upgrade so leaves the Active plan in force
 * until it is paid, and a pending one ended by a card payment does not hide the plan that was paid.
 * users.repo.ts findMe orders the same way.
 */
export const CURRENT_SUBSCRIPTION_ORDER = `case s.status when 'Active' then 0 when 'Past Due' then 0 when 'Unpaid' then 1 when 'Canceled' then 2 else 3 end,
  s.created_at desc, s.id`;

export async function listSubscriptions(db: Queryable, agencyId: string): Promise<SubscriptionDetail[]> {
  return db.query<SubscriptionDetail>(
    `select ${DETAIL_COLUMNS} from subscriptions s where s.agency_id = $1 order by s.created_at desc, s.id`,
    [agencyId],
  );
}

export async function findSubscription(db: Queryable, agencyId: string, id: string): Promise<SubscriptionDetail | undefined> {
  const [row] = await db.query<SubscriptionDetail>(`select ${DETAIL_COLUMNS} from subscriptions s where s.agency_id = $1 and s.id = $2`, [
    agencyId,
    id,
  ]);
  return row;
}

export async function findCurrentSubscription(db: Queryable, agencyId: string): Promise<SubscriptionDetail | undefined> {
  const [row] = await db.query<SubscriptionDetail>(
    `select ${DETAIL_COLUMNS} from subscriptions s where s.agency_id = $1 order by ${CURRENT_SUBSCRIPTION_ORDER} limit 1`,
    [agencyId],
  );
  return row;
}

/** Members of the agency with access: the seats in use. */
export async function countSeatsUsed(db: Queryable, agencyId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from users where agency_id = $1 and is_active', [
    agencyId,
  ]);
  return row?.count ?? 0;
}

/** A subscription in force makes the agency Active (accounts.md §4 Onboarding wizard). */
export async function activateAgency(db: Queryable, agencyId: string): Promise<void> {
  await db.query(`update agencies set status = 'Active' where id = $1 and status <> 'Active'`, [agencyId]);
}

/**
 * The subscription a provider's set-up session belongs to, across agencies: the provider's answer names only its
 * session (as a webhook would), so this lookup runs as the connection role; the write that follows is a tenant one.
 */
export async function findByProviderReference(db: Queryable, reference: string): Promise<{ agency_id: string; id: string } | undefined> {
  const [row] = await db.query<{ agency_id: string; id: string }>(
    `select agency_id, id from subscriptions where provider_reference = $1 and payment_method_setup_url is not null`,
    [reference],
  );
  return row;
}

/**
 * A completed debit set-up: any other subscription in force ends (it was replaced), then this one is Active; in that
 * order, as one agency holds one subscription in force per product (migration 0032).
 */
export async function completeDebitSetup(db: Queryable, agencyId: string, id: string): Promise<void> {
  await db.query(
    `update subscriptions set status = 'Canceled', updated_at = now()
      where agency_id = $1 and id <> $2 and status in ('Active', 'Past Due')`,
    [agencyId, id],
  );
  await db.query(
    `update subscriptions set status = 'Active', payment_method_setup_url = null, updated_at = now() where agency_id = $1 and id = $2`,
    [agencyId, id],
  );
}

/** A paid subscription ends the agency's other pending (debit not yet set up) ones, and their set-up links. */
export async function endPendingSubscriptions(db: Queryable, agencyId: string, exceptId: string): Promise<void> {
  await db.query(
    `update subscriptions set status = 'Canceled', payment_method_setup_url = null, updated_at = now()
      where agency_id = $1 and id <> $2 and status = 'Inactive' and payment_method_setup_url is not null`,
    [agencyId, exceptId],
  );
}

/** The first key of the agency billing locks (pg_advisory_xact_lock's two-int4 key space: the second is the agency). */
const BILLING_LOCK_CLASS = 73_290_023;

/**
 * Takes the agency's billing lock until the transaction ends: a second purchase, upgrade, activation or debit
 * completion for the agency waits here, then reads what the first one wrote. Other agencies are not held up (two
 * agencies whose ids hash alike only wait on each other).
 */
export async function lockAgencyBilling(db: Queryable, agencyId: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [BILLING_LOCK_CLASS, agencyId]);
}

/** The number of the agency's next payment attempt for the product: one more than the last recorded one. */
export async function nextPaymentAttempt(db: Queryable, agencyId: string, product: string): Promise<number> {
  const [row] = await db.query<{ attempt: number }>(
    'select coalesce(max(attempt), 0) + 1 as attempt from payment_attempts where agency_id = $1 and product = $2',
    [agencyId, product],
  );
  return row?.attempt ?? 1;
}

export interface PaymentAttempt {
  agency_id: string;
  product: string;
  attempt: number;
  method: PaymentMethod;
  idempotency_key: string;
  outcome: 'paid' | 'pending' | 'refused';
  subscription_id: string;
}

/** Records an attempt the provider answered (migration 0032): the next attempt gets the next number and a new key. */
export async function insertPaymentAttempt(db: Queryable, a: PaymentAttempt): Promise<void> {
  await db.query(
    `insert into payment_attempts (agency_id, product, attempt, method, idempotency_key, outcome, subscription_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [a.agency_id, a.product, a.attempt, a.method, a.idempotency_key, a.outcome, a.subscription_id],
  );
}
