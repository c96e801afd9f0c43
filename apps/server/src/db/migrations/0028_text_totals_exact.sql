-- Fast facts over a quick-search text checked every candidate the word index gave with LIKE. For a text of one word
-- (at most 32 characters, the indexed length) the index answer is already exact, "some word contains it"
-- (lists/search-words.ts), and a name or a number of one word matches up to 60,000 reports at a million: the caller
-- now says when the answer is exact, and LIKE runs only for the other texts.
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
