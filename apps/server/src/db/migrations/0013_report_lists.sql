-- Report lists at a million reports per agency (analytics.md §2-§5): the facts lists filter, search and total by,
-- written beside each report (create, amend, bulk load, backfill) so no list query reads the report's JSON.

create extension if not exists pg_trgm;

alter table reports add column is_use_of_force boolean not null default false;
alter table reports add column has_complaints boolean not null default false;
alter table reports add column has_investigations boolean not null default false;
alter table reports add column has_consent_search boolean not null default false;
alter table reports add column area_ids uuid[] not null default '{}';
alter table reports add column tag_ids uuid[] not null default '{}';
-- Lower-case text quick search looks in (incident and CAD/case numbers, officers, address, tag names).
alter table reports add column search_text text not null default '';
-- 0: facts not yet derived (a report stored before this migration; the server backfills on start).
alter table reports add column list_facts_version smallint not null default 0;

create index reports_search_text_idx on reports using gin (search_text gin_trgm_ops);
create index reports_area_ids_idx on reports using gin (area_ids);
create index reports_tag_ids_idx on reports using gin (tag_ids);
create index reports_facts_pending_idx on reports (agency_id) where list_facts_version = 0;

-- Who a report involves: its author and the officers it lists, each with the report's date, so an officer's
-- collaborated list and the officer filter page by keyset on one index.
create table report_officers (
  agency_id uuid not null,
  user_id uuid not null,
  report_id uuid not null,
  is_author boolean not null,
  incident_date timestamptz not null,
  primary key (agency_id, user_id, report_id),
  foreign key (agency_id, report_id) references reports (agency_id, id) on delete cascade
);
create index report_officers_keyset_idx on report_officers (agency_id, user_id, is_author, incident_date desc, report_id);

-- One row per person stopped: the age and 'section.field=value' tokens of the configuration's filterable fields.
create table report_people (
  agency_id uuid not null,
  report_id uuid not null,
  person smallint not null,
  age smallint,
  facets text[] not null,
  primary key (agency_id, report_id, person),
  foreign key (agency_id, report_id) references reports (agency_id, id) on delete cascade
);

-- Fast facts without per-report cost: counts per agency, local day and contact type, kept by the write path.
create table report_daily_totals (
  agency_id uuid not null,
  day date not null,
  contact_type text not null,
  total integer not null default 0,
  uof integer not null default 0,
  complaints integer not null default 0,
  consent_searches integer not null default 0,
  primary key (agency_id, day, contact_type)
);

-- Officers by group: who belongs to which group.
create table group_members (
  agency_id uuid not null,
  group_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  primary key (agency_id, group_id, user_id),
  foreign key (agency_id, group_id) references groups (agency_id, id) on delete cascade
);

grant select, insert, update, delete on report_officers, report_people, report_daily_totals, group_members to fieldbook_app;
alter table report_officers enable row level security;
alter table report_officers force row level security;
create policy agency_isolation on report_officers using (agency_id = current_setting('app.agency_id')::uuid);
alter table report_people enable row level security;
alter table report_people force row level security;
create policy agency_isolation on report_people using (agency_id = current_setting('app.agency_id')::uuid);
alter table report_daily_totals enable row level security;
alter table report_daily_totals force row level security;
create policy agency_isolation on report_daily_totals using (agency_id = current_setting('app.agency_id')::uuid);
alter table group_members enable row level security;
alter table group_members force row level security;
create policy agency_isolation on group_members using (agency_id = current_setting('app.agency_id')::uuid);

-- Quick search. Under row-level security PostgreSQL cannot use a trigram index (LIKE is not leakproof: 23 ms became
-- 1.3 s), so the match runs in these functions, owned by the migrating role and bound to the same agency the policy
-- allows (app.agency_id; no setting, no rows). They answer ids and dates only; callers read the rows under RLS.
create function report_text_search(pattern text, newest boolean, after_date timestamptz, after_id uuid, page_size integer)
returns table (id uuid, incident_date timestamptz)
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  return query execute format(
    'select r.id, r.incident_date from reports r
      where r.agency_id = current_setting(''app.agency_id'')::uuid and r.search_text like $1
        and ($2::timestamptz is null or (r.incident_date, r.id) %s ($2, $3))
      order by r.incident_date %s, r.id %s limit $4',
    case when newest then '<' else '>' end, case when newest then 'desc' else 'asc' end, case when newest then 'desc' else 'asc' end)
  using pattern, after_date, after_id, page_size;
end
$$;

create function report_text_totals(pattern text)
returns table (total bigint, uof bigint, cfs bigint, opa bigint, complaints bigint, consent_searches bigint)
language sql stable security definer set search_path = public, pg_temp as $$
  select count(*), count(*) filter (where is_use_of_force), count(*) filter (where contact_type = 'Call For Service'),
         count(*) filter (where contact_type = 'Officer Pro-active'), count(*) filter (where has_complaints),
         count(*) filter (where has_consent_search)
    from reports where agency_id = current_setting('app.agency_id')::uuid and search_text like pattern
$$;

revoke all on function report_text_search(text, boolean, timestamptz, uuid, integer) from public;
revoke all on function report_text_totals(text) from public;
grant execute on function report_text_search(text, boolean, timestamptz, uuid, integer) to fieldbook_app;
grant execute on function report_text_totals(text) to fieldbook_app;
