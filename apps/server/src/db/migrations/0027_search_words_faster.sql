-- search_words (0025) computed the same lexemes in about 220 µs a report: it split the text twice, joined the words to
-- their neighbours and removed duplicates with UNION, which array_to_tsvector does anyway. Each report write and each
-- row of an index build pays it (the scale loader's index rebuild took 380 s at a million reports). This form pairs each
-- word with the next through lead() and keeps every lexeme (UNION ALL): about 54 µs a report, the same tsvector for every
-- text (compared on 20,000 loaded texts, and by search-words.test.ts), so the index stays valid without a rebuild.
create or replace function search_words(search_text text) returns tsvector
language sql immutable parallel safe strict as $$
  select array_to_tsvector(coalesce(array(
    select substr(w.word, start, 32)
      from unnest(string_to_array(search_text, ' ')) as w(word), generate_series(1, length(w.word)) start
    union all
    select right(p.word, k) || ' ' || left(p.next_word, 3)
      from (select word, lead(word) over (order by n) as next_word
              from unnest(string_to_array(search_text, ' ')) with ordinality as u(word, n)) p,
           generate_series(1, least(3, length(p.word))) k
     where p.word <> '' and p.next_word <> ''), '{}'))
$$;
