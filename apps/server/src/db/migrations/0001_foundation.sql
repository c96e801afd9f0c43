-- Foundation schema. Every tenant table carries agency_id and leads its keys with it (GUIDE §3).

create table server_settings (
  key text primary key,
  value text not null
);

-- Roles are shared reference data: the same owner/manager/officer ladder in every agency.
create table roles (
  id smallint primary key,
  name text not null unique,
  priority integer not null,
  permissions text[] not null
);

-- The spec's "customer".
create table agencies (
  id uuid primary key,
  full_name text not null,
  ori char(9) not null unique,
  state_name text not null,
  configuration_file text not null,
  phone1 text,
  email text,
  timezone text not null,
  jurisdiction_code text,
  address jsonb,
  badge_url text,
  status text not null check (status in ('Active', 'Inactive')),
  owner_email text not null,
  created_at timestamptz not null default now()
);

-- A user exists before they join an agency (owners create one, members accept an invitation),
-- so users are global identities with agency membership as a column.
create table users (
  id uuid primary key,
  agency_id uuid references agencies (id),
  email text not null unique check (email = lower(email)),
  name text not null,
  officer_id text not null,
  title text,
  phone text,
  password_hash text,
  role_id smallint not null references roles (id),
  is_verified boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create index users_agency_idx on users (agency_id, name);

create table subscriptions (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  status text not null check (status in ('Active', 'Past Due', 'Canceled', 'Unpaid', 'Inactive')),
  plan text not null,
  product text not null,
  billing_cycle text not null check (billing_cycle in ('annually', 'monthly')),
  payment_method text check (payment_method in ('card', 'debit')),
  seats_billed integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (agency_id, id)
);

-- A session is one sign-in; its refresh tokens rotate, and each is accepted once.
create table sessions (
  id uuid primary key,
  user_id uuid not null references users (id),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id),
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

-- Append-only record of security events (CJIS AU-2). No passwords, no report content.
create table audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default clock_timestamp(),
  agency_id uuid,
  user_id uuid,
  action text not null,
  outcome text not null,
  source_ip text
);

-- The current version of each report: the payload plus the columns filters and sorts need.
create table reports (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  incident_number text not null,
  author_id uuid not null references users (id),
  contact_type text not null,
  incident_date timestamptz not null,
  version integer not null default 0,
  payload jsonb not null,
  -- SHA-256 of the payload as first uploaded: a retried create is recognised even after amends.
  created_payload_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (agency_id, id),
  unique (agency_id, incident_number)
);
create index reports_agency_date_idx on reports (agency_id, incident_date desc, id);
create index reports_agency_author_idx on reports (agency_id, author_id, incident_date desc);

-- Every version of every report, immutable.
create table report_versions (
  agency_id uuid not null,
  report_id uuid not null,
  version integer not null,
  author_id uuid not null references users (id),
  payload jsonb not null,
  created_in_version text not null,
  from_public_api boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (agency_id, report_id, version),
  foreign key (agency_id, report_id) references reports (agency_id, id)
);
