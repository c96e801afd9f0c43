-- What a report refers to: agency areas, tags and groups; officers' picker details; who collaborated on a report.

create table areas (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  name text not null,
  acronym text not null,
  -- A ring of [longitude, latitude] points.
  polygon jsonb not null,
  primary key (agency_id, id)
);

create table tags (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  name text not null,
  color text not null,
  primary key (agency_id, id)
);

create table groups (
  agency_id uuid not null references agencies (id),
  id uuid not null,
  name text not null,
  acronym text not null,
  avatar_url text,
  primary key (agency_id, id)
);

alter table users add column height_inches integer;
alter table users add column avatar_url text;

-- Officers listed in a report (its people pickers), for collaboration rights and the collaborated list.
alter table reports add column collaborator_ids uuid[] not null default '{}';
create index reports_collaborators_idx on reports using gin (collaborator_ids);

grant select on areas, tags, groups to fieldbook_app;

alter table areas enable row level security;
alter table areas force row level security;
create policy agency_isolation on areas using (agency_id = current_setting('app.agency_id')::uuid);

alter table tags enable row level security;
alter table tags force row level security;
create policy agency_isolation on tags using (agency_id = current_setting('app.agency_id')::uuid);

alter table groups enable row level security;
alter table groups force row level security;
create policy agency_isolation on groups using (agency_id = current_setting('app.agency_id')::uuid);
