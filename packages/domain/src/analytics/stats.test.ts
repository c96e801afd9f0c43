import { describe, expect, it } from 'vitest';
import { clopperPearson, rate, wilson } from './stats.ts';

/** Reference intervals: R's binom.test (exact), and the closed form (α/2)^(1/n) when every trial is an event. */
describe('clopperPearson', () => {
  it.each([
    [0, 100, 0, 0.03621669],
    [3, 40, 0.01574218, 0.20386475],
    [4, 40, 0.02792542, 0.2366374],
    [0, 200, 0, 0.01827534],
    [3, 60, 0.01043233, 0.13924325],
    [1, 1_000_000, 2.53178e-8, 5.571631e-6],
    [40, 40, 0.025 ** (1 / 40), 1], // k = n: the lower bound is (α/2)^(1/n)
  ])('gives the exact 95 percent interval of %i of %i to 6 significant digits', (k, n, lower, upper) => {
    const [low, high] = clopperPearson(k, n);
    expect(low).toBeCloseTo(lower, 6);
    expect(high).toBeCloseTo(upper, 6);
    if (lower > 0) expect(Math.abs(low / lower - 1)).toBeLessThan(1e-5);
    expect(Math.abs(high / upper - 1)).toBeLessThan(1e-5);
  });

  it('answers a repeated question the same, and a copy the caller may change', () => {
    const first = clopperPearson(2, 500);
    first[0] = -1;
    expect(clopperPearson(2, 500)[0]).toBeGreaterThan(0);
    expect(clopperPearson(2, 500)).toEqual(clopperPearson(2, 500));
  });
});

describe('rate', () => {
  it('uses the exact interval under 5 events and Wilson from 5', () => {
    expect([rate(4, 40).lower, rate(4, 40).upper]).toEqual(clopperPearson(4, 40));
    expect([rate(5, 40).lower, rate(5, 40).upper]).toEqual(wilson(5, 40));
  });
});
