import { describe, expect, it } from 'vitest';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { DoughnutConfig, RateCardConfig } from '../widget-types.ts';
import { OVERVIEW_WIDGETS } from './overview.ts';

const widget = (id: string) => {
  const found = OVERVIEW_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};
const card = (id: string, ...args: Parameters<typeof contextOf>) => {
  const result = widget(id).compute(contextOf(...args));
  return { ...result, config: result.config as RateCardConfig };
};

describe('overview widgets', () => {
  it('kpi_contacts counts reports, persons per report and a significant rise against the previous period', () => {
    const people = [...many(60, { reportId: 'a' }), ...many(60, { reportId: 'a', person: 1 })];
    const result = widget('kpi_contacts').compute(contextOf(people, { previous: many(20, { reportId: 'b' }) }));
    const config = result.config as RateCardConfig;
    expect(config.value.value).toBe(60);
    expect(config.subtitle).toBe('120 persons · 2.00 per contact');
    expect(config.deltas?.[0]).toMatchObject({ previous: 20, change: 2, significant: true });
    expect(config.deltas?.[1]).toMatchObject({ previous: 0, change: null, significant: true });
  });

  it('result_mix counts each result of a person once and has no data when nothing was recorded', () => {
    const people = [...many(3, { results: ['citation', 'arrest'] }), ...many(1, { results: ['warning'] })];
    const config = widget('result_mix').compute(contextOf(people)).config as DoughnutConfig;
    expect(config.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['Citation', 3],
      ['Arrest', 3],
      ['Warning', 1],
    ]);
    expect(widget('result_mix').compute(contextOf([])).hasData).toBe(false);
  });

  it('kpi_proactive_share is officer-initiated reports over reports, once per report, with its interval and a points delta', () => {
    const people = [
      ...many(40, { reportId: 'o' }),
      ...many(40, { reportId: 'o', person: 1 }), // second persons of the same reports: no extra contacts
      ...many(20, { reportId: 'c', contactType: 'cfs' }),
    ];
    const previous = [...many(10, { reportId: 'po' }), ...many(30, { reportId: 'pc', contactType: 'cfs' })];
    const { config, limited, hasData } = card('kpi_proactive_share', people, { previous });
    expect(config.unit).toBe('percent');
    expect(config.value.value).toBeCloseTo(40 / 60, 6);
    expect(config.value.lower).toBeCloseTo(0.5406, 3);
    expect(config.value.upper).toBeCloseTo(0.7727, 3);
    expect(config.value).toMatchObject({ n: 60, hatched: false });
    expect(config.subtitle).toBe('40 of 60 reports officer-initiated');
    expect(config.deltas?.[0]?.previous).toBe(0.25);
    expect(config.deltas?.[0]?.change).toBeCloseTo(40 / 60 - 0.25, 6);
    expect(config.deltas?.[0]?.significant).toBe(true);
    expect(config.deltas?.[1]).toMatchObject({ previous: null, change: null, significant: false });
    expect([limited, hasData]).toEqual([false, true]);
  });

  it('kpi_proactive_share hides the share under 30 reports (limited) and has no data when empty', () => {
    const thin = card('kpi_proactive_share', many(10));
    expect(thin.config.value).toMatchObject({ value: null, lower: null, upper: null, n: 10 });
    expect([thin.limited, thin.hasData]).toEqual([true, true]);
    const empty = card('kpi_proactive_share', []);
    expect([empty.limited, empty.hasData]).toEqual([false, false]);
  });

  it('kpi_search_rate gives searched over persons with its Wilson interval and the frisk rate apart from searches', () => {
    const people = [
      ...many(25, { searched: true, actions: ['search_of_person'] }),
      ...many(10, { frisk: true, actions: ['frisk'] }),
      ...many(65),
    ];
    const { config, limited } = card('kpi_search_rate', people);
    expect(config.value.value).toBe(0.25);
    expect(config.value.lower).toBeCloseTo(0.1755, 3);
    expect(config.value.upper).toBeCloseTo(0.343, 3);
    expect(config.value).toMatchObject({ n: 100, hatched: false });
    expect(config.subtitle).toBe('25 persons searched · frisk rate 10.0% (5.5%–17.4%)');
    expect(limited).toBe(false);
  });

  it('kpi_search_rate leaves the frisk rate out where the agency records no actions (e.g. Texas)', () => {
    const people = [...many(25, { searched: true }), ...many(75)];
    expect(card('kpi_search_rate', people).config.subtitle).toBe('25 persons searched');
  });

  it('kpi_hit_rate divides by searched persons only (plain-view discoveries left out) and hatches a small numerator', () => {
    const people = [
      ...many(8, { searched: true, contraband: ['drugs'] }),
      ...many(32, { searched: true }),
      ...many(5, { contraband: ['drugs'] }), // found without a search: not a hit
      ...many(55),
    ];
    const { config, limited } = card('kpi_hit_rate', people);
    expect(config.value.value).toBe(0.2);
    expect(config.value.lower).toBeCloseTo(0.105, 3);
    expect(config.value.upper).toBeCloseTo(0.3476, 3);
    expect(config.value).toMatchObject({ n: 40, hatched: true });
    expect(config.subtitle).toBe('8 of 40 searches found contraband or evidence');
    expect(limited).toBe(false);
  });

  it('kpi_hit_rate is null (—), never 0, without searches, and limited under 30 searches', () => {
    const none = card('kpi_hit_rate', many(50));
    expect(none.config.value.value).toBeNull();
    expect(none.config.value.n).toBe(0);
    expect(none.config.subtitle).toBe('— no searches in the period');
    expect([none.limited, none.hasData]).toEqual([false, true]);
    const thin = card('kpi_hit_rate', many(10, { searched: true, contraband: ['drugs'] }));
    expect(thin.config.value.value).toBeNull();
    expect(thin.limited).toBe(true);
    expect(card('kpi_hit_rate', []).hasData).toBe(false);
  });

  it('kpi_force_rate gives force per 1,000 persons, the use-of-force contacts and the rate without restraint-only force', () => {
    const people = [
      ...many(10, { force: true, forceActions: ['handcuffed'], forceTier: 0 }),
      ...many(4, { force: true, forceActions: ['physical_compliance'], forceTier: 2, wasUseOfForce: true }),
      ...many(2, { force: true, forceActions: ['handcuffed', 'chemical_spray'], forceTier: 3 }),
      ...many(184),
    ];
    const previous = [...many(2, { force: true, forceActions: ['handcuffed'] }), ...many(98)];
    const { config } = card('kpi_force_rate', people, { previous });
    expect(config.unit).toBe('per_1000');
    expect(config.value.value).toBeCloseTo(80, 6);
    expect(config.value.lower).toBeCloseTo(49.84, 1);
    expect(config.value.upper).toBeCloseTo(125.99, 1);
    expect(config.value).toMatchObject({ n: 200, hatched: true });
    expect(config.subtitle).toBe('4 contacts with use of force · excluding restraint only 30.0 per 1,000 (13.8–63.9)');
    expect(config.deltas?.[0]?.previous).toBeCloseTo(20, 6);
    expect(config.deltas?.[0]?.change).toBeCloseTo(60, 6);
    expect(config.deltas?.[0]?.significant).toBe(true); // p = 0.039
  });

  it('kpi_force_rate has no restraint split where force is a yes/no switch', () => {
    const people = [...many(3, { force: true, wasUseOfForce: true }), ...many(97)];
    const { config } = card('kpi_force_rate', people);
    expect(config.value.value).toBeCloseTo(30, 6);
    expect(config.subtitle).toBe('3 contacts with use of force');
  });

  it('kpi_no_action_rate gives persons with No action over persons', () => {
    const people = [...many(15, { results: ['no_action'] }), ...many(45, { results: ['citation'] })];
    const { config } = card('kpi_no_action_rate', people);
    expect(config.value.value).toBe(0.25);
    expect(config.value.lower).toBeCloseTo(0.1578, 3);
    expect(config.value.upper).toBeCloseTo(0.3723, 3);
    expect(config.value).toMatchObject({ n: 60, hatched: true });
    expect(config.subtitle).toBe('15 of 60 persons');
  });

  it('kpi_duration takes the median and P90 of capped durations per report, leaving out durations of 0 or less', () => {
    const people = [
      ...many(10, { duration: 5 }),
      ...many(20, { duration: 12 }),
      ...many(15, { duration: 30 }),
      ...many(5, { duration: 300 }),
      ...many(3, { duration: 0 }),
      ...many(5, { reportId: 'x', person: 1, duration: 100 }), // second persons: not contacts
    ];
    const previous = many(50, { duration: 20 });
    const { config } = card('kpi_duration', people, { previous });
    expect(config.unit).toBe('minutes');
    expect(config.value).toEqual({ value: 10, n: 50, hatched: false });
    expect(config.subtitle).toBe('P90 30 min · 50 contacts with a duration');
    // Pooled median 20: 20 of 50 above it now, 0 of 50 before.
    expect(config.deltas?.[0]).toEqual({ label: 'vs previous period', previous: 20, change: -0.5, significant: true });
    expect(config.deltas?.[1]).toEqual({ label: 'vs last year', previous: null, change: null, significant: false });
  });

  it('compares with last year once when the previous period is last year (a year)', () => {
    const lastYear = many(20, { reportId: 'b', day: '2025-03-10' });
    for (const id of ['kpi_contacts', 'kpi_proactive_share', 'kpi_duration']) {
      const { config } = card(id, many(40, { duration: 12 }), { previous: lastYear, lastYear }, { previousIsLastYear: true });
      expect(
        config.deltas?.map((delta) => delta.label),
        id,
      ).toEqual(['vs last year']);
    }
  });

  it('kpi_duration hatches under 30 durations and has no data without any', () => {
    expect(card('kpi_duration', many(3, { duration: 7 })).config.value).toEqual({ value: 5, n: 3, hatched: true });
    expect(card('kpi_duration', many(3, { duration: null })).hasData).toBe(false);
  });
});

