/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they make a name or a narrative
 * display other than it reads (the 'Trojan Source' trick), and the server refuses any text holding one (issue 23). No
 * person types them, but phones paste them: iOS wraps a copied phone number in U+202A ... U+202C. The left-to-right and
 * right-to-left marks stay allowed.
 */
export const DIRECTIONAL_FORMATTING = /[\u202a-\u202e\u2066-\u2069]/;
const EVERY_DIRECTIONAL_FORMATTING = new RegExp(DIRECTIONAL_FORMATTING.source, 'g');

/**
 * `value` with every directional-formatting character removed from its strings, however deep: the report the form
 * keeps carries none, so a pasted phone number never makes a saved report one the server refuses.
 */
export function stripDirectionalFormatting(value: unknown): unknown {
  if (typeof value === 'string') return DIRECTIONAL_FORMATTING.test(value) ? value.replace(EVERY_DIRECTIONAL_FORMATTING, '') : value;
  if (Array.isArray(value)) return value.map(stripDirectionalFormatting);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stripDirectionalFormatting(inner)]));
  return value;
}
