-- Two-step verification (CJIS IA-2(1)(2), IA-2(8), IA-5(1)(d); ASVS 6.3.3, 6.5.1): an authenticator app's time-based
-- codes, single-use recovery codes, logins waiting for their second step, and the agency's requirement.
-- These rows belong to a user, like sessions: read and written at sign-in outside tenant work, and seen by a tenant
-- (an owner resetting a member's factor) only for the users of its own agency (row-level security through users).

-- The owner can require two-step verification of every member of the agency.
alter table agencies add column mfa_required boolean not null default false;
grant update (mfa_required) on agencies to fieldbook_app;

-- One authenticator per user. The secret is sealed (AES-256-GCM) under a key derived from the server's MFA secret
-- (MFA_SECRET_KEY, or one generated once and kept in server_settings); it is active once confirmed_at is set.
-- last_used_step: the 30-second step of the last accepted code; a code of that step or an earlier one is refused.
create table user_mfa_factors (
  user_id uuid primary key references users (id),
  sealed_secret text not null,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  last_used_step bigint
);

-- Ten single-use recovery codes per confirmed factor, only as a keyed hash (HMAC-SHA-256).
create table user_mfa_recovery_codes (
  user_id uuid not null references users (id),
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- A login whose password (or single sign-on) passed and whose second step is due: the token only as its SHA-256,
-- 5 minutes, a few attempts; spent when the session opens.
create table mfa_pending_logins (
  token_hash text primary key,
  user_id uuid not null references users (id),
  created_at timestamptz not null default now(),
  attempts integer not null default 0
);
create index mfa_pending_logins_user_idx on mfa_pending_logins (user_id);

-- How the session's sign-in was completed: 'totp' or 'recovery' (our second step), 'provider' (the identity provider
-- asserted multi-factor authentication), or null (one factor: allowed only where the agency does not require two).
alter table sessions add column second_factor text check (second_factor in ('totp', 'recovery', 'provider'));

-- An owner or manager resets a member's factor inside tenant work: only the agency's own users' rows are visible.
grant select, delete on user_mfa_factors, user_mfa_recovery_codes, mfa_pending_logins to fieldbook_app;
alter table user_mfa_factors enable row level security;
alter table user_mfa_factors force row level security;
create policy agency_isolation on user_mfa_factors using (exists (select 1 from users u where u.id = user_mfa_factors.user_id));
alter table user_mfa_recovery_codes enable row level security;
alter table user_mfa_recovery_codes force row level security;
create policy agency_isolation on user_mfa_recovery_codes
  using (exists (select 1 from users u where u.id = user_mfa_recovery_codes.user_id));
alter table mfa_pending_logins enable row level security;
alter table mfa_pending_logins force row level security;
create policy agency_isolation on mfa_pending_logins using (exists (select 1 from users u where u.id = mfa_pending_logins.user_id));
