-- Issue 28, the citizen's side of early intervention: commendations and complaints sent from the case page behind the QR
-- code. A submission arrives 'received' (not reviewed); an owner or manager accepts or dismisses it with a note. Only an
-- accepted complaint counts as an early-intervention indicator; an accepted commendation shows on the officer's profile.
-- The citizen's contact details stay here, read only by the intake list; the officer never sees them.
create table citizen_submissions (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  report_id uuid not null,
  -- The report's author when it arrived (the officer it is about).
  officer_id uuid references users (id),
  kind text not null check (kind in ('commendation', 'complaint')),
  body text not null,
  contact_name text,
  contact_email text,
  contact_phone text,
  -- The browser's device id (kept in its storage) and the cookie the server set: one open submission per case and device.
  device_id uuid not null,
  device_cookie uuid,
  status text not null default 'received' check (status in ('received', 'accepted', 'dismissed')),
  received_at timestamptz not null default now(),
  decided_by uuid references users (id),
  decided_at timestamptz,
  decision_note text,
  primary key (agency_id, id)
);
-- The intake list: the agency's submissions by status, oldest first.
create index citizen_submissions_list_idx on citizen_submissions (agency_id, status, received_at, id);
-- The evaluation's accepted complaints and the profile's accepted submissions of one officer.
create index citizen_submissions_officer_idx on citizen_submissions (agency_id, officer_id, received_at) where status = 'accepted';
-- One open submission per case and device.
create index citizen_submissions_open_idx on citizen_submissions (agency_id, report_id) where status = 'received';

alter table citizen_submissions enable row level security;
alter table citizen_submissions force row level security;
create policy agency_isolation on citizen_submissions using (agency_id = current_setting('app.agency_id')::uuid);

-- Kept: the app may add and decide, never delete.
grant select, insert, update on citizen_submissions to fieldbook_app;
