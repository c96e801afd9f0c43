-- Single sign-on through OpenID Connect (Microsoft Entra ID). No agency_id here: signing in comes before any agency,
-- and these rows are read and written only outside tenant work (like users' own rows at sign-in).

-- A user's identity at an OpenID provider (issuer + subject), linked when the account is created by single sign-on
-- or on the first sign-on of a verified user with the same verified e-mail.
create table user_identities (
  issuer text not null,
  subject text not null,
  user_id uuid not null references users (id),
  created_at timestamptz not null default now(),
  primary key (issuer, subject)
);
create index user_identities_user_idx on user_identities (user_id);

-- A sign-on sent to the provider and not yet back: the state only as its SHA-256; the PKCE code verifier and the
-- nonce sealed (AES-256-GCM) under a key derived from the state, so the table alone cannot finish a login.
-- Single use, 10 minutes.
create table sso_pending_logins (
  state_hash text primary key,
  sealed_secrets text not null,
  created_at timestamptz not null default now()
);

-- A provider identity with no Fieldbook account yet, waiting for /complete-your-information. The ticket only as
-- its SHA-256; single use, 15 minutes.
create table sso_signup_tickets (
  ticket_hash text primary key,
  issuer text not null,
  subject text not null,
  email text not null,
  name text not null,
  created_at timestamptz not null default now()
);
