-- Issue 28, early intervention: a supportive supervision tool, kept apart from reports, exports and officer analytics.
-- ei_settings holds the agency's settings (packages/domain earlyInterventionSettingsSchema, checked by the service);
-- ei_events the events a manager enters by hand (what Fieldbook cannot see); ei_alerts one row per alert, never deleted,
-- at most one not closed per officer; ei_alert_actions the review cycle's steps; ei_evaluation_runs each evaluation.

create table ei_settings (
  agency_id uuid primary key references agencies (id),
  settings jsonb not null,
  updated_by uuid references users (id),
  updated_at timestamptz not null default now()
);

create table ei_events (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  officer_id uuid not null references users (id),
  indicator text not null,
  occurred_on date not null,
  note text,
  entered_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  primary key (agency_id, id)
);
create index ei_events_officer_idx on ei_events (agency_id, officer_id, occurred_on);

create table ei_alerts (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  officer_id uuid not null references users (id),
  status text not null check (status in ('open', 'in_review', 'closed')),
  opened_at timestamptz not null default now(),
  indicators text[] not null,
  -- The plain sentences and the peer comparisons of the evaluation that opened (or last updated) the alert.
  why jsonb not null default '[]',
  peer jsonb not null default '[]',
  -- The events of the count window that made it (the profile's timeline from reports without reading the facts again).
  events jsonb not null default '[]',
  reviewer_id uuid references users (id),
  follow_up_on date,
  closed_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (agency_id, id)
);
-- One alert not closed per officer: a new flag updates it rather than opening a second.
create unique index ei_alerts_one_open_idx on ei_alerts (agency_id, officer_id) where status <> 'closed';
-- The alerts page: the agency's alerts by status, oldest first.
create index ei_alerts_list_idx on ei_alerts (agency_id, status, opened_at, id);
create index ei_alerts_officer_idx on ei_alerts (agency_id, officer_id, opened_at);
-- The daily job's follow-ups due.
create index ei_alerts_follow_up_idx on ei_alerts (agency_id, follow_up_on) where status = 'closed' and follow_up_on is not null;

create table ei_alert_actions (
  agency_id uuid not null,
  id uuid not null,
  alert_id uuid not null,
  kind text not null check (kind in ('opened', 'assigned', 'reviewed', 'closed', 'follow_up')),
  at timestamptz not null default now(),
  by_user uuid references users (id),
  note text,
  outcome text,
  follow_up_on date,
  -- What the step saw: the indicators and counts at the time (a follow-up shows whether the pattern changed).
  details jsonb not null default '{}',
  primary key (agency_id, id),
  foreign key (agency_id, alert_id) references ei_alerts (agency_id, id)
);
create index ei_alert_actions_alert_idx on ei_alert_actions (agency_id, alert_id, at);

create table ei_evaluation_runs (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  status text not null check (status in ('queued', 'running', 'done', 'failed')),
  requested_by uuid references users (id),
  queued_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  officers_evaluated integer not null default 0,
  alerts_opened integer not null default 0,
  primary key (agency_id, id)
);
create index ei_evaluation_runs_latest_idx on ei_evaluation_runs (agency_id, queued_at desc);

alter table ei_settings enable row level security;
alter table ei_settings force row level security;
create policy agency_isolation on ei_settings using (agency_id = current_setting('app.agency_id')::uuid);
alter table ei_events enable row level security;
alter table ei_events force row level security;
create policy agency_isolation on ei_events using (agency_id = current_setting('app.agency_id')::uuid);
alter table ei_alerts enable row level security;
alter table ei_alerts force row level security;
create policy agency_isolation on ei_alerts using (agency_id = current_setting('app.agency_id')::uuid);
alter table ei_alert_actions enable row level security;
alter table ei_alert_actions force row level security;
create policy agency_isolation on ei_alert_actions using (agency_id = current_setting('app.agency_id')::uuid);
alter table ei_evaluation_runs enable row level security;
alter table ei_evaluation_runs force row level security;
create policy agency_isolation on ei_evaluation_runs using (agency_id = current_setting('app.agency_id')::uuid);

-- Alerts and their steps are kept: the app may add and update, never delete.
grant select, insert, update on ei_settings to fieldbook_app;
grant select, insert on ei_events to fieldbook_app;
grant select, insert, update on ei_alerts to fieldbook_app;
grant select, insert on ei_alert_actions to fieldbook_app;
grant select, insert, update on ei_evaluation_runs to fieldbook_app;
