-- Per-address limits on the calls anyone can make without an account (ASVS 2.2.1, 11.1.4): register, resend
-- verification, forgot password, SSO start. One row per accepted attempt; refused attempts are not stored.
create table address_attempts (
  action text not null,
  source_ip text not null,
  at timestamptz not null default clock_timestamp()
);
create index address_attempts_window_idx on address_attempts (action, source_ip, at);
grant select, insert, delete on address_attempts to fieldbook_app;
