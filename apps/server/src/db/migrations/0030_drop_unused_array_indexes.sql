-- The GIN indexes on reports' area, tag and collaborator id arrays (0001, 0013) serve no query: under the row-level
-- security every tenant query runs with, && and @> are not leakproof, so PostgreSQL cannot use them (0016 moved the
-- area and tag filters to report_labels; collaborated lists read report_officers; collaborator_ids is only read with
-- its row). Each report write still paid for them, and a write that found their pending lists full merged them.
drop index reports_area_ids_idx;
drop index reports_tag_ids_idx;
drop index reports_collaborators_idx;