describe('fastfacts', () => {
  const group = (race: 'white' | 'black' | 'hispanic' | 'asian', persons: number, searched: number, hits: number) => [
    ...many(hits, { race, searched: true, contraband: ['drugs'] }),
    ...many(searched - hits, { race, searched: true }),
    ...many(persons - searched, { race }),
  ];

  it('states a search-rate ratio whose interval excludes 1, with hit rates only when they also pass, and the searches that found nothing', () => {
    const people = [
      ...group('white', 1000, 100, 40),
      ...group('hispanic', 1000, 100, 70), // search ratio 1.0 (0.77-1.30): only the hit rates, 1.75 (1.33-2.30)
      ...group('black', 500, 100, 20), // search 2.0 (1.55-2.58), hit 0.5 (0.32-0.79)
      ...group('asian', 300, 33, 0), // search 1.1 (0.76-1.60): nothing
      ...many(100, { race: 'black', contactType: 'cfs', searched: true }), // calls for service are left out
    ];
    const result = widget('fastfacts').compute(contextOf(people));
    expect((result.config as RateCardConfig).sentences).toEqual([
      'Contraband or evidence was found in 70% of searches of people perceived as Hispanic/Latine vs 40% of searches of people perceived as White.',
      'People perceived as Black were searched at 2.0× (1.5–2.6) the rate of people perceived as White; contraband or evidence was found in 20% vs 40% of those searches.',
      '203 of 333 searches (61.0%) found no contraband or evidence.',
    ]);
    expect([result.limited, result.hasData]).toEqual([false, true]);
  });

  it('leaves out hit rates with an unstable numerator and groups under 60 persons, whatever their ratio', () => {
    const people = [
      ...group('white', 400, 40, 12),
      ...group('black', 200, 60, 9), // search 3.0 (2.09-4.31); 9 hits is unstable
      ...group('hispanic', 50, 25, 0), // 50% searched but only 50 persons
      ...many(10, { race: 'black', force: true }),
      ...many(20, { race: 'white', force: true }),
    ];
    const result = widget('fastfacts').compute(contextOf(people));
    expect((result.config as RateCardConfig).sentences).toEqual([
      'People perceived as Black were searched at 3.0× (2.1–4.3) the rate of people perceived as White.',
      '104 of 125 searches (83.2%) found no contraband or evidence.',
    ]);
  });

  it('states a force-rate ratio, and never says searches found nothing where no contraband is recorded at all', () => {
    const people = [
      ...many(60, { race: 'black', force: true }),
      ...many(440, { race: 'black' }),
      ...many(40, { race: 'white', force: true }),
      ...many(960, { race: 'white' }),
      ...many(100, { race: 'white', searched: true }),
    ];
    // Black 60/500 = 0.12 vs White 40/1100: ratio 3.3, interval (2.2-4.9).
    const sentences = (widget('fastfacts').compute(contextOf(people)).config as RateCardConfig).sentences;
    expect(sentences).toHaveLength(1);
    expect(sentences?.[0]).toMatch(
      /^Force was used on people perceived as Black at 3\.3× \(2\.2–4\.9\) the rate of people perceived as White\.$/,
    );
  });

  it('may have no sentence (not limited), is limited under an officer filter, and has no data when empty', () => {
    const even = [...group('white', 500, 50, 20), ...group('black', 500, 50, 20)];
    const flat = widget('fastfacts').compute(contextOf(even));
    expect((flat.config as RateCardConfig).sentences).toEqual(['60 of 100 searches (60.0%) found no contraband or evidence.']);
    expect(flat.limited).toBe(false);
    const silent = widget('fastfacts').compute(contextOf([...group('white', 500, 50, 0), ...group('black', 500, 50, 0)]));
    expect((silent.config as RateCardConfig).sentences).toEqual([]);
    expect([silent.limited, silent.hasData]).toEqual([false, true]); // 'No finding passes the small-number rules'
    const people = [...group('white', 1000, 100, 40), ...group('black', 500, 100, 20)];
    const officer = widget('fastfacts').compute(contextOf(people, {}, { officerFiltered: true }));
    expect((officer.config as RateCardConfig).sentences).toEqual([]);
    expect(officer.limited).toBe(true);
    expect(widget('fastfacts').compute(contextOf([])).hasData).toBe(false);
  });
});
