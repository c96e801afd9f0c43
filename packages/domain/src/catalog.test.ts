import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  areaInputSchema,
  avatarIssue,
  CATALOG_MESSAGES,
  closeRing,
  groupInputSchema,
  isHexColor,
  polygonProblem,
  tagInputSchema,
} from './catalog.ts';
import type { Ring } from './geo/geo.types.ts';

// A box in downtown Sacramento, as [longitude, latitude].
const BOX: Ring = [
  [-121.51, 38.57],
  [-121.48, 38.57],
  [-121.48, 38.59],
  [-121.51, 38.59],
  [-121.51, 38.57],
];

describe('polygonProblem', () => {
  it.each<[string, Ring, string | null]>([
    ['a closed box', BOX, null],
    [
      'a triangle',
      closeRing([
        [0, 0],
        [1, 0],
        [0, 1],
      ]),
      null,
    ],
    [
      'a concave U',
      closeRing([
        [0, 0],
        [3, 0],
        [3, 3],
        [2, 3],
        [2, 1],
        [1, 1],
        [1, 3],
        [0, 3],
      ]),
      null,
    ],
    ['the same box drawn the other way round', [...BOX].reverse(), null],
    [
      'points on the antimeridian and the poles edge',
      closeRing([
        [-180, -90],
        [180, -90],
        [180, 90],
      ]),
      null,
    ],
    ['an open ring', BOX.slice(0, -1), CATALOG_MESSAGES.notClosed],
    [
      'two points',
      closeRing([
        [0, 0],
        [1, 1],
      ]),
      CATALOG_MESSAGES.tooFewPoints,
    ],
    [
      'three points of which two are the same',
      closeRing([
        [0, 0],
        [1, 1],
        [1, 1],
      ]),
      CATALOG_MESSAGES.tooFewPoints,
    ],
    ['an empty ring', [], CATALOG_MESSAGES.tooFewPoints],
    [
      'points on one line',
      closeRing([
        [0, 0],
        [1, 0],
        [2, 0],
      ]),
      CATALOG_MESSAGES.noArea,
    ],
    [
      'a bow tie (edges cross)',
      closeRing([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
      CATALOG_MESSAGES.crossing,
    ],
    [
      'a vertex touching an edge',
      closeRing([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 0],
        [0, 4],
      ]),
      CATALOG_MESSAGES.crossing,
    ],
    [
      'a spike folding back on its own edge',
      closeRing([
        [0, 0],
        [4, 0],
        [2, 0],
        [2, 3],
      ]),
      CATALOG_MESSAGES.crossing,
    ],
    [
      'a point visited twice',
      closeRing([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
        [1, 1],
      ]),
      CATALOG_MESSAGES.crossing,
    ],
    [
      'a latitude above 90',
      closeRing([
        [0, 0],
        [1, 91],
        [1, 0],
      ]),
      CATALOG_MESSAGES.coordinates,
    ],
    [
      'a longitude below -180',
      closeRing([
        [-181, 0],
        [1, 1],
        [1, 0],
      ]),
      CATALOG_MESSAGES.coordinates,
    ],
    [
      'a coordinate that is not a number',
      closeRing([
        [Number.NaN, 0],
        [1, 1],
        [1, 0],
      ]),
      CATALOG_MESSAGES.coordinates,
    ],
    ['more than 500 points', Array.from({ length: 501 }, (_, i) => [i / 1000, Math.sin(i)] as const), CATALOG_MESSAGES.tooManyPoints],
  ])('%s', (_name, ring, expected) => {
    expect(polygonProblem(ring)).toBe(expected);
  });

  it('accepts a 499-sided circle', () => {
    const points = Array.from({ length: 499 }, (_, i) => {
      const angle = (i / 499) * 2 * Math.PI;
      return [-121.5 + 0.01 * Math.cos(angle), 38.58 + 0.01 * Math.sin(angle)] as const;
    });
    expect(polygonProblem(closeRing(points))).toBeNull();
  });
});

describe('closeRing', () => {
  it('repeats the first point at the end once', () => {
    expect(closeRing(BOX.slice(0, -1))).toEqual(BOX);
    expect(closeRing(BOX)).toEqual(BOX);
    expect(closeRing([])).toEqual([]);
  });
});

describe('isHexColor', () => {
  it.each([
    ['#1e88e5', true],
    ['#ABCDEF', true],
    ['#abc', false],
    ['1e88e5', false],
    ['#1e88e5ff', false],
    ['#1e88eg', false],
    ['red', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected);
  });
});

describe('avatarIssue', () => {
  const png = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return bytes;
  };
  it.each([
    ['a PNG', png(100), null],
    ['a PNG of exactly 1 MB', png(AVATAR_MAX_BYTES), null],
    ['a PNG of 1 MB and a byte', png(AVATAR_MAX_BYTES + 1), CATALOG_MESSAGES.avatarSize],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), null],
    ['a WebP', new Uint8Array([...new TextEncoder().encode('RIFF'), 1, 2, 3, 4, ...new TextEncoder().encode('WEBPVP8 ')]), null],
    ['a GIF', new TextEncoder().encode('GIF89a......'), CATALOG_MESSAGES.avatarType],
    ['SVG text', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), CATALOG_MESSAGES.avatarType],
    ['a RIFF that is not WebP (WAV)', new TextEncoder().encode('RIFF1234WAVEfmt '), CATALOG_MESSAGES.avatarType],
  ])('%s', (_name, bytes, expected) => {
    expect(avatarIssue(bytes)).toBe(expected);
  });
});

describe('input schemas', () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('trims names and acronyms and names each missing field', () => {
    expect(groupInputSchema.parse({ name: '  Traffic Unit ', acronym: ' TU ' })).toEqual({ name: 'Traffic Unit', acronym: 'TU' });
    expect(messages(groupInputSchema.safeParse({ name: '   ', acronym: '' }))).toEqual([
      ['name', CATALOG_MESSAGES.nameRequired],
      ['acronym', CATALOG_MESSAGES.acronymRequired],
    ]);
  });

  it('limits names to 50, tag names to 30 and acronyms to 10 characters', () => {
    expect(messages(groupInputSchema.safeParse({ name: 'x'.repeat(51), acronym: 'y'.repeat(11) }))).toEqual([
      ['name', 'Use at most 50 characters.'],
      ['acronym', 'Use at most 10 characters.'],
    ]);
    expect(groupInputSchema.safeParse({ name: 'x'.repeat(50), acronym: 'y'.repeat(10) }).success).toBe(true);
    expect(messages(tagInputSchema.safeParse({ name: 'x'.repeat(31), color: '#000000' }))).toEqual([
      ['name', 'Use at most 30 characters.'],
    ]);
  });

  it('keeps a tag colour lower-case and refuses other forms', () => {
    expect(tagInputSchema.parse({ name: 'Night', color: '#A1B2C3' })).toEqual({ name: 'Night', color: '#a1b2c3' });
    expect(messages(tagInputSchema.safeParse({ name: 'Night', color: 'blue' }))).toEqual([['color', CATALOG_MESSAGES.color]]);
  });

  it('checks the area polygon with the same rule', () => {
    expect(areaInputSchema.safeParse({ name: 'Downtown', acronym: 'DT', polygon: BOX }).success).toBe(true);
    expect(
      messages(
        areaInputSchema.safeParse({
          name: 'Downtown',
          acronym: 'DT',
          polygon: closeRing([
            [0, 0],
            [1, 1],
            [1, 0],
            [0, 1],
          ]),
        }),
      ),
    ).toEqual([['polygon', CATALOG_MESSAGES.crossing]]);
  });
});
