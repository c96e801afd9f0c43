import { describe, expect, it } from 'vitest';
import { INDICATOR_LABELS } from '../../early-intervention/indicators.ts';
import { countPeople } from '../counters.ts';
import type { AnalyticsPerson } from '../person-facts.ts';
import { summaryOf } from '../scopes.ts';
import { contextOf, many } from '../test-people.test-helper.ts';
import { CounterReader, type Scoped } from '../widget-context.ts';
import type { GroupedBarConfig, RankingCardConfig, SeriesConfig } from '../widget-types.ts';
import type { WithInfoMessage } from './build.ts';
import { medianAndP95, OFFICER_WIDGETS, observedExpectedInterval, type PeerComparisonConfig, standardise } from './officers.ts';

const widget = (id: string) => {
  const found = OFFICER_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};
/** An officer or group as the server scopes it: the summary counters of their people. */
const scoped = (name: string, people: AnalyticsPerson[]): Scoped => ({
  id: name.toLowerCase(),
  name,
  counters: new CounterReader(summaryOf(countPeople(people))),
});
const ranking = (id: string, officers: Scoped[], rest = {}) =>
  widget(id).compute(contextOf(officers.length ? many(1) : [], {}, { officers, ...rest })) as {
    config: RankingCardConfig;
    limited: boolean;
    hasData: boolean;
  };

