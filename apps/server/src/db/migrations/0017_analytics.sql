-- The analytics dashboard at a million reports per agency (analytics.md §2-§9, analytics-widgets.md): one row of typed
-- facts per person stopped, written with the report; per-day and per-month counters per scope (the agency, each officer
-- involved, each author, each area, each tag) recomputed from the facts of the days a write touched, so a period's
-- widgets are sums over at most 31 day rows or 12 month rows whatever the history's size.

create table analytics_people (
  agency_id uuid not null,
  report_id uuid not null,
  person smallint not null,
  day date not null,
  minute smallint not null,
  weekday smallint not null,
  contact_type text not null,
  author_id uuid,
  officer_ids uuid[] not null,
  area_ids uuid[] not null,
  tag_ids uuid[] not null,
  officer_years smallint,
  lat real,
  lng real,
  duration integer,
  was_use_of_force boolean not null,
  has_complaints boolean not null,
  has_investigations boolean not null,
  race text,
  gender text,
  age smallint,
  identities text[] not null,
  reason text,
  actions text[] not null,
  searched boolean not null,
  frisk boolean not null,
  asked_consent boolean not null,
  basis text[] not null,
  consent_only boolean not null,
  contraband text[] not null,
  contraband_recorded boolean not null,
  force boolean not null,
  force_tier smallint,
  force_actions text[] not null,
  results text[] not null,
  injury text,
  daylight text,
  primary key (agency_id, report_id, person),
  foreign key (agency_id, report_id) references reports (agency_id, id) on delete cascade
);
create index analytics_people_day_idx on analytics_people (agency_id, day);
-- The latest located reports of a period (pattern and filter maps, incident_data).
create index analytics_people_points_idx on analytics_people (agency_id, day desc, minute desc) where person = 0 and lat is not null;

-- Counters (packages/domain analytics/counters.ts) per scope and bucket: kind 'd' (a local day) or 'm' (a month, bucket
-- = its first day). Scope 'a' is the agency; 'o:<user>' reports an officer is involved in (author or listed), 'w:<user>'
-- reports they wrote, 'r:<area>', 't:<tag>'. `summary` holds the few keys officer rankings read.
create table analytics_rollups (
  agency_id uuid not null,
  kind char(1) not null check (kind in ('d', 'm')),
  scope text not null,
  bucket date not null,
  counters json not null,
  summary json not null,
  primary key (agency_id, kind, scope, bucket)
);
create index analytics_rollups_bucket_idx on analytics_rollups (agency_id, kind, bucket);

-- Days whose counters are out of date (a report of that day was written, amended or backfilled).
create table analytics_dirty_days (
  agency_id uuid not null,
  day date not null,
  primary key (agency_id, day)
);

-- Favourite widgets per user (and workspace: '' outside the workspace edition).
create table analytics_settings (
  agency_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  workspace_key text not null default '',
  widgets text[] not null,
  updated_at timestamptz not null default now(),
  primary key (agency_id, user_id, workspace_key)
);

-- The jurisdiction's residents by perceived-race group (ACS 5-year), for per-resident widgets.
create table analytics_population (
  agency_id uuid primary key references agencies (id) on delete cascade,
  total integer not null check (total >= 0),
  by_race jsonb not null,
  source text not null default '',
  updated_at timestamptz not null default now()
);

-- 0: analytics facts not yet derived (stored before this migration; the server backfills on start).
alter table reports add column analytics_facts_version smallint not null default 0;
create index reports_analytics_pending_idx on reports (agency_id) where analytics_facts_version = 0;

grant select, insert, update, delete on analytics_people, analytics_rollups, analytics_dirty_days, analytics_settings, analytics_population to fieldbook_app;
alter table analytics_people enable row level security;
alter table analytics_people force row level security;
create policy agency_isolation on analytics_people using (agency_id = current_setting('app.agency_id')::uuid);
alter table analytics_rollups enable row level security;
alter table analytics_rollups force row level security;
create policy agency_isolation on analytics_rollups using (agency_id = current_setting('app.agency_id')::uuid);
alter table analytics_dirty_days enable row level security;
alter table analytics_dirty_days force row level security;
create policy agency_isolation on analytics_dirty_days using (agency_id = current_setting('app.agency_id')::uuid);
alter table analytics_settings enable row level security;
alter table analytics_settings force row level security;
create policy agency_isolation on analytics_settings using (agency_id = current_setting('app.agency_id')::uuid);
alter table analytics_population enable row level security;
alter table analytics_population force row level security;
create policy agency_isolation on analytics_population using (agency_id = current_setting('app.agency_id')::uuid);
