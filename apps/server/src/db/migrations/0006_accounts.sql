-- Accounts: verification and password-reset tokens, login lockout (CJIS AC-7), an append-only audit log (AU-9).

-- Set when five failed logins within 15 minutes lock the account; cleared only when an owner or manager unlocks it.
alter table users add column locked_at timestamptz;
-- Failed logins before this instant no longer count towards a lock (set by a successful login and by an unlock).
alter table users add column login_failures_since timestamptz;

-- The member list shows who is locked; unlocking is the only change fieldbook_app makes to these columns.
grant update (locked_at, login_failures_since) on users to fieldbook_app;

-- Single-use tokens mailed as links: only their SHA-256 is kept.
create table account_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id),
  purpose text not null check (purpose in ('verify', 'reset')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_user_idx on account_tokens (user_id, purpose, created_at desc);

-- The object an audited action was about (the unlocked account, for instance); user_id is who acted.
alter table audit_events add column object_id uuid;

-- Counting recent login failures per account and per source address.
create index audit_events_login_failures_user_idx on audit_events (user_id, occurred_at) where action = 'login' and outcome = 'failure';
create index audit_events_login_failures_ip_idx on audit_events (source_ip, occurred_at) where action = 'login' and outcome = 'failure';

-- Append-only: the application role may only add rows, and no role may change or remove one.
revoke update, delete, truncate on audit_events from fieldbook_app;
create function refuse_audit_change() returns trigger language plpgsql as $$ begin raise exception 'audit_events is append-only'; end $$;
create trigger audit_events_append_only before update or delete on audit_events for each row execute function refuse_audit_change();
create trigger audit_events_no_truncate before truncate on audit_events for each statement execute function refuse_audit_change();
