import { describe, expect, it } from 'vitest';
import { daylightAt, twilightOn } from './sun.ts';

const at = (iso: string) => new Date(iso);

describe('sunset and civil dusk (NOAA equations)', () => {
  it('puts San Diego sunset on 21 June 2026 near 20:00 PDT (03:00 UTC next day) and civil dusk about 29 minutes later', () => {
    const twilight = twilightOn(at('2026-06-22T02:00:00Z'), 32.7157, -117.1611);
    if (!twilight) throw new Error('expected a twilight');
    // Published: sunset 20:00, civil dusk 20:29 (PDT) for San Diego on 21 June.
    expect(Math.abs(twilight.sunset - Date.parse('2026-06-22T03:00:00Z')) / 60_000).toBeLessThan(4);
    expect(Math.abs(twilight.dusk - Date.parse('2026-06-22T03:29:00Z')) / 60_000).toBeLessThan(4);
    // Published: sunrise 05:41 PDT.
    expect(Math.abs(twilight.sunrise - Date.parse('2026-06-21T12:41:00Z')) / 60_000).toBeLessThan(4);
  });

  it('calls an afternoon light, the minutes after sunset twilight, late evening and before dawn dark', () => {
    expect(daylightAt(at('2026-06-21T22:00:00Z'), 32.7157, -117.1611)).toBe('light'); // 15:00 PDT
    expect(daylightAt(at('2026-06-22T03:10:00Z'), 32.7157, -117.1611)).toBe('twilight'); // 20:10 PDT
    expect(daylightAt(at('2026-06-22T04:30:00Z'), 32.7157, -117.1611)).toBe('dark'); // 21:30 PDT
    expect(daylightAt(at('2026-06-21T10:00:00Z'), 32.7157, -117.1611)).toBe('dark'); // 03:00 PDT
    expect(daylightAt(at('2026-12-21T18:00:00Z'), 32.7157, -117.1611)).toBe('light'); // winter, 10:00 PST
    expect(daylightAt(at('2026-12-22T01:30:00Z'), 32.7157, -117.1611)).toBe('dark'); // winter, 17:30 PST
  });

  it('has no answer without a place or inside the polar circles', () => {
    expect(daylightAt(at('2026-06-21T22:00:00Z'), null, null)).toBeNull();
    expect(daylightAt(at('2026-06-21T22:00:00Z'), 70, 20)).toBeNull();
  });
});
