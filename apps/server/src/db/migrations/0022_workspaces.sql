-- The workspace edition, Fieldbook Nexus (accounts.md §1, §2.3; analytics.md §2, §6): which product plans an agency
-- holds beside its Connect/Analytics subscription (the subscriptions summary's appPlan), its workspaces (named views of
-- the agency's reports) with the members they are shared with, and page-load timings per route (no personal data).

-- appPlan.{app}: a product plan the agency holds besides its cc subscription; 'nexus' gives the workspace edition.
create table agency_app_plans (
  agency_id uuid not null references agencies (id) on delete cascade,
  app text not null check (app in ('nexus')),
  plan text not null check (plan in ('analytics')),
  created_at timestamptz not null default now(),
  primary key (agency_id, app)
);

-- A workspace: a named view limited to some areas, groups, tags, contact types and officers (an empty list does not limit).
create table workspaces (
  agency_id uuid not null references agencies (id) on delete cascade,
  id uuid not null,
  name text not null check (length(name) between 1 and 60),
  area_ids uuid[] not null default '{}',
  group_ids uuid[] not null default '{}',
  tag_ids uuid[] not null default '{}',
  officer_ids uuid[] not null default '{}',
  contact_types text[] not null default '{}',
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (agency_id, id)
);
create unique index workspaces_name_idx on workspaces (agency_id, lower(name));

-- Who a workspace is shared with (owners and managers see every workspace of their agency).
create table workspace_members (
  agency_id uuid not null,
  workspace_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  primary key (agency_id, workspace_id, user_id),
  foreign key (agency_id, workspace_id) references workspaces (agency_id, id) on delete cascade
);
create index workspace_members_user_idx on workspace_members (agency_id, user_id);

-- One page load: the route pattern (no ids), how long it took, when. No user, no address, no URL.
create table page_load_metrics (
  agency_id uuid not null references agencies (id) on delete cascade,
  route text not null check (length(route) <= 80),
  duration_ms integer not null check (duration_ms between 0 and 120000),
  recorded_at timestamptz not null default now()
);
create index page_load_metrics_agency_idx on page_load_metrics (agency_id, recorded_at);

grant select on agency_app_plans to fieldbook_app;
grant select, insert, update, delete on workspaces, workspace_members to fieldbook_app;
grant select, insert, delete on page_load_metrics to fieldbook_app;

alter table agency_app_plans enable row level security;
alter table agency_app_plans force row level security;
create policy agency_isolation on agency_app_plans using (agency_id = current_setting('app.agency_id')::uuid);
alter table workspaces enable row level security;
alter table workspaces force row level security;
create policy agency_isolation on workspaces using (agency_id = current_setting('app.agency_id')::uuid);
alter table workspace_members enable row level security;
alter table workspace_members force row level security;
create policy agency_isolation on workspace_members using (agency_id = current_setting('app.agency_id')::uuid);
alter table page_load_metrics enable row level security;
alter table page_load_metrics force row level security;
create policy agency_isolation on page_load_metrics using (agency_id = current_setting('app.agency_id')::uuid);
