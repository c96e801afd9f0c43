-- Permissions an owner gives one member beyond their role (issue 26): only those of the domain's
-- GRANTABLE_PERMISSIONS (the service checks; today 'agency.doj_submissions.manage'). The session query merges them
-- into the role's permissions, so a change counts from the member's next request.
alter table users add column if not exists granted_permissions text[] not null default '{}';

-- The owner's grant and revoke run as the tenant role, under the users table's row-level security.
grant update (granted_permissions) on users to fieldbook_app;
