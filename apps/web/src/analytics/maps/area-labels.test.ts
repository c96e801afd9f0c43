import { describe, expect, it } from 'vitest';
import { areaLabelPoints, nameForms, poleOfInaccessibility } from './area-labels.ts';

const area = (name: string, acronym: string, polygon: Array<[number, number]>) => ({ id: name, name, acronym, polygon });

describe('area labels', () => {
  it("writes a rectangle's name at its centre", () => {
    const [x, y] = poleOfInaccessibility(
      [
        [0, 0],
        [4, 0],
        [4, 2],
        [0, 2],
      ],
      0.01,
    );
    expect(x).toBeCloseTo(2, 1);
    expect(y).toBeCloseTo(1, 5);
  });

  it("keeps an L-shaped area's name inside it, where the mean of its corners (3.67, 3.67) falls outside", () => {
    // An L: a 10 x 2 bar along the bottom and a 2 x 10 bar up the left side.
    const ring: Array<[number, number]> = [
      [0, 0],
      [10, 0],
      [10, 2],
      [2, 2],
      [2, 10],
      [0, 10],
    ];
    const [x, y] = poleOfInaccessibility(ring, 0.001);
    // The farthest point from the edge is in the corner where the bars meet, on its diagonal: t from both outer edges
    // and (2 - t) * sqrt(2) from the inner corner, equal at t = 2 * sqrt(2) / (1 + sqrt(2)), about 1.17.
    const t = (2 * Math.SQRT2) / (1 + Math.SQRT2);
    expect(x).toBeCloseTo(t, 1);
    expect(y).toBeCloseTo(t, 1);
  });

  it("places a U-shaped area's name in one of its arms, not in the gap between them", () => {
    const ring: Array<[number, number]> = [
      [0, 0],
      [9, 0],
      [9, 9],
      [6, 9],
      [6, 2],
      [3, 2],
      [3, 9],
      [0, 9],
    ];
    const [x] = poleOfInaccessibility(ring, 0.01);
    expect(x < 3 || x > 6).toBe(true);
  });

  it('names the larger area first, at its centre measured on the ground, and skips areas without a polygon', () => {
    const labels = areaLabelPoints([
      area('Downtown', 'DT', [
        [-121.51, 38.57],
        [-121.48, 38.57],
        [-121.48, 38.59],
        [-121.51, 38.59],
      ]),
      area('Midtown', 'MT', [
        [-121.48, 38.56],
        [-121.45, 38.56],
        [-121.45, 38.59],
        [-121.48, 38.59],
      ]),
      area('Unmapped', 'UM', []),
    ]);
    expect(labels.map((label) => label.name)).toEqual(['Midtown', 'Downtown']);
    expect(labels[0]?.at[0]).toBeCloseTo(-121.465, 3);
    expect(labels[0]?.at[1]).toBeCloseTo(38.575, 3);
    expect(labels[1]?.acronym).toBe('DT');
  });

  it('offers the acronym as a shorter form only when it is one', () => {
    expect(nameForms({ name: 'Downtown', acronym: 'DT' })).toEqual(['Downtown', 'DT']);
    expect(nameForms({ name: 'North', acronym: 'North' })).toEqual(['North']);
    expect(nameForms({ name: 'East', acronym: '' })).toEqual(['East']);
  });
});
