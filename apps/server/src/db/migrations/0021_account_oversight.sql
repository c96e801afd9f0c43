-- Issue 12, oversight: the system-use notice (CJIS AC-8), own sessions (ASVS 7.5.2), inactive accounts (AC-2(3)) and
-- audit review (AU-6, AU-11).

-- The agency's own notice shown before sign-in; null shows the product's default text.
alter table agencies add column system_use_notice text;
grant update (system_use_notice) on agencies to fieldbook_app;

-- Where a session signed in and a summary of its browser ('Firefox on Windows', never the raw User-Agent); its last
-- refresh is its last use. The user sees these of their own sessions.
alter table sessions add column source_ip text;
alter table sessions add column browser text;
create index refresh_tokens_session_created_idx on refresh_tokens (session_id, created_at desc);

-- The account's last sign-in (a session lasts at most 12 hours, so every use is within 12 hours of one). Accounts
-- stored before count from their latest session, else their creation.
alter table users add column last_active_at timestamptz;
update users u set last_active_at = coalesce((select max(s.created_at) from sessions s where s.user_id = u.id), u.created_at);
create function note_sign_in() returns trigger language plpgsql as $$
begin
  update users set last_active_at = new.created_at where id = new.user_id;
  return new;
end $$;
create trigger sessions_note_sign_in after insert on sessions for each row execute function note_sign_in();

-- Restoring access starts the inactivity clock again, or the next daily run would disable the account at once.
create function restart_inactivity_clock() returns trigger language plpgsql as $$
begin
  new.last_active_at := now();
  return new;
end $$;
create trigger users_restart_inactivity_clock before update of is_active on users for each row
  when (old.is_active = false and new.is_active = true) execute function restart_inactivity_clock();
create index users_inactivity_idx on users (agency_id, last_active_at) where is_active;

-- Audit review reads one agency's rows newest first, by kind, actor or target.
create index audit_events_agency_idx on audit_events (agency_id, id desc);
create index audit_events_agency_time_idx on audit_events (agency_id, occurred_at);
create index audit_events_agency_action_idx on audit_events (agency_id, action, id desc);
create index audit_events_agency_actor_idx on audit_events (agency_id, user_id, id desc);
create index audit_events_agency_object_idx on audit_events (agency_id, object_id, id desc);
grant select on audit_events to fieldbook_app;

-- Retention (AU-11): rows are kept at least a year. Nothing deletes them: the triggers of 0006 refuse every update,
-- delete and truncate, for every role. A future archive job must keep rows younger than this.
insert into server_settings (key, value) values ('audit_retention_days', '366') on conflict (key) do nothing;
comment on table audit_events is 'Append-only (triggers refuse update, delete, truncate); kept at least 366 days (CJIS AU-11).';
