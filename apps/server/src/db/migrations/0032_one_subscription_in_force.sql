-- Parallel first purchases made several subscriptions and several charges (security issue 23, finding 7). A purchase now
-- runs under the agency's billing lock (subscriptions.service.ts), and the database holds one subscription in force
-- (Active or Past Due: the current one) per agency and product.

-- Agencies that already hold several in force keep the newest (the current one, CURRENT_SUBSCRIPTION_ORDER) and the
-- others end as Canceled, each with an audit row naming it (a charge to refund), so the index below can be built.
with ranked as (
  select agency_id, id, row_number() over (partition by agency_id, product order by created_at desc, id) as rank
    from subscriptions
   where status in ('Active', 'Past Due')
), ended as (
  update subscriptions s
     set status = 'Canceled', payment_method_setup_url = null, updated_at = now()
    from ranked
   where s.agency_id = ranked.agency_id and s.id = ranked.id and ranked.rank > 1
  returning s.agency_id, s.id
)
insert into audit_events (action, outcome, agency_id, object_id)
select 'subscription.duplicate_ended', 'success', agency_id, id from ended;

create unique index subscriptions_one_in_force_idx on subscriptions (agency_id, product) where status in ('Active', 'Past Due');

-- Each purchase attempt that got an answer from the payment provider. The next attempt's number is one more than the
-- agency's last, and the idempotency key sent to the provider is derived from it (payment-provider.ts): an attempt
-- that was rolled back (the provider charged, our write failed) or whose answer was lost leaves no row, so its retry
-- sends the same key and the provider answers the same charge instead of making a second one.
create table payment_attempts (
  agency_id uuid not null references agencies (id),
  product text not null,
  attempt integer not null check (attempt > 0),
  method text not null check (method in ('card', 'debit')),
  idempotency_key text not null,
  outcome text not null check (outcome in ('paid', 'pending', 'refused')),
  -- The subscription paid or set up; for a refused first purchase, the id it would have had (no row).
  subscription_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (agency_id, product, attempt)
);

grant select, insert on payment_attempts to fieldbook_app;
alter table payment_attempts enable row level security;
alter table payment_attempts force row level security;
create policy agency_isolation on payment_attempts using (agency_id = current_setting('app.agency_id')::uuid);
