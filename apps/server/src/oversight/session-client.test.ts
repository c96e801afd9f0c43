import { describe, expect, it } from 'vitest';
import { summarizeBrowser } from './session-client.ts';

describe('summarizeBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    ['curl/8.5.0', 'Unknown browser'],
    [undefined, 'Unknown browser'],
  ])('summarizes %s as %s', (userAgent, summary) => {
    expect(summarizeBrowser(userAgent)).toBe(summary);
  });
});
