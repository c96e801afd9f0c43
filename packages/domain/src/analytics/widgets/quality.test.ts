import { describe, expect, it } from 'vitest';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { HeatMapConfig, RateCardConfig, SeriesConfig } from '../widget-types.ts';
import { anomalyBand, QUALITY_WIDGETS } from './quality.ts';

const widget = (id: string) => {
  const found = QUALITY_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};

describe('quality widgets', () => {
  it('ships H1-H3 for every agency and has no data on an empty set', () => {
    expect(QUALITY_WIDGETS.map((entry) => [entry.id, entry.kind, entry.needs])).toEqual([
      ['field_completeness', 'heat_map', []],
      ['volume_anomaly', 'gradient_line', []],
      ['duration_outliers', 'rate_card', []],
    ]);
    for (const entry of QUALITY_WIDGETS) expect(entry.compute(contextOf([])).hasData).toBe(false);
  });

  it('field_completeness gives the share of reports with each field, by month, predicated on searches and force', () => {
    const people = [
      ...many(30, { areaIds: ['area-1'] }),
      ...many(5, { race: null, gender: null, searched: true, basis: ['consent_given'], contraband: ['drugs'], contrabandRecorded: true }),
      ...many(5, { race: 'other', searched: true }), // 'other' is not complete; searched without basis or contraband
      ...many(5, { reportId: 'second', person: 1, race: null }), // second persons: the report's first person is read
      ...many(5, { day: '2026-02-27', duration: 0 }),
    ];
    const result = widget('field_completeness').compute(contextOf(people));
    const config = result.config as HeatMapConfig;
    expect(config.columns).toEqual(['Feb 2026', 'Mar 2026']);
    expect(config.rows).toEqual([
      'Perceived race',
      'Perceived gender',
      'Perceived age',
      'Reason for contact',
      'Result',
      'Coordinates',
      'Duration (plausible)',
      'Area assigned',
      'Basis for search (when searched)',
      'Contraband recorded (when searched)',
      'Force type (when force used)',
    ]);
    const cell = (row: number, column: number) => config.cells.find(([r, c]) => r === row && c === column)?.[2];
    expect(cell(0, 1)).toMatchObject({ value: 0.75, n: 40, hatched: false });
    expect(cell(0, 1)?.lower).toBeCloseTo(0.5981, 3);
    expect(cell(0, 1)?.upper).toBeCloseTo(0.8581, 3);
    expect(cell(1, 1)).toMatchObject({ value: 35 / 40, n: 40 });
    expect(cell(7, 1)).toMatchObject({ value: 0.75, n: 40 });
    expect(cell(8, 1)).toMatchObject({ value: 0.5, n: 10, hatched: true }); // only the 10 searched reports
    expect(cell(9, 1)).toMatchObject({ value: 0.5, n: 10, hatched: true });
    expect(cell(6, 0)).toMatchObject({ value: 0, lower: 0, n: 5, hatched: true });
    expect(cell(6, 0)?.upper).toBeCloseTo(0.5218, 3);
    expect(cell(0, 0)).toMatchObject({ value: 1, n: 5, hatched: true });
    expect(cell(10, 0)).toBeUndefined(); // nobody had force: no cell
    expect(cell(10, 1)).toBeUndefined();
    expect(config.cells).toHaveLength(2 * 10 - 2); // basis and contraband do not apply in February
    expect([result.limited, result.hasData]).toEqual([false, true]);
  });

  it('volume_anomaly sums daily reports on the x-axis with a rolling median ± 3 robust SD band', () => {
    const days = Array.from({ length: 31 }, (_, index) => index + 1);
    const people = days.flatMap((day) => {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      const count = day === 15 ? 40 : day === 20 ? 0 : 10;
      return [...many(Math.max(count - 2, 0), { day: date }), ...many(count ? 2 : 0, { day: date, contactType: 'cfs' })];
    });
    people.push(...many(3, { day: '2026-03-01', reportId: 'second', person: 1 })); // not reports
    const config = widget('volume_anomaly').compute(contextOf(people)).config as SeriesConfig;
    const series = config.series[0];
    if (!series) throw new Error('no series');
    expect(config.x).toHaveLength(31);
    expect(config.x[0]).toBe('2026-03-01');
    expect(series.values[0]).toBe(10);
    expect(series.values[14]).toBe(40);
    expect(series.values[19]).toBe(0);
    // Around day 15 the window is 10,10,10,40,10,10,10: median 10, MAD 0, so the spread is √10.
    expect(series.lower?.[14]).toBeCloseTo(10 - 3 * Math.sqrt(10), 6);
    expect(series.upper?.[14]).toBeCloseTo(10 + 3 * Math.sqrt(10), 6);
    expect(series.values[14]).toBeGreaterThan(series.upper?.[14] as number);
    expect(series.values[19]).toBeLessThan(series.lower?.[19] as number);
    expect(series.values[5]).toBeLessThanOrEqual(series.upper?.[5] as number);
  });

  it('anomalyBand shifts the window inward at the ends and uses 1.4826 × MAD when wider than √median', () => {
    const { lower, upper } = anomalyBand([1, 2, 3, 4, 5, 6, 7, 100]);
    // Last point: window 2..7,100, median 5, MAD 2, spread 2.9652.
    expect(lower[7]).toBe(0);
    expect(upper[7]).toBeCloseTo(5 + 3 * 1.4826 * 2, 6);
    // First point: window 1..7, median 4, MAD 2.
    expect(upper[0]).toBeCloseTo(4 + 3 * 1.4826 * 2, 6);
    expect(anomalyBand([0, 0, 0])).toEqual({ lower: [0, 0, 0], upper: [3, 3, 3] });
  });

  it('duration_outliers gives reports with a duration of 0 or less or at the cap over reports with a duration', () => {
    const people = [
      ...many(40, { duration: 20 }),
      ...many(3, { duration: 0 }),
      ...many(2, { duration: -5 }),
      ...many(5, { duration: 300 }),
      ...many(5, { duration: null }),
      ...many(4, { reportId: 'second', person: 1, duration: 0 }),
    ];
    const result = widget('duration_outliers').compute(contextOf(people, { previous: many(50, { duration: 15 }) }));
    const config = result.config as RateCardConfig;
    expect(config.value).toMatchObject({ value: 0.2, n: 50, hatched: false });
    expect(config.value.lower).toBeCloseTo(0.1124, 3);
    expect(config.value.upper).toBeCloseTo(0.3304, 3);
    expect(config.subtitle).toBe('5 at 0 min or less · 5 at 240 min or more · of 50 durations');
    expect(config.deltas?.[0]).toMatchObject({ previous: 0, significant: true });
    expect(config.deltas?.[0]?.change).toBeCloseTo(0.2, 9);
    expect([result.limited, result.hasData]).toEqual([false, true]);
  });

  it('duration_outliers shows a small agency its share, hatched, rather than hiding it', () => {
    const config = widget('duration_outliers').compute(contextOf([...many(1, { duration: 0 }), ...many(9)])).config as RateCardConfig;
    expect(config.value).toMatchObject({ value: 0.1, n: 10, hatched: true });
    expect(config.value.lower).toBeCloseTo(0.0025, 4); // Clopper-Pearson: 1 − 0.975^(1/10)
  });
});
