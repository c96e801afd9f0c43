-- Issue 24: stop templates. An agency template (owner_id null) is kept by owners and managers for every member; a personal
-- favourite (owner_id set) is its officer's alone. Names are unique, in any case, within the agency's templates and within
-- each officer's favourites. answers holds only the configuration's template sections (checked by the domain).
create table report_templates (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  owner_id uuid references users (id),
  name text not null,
  contact_type text not null,
  answers jsonb not null,
  created_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (agency_id, id)
);
create unique index report_templates_agency_name_idx on report_templates (agency_id, lower(name)) where owner_id is null;
create unique index report_templates_personal_name_idx on report_templates (agency_id, owner_id, lower(name)) where owner_id is not null;

alter table report_templates enable row level security;
alter table report_templates force row level security;
create policy agency_isolation on report_templates using (agency_id = current_setting('app.agency_id')::uuid);
grant select, insert, update, delete on report_templates to fieldbook_app;
