-- Plans and payment (accounts.md §2.5, §2.6, §3): where the owner completes a debit set-up, and which
-- payment provider holds the agency's customer and the payment (no card data is ever stored here).
alter table subscriptions add column payment_method_setup_url text;
alter table subscriptions add column provider text;
alter table subscriptions add column provider_customer_id text;
alter table subscriptions add column provider_reference text;
alter table subscriptions add column updated_at timestamptz not null default now();

-- A paid or free subscription sets the agency Active (the agency's other columns are the settings area's).
grant update (status) on agencies to fieldbook_app;
