import { describe, expect, it } from 'vitest';
import { colourAt } from '../palette.ts';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { DoughnutConfig, Figure, HeatMapConfig, SeriesConfig } from '../widget-types.ts';
import { type PeriodComparisonConfig, TIME_WIDGETS } from './time.ts';

const widget = (id: string) => {
  const found = TIME_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};
/** Two buckets: 1-2 March and 3 March. */
const xAxis = [
  { label: 'W1', days: ['2026-03-01', '2026-03-02'] },
  { label: 'W2', days: ['2026-03-03'] },
];

describe('time widgets', () => {
  it('ships the catalogue ids of section E, period_comparison as a top widget', () => {
    expect(TIME_WIDGETS.map((entry) => entry.id)).toEqual([
      'contacts_trend_by_type',
      'persons_trend_by_race',
      'search_hit_trend',
      'weekday_hour_heatmap',
      'period_comparison',
      'hours_by_reason_result',
    ]);
    expect(TIME_WIDGETS.filter((entry) => entry.top).map((entry) => entry.id)).toEqual(['period_comparison']);
  });

  it('contacts_trend_by_type stacks reports per bucket by contact type, second persons not counted', () => {
    const people = [
      ...many(2, { day: '2026-03-01', contactType: 'opa' }),
      ...many(1, { day: '2026-03-02', contactType: 'cfs' }),
      ...many(3, { day: '2026-03-03', contactType: 'cfs', reportId: 'c' }),
      ...many(3, { day: '2026-03-03', contactType: 'cfs', reportId: 'c', person: 1 }),
    ];
    const result = widget('contacts_trend_by_type').compute(contextOf(people, {}, { xAxis }));
    const config = result.config as SeriesConfig;
    expect(config.x).toEqual(['W1', 'W2']);
    expect(config.stacked).toBe('count');
    expect(config.series.map((line) => [line.name, line.values])).toEqual([
      ['Call For Service', [1, 3]],
      ['Officer Pro-active', [2, 0]],
    ]);
    expect(result.hasData).toBe(true);
    expect(widget('contacts_trend_by_type').compute(contextOf([], {}, { xAxis })).hasData).toBe(false);
  });

  it('persons_trend_by_race stacks persons per bucket, most persons first and Not recorded last', () => {
    const people = [
      ...many(2, { day: '2026-03-01', race: 'white' }),
      ...many(3, { day: '2026-03-03', race: 'white' }),
      ...many(3, { day: '2026-03-01', race: 'black' }),
      ...many(1, { day: '2026-03-03', race: null }),
      // A second person of a report counts as a person.
      ...many(1, { day: '2026-03-02', race: 'black', person: 1 }),
    ];
    const config = widget('persons_trend_by_race').compute(contextOf(people, {}, { xAxis })).config as SeriesConfig;
    expect(config.stacked).toBe('count');
    expect(config.series.map((line) => [line.name, line.values])).toEqual([
      ['White', [2, 3]],
      ['Black', [4, 0]],
      ['Not recorded', [0, 1]],
    ]);
    expect(widget('persons_trend_by_race').compute(contextOf([], {}, { xAxis })).hasData).toBe(false);
  });

  it('search_hit_trend gives the search rate and hit rate per bucket with Wilson bands, hidden under 30', () => {
    const people = [
      // W1: 100 persons, 40 searched, 10 of them with contraband.
      ...many(10, { day: '2026-03-01', searched: true, contraband: ['drugs'] }),
      ...many(30, { day: '2026-03-02', searched: true }),
      ...many(60, { day: '2026-03-02' }),
      // W2: 20 persons, 5 searched: both rates hidden.
      ...many(5, { day: '2026-03-03', searched: true }),
      ...many(15, { day: '2026-03-03' }),
    ];
    const result = widget('search_hit_trend').compute(contextOf(people, {}, { xAxis }));
    const [search, hit] = (result.config as SeriesConfig).series;
    expect(search?.name).toBe('Search rate');
    expect(search?.values).toEqual([0.4, null]);
    expect(search?.lower?.[0]).toBeCloseTo(0.309401, 5);
    expect(search?.upper?.[0]).toBeCloseTo(0.497997, 5);
    expect(search?.lower?.[1]).toBeNull();
    expect(hit?.name).toBe('Hit rate');
    expect(hit?.values).toEqual([0.25, null]);
    expect(hit?.lower?.[0]).toBeCloseTo(0.141871, 5);
    expect(hit?.upper?.[0]).toBeCloseTo(0.40194, 5);
    expect(result).toMatchObject({ limited: false, hasData: true });
  });

  it('search_hit_trend is limited when every bucket is too small, and has no data without persons', () => {
    const thin = widget('search_hit_trend').compute(contextOf(many(20, { day: '2026-03-01', searched: true }), {}, { xAxis }));
    expect((thin.config as SeriesConfig).series[0]?.values).toEqual([null, null]);
    expect(thin).toMatchObject({ limited: true, hasData: true });
    expect(widget('search_hit_trend').compute(contextOf([], {}, { xAxis }))).toMatchObject({ limited: false, hasData: false });
  });

  it('weekday_hour_heatmap counts reports per weekday and hour and hatches cells under 20', () => {
    const people = [
      ...many(25, { weekday: 1, minute: 8 * 60 + 30, reportId: 'm' }),
      ...many(25, { weekday: 1, minute: 8 * 60 + 30, reportId: 'm', person: 1 }),
      ...many(5, { weekday: 6, minute: 23 * 60 + 59 }),
    ];
    const result = widget('weekday_hour_heatmap').compute(contextOf(people));
    const config = result.config as HeatMapConfig;
    expect(config.rows).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(config.columns).toHaveLength(24);
    expect(config.columns[8]).toBe('08');
    expect(config.cells).toHaveLength(168);
    const cell = (row: number, column: number) => config.cells.find(([r, c]) => r === row && c === column)?.[2];
    expect(cell(1, 8)).toEqual({ value: 25, n: 25, hatched: false });
    expect(cell(6, 23)).toEqual({ value: 5, n: 5, hatched: true });
    expect(cell(0, 0)).toEqual({ value: 0, n: 0, hatched: true });
    expect(config.cells.reduce((sum, [, , figure]) => sum + (figure.value ?? 0), 0)).toBe(30);
    expect(widget('weekday_hour_heatmap').compute(contextOf([])).hasData).toBe(false);
  });

  describe('period_comparison', () => {
    // This period: 100 one-person reports, 60 officer-initiated; 30 searched (12 hits), 10 with force, 20 no action;
    // durations 50 × 20 min and 50 × 40 min.
    const current = [
      ...many(12, { reportId: 'a', searched: true, contraband: ['drugs'], duration: 20 }),
      ...many(18, { reportId: 'b', searched: true, duration: 20 }),
      ...many(10, { reportId: 'c', force: true, duration: 20 }),
      ...many(20, { reportId: 'd', results: ['no_action'], duration: 40 }),
      ...many(10, { reportId: 'e', contactType: 'cfs', duration: 20 }),
      ...many(30, { reportId: 'f', contactType: 'cfs', duration: 40 }),
    ];
    // Previous period: 50 officer-initiated reports, 5 searched (1 hit), no force, 10 no action, all 60 min.
    const previous = [
      ...many(1, { reportId: 'p1', day: '2026-02-10', searched: true, contraband: ['drugs'], duration: 60 }),
      ...many(4, { reportId: 'p2', day: '2026-02-10', searched: true, duration: 60 }),
      ...many(10, { reportId: 'p3', day: '2026-02-10', results: ['no_action'], duration: 60 }),
      ...many(35, { reportId: 'p4', day: '2026-02-10', duration: 60 }),
    ];
    const lastYear = current.map((entry) => ({ ...entry, day: '2025-03-10' }));
    const result = widget('period_comparison').compute(contextOf(current, { previous, lastYear }));
    const config = result.config as PeriodComparisonConfig;
    const values = (series: number) => config.series[series]?.values.map((figure) => figure.value);
    const flags = (series: number) => config.series[series]?.values.map((figure) => figure.significant);

    it('has the seven categories with their units and the three periods as series', () => {
      expect(config.categories).toEqual([
        'Contacts',
        'Proactive share',
        'Search rate',
        'Hit rate',
        'Force rate',
        'No-action rate',
        'Median duration',
      ]);
      expect(config.category_units).toEqual(['count', 'percent', 'percent', 'percent', 'percent', 'percent', 'minutes']);
      expect(config.series.map((series) => series.name)).toEqual(['This period', 'Previous period', 'Same period last year']);
      expect(result).toMatchObject({ limited: false, hasData: true });
    });

    it('computes each period from its own counters', () => {
      expect(values(0)).toEqual([100, 0.6, 0.3, 0.4, 0.1, 0.2, 20]);
      // Hit rate of the previous period: 1 of 5 searches, hidden (n < 30).
      expect(values(1)).toEqual([50, 1, 0.1, null, 0, 0.2, 60]);
      expect(values(2)).toEqual([100, 0.6, 0.3, 0.4, 0.1, 0.2, 20]);
      const search = config.series[0]?.values[2] as Figure;
      expect(search).toMatchObject({ n: 100, hatched: false });
      expect(search.lower).toBeCloseTo(0.218949, 5);
      expect(search.upper).toBeCloseTo(0.395849, 5);
      // 12 hits of 30 searches: shown but unstable.
      expect(config.series[0]?.values[3]).toMatchObject({ value: 0.4, n: 30, hatched: true });
      expect(config.series[0]?.values[6]).toEqual({ value: 20, n: 100, hatched: false });
    });

    it('marks comparison bars significant per §2 and leaves this period unmarked', () => {
      expect(flags(0)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
      // Contacts 100 vs 50 (Poisson z 4.1), share 0.6 vs 1 (z 5.2), search 0.3 vs 0.1 (z 2.7), hit: previous n < 30,
      // force 0.1 vs 0 (z 2.3), no action 0.2 vs 0.2, median: 0 of 100 vs 50 of 50 above the pooled median 40.
      expect(flags(1)).toEqual([true, true, true, false, true, false, true]);
      expect(flags(2)).toEqual([false, false, false, false, false, false, false]);
    });

    it('draws last year once when it is also the previous period (a year)', () => {
      const year = widget('period_comparison').compute(contextOf(current, { previous: lastYear, lastYear }, { previousIsLastYear: true }));
      const yearConfig = year.config as PeriodComparisonConfig;
      expect(yearConfig.series.map((series) => series.name)).toEqual(['This period', 'Same period last year']);
      expect(yearConfig.series[1]?.values.map((figure) => figure.value)).toEqual(values(2));
    });

    it('has no data without reports in the period and is limited when every rate is hidden', () => {
      expect(widget('period_comparison').compute(contextOf([], { previous })).hasData).toBe(false);
      const thin = widget('period_comparison').compute(contextOf(many(10)));
      expect(thin).toMatchObject({ limited: true, hasData: true });
      expect((thin.config as PeriodComparisonConfig).series[0]?.values.map((figure) => figure.value)).toEqual([
        10,
        null,
        null,
        null,
        null,
        null,
        20,
      ]);
    });
  });

  it('hours_by_reason_result sums capped report durations in hours by reason, not shares of persons', () => {
    const people = [
      ...many(3, { reportId: 't', reason: 'traffic', duration: 20 }),
      ...many(2, { reportId: 'w', reason: 'warrant', duration: 300 }),
      ...many(1, { reportId: 'z', reason: 'traffic', duration: 0 }),
      ...many(1, { reportId: 's', reason: 'reasonable_suspicion', duration: 90 }),
      ...many(1, { reportId: 't', reason: 'warrant', duration: 100, person: 1 }),
    ];
    const result = widget('hours_by_reason_result').compute(contextOf(people));
    const config = result.config as DoughnutConfig;
    expect(config.percentage).toBe(false);
    expect(config.data).toEqual([
      { name: 'Warrant', value: 8, colour: colourAt(0) },
      { name: 'Reasonable suspicion', value: 1.5, colour: colourAt(1) },
      { name: 'Traffic violation', value: 1, colour: colourAt(2) },
    ]);
    expect(config.total).toBe(10.5);
    expect(widget('hours_by_reason_result').compute(contextOf(many(2, { duration: null }))).hasData).toBe(false);
  });
});
