-- Fast facts over a quick-search text within 50 ms at a million reports (issue 9). Counting every report whose search
-- text contains the text through the trigram index cost 110-650 ms: a street or tag matches 30,000+ reports, and a short
-- word ('j st') gives the trigram index 300,000 candidates, each read from the wide reports table to be rechecked.
--
-- Now each report's search text, date and the flags fast facts count sit in a narrow table (about 160 bytes a row), indexed by
-- the report's words: every word (split on spaces) is indexed with each of its suffixes, cut to 32 characters, so 'olsom'
-- finds the prefix of the suffix of 'folsom'; and each space between two words with the last 1-3 characters before it
-- and the first 3 after it ('l st,'), so a short word next to another ('l st') is found by the pair, not by every word
-- ending in 'l'. A one-word text is then exactly "a word contains it"; a text of several words is found by the words
-- before its last (a suffix, then whole words) and by each pair, and checked with LIKE on the few candidates.
-- `searchWordsQuery` (lists/search-words.ts) builds the query; the answer equals `search_text like '%text%'`. The list's
-- second step (past the 4,000 rows read in page order) uses the same index, so the trigram index on reports goes.

create function search_words(search_text text) returns tsvector
language sql immutable parallel safe strict as $$
  with words as (select word, n from unnest(string_to_array(search_text, ' ')) with ordinality as w(word, n))
  select array_to_tsvector(coalesce(array(
    select substr(word, start, 32) from words, generate_series(1, length(word)) start where word <> ''
    union
    select right(a.word, k) || ' ' || left(b.word, 3)
      from words a join words b on b.n = a.n + 1, generate_series(1, least(3, length(a.word))) k
     where a.word <> '' and b.word <> ''), '{}'))
$$;

create table report_search (
  agency_id uuid not null,
  report_id uuid not null,
  incident_date timestamptz not null,
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
insert into report_search (agency_id, report_id, incident_date, search_text, contact_type, is_use_of_force, has_complaints,
                           has_consent_search)
select agency_id, id, incident_date, search_text, contact_type, is_use_of_force, has_complaints, has_consent_search
  from reports where list_facts_version > 0;

create index report_search_words_idx on report_search using gin (search_words(search_text));
drop index reports_search_text_idx;
analyze report_search;

-- Agency-bound as in 0013: under row-level security @@ and LIKE are not leakproof, so the index could
-- not be used; the function filters by app.agency_id itself (no setting, no rows), read once (a subquery), not per row.
drop function report_text_totals(text);
create function report_text_totals(pattern text, words tsquery)
returns table (total bigint, uof bigint, cfs bigint, opa bigint, complaints bigint, consent_searches bigint)
language sql stable security definer set search_path = public, pg_temp as $$
  select count(*), count(*) filter (where is_use_of_force), count(*) filter (where contact_type = 'Call For Service'),
         count(*) filter (where contact_type = 'Officer Pro-active'), count(*) filter (where has_complaints),
         count(*) filter (where has_consent_search)
    from report_search
   where agency_id = (select current_setting('app.agency_id')::uuid) and search_words(search_text) @@ words and search_text like pattern
$$;
revoke all on function report_text_totals(text, tsquery) from public;
grant execute on function report_text_totals(text, tsquery) to fieldbook_app;

-- Quick search's list as in 0016 (the next 4,000 rows in page order first), its second step through the word index.
drop function report_text_search(text, boolean, timestamptz, uuid, integer);
create function report_text_search(pattern text, words tsquery, newest boolean, after_date timestamptz, after_id uuid,
                                   page_size integer)
returns table (id uuid, incident_date timestamptz)
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  agency uuid := current_setting('app.agency_id')::uuid;
  direction text := case when newest then '<' else '>' end;
  ordering text := case when newest then 'desc' else 'asc' end;
  seen record;
  found_count integer := 0;
  edge_date timestamptz;
  edge_id uuid;
begin
  -- Step 1: the matches among the next 4,000 rows, and the 4,000th row itself (where step 2 starts).
  for seen in execute format(
    'select w.id, w.incident_date, w.search_text like $2 as is_match, w.n from (
       select p.id, p.incident_date, p.search_text, row_number() over (order by p.incident_date %2$s, p.id %2$s) as n from (
         select r.id, r.incident_date, r.search_text from reports r
          where r.agency_id = $1 and ($3::timestamptz is null or (r.incident_date, r.id) %1$s ($3, $4))
          order by r.incident_date %2$s, r.id %2$s limit 4000) p) w
      where w.search_text like $2 or w.n = 4000', direction, ordering)
    using agency, pattern, after_date, after_id
  loop
    if seen.is_match then
      id := seen.id;
      incident_date := seen.incident_date;
      return next;
      found_count := found_count + 1;
      if found_count >= page_size then
        return;
      end if;
    end if;
    if seen.n = 4000 then
      edge_date := seen.incident_date;
      edge_id := seen.id;
    end if;
  end loop;
  if edge_id is null then
    return;
  end if;
  -- Step 2: a rarer text, through the word index, past those rows.
  return query execute format(
    'select s.report_id, s.incident_date from report_search s
      where s.agency_id = $1 and search_words(s.search_text) @@ $2 and s.search_text like $3
        and (s.incident_date, s.report_id) %1$s ($4, $5)
      order by s.incident_date %2$s, s.report_id %2$s limit $6', direction, ordering)
  using agency, words, pattern, edge_date, edge_id, page_size - found_count;
end
$$;
revoke all on function report_text_search(text, tsquery, boolean, timestamptz, uuid, integer) from public;
grant execute on function report_text_search(text, tsquery, boolean, timestamptz, uuid, integer) to fieldbook_app;
