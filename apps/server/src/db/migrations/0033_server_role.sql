-- issue 23 finding 9: the server connects as a login role that is neither superuser nor the tables' owner.
-- Roles (README, Deploying): the tables' owner runs these migrations (DATABASE_MIGRATION_URL); the server logs in as a role
-- in fieldbook_server, with BYPASSRLS for the work that spans agencies (sign-in, jobs), and becomes fieldbook_app (no
-- bypass, row-level security binds) for every agency's request. A superuser running this (development, tests, the embedded
-- database) creates the group roles; an owner without CREATEROLE finds them made by the administrator.
do $$ begin create role fieldbook_server nologin;
exception when duplicate_object or unique_violation or insufficient_privilege then null; end $$;
do $$ begin grant fieldbook_app to fieldbook_server;
exception when insufficient_privilege or invalid_grant_operation then null; end $$;

grant usage on schema public to fieldbook_server;
grant select, insert, update, delete on all tables in schema public to fieldbook_server;
grant usage, select on all sequences in schema public to fieldbook_server;
grant execute on all functions in schema public to fieldbook_server;
alter default privileges in schema public grant select, insert, update, delete on tables to fieldbook_server;
alter default privileges in schema public grant usage, select on sequences to fieldbook_server;

-- The audit log is append-only for the server too (its trigger refuses changes; without the privilege they never start).
revoke update, delete, truncate on audit_events from fieldbook_server;

-- The job queue (pg-boss) keeps its own schema, made and owned by the server's role on its first start.
do $$ begin execute format('grant create on database %I to fieldbook_server', current_database()); end $$;
