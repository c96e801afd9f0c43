-- The owner's agency set-up (accounts.md §2.6): the badge image kept in the database, and what tenant work may change.

-- One badge per agency: the bytes, their sniffed type and a hash that names the version in its URL.
create table agency_badges (
  agency_id uuid primary key references agencies (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  data bytea not null,
  sha256 text not null,
  updated_at timestamptz not null default now()
);

grant select, insert, update on agency_badges to fieldbook_app;

alter table agency_badges enable row level security;
alter table agency_badges force row level security;
create policy agency_isolation on agency_badges using (agency_id = current_setting('app.agency_id')::uuid);

-- Settings change the agency's information inside its tenant transaction; never its id, status, owner or contact types here.
grant update (full_name, ori, state_name, configuration_file, phone1, email, timezone, jurisdiction_code, address, badge_url)
  on agencies to fieldbook_app;
