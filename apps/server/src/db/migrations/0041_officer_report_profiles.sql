-- Issue 24: the officer's report details (the configuration's `profile` fields: California's years of experience and
-- assignment), one row per member of an agency, filled into each new report. answers is shaped like the report's
-- state_related (section -> field -> value), saved_on the same with the agency-calendar day each answer was saved (years
-- of experience count up from it). Only the domain's profile fields, checked against the agency's configuration.
create table officer_report_profiles (
  agency_id uuid not null references agencies (id),
  user_id uuid not null references users (id) on delete cascade,
  answers jsonb not null default '{}',
  saved_on jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (agency_id, user_id)
);

alter table officer_report_profiles enable row level security;
alter table officer_report_profiles force row level security;
create policy agency_isolation on officer_report_profiles using (agency_id = current_setting('app.agency_id')::uuid);
grant select, insert, update on officer_report_profiles to fieldbook_app;
