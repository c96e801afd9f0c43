import { describe, expect, it } from 'vitest';
import type { AnalyticsPerson } from '../person-facts.ts';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { DoughnutConfig, GroupedBarConfig, HeatMapConfig, MapConfig, SankeyConfig, SeriesConfig } from '../widget-types.ts';
import type { RatioFigure } from './build.ts';
import { FORCE_WIDGETS } from './force.ts';

const widget = (id: string) => {
  const found = FORCE_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};
const bars = (config: GroupedBarConfig, series: string) => {
  const found = config.series.find((entry) => entry.name === series);
  if (!found) throw new Error(`no series ${series}`);
  return found.values as RatioFigure[];
};
/** Force with a tier, as California records it; `untiered` as the states with a use-of-force switch only. */
const handcuffOnly: Partial<AnalyticsPerson> = { force: true, forceTier: 0, forceActions: ['handcuffed'] };
const physical: Partial<AnalyticsPerson> = { force: true, forceTier: 2, forceActions: ['physical_compliance'] };
const untiered: Partial<AnalyticsPerson> = { force: true };

describe('force widgets (catalogue D)', () => {
  it('ships the seven D widgets, force by race on top, and no data on an empty period', () => {
    expect(FORCE_WIDGETS.map((entry) => entry.id)).toEqual([
      'force_rate_by_race',
      'force_tier_mix',
      'force_by_identity',
      'force_context_matrix',
      'force_trend',
      'force_path_sankey',
      'force_incident_map',
    ]);
    expect(FORCE_WIDGETS.filter((entry) => entry.top).map((entry) => entry.id)).toEqual(['force_rate_by_race']);
    expect(widget('force_tier_mix').needs).toEqual(['force', 'force_tier']);
    for (const entry of FORCE_WIDGETS) {
      const result = entry.compute(contextOf([]));
      expect([entry.id, result.hasData, result.limited]).toEqual([entry.id, false, false]);
    }
  });

  it('force_rate_by_race: per 1,000 officer-initiated persons, with and without restraint-only force, ratio to White', () => {
    const people = [
      ...many(4, { ...handcuffOnly, reportId: 'w1' }),
      ...many(6, { ...physical, reportId: 'w2' }),
      ...many(190, { reportId: 'w3' }),
      ...many(4, { race: 'black', ...handcuffOnly, reportId: 'b1' }),
      ...many(8, { race: 'black', ...physical, reportId: 'b2' }),
      ...many(88, { race: 'black', reportId: 'b3' }),
      // Calls for service are left out of the disparity view.
      ...many(20, { race: 'black', contactType: 'cfs', ...physical, reportId: 'c1' }),
    ];
    const result = widget('force_rate_by_race').compute(contextOf(people));
    const config = result.config as GroupedBarConfig;
    expect(result).toMatchObject({ hasData: true, limited: false });
    expect(config.unit).toBe('per_1000');
    expect(config.categories).toEqual(['White', 'Black']);
    const all = bars(config, 'All force');
    const excluding = bars(config, 'Force excluding restraint only');
    expect(all.map((bar) => [bar.value, bar.n, bar.hatched])).toEqual([
      [50, 200, true],
      [120, 100, true],
    ]);
    expect(excluding.map((bar) => [bar.value, bar.n])).toEqual([
      [30, 200],
      [80, 100],
    ]);
    // Wilson 10/200 = 2.74%-8.96%, per 1,000.
    expect(all[0]?.lower).toBeCloseTo(27.3826, 3);
    expect(all[0]?.upper).toBeCloseTo(89.5781, 3);
    expect(all[1]?.ratio?.value).toBeCloseTo(2.4, 6);
    expect(all[1]?.ratio?.lower).toBeCloseTo(1.07393, 4);
    expect(all[1]?.ratio?.upper).toBeCloseTo(5.36347, 4);
    expect(excluding[1]?.ratio?.value).toBeCloseTo(8 / 3, 6);
  });

  it('force_rate_by_race shows only all force when force is a yes/no switch (no restraint to leave out)', () => {
    const people = [...many(3, { ...untiered }), ...many(37)];
    const config = widget('force_rate_by_race').compute(contextOf(people)).config as GroupedBarConfig;
    expect(config.series.map((entry) => entry.name)).toEqual(['All force']);
    expect(bars(config, 'All force')[0]).toMatchObject({ value: 75, n: 40 });
  });

  it('force_tier_mix: persons with force by highest tier, in tier order, both contact types', () => {
    const people = [
      ...many(2, { ...handcuffOnly }),
      ...many(3, { ...physical, contactType: 'cfs' }),
      ...many(1, { force: true, forceTier: 4, forceActions: ['firearm_discharged', 'handcuffed'] }),
      ...many(1, { ...untiered }),
      ...many(10),
    ];
    const config = widget('force_tier_mix').compute(contextOf(people)).config as DoughnutConfig;
    expect(config.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['T0 Restraint (handcuffs)', 2],
      ['T2 Physical force', 3],
      ['T4 Firearm discharged', 1],
      ['Tier not recorded', 1],
    ]);
    expect(config.total).toBe(7);
    expect(config.percentage).toBe(true);
  });

  it('force_by_identity: with each flag against the complement from the totals, ratio on the flagged bar', () => {
    const people = [
      ...many(8, { identities: ['disability', 'mental_health'], ...physical, reportId: 'm1' }),
      ...many(32, { identities: ['disability', 'mental_health'], reportId: 'm2' }),
      ...many(4, { ...physical, reportId: 'o1' }),
      ...many(156, { reportId: 'o2' }),
      ...many(10, { identities: ['youth'], reportId: 'y1' }),
      // Calls for service are not counted (officer-initiated default).
      ...many(5, { identities: ['mental_health'], contactType: 'cfs', ...physical, reportId: 'c1' }),
    ];
    const result = widget('force_by_identity').compute(contextOf(people));
    const config = result.config as GroupedBarConfig;
    expect(result).toMatchObject({ hasData: true, limited: false });
    expect(config.categories).toEqual(['Disability', 'Mental-health disability', 'Under 18']);
    const flagged = bars(config, 'With');
    const others = bars(config, 'Without');
    expect(flagged.map((bar) => [bar.value, bar.n])).toEqual([
      [200, 40],
      [200, 40],
      [null, 10],
    ]);
    // Without disability: 4 of 170; without youth: 12 of 200.
    expect(others.map((bar) => [bar.value, bar.n])).toEqual([
      [(4 * 1000) / 170, 170],
      [(4 * 1000) / 170, 170],
      [60, 200],
    ]);
    expect(others[0]?.upper).toBeCloseTo(59.1464, 3);
    expect(flagged[0]?.ratio?.value).toBeCloseTo(8.5, 6);
    expect(flagged[0]?.ratio?.lower).toBeCloseTo(2.6921, 3);
    expect(flagged[0]?.ratio?.upper).toBeCloseTo(26.8378, 3);
    expect(flagged[2]?.ratio).toEqual({ value: null, lower: null, upper: null });
  });

  it('force_context_matrix: reason × contact type and light, per 1,000 with n, hidden under 30', () => {
    const people = [
      ...many(3, { ...physical, reportId: 'a' }),
      ...many(57, { reportId: 'b' }),
      ...many(40, { daylight: 'dark', reportId: 'c' }),
      ...many(2, { contactType: 'cfs', daylight: 'dark', ...physical, reportId: 'd' }),
      ...many(8, { contactType: 'cfs', daylight: 'dark', reportId: 'e' }),
      ...many(6, { contactType: 'cfs', reason: 'reasonable_suspicion', daylight: null, ...untiered, reportId: 'f' }),
      ...many(24, { contactType: 'cfs', reason: 'reasonable_suspicion', daylight: null, reportId: 'g' }),
    ];
    const result = widget('force_context_matrix').compute(contextOf(people));
    const config = result.config as HeatMapConfig;
    expect(result).toMatchObject({ hasData: true, limited: false });
    expect(config.rows).toEqual(['Traffic violation', 'Reasonable suspicion']);
    expect(config.columns).toEqual([
      'Officer-initiated · daylight',
      'Officer-initiated · dark',
      'Call for service · dark',
      'Call for service · light unknown',
    ]);
    expect(config.cells.map(([row, column, figure]) => [row, column, figure.value, figure.n])).toEqual([
      [0, 0, 50, 60],
      [0, 1, 0, 40],
      [0, 2, null, 10],
      [1, 3, 200, 30],
    ]);
    // 3 of 60: Clopper-Pearson 1.04%-13.92%.
    expect(config.cells[0]?.[2].lower).toBeCloseTo(10.4323, 3);
    expect(config.cells[0]?.[2].upper).toBeCloseTo(139.2432, 3);
  });

  it('force_trend: force per 1,000 persons per x-axis bucket with its band, and last year as a ghost line', () => {
    const first = Array.from({ length: 15 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`);
    const second = Array.from({ length: 16 }, (_, index) => `2026-03-${String(index + 16).padStart(2, '0')}`);
    const xAxis = [
      { label: '1-15 Mar', days: first },
      { label: '16-31 Mar', days: second },
    ];
    const people = [
      ...many(2, { day: '2026-03-03', ...physical, reportId: 'a' }),
      ...many(38, { day: '2026-03-03', reportId: 'b' }),
      ...many(1, { day: '2026-03-20', ...physical, reportId: 'c' }),
      ...many(19, { day: '2026-03-20', contactType: 'cfs', reportId: 'd' }),
    ];
    const lastYear = [...many(5, { day: '2025-03-05', ...physical, reportId: 'e' }), ...many(45, { day: '2025-03-05', reportId: 'f' })];
    const result = widget('force_trend').compute(contextOf(people, { lastYear }, { xAxis }));
    const config = result.config as SeriesConfig;
    expect(result).toMatchObject({ hasData: true, limited: false });
    expect(config.x).toEqual(['1-15 Mar', '16-31 Mar']);
    expect(config.unit).toBe('per_1000');
    const [now, ghost] = config.series;
    expect(now?.values).toEqual([50, null]);
    expect(now?.lower?.[0]).toBeCloseTo(6.1136, 3);
    expect(now?.upper?.[0]).toBeCloseTo(169.1969, 3);
    expect([now?.lower?.[1], now?.upper?.[1]]).toEqual([null, null]);
    expect(ghost?.name).toBe('Same time last year');
    expect(ghost?.values).toEqual([100, null]);
    const thin = widget('force_trend').compute(contextOf(many(10, { ...physical }), {}, { xAxis }));
    expect(thin).toMatchObject({ hasData: true, limited: true });
    expect((thin.config as SeriesConfig).series).toHaveLength(1);
  });

  it('force_path_sankey: reason → highest tier → result, persons with force only', () => {
    const people = [
      ...many(3, { ...handcuffOnly, results: ['no_action'] }),
      ...many(2, { ...physical, results: ['arrest'] }),
      ...many(1, {
        reason: 'reasonable_suspicion',
        force: true,
        forceTier: 3,
        forceActions: ['chemical_spray'],
        results: ['citation', 'arrest'],
      }),
      ...many(1, { ...untiered, results: ['warning'], contactType: 'cfs' }),
      ...many(5),
    ];
    const result = widget('force_path_sankey').compute(contextOf(people));
    const config = result.config as SankeyConfig;
    expect(result.hasData).toBe(true);
    expect(config.nodes.map((node) => node.name)).toEqual([
      'Traffic violation',
      'Reasonable suspicion',
      'T0 Restraint (handcuffs)',
      'T2 Physical force',
      'T3 Intermediate weapon',
      'Tier not recorded',
      'No action',
      'Warning',
      'Arrest',
    ]);
    expect(config.links.map((link) => [link.source, link.target, link.value])).toEqual([
      ['Traffic violation', 'T0 Restraint (handcuffs)', 3],
      ['Traffic violation', 'T2 Physical force', 2],
      ['Traffic violation', 'Tier not recorded', 1],
      ['Reasonable suspicion', 'T3 Intermediate weapon', 1],
      ['T0 Restraint (handcuffs)', 'No action', 3],
      ['T2 Physical force', 'Arrest', 2],
      ['T3 Intermediate weapon', 'Arrest', 1],
      ['Tier not recorded', 'Warning', 1],
    ]);
  });

  it('force_incident_map: ~1 km cells of reports with force, counted and coloured by tier', () => {
    const people = [
      ...many(2, { lat: 32.751, lng: -117.101, force: true, forceTier: 3, forceActions: ['chemical_spray'], reportId: 'a' }),
      ...many(1, { lat: 32.8, lng: -117.2, ...handcuffOnly, reportId: 'b' }),
      // The report's use-of-force switch without person-level force: untiered.
      ...many(1, { lat: 32.7, lng: -117.15, wasUseOfForce: true, reportId: 'c' }),
      ...many(1, { lat: null, lng: null, ...physical, reportId: 'd' }),
      ...many(4, { reportId: 'e' }),
    ];
    const result = widget('force_incident_map').compute(contextOf(people));
    const config = result.config as MapConfig;
    expect(result).toMatchObject({ hasData: true, limited: false });
    expect(config.mapData.map((point) => [point.coords.lat, point.coords.long, point.count, point.name])).toEqual([
      [32.75, -117.1, 2, 'T3 Intermediate weapon'],
      [32.8, -117.2, 1, 'T0 Restraint (handcuffs)'],
      [32.7, -117.15, 1, 'Tier not recorded'],
    ]);
    expect(config.mapData[0]?.colour).not.toEqual(config.mapData[1]?.colour);
    expect(config.filterMapOptions?.map((option) => option.label)).toEqual([
      'T0 Restraint (handcuffs)',
      'T3 Intermediate weapon',
      'Tier not recorded',
    ]);
    expect(config.filterMapOptions?.[1]?.colour).toEqual(config.mapData[0]?.colour);
  });
});