describe('officer widgets', () => {
  it('ships the catalogue ids of section G, all supervisory, officer_peer_comparison as a top widget', () => {
    expect(OFFICER_WIDGETS.map((entry) => entry.id)).toEqual([
      'officer_activity_ranking',
      'officer_peer_comparison',
      'eis_alerts',
      'group_comparison',
      'experience_rates',
      'complaints_trend',
      'complaints_per_officer',
    ]);
    expect(OFFICER_WIDGETS.every((entry) => entry.supervisory)).toBe(true);
    expect(OFFICER_WIDGETS.filter((entry) => entry.top).map((entry) => entry.id)).toEqual(['officer_peer_comparison']);
  });

  describe('officer_activity_ranking', () => {
    const avery = scoped('Avery', [
      ...many(7, { reportId: 'a1', searched: true, contraband: ['drugs'] }),
      ...many(28, { reportId: 'a2', searched: true }),
      ...many(5, { reportId: 'a3', force: true }),
      ...many(10, { reportId: 'a4' }),
    ]);
    // Blake: 10 reports of two persons each, 2 persons searched.
    const blake = scoped('Blake', [
      ...many(2, { reportId: 'b1', searched: true }),
      ...many(8, { reportId: 'b2' }),
      ...many(10, { reportId: 'b3', person: 1 }),
    ]);
    const casey = scoped('Casey', []);

    it('ranks officers by reports with persons, searches and rates with intervals in the elements', () => {
      const { config, limited, hasData } = ranking('officer_activity_ranking', [blake, casey, avery]);
      expect(config.unit).toBe('count');
      expect(config.ranking_list.map((row) => [row.elements[0]?.label, row.value])).toEqual([
        ['Avery', { value: 50, n: 50 }],
        ['Blake', { value: 10, n: 10 }],
      ]);
      expect(config.ranking_list[0]?.elements).toEqual([
        { label: 'Avery', tooltip_value: '50 reports', detail: '50 persons' },
        { label: 'Searches', tooltip_value: '35' },
        { label: 'Search rate', tooltip_value: '70.0% (56.2%–80.9%) · n = 50' },
        { label: 'Hit rate', tooltip_value: '20.0% (10.0%–35.9%) · n = 35' },
        { label: 'Force rate', tooltip_value: '10.0% (4.3%–21.4%) · n = 50' },
      ]);
      // Blake: 2 of 20 persons searched, hidden (n < 30); no hit rate without 30 searches.
      expect(config.ranking_list[1]?.elements.slice(1).map((element) => element.tooltip_value)).toEqual([
        '2',
        '— · n = 20',
        '— · n = 2',
        '— · n = 20',
      ]);
      expect({ limited, hasData }).toEqual({ limited: false, hasData: true });
    });

    it('asks to clear the officer filter when the breakdowns are empty, and has no data without reports', () => {
      const filtered = widget('officer_activity_ranking').compute(contextOf(many(5), {}, { officerFiltered: true }));
      expect((filtered.config as RankingCardConfig).header.info_message).toBe('Clear the officer or group filter to compare officers.');
      expect(filtered).toMatchObject({ limited: true, hasData: true });
      const area = widget('officer_activity_ranking').compute(contextOf(many(5)));
      expect((area.config as RankingCardConfig).header.info_message).toBe(
        'Officer and group breakdowns cover the whole agency: clear the area and tag filters.',
      );
      expect(widget('officer_activity_ranking').compute(contextOf([]))).toMatchObject({ limited: false, hasData: false });
    });
  });

  describe('officer_peer_comparison', () => {
    // The officer: 20 officer-initiated traffic stops (2 searched, 4 no action) and 40 calls for service (10 searched,
    // 14 with force, 4 no action).
    const officer = [
      ...many(2, { reportId: 'o1', searched: true }),
      ...many(4, { reportId: 'o2', results: ['no_action'] }),
      ...many(14, { reportId: 'o3' }),
      ...many(10, { reportId: 'o4', contactType: 'cfs', reason: 'call_for_service', searched: true }),
      ...many(14, { reportId: 'o5', contactType: 'cfs', reason: 'call_for_service', force: true }),
      ...many(4, { reportId: 'o6', contactType: 'cfs', reason: 'call_for_service', results: ['no_action'] }),
      ...many(12, { reportId: 'o7', contactType: 'cfs', reason: 'call_for_service' }),
    ];
    // Peers: traffic 200 (search 10%, force 2%, no action 20%); calls for service 100 (search 20%, force 10%, no action 10%).
    const peers = [
      ...many(20, { reportId: 'p1', searched: true }),
      ...many(4, { reportId: 'p2', force: true }),
      ...many(40, { reportId: 'p3', results: ['no_action'] }),
      ...many(136, { reportId: 'p4' }),
      ...many(20, { reportId: 'p5', contactType: 'cfs', reason: 'call_for_service', searched: true }),
      ...many(10, { reportId: 'p6', contactType: 'cfs', reason: 'call_for_service', force: true }),
      ...many(10, { reportId: 'p7', contactType: 'cfs', reason: 'call_for_service', results: ['no_action'] }),
      ...many(60, { reportId: 'p8', contactType: 'cfs', reason: 'call_for_service' }),
    ];
    const agency = new CounterReader(countPeople([...officer, ...peers]));
    const result = widget('officer_peer_comparison').compute(contextOf(officer, {}, { officerFiltered: true, agency }));
    const config = result.config as PeerComparisonConfig;

    it('standardises the peers’ rates to the officer’s mix of contact types and reasons', () => {
      const current = new CounterReader(countPeople(officer));
      const rest = new CounterReader(countPeople(peers));
      // E = 20 × 0.1 + 40 × 0.2 = 10 (the crude peer rate 40 / 300 would give 8).
      expect(standardise(current, rest, 'searched', '')).toEqual({ observed: 12, n: 60, expected: 10 });
      const force = standardise(current, rest, 'force', '');
      expect(force.observed).toBe(14);
      expect(force.expected).toBeCloseTo(4.4, 10); // 20 × 0.02 + 40 × 0.1
      expect(standardise(current, rest, 'no_action', '')).toEqual({ observed: 8, n: 60, expected: 8 }); // 20 × 0.2 + 40 × 0.1
    });

    it('shows observed, expected and peers’ rates, and O/E with its interval, flagged when it excludes 1', () => {
      expect(config.categories).toEqual(['Search rate', 'Hit rate', 'Force rate', 'No-action rate']);
      expect(config.series.map((series) => series.name)).toEqual(['Observed', 'Expected from peers', 'Peers overall']);
      expect(config.series[0]?.values.map((figure) => figure.value)).toEqual([0.2, null, 14 / 60, 8 / 60]);
      expect(config.series[0]?.values.map((figure) => figure.significant)).toEqual([false, undefined, true, false]);
      expect(config.series[1]?.values.map((figure) => figure.value)).toEqual([10 / 60, null, expect.closeTo(4.4 / 60, 10), 8 / 60]);
      expect(config.series[2]?.values.map((figure) => [figure.value, figure.n])).toEqual([
        [40 / 300, 300],
        [0, 40],
        [14 / 300, 300],
        [50 / 300, 300],
      ]);
      const [search, hit, force, noAction] = config.observed_expected;
      expect(search).toMatchObject({ value: 1.2, n: 60, hatched: true, significant: false });
      expect(search?.lower).toBeCloseTo(0.619351, 5);
      expect(search?.upper).toBeCloseTo(2.096286, 5);
      // 12 searches: too few for a hit-rate comparison (30 needed).
      expect(hit).toEqual({ value: null, lower: null, upper: null, n: 12 });
      expect(force?.value).toBeCloseTo(14 / 4.4, 10);
      expect(force?.lower).toBeCloseTo(1.738075, 5);
      expect(force?.upper).toBeCloseTo(5.338863, 5);
      expect(force?.significant).toBe(true);
      expect(noAction).toMatchObject({ value: 1, significant: false });
      expect(result).toMatchObject({ limited: false, hasData: true });
      expect(config.info_message).toBeUndefined();
    });

    it('is limited with a prompt without an officer or group filter, and under 50 persons', () => {
      const unfiltered = widget('officer_peer_comparison').compute(contextOf(officer));
      expect(unfiltered).toMatchObject({ limited: true, hasData: true });
      expect((unfiltered.config as PeerComparisonConfig).info_message).toBe(
        'Choose an officer or group in the filters to compare them with their peers.',
      );
      const few = officer.slice(0, 49);
      const thin = widget('officer_peer_comparison').compute(
        contextOf(few, {}, { officerFiltered: true, agency: new CounterReader(countPeople([...few, ...peers])) }),
      );
      expect(thin).toMatchObject({ limited: true, hasData: true });
      expect((thin.config as PeerComparisonConfig).observed_expected.map((figure) => figure.value)).toEqual([null, null, null, null]);
      expect((thin.config as PeerComparisonConfig).info_message).toBe(
        'Too few to compare: at least 50 persons (30 searches for the hit rate) are needed.',
      );
    });

    it("Byar's interval of O/E: 0 observed has a lower bound of 0", () => {
      const [lower, upper] = observedExpectedInterval(0, 2);
      expect(lower).toBe(0);
      // (1 − 1/9 + 1.959964/3)³ / 2 = 1.54221³ / 2 = 1.8340 (the exact Poisson bound is 3.689 / 2 = 1.8444).
      expect(upper).toBeCloseTo(1.834006, 5);
    });
  });

  it('eis_alerts lists the alerts open in the period with the officer, how long it is open and the indicators met', () => {
    const eiAlerts = [
      { officer_name: 'Avery Park', status: 'open' as const, indicators: ['force_incidents', 'complaints_on_reports'], days_open: 12 },
      { officer_name: 'Blake Ruiz', status: 'in_review' as const, indicators: ['search_rate'], days_open: 1 },
      { officer_name: 'Casey Lund', status: 'closed' as const, indicators: ['retired_indicator'], days_open: 40 },
    ];
    const { config, hasData } = ranking('eis_alerts', [], { eiAlerts });
    expect(hasData).toBe(true);
    expect(config.header.info_message).toBe('Open the Early intervention page to review each alert.');
    expect(
      config.ranking_list.map((row) => [row.value.value, row.elements.map((element) => element.label), row.elements[0]?.detail]),
    ).toEqual([
      [2, ['Avery Park', INDICATOR_LABELS.force_incidents, INDICATOR_LABELS.complaints_on_reports], 'Open 12 days'],
      [1, ['Blake Ruiz', INDICATOR_LABELS.search_rate], 'In review 1 day'],
      [1, ['Casey Lund', 'retired_indicator'], 'Closed'],
    ]);
  });

  it('eis_alerts shows nothing to a caller who may not see the alerts', () => {
    const { config, hasData } = ranking('eis_alerts', [scoped('Avery', many(5, { reportId: 'a' }))]);
    expect(hasData).toBe(false);
    expect(config.ranking_list).toEqual([]);
  });

  it('eis_alerts says plainly that no officer met an indicator', () => {
    const { config, hasData } = ranking('eis_alerts', [scoped('Avery', many(5, { reportId: 'a' }))], { eiAlerts: [] });
    expect(hasData).toBe(true);
    expect(config.ranking_list).toEqual([]);
    expect(config.header.info_message).toBe('No officer met an early-intervention indicator in this period.');
  });

  describe('group_comparison', () => {
    const alpha = scoped('Alpha', [
      ...many(6, { reportId: 'a1', searched: true, contraband: ['drugs'] }),
      ...many(24, { reportId: 'a2', searched: true }),
      ...many(5, { reportId: 'a3', force: true }),
      ...many(20, { reportId: 'a4', results: ['no_action'] }),
      ...many(45, { reportId: 'a5' }),
    ]);
    const beta = scoped('Beta', [
      ...many(10, { reportId: 'b1', searched: true }),
      ...many(4, { reportId: 'b2', results: ['no_action'] }),
      ...many(26, { reportId: 'b3' }),
    ]);
    const gamma = scoped('Gamma', []);

    it('compares the rates of groups with persons, hatching every figure of a group under 60 persons', () => {
      const result = widget('group_comparison').compute(contextOf(many(1), {}, { officers: [alpha], groups: [beta, gamma, alpha] }));
      const config = result.config as GroupedBarConfig;
      expect(config.categories).toEqual(['Alpha', 'Beta']);
      expect(config.series.map((series) => series.name)).toEqual(['Search rate', 'Hit rate', 'Force rate', 'No-action rate']);
      expect(config.series.map((series) => series.values.map((figure) => [figure.value, figure.n, figure.hatched]))).toEqual([
        [
          [0.3, 100, false],
          [0.25, 40, true],
        ],
        [
          [0.2, 30, true],
          [null, 10, true],
        ],
        [
          [0.05, 100, true],
          [0, 40, true],
        ],
        [
          [0.2, 100, false],
          [0.1, 40, true],
        ],
      ]);
      expect(config.series[0]?.values[0]?.lower).toBeCloseTo(0.218949, 5);
      expect(result).toMatchObject({ limited: false, hasData: true });
    });

    it('asks to clear the filter under an officer filter, and has no data when the agency has no groups', () => {
      const filtered = widget('group_comparison').compute(contextOf(many(3), {}, { officerFiltered: true }));
      expect(filtered).toMatchObject({ limited: true, hasData: true });
      expect((filtered.config as WithInfoMessage<GroupedBarConfig>).info_message).toBe(
        'Clear the officer or group filter to compare officers.',
      );
      expect(widget('group_comparison').compute(contextOf(many(3), {}, { officers: [alpha] }))).toMatchObject({
        limited: false,
        hasData: false,
      });
    });
  });

  it('experience_rates gives search, force and complaint rates by experience band', () => {
    const people = [
      ...many(8, { reportId: 'n1', officerYears: 1, searched: true }),
      ...many(2, { reportId: 'n2', officerYears: 1, force: true }),
      ...many(4, { reportId: 'n3', officerYears: 2, hasComplaints: true }),
      ...many(26, { reportId: 'n4', officerYears: 0 }),
      ...many(20, { reportId: 'm', officerYears: 8, searched: true }),
      ...many(3, { reportId: 'u', officerYears: null }),
    ];
    const result = widget('experience_rates').compute(contextOf(people));
    const config = result.config as GroupedBarConfig;
    expect(config.categories).toEqual(['0-2 years', '6-10 years']);
    expect(config.series.map((series) => [series.name, series.values.map((figure) => [figure.value, figure.n])])).toEqual([
      [
        'Search rate',
        [
          [0.2, 40],
          [null, 20],
        ],
      ],
      [
        'Force rate',
        [
          [0.05, 40],
          [null, 20],
        ],
      ],
      [
        'Reports with a complaint',
        [
          [0.1, 40],
          [null, 20],
        ],
      ],
    ]);
    expect(result).toMatchObject({ limited: false, hasData: true });
    expect(widget('experience_rates').compute(contextOf(people, {}, { officerFiltered: true }))).toMatchObject({
      limited: true,
      hasData: true,
    });
    expect(widget('experience_rates').compute(contextOf(many(3, { officerYears: null }))).hasData).toBe(false);
  });

  it('complaints_trend counts reports with a complaint per bucket', () => {
    const people = [
      ...many(2, { reportId: 'a', day: '2026-03-01', hasComplaints: true }),
      ...many(2, { reportId: 'a', day: '2026-03-01', hasComplaints: true, person: 1 }),
      ...many(1, { reportId: 'b', day: '2026-03-03', hasComplaints: true }),
      ...many(5, { reportId: 'c', day: '2026-03-02' }),
    ];
    const xAxis = [
      { label: 'W1', days: ['2026-03-01', '2026-03-02'] },
      { label: 'W2', days: ['2026-03-03'] },
    ];
    const result = widget('complaints_trend').compute(contextOf(people, {}, { xAxis }));
    const config = result.config as SeriesConfig;
    expect(config.x).toEqual(['W1', 'W2']);
    expect(config.series.map((series) => [series.name, series.values])).toEqual([['Reports with a complaint', [2, 1]]]);
    expect(result.hasData).toBe(true);
    expect(widget('complaints_trend').compute(contextOf([], {}, { xAxis })).hasData).toBe(false);
  });

  it('complaints_per_officer ranks officers with complaints per 100 reports against the peer median', () => {
    const officers = [
      scoped('Avery', [...many(5, { reportId: 'a1', hasComplaints: true }), ...many(45, { reportId: 'a2' })]),
      scoped('Blake', [...many(1, { reportId: 'b1', hasComplaints: true }), ...many(39, { reportId: 'b2' })]),
      scoped('Casey', many(30, { reportId: 'c' })),
      scoped('Dana', [...many(3, { reportId: 'd1', hasComplaints: true }), ...many(7, { reportId: 'd2' })]),
    ];
    const { config } = ranking('complaints_per_officer', officers);
    expect(config.unit).toBe('percent');
    // Peer median of officers with 30 reports or more: 0, 0.025, 0.1 -> 2.5 per 100; P95 10.0.
    expect(config.header.info_message).toBe('Peer median 2.5 per 100 reports · P95 10.0 (officers with at least 30 reports).');
    expect(
      config.ranking_list.map((row) => [
        row.elements[0]?.label,
        row.value.value,
        row.value.n,
        row.elements[0]?.tooltip_value,
        row.elements[0]?.detail,
      ]),
    ).toEqual([
      ['Dana', null, 10, '3 of 10 reports', '30.0 per 100 reports · peer median 2.5'],
      ['Avery', 0.1, 50, '5 of 50 reports', '10.0 per 100 reports · peer median 2.5'],
      ['Blake', 0.025, 40, '1 of 40 reports', '2.5 per 100 reports · peer median 2.5'],
    ]);
  });

  it('medianAndP95 averages the two middle values of an even count', () => {
    expect(medianAndP95([4, 1, 3, 2])).toEqual({ median: 2.5, p95: 4 });
    expect(medianAndP95([])).toEqual({ median: null, p95: null });
  });
});
