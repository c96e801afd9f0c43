import { describe, expect, it } from 'vitest';
import { cellRgb, cellTextColour, contrastRatio, type Rgb } from './heat-map-widget.tsx';

const channels = (hex: string): Rgb => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as Rgb;

describe('heat-map cell text', () => {
  for (const theme of ['day', 'night'] as const) {
    it(`reads at WCAG AA (4.5:1) on every cell colour of the ${theme} ramp`, () => {
      for (let step = 0; step <= 100; step += 1) {
        const share = step / 100;
        const ratio = contrastRatio(channels(cellTextColour(share, theme)), cellRgb(share, theme));
        expect(ratio, `share ${share}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('is dark on the palest cell and light on the deepest one of the day ramp, the other way round at night', () => {
    expect(cellTextColour(0, 'day')).toBe('#000000');
    expect(cellTextColour(1, 'day')).toBe('#ffffff');
    expect(cellTextColour(0, 'night')).toBe('#ffffff');
    expect(cellTextColour(1, 'night')).toBe('#000000');
  });
});
