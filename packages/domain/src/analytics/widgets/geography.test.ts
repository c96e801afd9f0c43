import { describe, expect, it } from 'vitest';
import { colourAt } from '../palette.ts';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { MapConfig, MapPoint, RankingCardConfig } from '../widget-types.ts';
import { AREA_RANKING_TOP, type AreaMapConfig, colourCap, GEOGRAPHY_WIDGETS } from './geography.ts';

const widget = (id: string) => {
  const found = GEOGRAPHY_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};

/** Report points as the server sends them (newest first), named by contact type. */
const points: MapPoint[] = [
  { coords: { lat: 32.7, long: -117.1 }, incident_number: 'A-3', name: 'Officer Pro-active', colour: colourAt(1) },
  { coords: { lat: 32.8, long: -117.2 }, incident_number: 'A-2', name: 'Call For Service', colour: colourAt(0) },
  { coords: { lat: 32.9, long: -117.3 }, incident_number: 'A-1', name: 'Officer Pro-active', colour: colourAt(1) },
];

describe('geography widgets', () => {
  it('ships the catalogue ids of section F', () => {
    expect(GEOGRAPHY_WIDGETS.map((entry) => entry.id)).toEqual([
      'contacts_cluster_map',
      'area_metric_map',
      'contact_pattern_map',
      'area_ranking',
    ]);
  });

  it('contacts_cluster_map counts reports per cell and contact type, biggest first, without reports lacking coordinates', () => {
    const people = [
      ...many(3, { reportId: 'o', lat: 32.75, lng: -117.1 }),
      ...many(3, { reportId: 'o', lat: 32.75, lng: -117.1, person: 1 }),
      ...many(2, { contactType: 'cfs', lat: 32.751, lng: -117.104 }),
      ...many(1, { lat: 33.001, lng: -117.2 }),
      ...many(4, { lat: null, lng: null }),
    ];
    const result = widget('contacts_cluster_map').compute(contextOf(people));
    const config = result.config as MapConfig;
    expect(config.mapData).toEqual([
      { coords: { lat: 32.75, long: -117.1 }, count: 3, name: 'Officer Pro-active', colour: colourAt(1) },
      { coords: { lat: 32.75, long: -117.1 }, count: 2, name: 'Call For Service', colour: colourAt(0) },
      { coords: { lat: 33, long: -117.2 }, count: 1, name: 'Officer Pro-active', colour: colourAt(1) },
    ]);
    expect(config.filterMapOptions).toEqual([
      { label: 'Call For Service', colour: colourAt(0) },
      { label: 'Officer Pro-active', colour: colourAt(1) },
    ]);
    expect(config.options).toEqual(['Call For Service', 'Officer Pro-active']);
    expect(result).toMatchObject({ limited: false, hasData: true });
    expect(widget('contacts_cluster_map').compute(contextOf(many(2, { lat: null, lng: null }))).hasData).toBe(false);
  });

  describe('area_metric_map', () => {
    const people = [
      // North: 40 persons, 10 searched (4 hits), 2 with force, 8 with no action.
      ...many(4, { reportId: 'n1', areaIds: ['a1'], searched: true, contraband: ['drugs'] }),
      ...many(6, { reportId: 'n2', areaIds: ['a1'], searched: true }),
      ...many(2, { reportId: 'n3', areaIds: ['a1'], force: true }),
      ...many(8, { reportId: 'n4', areaIds: ['a1'], results: ['no_action'] }),
      ...many(20, { reportId: 'n5', areaIds: ['a1'] }),
      // South: 10 persons, every rate hidden; an area not named any more: 1 report.
      ...many(10, { reportId: 's', areaIds: ['a2'], searched: true }),
      ...many(1, { reportId: 'x', areaIds: ['zz'] }),
    ];
    const areaNames = { a1: 'North', a2: 'South', a3: 'East' };
    const result = widget('area_metric_map').compute(contextOf(people, {}, { areaNames, points, pointsLimited: true }));
    const config = result.config as AreaMapConfig;

    it('gives each area one figure per metric, by reports, East (no reports) as no data', () => {
      expect(config.options).toEqual(['Contacts', 'Search rate', 'Hit rate', 'Force rate', 'No-action rate']);
      expect(config.units).toEqual(['count', 'percent', 'percent', 'percent', 'percent']);
      expect(config.filter).toEqual({ key: 'metric', value: 'Contacts' });
      expect(config.areas.map((area) => [area.id, area.name, area.value.value])).toEqual([
        ['a1', 'North', 40],
        ['a2', 'South', 10],
        ['zz', 'Unknown area', 1],
        ['a3', 'East', 0],
      ]);
      const north = config.areas[0]?.metrics ?? [];
      expect(north.map((figure) => figure.value)).toEqual([40, 0.25, null, 0.05, 0.2]);
      expect(north.map((figure) => figure.n)).toEqual([40, 40, 10, 40, 40]);
      // 10 of 40 searched: shown, unstable (fewer than 20 events and fewer than 60 persons).
      expect(north[1]).toMatchObject({ hatched: true });
      expect(north[1]?.lower).toBeCloseTo(0.141871, 5);
      expect(north[1]?.upper).toBeCloseTo(0.40194, 5);
      // South: below the threshold (value null, n > 0); East: no data (n 0).
      expect(config.areas[1]?.metrics.slice(1).map((figure) => [figure.value, figure.n])).toEqual([
        [null, 10],
        [null, 10],
        [null, 10],
        [null, 10],
      ]);
      expect(config.areas[3]?.metrics.map((figure) => [figure.value, figure.n])).toEqual([
        [0, 0],
        [null, 0],
        [null, 0],
        [null, 0],
        [null, 0],
      ]);
    });

    it('caps colour domains, keeps the points with their legend and flags the 300-point limit', () => {
      expect(config.domains).toEqual([[0, 40], [0, 0.25], null, [0, 0.05], [0, 0.2]]);
      expect(config.mapData).toBe(points);
      expect(config.filterMapOptions).toEqual([
        { label: 'Officer Pro-active', colour: colourAt(1) },
        { label: 'Call For Service', colour: colourAt(0) },
      ]);
      expect(config.info_message).toBe('Based on the 3 most significant reports that occurred during the selected period.');
      expect(result).toMatchObject({ limited: true, hasData: true });
      expect(widget('area_metric_map').compute(contextOf([], {}, { areaNames }))).toMatchObject({ limited: false, hasData: false });
      const whole = widget('area_metric_map').compute(contextOf(people, {}, { areaNames, points }));
      expect((whole.config as { info_message?: string }).info_message).toBeUndefined();
    });

    it('colourCap takes the nearest-rank 90th percentile so one outlier does not wash out the scale', () => {
      expect(colourCap([1, 2, 3, 4, 5, 6, 7, 8, 9, 100])).toBe(9);
      expect(colourCap([5, 1])).toBe(5);
      expect(colourCap([])).toBeNull();
    });
  });

  it('contact_pattern_map shows the latest points, limited to the last N reports', () => {
    const limited = widget('contact_pattern_map').compute(contextOf([], {}, { points, pointsLimited: true }));
    const config = limited.config as MapConfig & { info_message?: string };
    expect(config.mapData).toBe(points);
    expect(config.info_message).toBe('Limited to the last 3 reports.');
    expect(limited).toMatchObject({ limited: true, hasData: true });
    const whole = widget('contact_pattern_map').compute(contextOf([], {}, { points }));
    expect(whole).toMatchObject({ limited: false, hasData: true });
    // Every report of the period is shown: no 'Limited to the last 3 reports' (issue 27).
    expect((whole.config as { info_message?: string }).info_message).toBeUndefined();
    expect(widget('contact_pattern_map').compute(contextOf([]))).toMatchObject({ limited: false, hasData: false });
  });

  it('area_ranking orders areas by reports and marks the change only when significant', () => {
    const people = [
      ...many(60, { reportId: 'n', areaIds: ['a1'] }),
      ...many(30, { reportId: 's', areaIds: ['a2'] }),
      ...many(5, { reportId: 'e', areaIds: ['a3'] }),
    ];
    const previous = [
      ...many(30, { reportId: 'pn', day: '2026-02-10', areaIds: ['a1'] }),
      ...many(28, { reportId: 'ps', day: '2026-02-10', areaIds: ['a2'] }),
      ...many(9, { reportId: 'pw', day: '2026-02-10', areaIds: ['a4'] }),
    ];
    const context = contextOf(people, { previous }, { areaNames: { a1: 'North', a2: 'South', a3: 'East', a4: 'West' } });
    const config = widget('area_ranking').compute(context).config as RankingCardConfig;
    expect(config.unit).toBe('count');
    expect(
      config.ranking_list.map((row) => [row.elements[0]?.label, row.value.value, row.value.significant, row.elements[0]?.detail]),
    ).toEqual([
      // 60 vs 30: z = 15 / √22.5 = 3.2; 30 vs 28: z = 0.26; 5 vs 0: z = 2.24 (p = 0.025).
      ['North', 60, true, '+100% vs previous period (30)'],
      ['South', 30, false, 'No significant change vs previous period (28)'],
      ['East', 5, true, 'new this period'],
    ]);
    expect(config.ranking_list[0]?.elements[0]?.tooltip_value).toBe('60 reports');
  });

  it(`area_ranking keeps the top ${AREA_RANKING_TOP} areas and has no data without areas`, () => {
    const people = Array.from({ length: 12 }, (_, index) => many(index + 1, { reportId: `r${index}`, areaIds: [`a${index}`] })).flat();
    const config = widget('area_ranking').compute(contextOf(people)).config as RankingCardConfig;
    expect(config.ranking_list.map((row) => row.value.value)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(config.ranking_list[0]?.elements[0]?.label).toBe('Unknown area');
    expect(widget('area_ranking').compute(contextOf(many(3))).hasData).toBe(false);
  });
});
