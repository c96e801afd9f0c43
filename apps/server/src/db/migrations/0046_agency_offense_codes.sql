-- Issue 26: an agency's own copy of the DOJ's CJIS offense-code table (the DOJ publishes newer ones than the snapshot
-- shipped in configurations/ca-doj), uploaded as CSV by an owner or manager and checked column by column. One row per
-- agency: codes holds the parsed rows (domain OffenseCode), version changes with each upload so servers know when their
-- cached copy is stale. Without a row the agency's reports are checked against the shipped table.
create table agency_offense_codes (
  agency_id uuid primary key references agencies (id),
  codes jsonb not null,
  code_count integer not null,
  file_name text not null,
  version uuid not null,
  uploaded_by uuid references users (id) on delete set null,
  uploaded_at timestamptz not null default now()
);

alter table agency_offense_codes enable row level security;
alter table agency_offense_codes force row level security;
create policy agency_isolation on agency_offense_codes using (agency_id = current_setting('app.agency_id')::uuid);
grant select, insert, update, delete on agency_offense_codes to fieldbook_app;
