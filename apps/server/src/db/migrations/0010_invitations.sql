-- Agency invitations (accounts.md §3, §4) and what managing members needs from the tenant role.

-- One row per invitation; a pending one per agency and e-mail. Closed ones stay for the record.
-- The link's token is 256 random bits kept only as its SHA-256; it expires, and re-inviting replaces it.
create table agency_invitations (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  email text not null check (email = lower(email)),
  status text not null check (status in ('Pending Delivery', 'Accepted', 'Declined', 'Removed')),
  token_hash text not null unique,
  token_expires_at timestamptz not null,
  invited_by uuid references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (agency_id, id)
);
create unique index agency_invitations_pending_idx on agency_invitations (agency_id, email) where status = 'Pending Delivery';
-- The signed-in user's pending invitations, across agencies (looked up by the connection role, not a tenant).
create index agency_invitations_email_idx on agency_invitations (email) where status = 'Pending Delivery';

grant select, insert, update on agency_invitations to fieldbook_app;
alter table agency_invitations enable row level security;
alter table agency_invitations force row level security;
create policy agency_isolation on agency_invitations using (agency_id = current_setting('app.agency_id')::uuid);

-- Login lockout (CJIS AC-7) marks the account; added here too in case the accounts migration has not.
alter table users add column if not exists locked_at timestamptz;

-- Members settings change a member's role and access. (Releasing a member from the agency sets agency_id to null,
-- a row the tenant could no longer see: that one update runs as the connection role with an explicit agency filter.)
grant update (role_id, is_active) on users to fieldbook_app;

-- Disabling a member ends their sessions at once: the tenant sees the sessions of its own users only.
grant select, update (revoked_at) on sessions to fieldbook_app;
alter table sessions enable row level security;
alter table sessions force row level security;
create policy agency_isolation on sessions using (exists (select 1 from users u where u.id = sessions.user_id));
