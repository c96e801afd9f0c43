import { describe, expect, it } from 'vitest';
import { isRandomLookingToken, newPublicToken } from './public-token.ts';

// issue 23: a modified client could choose the citizen's case token; a guessable one is refused.
describe('public case tokens from a device', () => {
  it('accepts every token newPublicToken makes (100,000 drawn)', () => {
    for (let draw = 0; draw < 100_000; draw++) {
      const token = newPublicToken();
      if (!isRandomLookingToken(token)) throw new Error(`refused a random token: ${token}`);
    }
  });

  it('refuses patterns, counters and wrong shapes', () => {
    for (const token of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      'abcabcabcabcabcabcabca',
      'abababababababababababab',
      '0000000000000000000001',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'Ab1-Ab1-Ab1-Ab1-Ab1-Ab',
      'short',
      'has spaces in it, so no',
    ])
      expect(isRandomLookingToken(token), token).toBe(false);
  });
});
