import type { SubscriptionStatus } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

export interface NewSubscription {
  agency_id: string;
  id: string;
  status: SubscriptionStatus;
  plan: string;
  product: string;
  billing_cycle: 'annually' | 'monthly';
  payment_method: 'card' | 'debit' | null;
  seats_billed: number;
}

export async function insertSubscription(db: Queryable, s: NewSubscription): Promise<void> {
  await db.query(
    `insert into subscriptions (agency_id, id, status, plan, product, billing_cycle, payment_method, seats_billed)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [s.agency_id, s.id, s.status, s.plan, s.product, s.billing_cycle, s.payment_method, s.seats_billed],
  );
}
