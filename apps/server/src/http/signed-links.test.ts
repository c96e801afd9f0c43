import { describe, expect, it } from 'vitest';
import { createSignedLinks } from './signed-links.ts';

const links = createSignedLinks('a server secret');
const PATH = '/api/agencies/a/exports/b/reports.csv';
const parts = (link: string) => {
  const url = new URL(link, 'https://fieldbook.example.gov');
  return [url.pathname, url.searchParams.get('expires') ?? undefined, url.searchParams.get('signature') ?? undefined] as const;
};

describe('signed links', () => {
  const inAnHour = new Date(Date.now() + 3_600_000);

  it('accept their own path until they expire', () => {
    const [path, expires, signature] = parts(links.sign(PATH, inAnHour));
    expect(links.isValid(path, expires, signature)).toBe(true);
    expect(links.isValid(path, expires, signature, new Date(inAnHour.getTime() + 1000))).toBe(false);
  });

  it('refuse another path, a later expiry, a changed signature, another secret, or missing parts', () => {
    const [path, expires = '', signature = ''] = parts(links.sign(PATH, inAnHour));
    expect(links.isValid(PATH.replace('csv', 'xlsx'), expires, signature)).toBe(false);
    expect(links.isValid(path, String(Number(expires) + 60), signature)).toBe(false);
    // The first character: the last one of a base64url HMAC carries padding bits, so changing it may change nothing.
    expect(links.isValid(path, expires, `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`)).toBe(false);
    expect(createSignedLinks('another secret').isValid(path, expires, signature)).toBe(false);
    for (const [e, s] of [
      [undefined, signature],
      [expires, undefined],
      ['soon', signature],
      [expires, 'short'],
    ])
      expect(links.isValid(path, e, s)).toBe(false);
  });
});
