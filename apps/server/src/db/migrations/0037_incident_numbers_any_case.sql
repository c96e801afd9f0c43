-- issue 24 defect 6: an incident number is one per agency whatever its case ('audf-833304' is 'AUDF-833304'; phone
-- keyboards capitalise at random). The report keeps the number as the officer typed it; uniqueness and every lookup go
-- through its lower-case key. The key is a stored column, not an index on lower(incident_number): under row-level
-- security a condition on lower(incident_number) cannot use an index (lower is not leakproof) and read every report of
-- the agency, while incident_number_key = lower($n) is a plain equality the index serves.
alter table reports add column incident_number_key text generated always as (lower(incident_number)) stored;

-- Numbers already stored that differ only by case are left as they are: they are on citations and in state submissions.
-- The first of each group (by created_at, then id) keeps clash 0; the later ones get 1, 2, ... and an audit row naming
-- them, so the agency can renumber them by an amend. Each stays reachable by its exact spelling (lookups prefer it). A new
-- report never shares a key with any report (create checks every clash, and the index below refuses concurrent twins at
-- clash 0); an amend that gives a report another key sets its clash back to 0.
alter table reports add column incident_number_clash smallint not null default 0;
with groups as (
  select agency_id, id, incident_number,
         row_number() over (partition by agency_id, incident_number_key order by created_at, id) - 1 as clash
    from reports
), marked as (
  update reports r set incident_number_clash = groups.clash
    from groups
   where r.agency_id = groups.agency_id and r.id = groups.id and groups.clash > 0
  returning r.agency_id, r.id, r.incident_number
)
insert into audit_events (action, outcome, agency_id, object_id, details)
select 'report.incident_number_case_clash', 'success', agency_id, id, jsonb_build_object('incident_number', incident_number) from marked;

create unique index reports_incident_number_key_idx on reports (agency_id, incident_number_key, incident_number_clash);
-- The exact-case constraint is covered by the index above (two reports with the same number share its key and clash 0).
alter table reports drop constraint reports_agency_id_incident_number_key;
