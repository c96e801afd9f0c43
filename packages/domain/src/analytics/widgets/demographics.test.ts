import { describe, expect, it } from 'vitest';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { DoughnutConfig, GroupedBarConfig, HeatMapConfig, RankingCardConfig } from '../widget-types.ts';
import type { RatioFigure } from './build.ts';
import { DEMOGRAPHIC_WIDGETS, mantelHaenszel, type VeilOfDarknessConfig } from './demographics.ts';

const widget = (id: string) => {
  const found = DEMOGRAPHIC_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};
const values = (config: GroupedBarConfig, series: number) => config.series[series]?.values.map((figure) => figure.value);
const ratioOf = (config: GroupedBarConfig, series: number, category: number) =>
  (config.series[series]?.values[category] as RatioFigure | undefined)?.ratio;

describe('demographic widgets', () => {
  it('declares the ★ widgets, needs and the officer-initiated context label', () => {
    expect(DEMOGRAPHIC_WIDGETS.filter((entry) => entry.top).map((entry) => entry.id)).toEqual([
      'stop_rate_ratio',
      'actions_by_race',
      'result_by_race',
      'veil_of_darkness',
    ]);
    expect(widget('actions_by_race').needs).toEqual(['race', 'actions']);
    expect(widget('veil_of_darkness').needs).toEqual(['race', 'reason']);
    expect(widget('actions_by_race').contextLabel).toBe('Officer-initiated stops · persons');
    for (const entry of DEMOGRAPHIC_WIDGETS) expect(entry.compute(contextOf([])).hasData).toBe(false);
  });

  it('persons_by_race shares persons of every contact type by perceived race, with the footnote', () => {
    const people = [
      ...many(30),
      ...many(20, { race: 'black' }),
      ...many(10, { race: 'hispanic', contactType: 'cfs' }),
      ...many(5, { race: null }),
    ];
    const config = widget('persons_by_race').compute(contextOf(people)).config as DoughnutConfig;
    expect(config.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['White', 30],
      ['Black', 20],
      ['Hispanic/Latine', 10],
      ['Not recorded', 5],
    ]);
    expect(config.total).toBe(65);
    expect(widget('persons_by_race').info).toContain('perceived by the officer, not self-reported');
  });

  describe('race_share_vs_population', () => {
    const population = { total: 100_000, byRace: { white: 60_000, black: 25_000, hispanic: 15_000 } };
    const people = [
      ...many(60),
      ...many(40, { race: 'black' }),
      ...many(10, { race: null }), // no recorded race: out of the shares
      ...many(50, { race: 'hispanic', contactType: 'cfs' }), // calls for service: out
    ];

    it('puts each group share of officer-initiated persons beside its share of residents', () => {
      const result = widget('race_share_vs_population').compute(contextOf(people, {}, { population }));
      const config = result.config as GroupedBarConfig;
      expect(config.categories).toEqual(['White', 'Black', 'Hispanic/Latine']);
      expect(values(config, 0)).toEqual([0.6, 0.4, 0]);
      expect(config.series[0]?.values[0]?.lower).toBeCloseTo(0.502, 3);
      expect(config.series[0]?.values[0]?.upper).toBeCloseTo(0.6906, 3);
      expect(config.series[0]?.values[2]?.upper).toBeCloseTo(0.0362, 3); // Clopper-Pearson for 0 of 100
      expect(config.series[0]?.values[0]?.n).toBe(100);
      expect(values(config, 1)).toEqual([0.6, 0.25, 0.15]);
      expect([result.limited, result.hasData]).toEqual([false, true]);
    });

    it('is limited without a population and under tag or officer filters', () => {
      for (const rest of [{ population: null }, { population, tagFiltered: true }, { population, officerFiltered: true }]) {
        const result = widget('race_share_vs_population').compute(contextOf(people, {}, rest));
        expect(result).toMatchObject({ limited: true, hasData: true });
        expect((result.config as GroupedBarConfig).series).toEqual([]);
      }
    });
  });

  describe('stop_rate_ratio', () => {
    const people = [
      ...many(300),
      ...many(200, { race: 'black' }),
      ...many(10, { race: 'asian' }),
      ...many(500, { race: 'black', contactType: 'cfs' }),
    ];
    const population = { total: 50_000, byRace: { white: 30_000, black: 10_000, asian: 80 } };

    it('ranks per-resident stop-rate ratios to White with a log interval, suppressing a group of 100 residents or fewer', () => {
      const result = widget('stop_rate_ratio').compute(contextOf(people, {}, { population }));
      const config = result.config as RankingCardConfig;
      expect(config.unit).toBe('ratio');
      expect(config.ranking_list.map((row) => row.elements[0]?.label)).toEqual(['Black', 'White', 'Asian']);
      const [black, white, asian] = config.ranking_list;
      expect(black?.value.value).toBeCloseTo(2, 9);
      expect(black?.value.lower).toBeCloseTo(1.6723, 3);
      expect(black?.value.upper).toBeCloseTo(2.3918, 3);
      expect(black?.value).toMatchObject({ n: 200, hatched: false });
      expect(black?.elements[0]).toEqual({
        label: 'Black',
        tooltip_value: '235.5 per 1,000 residents a year',
        detail: '200 stops · 10,000 residents',
      });
      expect(white?.value).toEqual({ value: 1, n: 300, hatched: false });
      expect(white?.elements[0]).toMatchObject({
        tooltip_value: '117.7 per 1,000 residents a year',
        detail: 'reference · 300 stops · 30,000 residents',
      });
      expect(asian?.value).toEqual({ value: null, n: 10 });
      expect(asian?.elements[0]?.detail).toBe('10 stops · race population too small (≤ 100)');
      expect(config.header.info_message).toContain('6 months or more');
      expect(result.limited).toBe(false);
    });

    it('is limited under 10,000 residents, without a population, and under officer or tag filters', () => {
      const cases: Array<[Parameters<typeof contextOf>[2], string]> = [
        [{ population: { total: 9_000, byRace: { white: 6_000, black: 3_000 } } }, 'Population too small (< 10,000).'],
        [{ population: null }, "Needs the jurisdiction's residents by race (ACS 5-year), entered in the agency settings."],
        [
          { population, tagFiltered: true },
          'Not available under officer or tag filters: the resident population cannot be filtered that way.',
        ],
        [
          { population, officerFiltered: true },
          'Not available under officer or tag filters: the resident population cannot be filtered that way.',
        ],
      ];
      for (const [rest, message] of cases) {
        const result = widget('stop_rate_ratio').compute(contextOf(people, {}, rest));
        const config = result.config as RankingCardConfig;
        expect([result.limited, result.hasData, config.ranking_list]).toEqual([true, true, []]);
        expect(config.header.info_message).toBe(message);
      }
    });
  });

  it('age_gender_profile counts persons by age band and perceived gender', () => {
    const people = [
      ...many(3, { age: 17, gender: 'man' }),
      ...many(2, { age: 30, gender: 'woman' }),
      ...many(1, { age: 30, gender: null }),
      ...many(4, { age: 70, gender: 'nonbinary', contactType: 'cfs' }),
      ...many(7, { age: null }),
    ];
    const config = widget('age_gender_profile').compute(contextOf(people)).config as GroupedBarConfig;
    expect(config.categories).toEqual(['<18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+']);
    expect(config.series.map((series) => series.name)).toEqual(['Man', 'Woman', 'Non-binary', 'Not recorded']);
    expect(values(config, 0)).toEqual([3, 0, 0, 0, 0, 0, 0]);
    expect(values(config, 1)).toEqual([0, 0, 2, 0, 0, 0, 0]);
    expect(values(config, 2)).toEqual([0, 0, 0, 0, 0, 0, 4]);
    expect(values(config, 3)).toEqual([0, 0, 1, 0, 0, 0, 0]);
  });

  it('identity_groups_profile compares rates with and without each identity, with the ratio and its interval', () => {
    const people = [
      ...many(20, { identities: ['disability'], searched: true }),
      ...many(20, { identities: ['disability'] }),
      ...many(5, { identities: ['lgbt'] }),
      ...many(6, { searched: true }),
      ...many(49),
    ];
    const result = widget('identity_groups_profile').compute(contextOf(people));
    const config = result.config as GroupedBarConfig;
    expect(config.categories).toEqual(['Disability', 'LGB+']);
    expect(config.series.map((series) => series.name)).toEqual([
      'Share of persons',
      'Searched · with',
      'Searched · without',
      'Handcuffed · with',
      'Handcuffed · without',
      'Force · with',
      'Force · without',
    ]);
    expect(values(config, 0)).toEqual([0.4, 0.05]);
    expect(config.series[1]?.values[0]).toMatchObject({ value: 0.5, n: 40, hatched: true });
    expect(config.series[1]?.values[0]?.lower).toBeCloseTo(0.352, 3);
    expect(config.series[2]?.values[0]).toMatchObject({ value: 0.1, n: 60, hatched: true });
    expect(config.series[1]?.values[1]).toMatchObject({ value: null, n: 5 }); // 5 persons: hidden
    expect(config.series[2]?.values[1]).toMatchObject({ value: 26 / 95, n: 95 });
    // The with-flag bar carries its ratio to the without bar: 0.5 / 0.1.
    const searched = ratioOf(config, 1, 0);
    expect(searched?.value).toBeCloseTo(5, 9);
    expect(searched?.lower).toBeCloseTo(2.2024, 3);
    expect(searched?.upper).toBeCloseTo(11.3515, 3);
    expect(ratioOf(config, 2, 0)).toBeUndefined(); // the without bar is the reference
    // Nobody handcuffed: the ratio is undefined, not 0; a hidden rate (5 persons) has no ratio either.
    expect(ratioOf(config, 3, 0)?.value).toBeNull();
    expect(ratioOf(config, 1, 1)?.value).toBeNull();
    expect(result.limited).toBe(false);
  });

  it('reason_by_race gives each group 100% of its officer-initiated persons by reason, stacked, hiding groups under 30', () => {
    const people = [
      ...many(30),
      ...many(10, { reason: 'reasonable_suspicion' }),
      ...many(15, { race: 'black' }),
      ...many(15, { race: 'black', reason: 'reasonable_suspicion' }),
      ...many(10, { race: 'asian' }),
      ...many(40, { race: 'black', reason: 'call_for_service', contactType: 'cfs' }),
    ];
    const config = widget('reason_by_race').compute(contextOf(people)).config as GroupedBarConfig;
    expect(config.stacked).toBe(true);
    expect(config.categories).toEqual(['White', 'Black', 'Asian']);
    expect(config.series.map((series) => series.name)).toEqual(['Traffic violation', 'Reasonable suspicion']);
    expect(values(config, 0)).toEqual([0.75, 0.5, null]);
    expect(values(config, 1)).toEqual([0.25, 0.5, null]);
    expect(config.series[0]?.values[0]?.lower).toBeCloseTo(0.5981, 3);
    expect(config.series[1]?.values[1]).toMatchObject({ n: 30, hatched: true });
  });

  describe('actions_by_race', () => {
    it('fills race × action cells with the share of the group, hatched or hidden by the small-number rules', () => {
      const people = [
        ...many(30, { actions: ['curbside_detention'] }),
        ...many(10, { actions: ['handcuffed'] }),
        ...many(60),
        ...many(25, { race: 'black', actions: ['curbside_detention'] }),
        ...many(15, { race: 'black', actions: ['handcuffed'] }),
        ...many(10, { race: 'black' }),
        ...many(10, { race: 'hispanic', actions: ['curbside_detention'] }),
        ...many(10, { race: 'hispanic' }),
      ];
      const result = widget('actions_by_race').compute(contextOf(people));
      const config = result.config as HeatMapConfig;
      expect(config.rows).toEqual(['White', 'Black', 'Hispanic/Latine']);
      expect(config.columns).toHaveLength(14);
      expect(config.columns.slice(0, 4)).toEqual(['Removed from vehicle', 'Curbside detention', 'Patrol-car detention', 'Handcuffed']);
      expect(config.cells).toHaveLength(42);
      const cell = (row: number, column: number) => config.cells.find(([r, c]) => r === row && c === column)?.[2];
      expect(cell(0, 1)).toMatchObject({ value: 0.3, n: 100, hatched: false });
      expect(cell(0, 1)?.lower).toBeCloseTo(0.2189, 3);
      expect(cell(0, 1)?.upper).toBeCloseTo(0.3958, 3);
      expect(cell(1, 1)).toMatchObject({ value: 0.5, n: 50, hatched: true });
      expect(cell(1, 3)).toMatchObject({ value: 0.3, n: 50, hatched: true });
      expect(cell(0, 0)).toMatchObject({ value: 0, lower: 0, n: 100, hatched: true });
      expect(cell(0, 0)?.upper).toBeCloseTo(0.0362, 3);
      expect(cell(2, 1)).toMatchObject({ value: null, lower: null, n: 20 });
      expect(result.limited).toBe(false);
    });

    it('is limited when no group reaches 30 persons', () => {
      const result = widget('actions_by_race').compute(contextOf([...many(29), ...many(29, { race: 'black' })]));
      expect([result.limited, result.hasData]).toEqual([true, true]);
    });
  });

  it('result_by_race gives result shares by group and the ratio to White for no action and arrest', () => {
    const people = [
      ...many(20, { results: ['no_action'] }),
      ...many(10, { results: ['arrest'] }),
      ...many(70, { results: ['citation'] }),
      ...many(20, { race: 'black', results: ['no_action'] }),
      ...many(10, { race: 'black', results: ['arrest', 'citation'] }),
      ...many(20, { race: 'black', results: ['citation'] }),
    ];
    const config = widget('result_by_race').compute(contextOf(people)).config as GroupedBarConfig;
    expect(config.categories).toEqual(['White', 'Black']);
    expect(config.series.map((series) => series.name)).toEqual(['No action', 'Warning', 'Citation', 'Arrest', 'Other']);
    expect(values(config, 0)).toEqual([0.2, 0.4]);
    expect(values(config, 2)).toEqual([0.7, 0.6]); // several results count in each
    expect(values(config, 3)).toEqual([0.1, 0.2]);
    expect(config.series[0]?.values[1]).toMatchObject({ n: 50, hatched: true }); // 20 of 50: shown, unstable under 60 persons
    expect(ratioOf(config, 0, 0)).toBeUndefined(); // White is the reference
    const noAction = ratioOf(config, 0, 1);
    expect(noAction?.value).toBeCloseTo(2, 9);
    expect(noAction?.lower).toBeCloseTo(1.1908, 3);
    expect(noAction?.upper).toBeCloseTo(3.3592, 3);
    const arrest = ratioOf(config, 3, 1);
    expect(arrest?.value).toBeCloseTo(2, 9);
    expect(arrest?.lower).toBeCloseTo(0.8914, 3); // includes 1
    expect(arrest?.upper).toBeCloseTo(4.4873, 3);
  });

  describe('veil_of_darkness', () => {
    const slice = (minute: number, light: 'light' | 'dark', black: number, white: number) => [
      ...many(black, { race: 'black', minute, daylight: light }),
      ...many(white, { race: 'white', minute, daylight: light }),
    ];
    const window = [
      ...slice(18 * 60 + 7, 'dark', 60, 140),
      ...slice(18 * 60, 'light', 40, 160),
      ...slice(20 * 60, 'dark', 100, 200),
      ...slice(20 * 60 + 14, 'light', 50, 250),
    ];
    const ignored = [
      ...many(50, { race: 'black', minute: 19 * 60, daylight: 'twilight' }),
      ...many(50, { race: 'black', minute: 21 * 60, daylight: 'dark', contactType: 'cfs' }),
      ...many(50, { race: 'black', minute: 21 * 60, daylight: 'dark', reason: 'reasonable_suspicion' }),
      ...many(50, { race: 'black', minute: 15 * 60, daylight: 'light' }),
      ...many(50, { race: 'hispanic', minute: 21 * 60, daylight: 'dark' }),
    ];

    it('pools the dark-vs-light odds ratio of the Black share over 15-minute slices (Mantel-Haenszel) and draws the slices', () => {
      const result = widget('veil_of_darkness').compute(contextOf([...window, ...ignored]));
      const config = result.config as VeilOfDarknessConfig;
      expect(config.categories).toHaveLength(24);
      expect([config.categories[0], config.categories[8], config.categories[16]]).toEqual(['16:00', '18:00', '20:00']);
      expect(config.series.map((series) => series.name)).toEqual(['Daylight', 'Dark']);
      expect(config.series[1]?.values[8]).toMatchObject({ value: 0.3, n: 200 });
      expect(config.series[0]?.values[8]).toMatchObject({ value: 0.2, n: 200 });
      expect(config.series[0]?.values[16]).toMatchObject({ value: 50 / 300, n: 300 });
      expect(config.series[0]?.values[0]).toMatchObject({ value: null, n: 0 });
      expect(config.headline.minority).toBe('black');
      expect(config.headline.value.n).toBe(1000);
      expect(config.headline.value.value).toBeCloseTo(2.1413, 3);
      expect(config.headline.value.lower).toBeCloseTo(1.5937, 3);
      expect(config.headline.value.upper).toBeCloseTo(2.8771, 3);
      expect([result.limited, result.hasData]).toEqual([false, true]);
    });

    it('shows insufficient data under 1,000 stops and is limited under officer or tag filters', () => {
      const thin = widget('veil_of_darkness').compute(contextOf(window.slice(1)));
      const config = thin.config as VeilOfDarknessConfig;
      expect(thin.limited).toBe(true);
      expect(config.headline.value).toEqual({ value: null, n: 999 });
      expect(config.headline.label).toBe('Insufficient data: 999 of the 1,000 stops needed');
      for (const rest of [{ officerFiltered: true }, { tagFiltered: true }]) {
        const result = widget('veil_of_darkness').compute(contextOf(window, {}, rest));
        expect(result.limited).toBe(true);
        expect((result.config as VeilOfDarknessConfig).headline.value.value).toBeNull();
      }
    });

    it('mantelHaenszel weighs each slice and ignores slices without both light and dark', () => {
      // One stratum: the plain odds ratio 60·160 / (140·40).
      expect(mantelHaenszel([{ a: 60, b: 140, c: 40, d: 160 }]).value).toBeCloseTo(9600 / 5600, 9);
      expect(
        mantelHaenszel([
          { a: 60, b: 140, c: 40, d: 160 },
          { a: 30, b: 70, c: 0, d: 0 },
        ]).value,
      ).toBeCloseTo(9600 / 5600, 9);
      expect(mantelHaenszel([{ a: 10, b: 0, c: 0, d: 10 }])).toEqual({ value: null, lower: null, upper: null });
    });
  });

  it('duration_by_race_like_outcomes gives the median and IQR of comparable traffic stops, hiding groups under 30', () => {
    const people = [
      ...many(10, { duration: 10 }),
      ...many(15, { duration: 22 }),
      ...many(15, { duration: 40, results: ['warning', 'no_action'] }),
      ...many(20, { duration: 200, results: ['citation', 'arrest'] }), // not a like outcome
      ...many(20, { duration: 200, reason: 'reasonable_suspicion' }), // not a traffic stop
      ...many(20, { duration: 200, contactType: 'cfs' }),
      ...many(10, { race: 'black', duration: 30 }),
    ];
    const result = widget('duration_by_race_like_outcomes').compute(contextOf(people));
    const config = result.config as GroupedBarConfig;
    expect(config.unit).toBe('minutes');
    expect(config.categories).toEqual(['White', 'Black']);
    expect(config.series[0]?.values).toEqual([
      { value: 20, lower: 10, upper: 40, n: 40, hatched: true },
      { value: null, lower: null, upper: null, n: 10 },
    ]);
    expect(result.limited).toBe(false);
  });
});
