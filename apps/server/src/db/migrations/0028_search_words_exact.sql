-- Fast facts over a quick-search text read every candidate's search text to check it with LIKE: the index answered a
-- superset, since a pair kept only the last 1-3 characters of a word and the first 3 of the next. A tag or a street
-- of two words matches 30,000-50,000 reports at a million, and that check was about a third of the count's time.
--
-- Now every lexeme is a suffix of a word followed by one space and the whole next word (when there is one), cut to 64
-- characters: 'dui checkpoint' gives 'dui checkpoint', 'ui checkpoint', 'i checkpoint' and the next word's own
-- suffixes. For a text of one word, or of two words one space apart, of at most 64 characters, the index answer is
-- exact: some lexeme starts with 'q' exactly when a word contains q (q holds no space); some lexeme starts with 'q1 q2'
-- exactly when a word ends with q1 and the next one starts with q2 (the lexeme's first space follows the suffix). Other
-- texts (three words and more, two spaces in a row, longer ones) still get the superset and LIKE decides.
-- `searchWordsQuery` (lists/search-words.ts) builds the query and says whether it is exact. There are about as many
-- lexemes as before (one per character of each word, the pairs of 0025 are gone), longer ones.

create or replace function search_words(search_text text) returns tsvector
language sql immutable parallel safe strict as $$
  select array_to_tsvector(coalesce(array(
    select left(substr(p.word, start) || coalesce(' ' || p.next_word, ''), 64)
      from (select word, lead(word) over (order by n) as next_word
              from unnest(string_to_array(search_text, ' ')) with ordinality as u(word, n)) p,
           generate_series(1, length(p.word)) start), '{}'))
$$;

-- The function's answers changed: the index built from the old ones must be rebuilt.
reindex index report_search_words_idx;

drop function report_text_totals(text, tsquery);
create function report_text_totals(pattern text, words tsquery, exact boolean)
returns table (total bigint, uof bigint, cfs bigint, opa bigint, complaints bigint, consent_searches bigint)
language sql stable security definer set search_path = public, pg_temp as $$
  select count(*), count(*) filter (where is_use_of_force), count(*) filter (where contact_type = 'Call For Service'),
         count(*) filter (where contact_type = 'Officer Pro-active'), count(*) filter (where has_complaints),
         count(*) filter (where has_consent_search)
    from report_search
   where agency_id = (select current_setting('app.agency_id')::uuid) and search_words(search_text) @@ words
     and (exact or search_text like pattern)
$$;
revoke all on function report_text_totals(text, tsquery, boolean) from public;
grant execute on function report_text_totals(text, tsquery, boolean) to fieldbook_app;
