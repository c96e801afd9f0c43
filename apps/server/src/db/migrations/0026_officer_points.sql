-- Issue 10 (speed): the map points of one officer (pattern and filter maps, incident_data under an officer filter) in one
-- index range scan. One row per located report (its first person's facts have coordinates) and officer it involves (the
-- author and each officer it lists), with what a point shows, kept by the analytics facts writer in the report's own
-- transaction. Before, the officer's reports were walked in report_officers and each one's facts and report read by key:
-- some 600 random reads for an officer the cache had not seen.
create table analytics_officer_points (
  agency_id uuid not null,
  officer_id uuid not null,
  report_id uuid not null,
  is_author boolean not null,
  day date not null,
  minute smallint not null,
  lat real not null,
  lng real not null,
  incident_number text not null,
  incident_date timestamptz not null,
  contact_type text not null,
  author_id uuid,
  primary key (agency_id, report_id, officer_id),
  foreign key (agency_id, report_id) references reports (agency_id, id) on delete cascade
);
-- The latest first, with every column a point reads: an index-only scan of a few leaf pages.
create index analytics_officer_points_latest_idx on analytics_officer_points (agency_id, officer_id, day desc, minute desc, incident_date desc)
  include (is_author, lat, lng, incident_number, contact_type, author_id, report_id);

grant select, insert, update, delete on analytics_officer_points to fieldbook_app;
alter table analytics_officer_points enable row level security;
alter table analytics_officer_points force row level security;
create policy agency_isolation on analytics_officer_points using (agency_id = current_setting('app.agency_id')::uuid);

-- Reports whose facts are already derived get their points here, in read order (the heap then holds an officer's points
-- together until a vacuum lets the index answer alone); the others get them with their facts (the backfill on start).
insert into analytics_officer_points (agency_id, officer_id, report_id, is_author, day, minute, lat, lng, incident_number, incident_date,
                                      contact_type, author_id)
select p.agency_id, o.officer_id, p.report_id, o.is_author, p.day, p.minute, p.lat, p.lng, r.incident_number, r.incident_date,
       r.contact_type, r.author_id
  from analytics_people p
  join reports r on r.agency_id = p.agency_id and r.id = p.report_id
  cross join lateral (select p.author_id as officer_id, true as is_author where p.author_id is not null
                      union select unnest(p.officer_ids), false) o
 where p.person = 0 and p.lat is not null
 order by p.agency_id, o.officer_id, p.day desc, p.minute desc, r.incident_date desc
on conflict do nothing;
analyze analytics_officer_points;
