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

/** What a case link may carry: a public token, or the id of a report stored before tokens. */
export function isCaseKey(value: string): boolean {
  return PUBLIC_TOKEN_PATTERN.test(value) || UUID.test(value);
}
