-- Issue 25, 'An amend trail': owners and managers export the amends of a period. The amends of an agency by time, without
-- its first versions (one per report: a million rows that never enter the trail).
create index report_versions_amended_idx on report_versions (agency_id, created_at, report_id, version) where version > 0;
