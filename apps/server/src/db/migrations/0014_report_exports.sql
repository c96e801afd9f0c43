-- Report exports mailed to the user (analytics.md §2, §7, §8): the request, its outcome, and the files too large to
-- mail, kept in 1 MB chunks for 24 hours behind a signed link. The job itself lives in pg-boss's own schema (pgboss).

-- What an audit row was about beyond its object: the export's filters and row count (never personal data).
alter table audit_events add column details jsonb;

create table report_exports (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  filters jsonb not null,
  sort_by text not null check (sort_by in ('newest', 'oldest')),
  -- Reports that matched when the export was asked for.
  requested_total integer not null,
  status text not null default 'queued' check (status in ('queued', 'completed', 'failed')),
  report_count integer,
  row_count integer,
  -- 'attachments' (mailed) or 'link' (stored below, served by a signed link until expires_at).
  delivery text check (delivery in ('attachments', 'link')),
  csv_bytes bigint,
  xlsx_bytes bigint,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  expires_at timestamptz,
  primary key (agency_id, id)
);
create index report_exports_expires_idx on report_exports (expires_at) where expires_at is not null;

create table report_export_chunks (
  agency_id uuid not null,
  export_id uuid not null,
  file text not null check (file in ('csv', 'xlsx')),
  seq integer not null,
  data bytea not null,
  primary key (agency_id, export_id, file, seq),
  foreign key (agency_id, export_id) references report_exports (agency_id, id) on delete cascade
);
-- XLSX is zipped already and CSV chunks are read whole: do not spend time compressing them in TOAST.
alter table report_export_chunks alter column data set storage external;

grant select, insert, update, delete on report_exports, report_export_chunks to fieldbook_app;
alter table report_exports enable row level security;
alter table report_exports force row level security;
create policy agency_isolation on report_exports using (agency_id = current_setting('app.agency_id')::uuid);
alter table report_export_chunks enable row level security;
alter table report_export_chunks force row level security;
create policy agency_isolation on report_export_chunks using (agency_id = current_setting('app.agency_id')::uuid);
