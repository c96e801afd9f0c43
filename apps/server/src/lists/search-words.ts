/**
 * The word query for `search_words(search_text)` (migration 0025): a superset of the reports whose search text contains
 * `text`, which LIKE (`containsPattern`) then narrows to the exact answer. Texts are split on spaces, as the index splits
 * the stored text, and words are cut to the index's 32 characters (by code point, as PostgreSQL's substr counts).
 * - One word: some indexed suffix starts with it, i.e. some word contains it.
 * - Several: every word but the last is an indexed suffix exactly (the first ends a word, the middle ones are whole
 *   words); the last is left to LIKE, since a short last word ('j st') would only widen the index's work.
 */
export const INDEXED_WORD_LENGTH = 32;

export function searchWordsQuery(text: string): string {
  const words = text
    .trim()
    .toLowerCase()
    .split(' ')
    .filter((word) => word !== '');
  if (words.length === 0) throw new Error('a quick search needs at least one word');
  if (words.length === 1) return `${lexeme(words[0] ?? '')}:*`;
  return words
    .slice(0, -1)
    .map((word) => lexeme(word))
    .join(' & ');
}

/** A tsquery lexeme taken literally: quoted, its quotes and backslashes doubled, cut to the indexed length. */
function lexeme(word: string): string {
  const cut = Array.from(word).slice(0, INDEXED_WORD_LENGTH).join('');
  return `'${cut.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
