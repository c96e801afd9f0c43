-- Issue 25, 'An amend trail': every version after the first carries the reason its author gave (optional, 1 to 500
-- characters) and the field-level changes from the version before, computed by the domain's diffReports when it was
-- written ([{path, label, kind, old_value, new_value}], in words). Versions written before keep null: no changes recorded.
alter table report_versions add column reason text;
alter table report_versions add column changes jsonb;
