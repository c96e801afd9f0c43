-- Issue 25, supervisor review. The agency decides whether reports need a supervisor's review: existing agencies start
-- with it off and their reports stay as they are, counted as approved; a new agency gets it on when its state requires
-- stop data (agency.service.ts). A report is pending_review, returned or approved; review_submitted_at is when it
-- (re-)entered review, the queue's order; reviewed_by/at the last approve or return; review_note and review_fields the
-- last return's note and the report paths it names (kept after approval for the record, shown while returned).
alter table agencies add column review_required boolean not null default false;
grant update (review_required) on agencies to fieldbook_app;

alter table reports add column review_state text not null default 'approved'
  check (review_state in ('pending_review', 'returned', 'approved'));
alter table reports add column review_submitted_at timestamptz;
alter table reports add column reviewed_by uuid references users (id);
alter table reports add column reviewed_at timestamptz;
alter table reports add column review_note text;
alter table reports add column review_fields jsonb not null default '[]';

-- The review queue: a keyset over the agency's pending reports, oldest first. Partial, so it holds only the few waiting;
-- the author beside each entry lets the queue's total and a supervisor's filter (their members) read the index alone.
create index reports_review_queue_idx on reports (agency_id, review_submitted_at, id) include (author_id)
  where review_state = 'pending_review';
-- 'Returned to me': an officer's returned reports.
create index reports_returned_idx on reports (agency_id, author_id, reviewed_at) where review_state = 'returned';

-- Who supervises which group: a supervisor reviews the reports of that group's members.
create table group_supervisors (
  agency_id uuid not null,
  group_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  primary key (agency_id, group_id, user_id),
  foreign key (agency_id, group_id) references groups (agency_id, id) on delete cascade
);
create index group_supervisors_user_idx on group_supervisors (agency_id, user_id);
alter table group_supervisors enable row level security;
alter table group_supervisors force row level security;
create policy agency_isolation on group_supervisors using (agency_id = current_setting('app.agency_id')::uuid);
grant select, insert, update, delete on group_supervisors to fieldbook_app;

-- The list facts carry the state, kept in step on every transition: label-driven searches and their fast facts
-- (report_labels), quick-search fast facts (report_search), and the daily rollups' 'Waiting for review' count.
alter table report_labels add column review_state text not null default 'approved';
alter table report_search add column review_state text not null default 'approved';
alter table report_daily_totals add column waiting integer not null default 0;
alter table report_daily_facets add column waiting integer not null default 0;

drop function report_text_totals(text, tsquery, boolean);
create function report_text_totals(pattern text, words tsquery, exact boolean)
returns table (total bigint, uof bigint, cfs bigint, opa bigint, complaints bigint, consent_searches bigint, waiting_for_review bigint)
language sql stable security definer set search_path = public, pg_temp as $$
  select count(*), count(*) filter (where is_use_of_force), count(*) filter (where contact_type = 'Call For Service'),
         count(*) filter (where contact_type = 'Officer Pro-active'), count(*) filter (where has_complaints),
         count(*) filter (where has_consent_search), count(*) filter (where review_state = 'pending_review')
    from report_search
   where agency_id = (select current_setting('app.agency_id')::uuid) and search_words(search_text) @@ words
     and (exact or search_text like pattern)
$$;
revoke all on function report_text_totals(text, tsquery, boolean) from public;
grant execute on function report_text_totals(text, tsquery, boolean) to fieldbook_app;
