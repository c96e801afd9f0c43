-- Row-level security: the second wall behind the explicit agency filter in every tenant query.
-- Requests for an agency run as fieldbook_app (not the tables' owner, no BYPASSRLS) with app.agency_id set
-- for the transaction; a query without that setting fails instead of seeing every agency.

do $$ begin create role fieldbook_app nologin; exception when duplicate_object or unique_violation or insufficient_privilege then null; end $$;

grant usage on schema public to fieldbook_app;
grant select on roles to fieldbook_app;
grant select on agencies, users to fieldbook_app;
grant select, insert, update on subscriptions, reports to fieldbook_app;
grant select, insert on report_versions to fieldbook_app;
grant insert on audit_events to fieldbook_app;

alter table agencies enable row level security;
alter table agencies force row level security;
create policy agency_isolation on agencies using (id = current_setting('app.agency_id')::uuid);

alter table users enable row level security;
alter table users force row level security;
create policy agency_isolation on users using (agency_id = current_setting('app.agency_id')::uuid);

alter table subscriptions enable row level security;
alter table subscriptions force row level security;
create policy agency_isolation on subscriptions using (agency_id = current_setting('app.agency_id')::uuid);

alter table reports enable row level security;
alter table reports force row level security;
create policy agency_isolation on reports using (agency_id = current_setting('app.agency_id')::uuid);

alter table report_versions enable row level security;
alter table report_versions force row level security;
create policy agency_isolation on report_versions using (agency_id = current_setting('app.agency_id')::uuid);

alter table audit_events enable row level security;
alter table audit_events force row level security;
create policy agency_isolation on audit_events using (agency_id = current_setting('app.agency_id')::uuid);
