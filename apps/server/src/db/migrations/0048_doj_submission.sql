-- Issue 26, submission of stops to the California DOJ. Each stop carries its submission status; a batch is what one
-- 'Submit now' or one scheduled run sends; each of its items is one stop's JSON file. Response files read from the
-- DOJ's folder are kept (never read twice; a malformed or foreign one stays for a person to look at).

-- unsubmitted: not sent since created or last changed; pending: in a batch that is not answered yet (sent or about to be);
-- submitted: accepted; failed: the DOJ answered with errors (doj_errors keeps its words); resubmitted: sent again after an
-- amend, no answer yet; not_sendable: the logic checks held it back (doj_errors keeps the reasons).
alter table reports add column doj_status text not null default 'unsubmitted'
  check (doj_status in ('unsubmitted', 'pending', 'submitted', 'failed', 'resubmitted', 'not_sendable'));
-- The version last put in a batch (null: never sent, so the next record is TX_Type I; else U).
alter table reports add column doj_sent_version integer;
-- [{message, section}] from the DOJ for a failed stop, or [{message}] of the logic checks for a not-sendable one.
alter table reports add column doj_errors jsonb not null default '[]';
-- The eligible stops and the counts by status, per agency and date.
create index reports_doj_status_idx on reports (agency_id, doj_status, incident_date);

-- Per agency: where and how stops go. Credentials (password or private key) lie sealed (AES-GCM under the server's key).
create table doj_settings (
  agency_id uuid primary key references agencies (id),
  ori text not null,
  environment text not null default 'TEST' check (environment in ('TEST', 'PROD')),
  transport text not null default 'sftp' check (transport in ('sftp', 'portal')),
  host text,
  port integer not null default 22 check (port between 1 and 65535),
  username text,
  sealed_credentials text,
  -- The SFTP server's host key, 'SHA256:<base64>' as ssh-keygen -lf prints it; the connection is refused on a mismatch.
  host_fingerprint text,
  schedule_enabled boolean not null default false,
  schedule_hour smallint not null default 2 check (schedule_hour between 0 and 23),
  -- The last local day the schedule ran (so a run is made once a day, whichever process takes it).
  schedule_last_day date,
  updated_at timestamptz not null default now(),
  updated_by uuid references users (id)
);

-- unsent: made, not (all) uploaded yet (failure_reason says why when the transport failed; it is retried);
-- sent: every file uploaded (or the zip made for the portal), waiting for the DOJ; answered: every stop has its answer.
create table doj_batches (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  trigger text not null check (trigger in ('manual', 'schedule')),
  transport text not null check (transport in ('sftp', 'portal')),
  environment text not null check (environment in ('TEST', 'PROD')),
  stop_count integer not null,
  state text not null default 'unsent' check (state in ('unsent', 'sent', 'answered')),
  failure_reason text,
  attempts integer not null default 0,
  sent_at timestamptz,
  answered_at timestamptz,
  primary key (agency_id, id)
);
create index doj_batches_created_idx on doj_batches (agency_id, created_at desc);

-- One stop's file in a batch. result null: open (waiting); a stop is in at most one open batch (the partial unique index).
create table doj_batch_items (
  agency_id uuid not null,
  batch_id uuid not null,
  report_id uuid not null,
  report_version integer not null,
  lea_record_id text not null,
  file_name text not null,
  tx_type text not null check (tx_type in ('I', 'U')),
  uploaded_at timestamptz,
  result text check (result in ('accepted', 'failed')),
  errors jsonb not null default '[]',
  primary key (agency_id, batch_id, report_id),
  foreign key (agency_id, batch_id) references doj_batches (agency_id, id) on delete cascade,
  foreign key (agency_id, report_id) references reports (agency_id, id)
);
create unique index doj_batch_items_open_idx on doj_batch_items (agency_id, report_id) where result is null;
create index doj_batch_items_file_idx on doj_batch_items (agency_id, file_name);
create index doj_batch_items_upload_idx on doj_batch_items (agency_id, batch_id, uploaded_at, file_name);

-- A response file read from the DOJ's folder: processed, malformed (could not be parsed) or foreign (names files or an
-- ORI not of this agency). Kept whole for a person; `name` is unique so a file is never read twice.
create table doj_response_files (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  name text not null,
  received_at timestamptz not null default now(),
  state text not null check (state in ('processed', 'malformed', 'foreign')),
  content text not null,
  error_count integer not null default 0,
  note text,
  primary key (agency_id, id),
  unique (agency_id, name)
);

grant select, insert, update, delete on doj_settings, doj_batches, doj_batch_items, doj_response_files to fieldbook_app;
alter table doj_settings enable row level security;
alter table doj_settings force row level security;
create policy agency_isolation on doj_settings using (agency_id = current_setting('app.agency_id')::uuid);
alter table doj_batches enable row level security;
alter table doj_batches force row level security;
create policy agency_isolation on doj_batches using (agency_id = current_setting('app.agency_id')::uuid);
alter table doj_batch_items enable row level security;
alter table doj_batch_items force row level security;
create policy agency_isolation on doj_batch_items using (agency_id = current_setting('app.agency_id')::uuid);
alter table doj_response_files enable row level security;
alter table doj_response_files force row level security;
create policy agency_isolation on doj_response_files using (agency_id = current_setting('app.agency_id')::uuid);

-- What a batch was asked to hold (a period of stop dates, or chosen stops), filled by its job; filled_at once done.
alter table doj_batches add column period_from date;
alter table doj_batches add column period_to date;
alter table doj_batches add column report_ids uuid[];
alter table doj_batches add column filled_at timestamptz;
