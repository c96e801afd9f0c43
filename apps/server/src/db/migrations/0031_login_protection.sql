-- issue 23 findings 2 and 4: a lock that ends by itself, and failures counted by account and address together.

-- A lock ends by itself (CJIS AC-7 as the issue phrases it): until this instant; null or past, the account is not locked.
alter table users add column locked_until timestamptz;
update users set locked_until = locked_at + interval '30 minutes' where locked_at is not null;
alter table users drop column locked_at;
grant update (locked_until) on users to fieldbook_app;

-- Each failed proof of identity (wrong password, wrong second-step code), by account and address. The account is
-- 'user:<id>', or for an address no account has, 'email:<sha256 of it>', so both are counted alike. Whether the address
-- is one the account signs in from decides what the failure counts towards (login-protection.repo.ts).
create table login_failures (
  id bigserial primary key,
  account_key text not null,
  source_ip text not null,
  is_known_source boolean not null,
  failed_at timestamptz not null default clock_timestamp()
);
create index login_failures_account_idx on login_failures (account_key, failed_at);
create index login_failures_source_idx on login_failures (source_ip, failed_at);

-- Whether an address is one the account signs in from.
create index sessions_user_source_idx on sessions (user_id, source_ip, created_at);

grant select, insert, delete on login_failures to fieldbook_app;
grant usage on sequence login_failures_id_seq to fieldbook_app;
