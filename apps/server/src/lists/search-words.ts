/**
 * The word query for `search_words(search_text)` (migration 0025): the reports whose search text contains `text`, or a
 * superset of them that LIKE (`containsPattern`) then narrows to the exact answer. Texts are split on spaces, as the
 * index splits the stored text; lengths are counted in code points, as PostgreSQL's substr, left and right count them.
 * - One word of at most 32 code points: some indexed suffix (cut to 32) starts with it, i.e. some word contains it.
 *   Exact: no LIKE after it (a pair lexeme starting with it starts a word's end, whose suffix lexeme does too).
 * - One longer word: its first 32 code points, a superset.
 * - Several: every word but the last is an indexed suffix exactly (the first ends a word, the middle ones are whole
 *   words), and each pair of neighbours is an indexed pair: up to 3 characters before the space and 3 after it (a
 *   prefix when the second word is shorter); a superset. Pairs are left out when the text holds two spaces in a row,
 *   since the index joins only words with one space between them.
 */
export const INDEXED_WORD_LENGTH = 32;
const PAIR_SIDE = 3;

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
  const [only] = words;
  if (words.length === 1 && only !== undefined)
    return { query: `${lexeme(cut(only, INDEXED_WORD_LENGTH))}:*`, exact: Array.from(only).length <= INDEXED_WORD_LENGTH };
  const before = words.slice(0, -1).map((word) => lexeme(cut(word, INDEXED_WORD_LENGTH)));
  const pairs = parts.length === words.length ? words.slice(1).map((next, index) => pairLexeme(words[index] ?? '', next)) : [];
  return { query: [...before, ...pairs].join(' & '), exact: false };
}

/** The indexed pair of a word and the next: its last 1-3 characters, a space, the next's first 3 (a prefix if fewer). */
function pairLexeme(word: string, next: string): string {
  const tail = Array.from(word).slice(-PAIR_SIDE).join('');
  const head = cut(next, PAIR_SIDE);
  const pair = lexeme(`${tail} ${head}`);
  return Array.from(next).length < PAIR_SIDE ? `${pair}:*` : pair;
}

const cut = (word: string, length: number) => Array.from(word).slice(0, length).join('');

/** A tsquery lexeme taken literally: quoted, its quotes and backslashes doubled. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
