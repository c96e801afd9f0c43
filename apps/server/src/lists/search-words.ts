/**
 * The word query for `search_words(search_text)` (migration 0028), whose lexemes are each suffix of a word, a space and
 * the whole next word, cut to 64 characters. Texts are split on spaces, as the index splits the stored text; lengths are
 * counted in code points, as PostgreSQL's substr and left count them.
 * - One word: some lexeme starts with it, i.e. some word contains it. Exact.
 * - Two words one space apart: some lexeme starts with both and the space, i.e. a word ends with the first and the next
 *   one starts with the second. Exact.
 * - More words: each neighbouring pair as above, which every match has, though not always at one place: a superset.
 * - Two spaces in a row: each word alone (the index joins only words one space apart): a superset.
 * A query is exact only when it fits in a lexeme (64 code points); past that it is cut, a superset. For a superset,
 * LIKE (`containsPattern`) narrows the candidates to the exact answer.
 */
export const LEXEME_LENGTH = 64;

export interface WordsQuery {
  /** A tsquery for `search_words(search_text) @@ query`. */
  query: string;
  /** Whether the index answer is already "the search text contains the text", with no LIKE after it. */
  exact: boolean;
}

export function searchWordsQuery(text: string): WordsQuery {
  const parts = text.trim().toLowerCase().split(' ');
  const words = parts.filter((word) => word !== '');
  if (words.length === 0) throw new Error('a quick search needs at least one word');
  if (parts.length !== words.length) return { query: words.map((word) => prefix(word)).join(' & '), exact: false };
  if (words.length <= 2) {
    const whole = words.join(' ');
    return { query: prefix(whole), exact: Array.from(whole).length <= LEXEME_LENGTH };
  }
  const pairs = words.slice(1).map((next, index) => prefix(`${words[index]} ${next}`));
  return { query: pairs.join(' & '), exact: false };
}

/** A tsquery prefix term for the lexemes starting with `text` (cut to a lexeme's length), taken literally. */
function prefix(text: string): string {
  const cut = Array.from(text).slice(0, LEXEME_LENGTH).join('');
  return `'${cut.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;
}
