import { describe, expect, it } from 'vitest';
import { areasForPoint, circleIntersectsPolygon } from './area-membership.ts';
import type { Ring } from './geo.types.ts';

// Downtown Omaha, NE: a box from 41.250 to 41.265 N and from 95.945 to 95.925 W, as [longitude, latitude].
const DOWNTOWN: Ring = [
  [-95.945, 41.25],
  [-95.925, 41.25],
  [-95.925, 41.265],
  [-95.945, 41.265],
  [-95.945, 41.25],
];

// A U-shaped district in Lincoln, NE (open ring): its notch, 1.7 km wide, is outside the area.
const LINCOLN_U: Ring = [
  [-96.72, 40.8],
  [-96.68, 40.8],
  [-96.68, 40.83],
  [-96.69, 40.83],
  [-96.69, 40.81],
  [-96.71, 40.81],
  [-96.71, 40.83],
  [-96.72, 40.83],
];

describe('circleIntersectsPolygon with a 200 m circle', () => {
  it.each([
    ['inside downtown', DOWNTOWN, { latitude: 41.2575, longitude: -95.935 }, true],
    ['150 m north of the north edge', DOWNTOWN, { latitude: 41.266349, longitude: -95.935 }, true],
    ['300 m north of the north edge', DOWNTOWN, { latitude: 41.267698, longitude: -95.935 }, false],
    ['150 m east of the east edge', DOWNTOWN, { latitude: 41.2575, longitude: -95.923206 }, true],
    ['300 m east of the east edge', DOWNTOWN, { latitude: 41.2575, longitude: -95.921411 }, false],
    ['150 m west of the west edge', DOWNTOWN, { latitude: 41.2575, longitude: -95.946794 }, true],
    ['250 m west of the west edge', DOWNTOWN, { latitude: 41.2575, longitude: -95.947991 }, false],
    ['150 m diagonally off the north-east corner', DOWNTOWN, { latitude: 41.265954, longitude: -95.923731 }, true],
    // 180 m north and 180 m east of the corner: each offset alone is under 200 m, the distance (255 m) is not.
    ['255 m diagonally off the north-east corner', DOWNTOWN, { latitude: 41.266619, longitude: -95.922846 }, false],
    ['in a western arm of the U', LINCOLN_U, { latitude: 40.82, longitude: -96.715 }, true],
    ['150 m west of the U', LINCOLN_U, { latitude: 40.815, longitude: -96.721782 }, true],
    ['in the notch, 150 m from its wall', LINCOLN_U, { latitude: 40.825, longitude: -96.708217 }, true],
    ['in the notch, 300 m from its wall', LINCOLN_U, { latitude: 40.825, longitude: -96.706435 }, false],
    ['in Omaha, far from the Lincoln U', LINCOLN_U, { latitude: 41.2575, longitude: -95.935 }, false],
    ['with an empty ring', [], { latitude: 41.2575, longitude: -95.935 }, false],
  ])('%s: %s', (_name, ring, point, expected) => {
    expect(circleIntersectsPolygon(point, 200, ring)).toBe(expected);
  });

  it('uses the radius it is given', () => {
    const point = { latitude: 41.267698, longitude: -95.935 };
    expect(circleIntersectsPolygon(point, 350, DOWNTOWN)).toBe(true);
    expect(circleIntersectsPolygon(point, 250, DOWNTOWN)).toBe(false);
  });
});

describe('areasForPoint (reports.md §9: 200 m)', () => {
  const areas = [
    { id: 'downtown', name: 'Downtown', polygon: DOWNTOWN },
    { id: 'lincoln', name: 'Lincoln U', polygon: LINCOLN_U },
  ];

  it.each([
    ['inside downtown', { latitude: 41.2575, longitude: -95.935 }, ['downtown']],
    ['150 m outside downtown', { latitude: 41.266349, longitude: -95.935 }, ['downtown']],
    ['300 m outside downtown', { latitude: 41.267698, longitude: -95.935 }, []],
    ['in the U', { latitude: 40.82, longitude: -96.715 }, ['lincoln']],
  ])('%s', (_name, point, expected) => {
    expect(areasForPoint(point, areas).map((area) => area.id)).toEqual(expected);
  });

  it('returns every area the circle meets, in the given order', () => {
    const west = { id: 'west', name: 'West', polygon: DOWNTOWN.map(([lon, lat]) => [lon - 0.02, lat] as const) };
    // On the shared west edge of downtown: both districts hold the point.
    expect(areasForPoint({ latitude: 41.2575, longitude: -95.945 }, [west, ...areas]).map((area) => area.id)).toEqual(['west', 'downtown']);
  });
});
