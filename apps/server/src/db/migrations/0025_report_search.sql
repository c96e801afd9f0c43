-- Fast facts over a quick-search text within 50 ms at a million reports (issue 9). Counting every report whose search
-- text contains the text through the trigram index cost 110-650 ms: a street or tag matches 30,000+ reports, and a short
-- word ('j st') gives the trigram index 300,000 candidates, each read from the wide reports table to be rechecked.
--
-- Now each report's search text and the flags fast facts count sit in a narrow table (about 150 bytes a row), indexed by
-- the report's words: every word (split on spaces) is indexed with each of its suffixes, cut to 32 characters, so 'olsom'
-- finds the prefix of the suffix of 'folsom'. A one-word text is then exactly "a word contains it"; a text of several
-- words is found by the words before its last (a suffix, then whole words) and checked with LIKE on the few candidates.
-- `searchWordsQuery` (lists/search-words.ts) builds the query; the answer equals `search_text like '%text%'`.

create function search_words(search_text text) returns tsvector
language sql immutable parallel safe strict as $$
  select array_to_tsvector(coalesce(array(
    select distinct substr(word, start, 32)
      from unnest(string_to_array(search_text, ' ')) word, generate_series(1, length(word)) start
     where word <> ''), '{}'))
$$;

create table report_search (
  agency_id uuid not null,
  report_id uuid not null,
  search_text text not null,
  contact_type text not null,
  is_use_of_force boolean not null,
  has_complaints boolean not null,
  has_consent_search boolean not null,
  primary key (agency_id, report_id),
  foreign key (agency_id, report_id) references reports (agency_id, id) on delete cascade
);

grant select, insert, update, delete on report_search to fieldbook_app;
alter table report_search enable row level security;
alter table report_search force row level security;
create policy agency_isolation on report_search using (agency_id = current_setting('app.agency_id')::uuid);

-- Reports whose facts are derived; the others get their row when the backfill derives them (writeListFacts).
insert into report_search (agency_id, report_id, search_text, contact_type, is_use_of_force, has_complaints, has_consent_search)
select agency_id, id, search_text, contact_type, is_use_of_force, has_complaints, has_consent_search
  from reports where list_facts_version > 0;

create index report_search_words_idx on report_search using gin (search_words(search_text));
analyze report_search;

-- Agency-bound as report_text_search (0013): under row-level security @@ and LIKE are not leakproof, so the index could
-- not be used; the function filters by app.agency_id itself (no setting, no rows).
drop function report_text_totals(text);
create function report_text_totals(pattern text, words tsquery)
returns table (total bigint, uof bigint, cfs bigint, opa bigint, complaints bigint, consent_searches bigint)
language sql stable security definer set search_path = public, pg_temp as $$
  select count(*), count(*) filter (where is_use_of_force), count(*) filter (where contact_type = 'Call For Service'),
         count(*) filter (where contact_type = 'Officer Pro-active'), count(*) filter (where has_complaints),
         count(*) filter (where has_consent_search)
    from report_search
   where agency_id = current_setting('app.agency_id')::uuid and search_words(search_text) @@ words and search_text like pattern
$$;
revoke all on function report_text_totals(text, tsquery) from public;
grant execute on function report_text_totals(text, tsquery) to fieldbook_app;
