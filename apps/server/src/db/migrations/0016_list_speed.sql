-- Report lists within their budgets at a million reports per agency (issue 9): indexes in the lists' own order for the
-- filters that walk reports newest first, a btree table of each report's areas and tags (the GIN indexes on the id
-- arrays cannot serve the tenant role: && is not leakproof under row-level security), per-day counts by citizen value
-- for fast facts, and quick search that reads the next rows in page order before it falls back to the trigram index.

-- Contact type, and each contact section, walked newest first.
create index reports_agency_type_date_idx on reports (agency_id, contact_type, incident_date desc, id desc);
create index reports_use_of_force_date_idx on reports (agency_id, incident_date desc, id desc) where is_use_of_force;
create index reports_complaints_date_idx on reports (agency_id, incident_date desc, id desc) where has_complaints;
create index reports_investigations_date_idx on reports (agency_id, incident_date desc, id desc) where has_investigations;

-- Page order with what quick search and its fast facts read: both answer from this index alone.
create index reports_agency_page_idx on reports (agency_id, incident_date desc, id desc)
  include (search_text, contact_type, is_use_of_force, has_complaints, has_consent_search);

-- One row per area ('a') and tag ('t') of a report, with the report's date and the flags filters combine them with, so an
-- area or tag filter pages newest first on one index; kept by the write path (writeListFacts) beside report_officers.
create table report_labels (
  agency_id uuid not null,
  report_id uuid not null,
  kind char(1) not null check (kind in ('a', 't')),
  label uuid not null,
  incident_date timestamptz not null,
  contact_type text not null,
  is_use_of_force boolean not null,
  has_complaints boolean not null,
  has_investigations boolean not null,
  has_consent_search boolean not null,
  primary key (agency_id, report_id, kind, label),
  foreign key (agency_id, report_id) references reports (agency_id, id) on delete cascade
);

-- Fast facts by one citizen value ('perception.race=black', 'student.is_student=true'): reports with a person of that
-- value per agency, value, contact type and local day, kept by the write path with report_daily_totals.
create table report_daily_facets (
  agency_id uuid not null,
  facet text not null,
  contact_type text not null,
  day date not null,
  total integer not null default 0,
  uof integer not null default 0,
  complaints integer not null default 0,
  consent_searches integer not null default 0,
  primary key (agency_id, facet, contact_type, day)
);

grant select, insert, update, delete on report_labels, report_daily_facets to fieldbook_app;
alter table report_labels enable row level security;
alter table report_labels force row level security;
create policy agency_isolation on report_labels using (agency_id = current_setting('app.agency_id')::uuid);
alter table report_daily_facets enable row level security;
alter table report_daily_facets force row level security;
create policy agency_isolation on report_daily_facets using (agency_id = current_setting('app.agency_id')::uuid);

-- Reports whose facts are already derived get their labels and facet counts here; the others get them with their facts
-- (backfillListFacts on start).
insert into report_labels (agency_id, report_id, kind, label, incident_date, contact_type, is_use_of_force, has_complaints,
                           has_investigations, has_consent_search)
select r.agency_id, r.id, l.kind, l.label, r.incident_date, r.contact_type, r.is_use_of_force, r.has_complaints, r.has_investigations,
       r.has_consent_search
  from reports r
  cross join lateral (select distinct 'a' as kind, a as label from unnest(r.area_ids) a
                      union select distinct 't', t from unnest(r.tag_ids) t) l
 where r.list_facts_version > 0;

create index report_labels_keyset_idx on report_labels (agency_id, kind, label, incident_date desc, report_id desc)
  include (contact_type, is_use_of_force, has_complaints, has_investigations, has_consent_search);

insert into report_daily_facets (agency_id, facet, contact_type, day, total, uof, complaints, consent_searches)
select r.agency_id, f.facet, r.contact_type, (r.incident_date at time zone a.timezone)::date, count(*),
       count(*) filter (where r.is_use_of_force), count(*) filter (where r.has_complaints), count(*) filter (where r.has_consent_search)
  from reports r
  join agencies a on a.id = r.agency_id
  cross join lateral (select distinct unnest(p.facets) as facet from report_people p where p.agency_id = r.agency_id and p.report_id = r.id) f
 where r.list_facts_version > 0
 group by 1, 2, 3, 4;

-- Quick search in two steps: the next rows in page order (at most 4,000, read from reports_agency_page_idx) answer a
-- common text at once; only when they hold less than a page does the trigram index look past them. Agency-bound as in
-- 0013 (app.agency_id; no setting, no rows); ids and dates only.
create or replace function report_text_search(pattern text, newest boolean, after_date timestamptz, after_id uuid, page_size integer)
returns table (id uuid, incident_date timestamptz)
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  agency uuid := current_setting('app.agency_id')::uuid;
  direction text := case when newest then '<' else '>' end;
  ordering text := case when newest then 'desc' else 'asc' end;
  seen record;
  found_count integer := 0;
  edge_date timestamptz;
  edge_id uuid;
begin
  -- Step 1: the matches among the next 4,000 rows, and the 4,000th row itself (where step 2 starts).
  for seen in execute format(
    'select w.id, w.incident_date, w.search_text like $2 as is_match, w.n from (
       select p.id, p.incident_date, p.search_text, row_number() over (order by p.incident_date %2$s, p.id %2$s) as n from (
         select r.id, r.incident_date, r.search_text from reports r
          where r.agency_id = $1 and ($3::timestamptz is null or (r.incident_date, r.id) %1$s ($3, $4))
          order by r.incident_date %2$s, r.id %2$s limit 4000) p) w
      where w.search_text like $2 or w.n = 4000', direction, ordering)
    using agency, pattern, after_date, after_id
  loop
    if seen.is_match then
      id := seen.id;
      incident_date := seen.incident_date;
      return next;
      found_count := found_count + 1;
      if found_count >= page_size then
        return;
      end if;
    end if;
    if seen.n = 4000 then
      edge_date := seen.incident_date;
      edge_id := seen.id;
    end if;
  end loop;
  if edge_id is null then
    return;
  end if;
  -- Step 2: a rarer text, through the trigram index, past those rows.
  return query execute format(
    'select r.id, r.incident_date from reports r
      where r.agency_id = $1 and r.search_text like $2 and (r.incident_date, r.id) %1$s ($3, $4)
      order by r.incident_date %2$s, r.id %2$s limit $5', direction, ordering)
  using agency, pattern, edge_date, edge_id, page_size - found_count;
end
$$;

analyze report_labels;
analyze report_daily_facets;
