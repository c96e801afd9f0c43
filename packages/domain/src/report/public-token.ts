/**
 * The citizen's case page is reached by a random public token the device makes with the report (issue 12 item 2): 16
 * random bytes as base64url (22 characters), never the report's id. Reports stored before tokens existed are reached by
 * their id, which the server kept as their token.
 */
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newPublicToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A token a device made may be taken as a report's public token only when it looks like 16 random bytes (issue 23): a
 * modified client must not choose a guessable one ('AAAA...', 'abcabc...', a counter). A random 22-character token has
 * about 19 distinct characters; fewer than 8, or one character more than 8 times, happens by chance less than once in
 * 10^8 tokens (the odds are worked out in docs/decisions.md), so these bounds refuse patterns, never a real token.
 */
export function isRandomLookingToken(value: string): boolean {
  if (!PUBLIC_TOKEN_PATTERN.test(value)) return false;
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  const mostRepeated = Math.max(...counts.values());
  return counts.size >= 8 && mostRepeated <= Math.max(8, value.length / 3);
}

/** What a case link may carry: a public token, or the id of a report stored before tokens. */
export function isCaseKey(value: string): boolean {
  return PUBLIC_TOKEN_PATTERN.test(value) || UUID.test(value);
}
