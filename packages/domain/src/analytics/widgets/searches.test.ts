import { describe, expect, it } from 'vitest';
import { contextOf, many } from '../test-people.test-helper.ts';
import type { DoughnutConfig, GroupedBarConfig, HeatMapConfig, SankeyConfig } from '../widget-types.ts';
import type { RatioFigure } from './build.ts';
import { SEARCH_WIDGETS } from './searches.ts';

const widget = (id: string) => {
  const found = SEARCH_WIDGETS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
};
const bars = (config: GroupedBarConfig, series: string) => {
  const found = config.series.find((entry) => entry.name === series);
  if (!found) throw new Error(`no series ${series}`);
  return found.values as RatioFigure[];
};
const searched = { searched: true } as const;

describe('searches widgets (catalogue C)', () => {
  it('ships the nine C widgets, the three starred ones on top, with the facts they read', () => {
    expect(SEARCH_WIDGETS.map((entry) => entry.id)).toEqual([
      'stop_outcome_sankey',
      'search_rate_by_race',
      'hit_rate_by_race',
      'hit_rate_area_matrix',
      'search_basis_mix',
      'hit_rate_by_basis',
      'consent_by_race',
      'contraband_mix',
      'arrest_rate_by_race',
    ]);
    expect(SEARCH_WIDGETS.filter((entry) => entry.top).map((entry) => entry.id)).toEqual([
      'stop_outcome_sankey',
      'search_rate_by_race',
      'hit_rate_by_race',
    ]);
    expect(widget('hit_rate_by_race').needs).toEqual(['race', 'searched', 'contraband']);
    expect(widget('search_rate_by_race').contextLabel).toBe('Officer-initiated stops · persons');
    for (const entry of SEARCH_WIDGETS) {
      const result = entry.compute(contextOf([]));
      expect([entry.id, result.hasData, result.limited]).toEqual([entry.id, false, false]);
    }
  });

  it('stop_outcome_sankey flows reason → search → contraband → result, with unique names per stage', () => {
    const people = [
      ...many(3, { ...searched, contraband: ['drugs'], results: ['arrest'] }),
      ...many(2, { ...searched, results: ['citation'] }),
      ...many(1, { frisk: true, results: ['warning'] }),
      ...many(4, { results: ['citation'] }),
      ...many(2, { reason: 'other', results: ['other'] }),
      // A call for service counts too; citation + arrest ends in the more serious arrest.
      ...many(1, {
        contactType: 'cfs',
        reason: 'reasonable_suspicion',
        ...searched,
        contraband: ['firearm'],
        results: ['citation', 'arrest'],
      }),
    ];
    const result = widget('stop_outcome_sankey').compute(contextOf(people));
    const config = result.config as SankeyConfig;
    expect(result.hasData).toBe(true);
    expect(config.nodes.map((node) => node.name)).toEqual([
      'Traffic violation',
      'Reasonable suspicion',
      'Other',
      'Searched',
      'Frisk only',
      'Not searched',
      'Contraband found',
      'No contraband found',
      'Warning',
      'Citation',
      'Arrest',
      'Other (result)',
    ]);
    expect(config.links.map((link) => [link.source, link.target, link.value])).toEqual([
      ['Traffic violation', 'Searched', 5],
      ['Traffic violation', 'Frisk only', 1],
      ['Traffic violation', 'Not searched', 4],
      ['Reasonable suspicion', 'Searched', 1],
      ['Other', 'Not searched', 2],
      ['Searched', 'Contraband found', 4],
      ['Searched', 'No contraband found', 2],
      ['Frisk only', 'Warning', 1],
      ['Not searched', 'Citation', 4],
      ['Not searched', 'Other (result)', 2],
      ['Contraband found', 'Arrest', 4],
      ['No contraband found', 'Citation', 2],
    ]);
  });

  it('search_rate_by_race: officer-initiated persons by reason group, White first, hidden under 30, hatched when unstable, ratio to White', () => {
    const people = [
      ...many(5, { ...searched }),
      ...many(95),
      ...many(10, { reason: 'reasonable_suspicion', ...searched }),
      ...many(30, { reason: 'reasonable_suspicion' }),
      ...many(2, { reason: 'warrant', ...searched }),
      ...many(8, { reason: 'warrant' }),
      ...many(200, { race: 'hispanic' }),
      ...many(9, { race: 'black', ...searched }),
      ...many(51, { race: 'black' }),
      ...many(12, { race: 'black', reason: 'probable_cause', ...searched }),
      ...many(18, { race: 'black', reason: 'probable_cause' }),
      // Not counted: calls for service and persons without a recorded race.
      ...many(50, { race: 'black', contactType: 'cfs', ...searched }),
      ...many(10, { race: null, ...searched }),
    ];
    const result = widget('search_rate_by_race').compute(contextOf(people));
    const config = result.config as GroupedBarConfig;
    expect(result).toMatchObject({ hasData: true, limited: false });
    expect(config.categories).toEqual(['White', 'Hispanic/Latine', 'Black']);
    expect(config.unit).toBe('percent');
    expect(config.series.map((entry) => entry.name)).toEqual([
      'Traffic violation',
      'Reasonable suspicion or probable cause',
      'Other reasons',
      'All reasons',
    ]);
    expect(bars(config, 'Traffic violation').map((bar) => [bar.value, bar.n, bar.hatched])).toEqual([
      [0.05, 100, true],
      [0, 200, true],
      [0.15, 60, true],
    ]);
    expect(bars(config, 'Reasonable suspicion or probable cause').map((bar) => [bar.value, bar.n])).toEqual([
      [0.25, 40],
      [null, 0],
      [0.4, 30],
    ]);
    // White 2 of 10 other-reason stops: below 30 persons, hidden with its interval.
    expect(bars(config, 'Other reasons')[0]).toMatchObject({ value: null, lower: null, upper: null, n: 10 });
    const all = bars(config, 'All reasons');
    expect(all.map((bar) => [bar.value, bar.n, bar.hatched])).toEqual([
      [17 / 150, 150, true],
      [0, 200, true],
      [21 / 90, 90, false],
    ]);
    // Wilson 21/90 and the log-method ratio (21/90) / (17/150) = 2.0588 (1.149-3.690).
    expect(all[2]?.lower).toBeCloseTo(0.15798, 4);
    expect(all[2]?.upper).toBeCloseTo(0.33052, 4);
    expect(all[2]?.ratio?.value).toBeCloseTo(2.05882, 4);
    expect(all[2]?.ratio?.lower).toBeCloseTo(1.14858, 4);
    expect(all[2]?.ratio?.upper).toBeCloseTo(3.69044, 4);
    // No ratio on White itself; none for a group with no searches (0 events).
    expect(all[0]?.ratio).toBeUndefined();
    expect(all[1]?.ratio).toEqual({ value: null, lower: null, upper: null });
    // 0 of 200: Clopper-Pearson upper bound 1.83%.
    expect(all[1]?.lower).toBe(0);
    expect(all[1]?.upper).toBeCloseTo(0.018275, 4);
  });

  it('search_rate_by_race is limited when every rate is too thin to show', () => {
    const result = widget('search_rate_by_race').compute(contextOf(many(10, { ...searched })));
    expect(result).toMatchObject({ hasData: true, limited: true });
  });

  it('hit_rate_by_race divides hits by searches (not persons), leaves out groups never searched and plain-view finds', () => {
    const people = [
      ...many(10, { ...searched, contraband: ['drugs'] }),
      ...many(30, { ...searched }),
      ...many(5, { contraband: ['drugs'] }),
      ...many(8, { race: 'black', ...searched, contraband: ['drugs'] }),
      ...many(42, { race: 'black', ...searched }),
      ...many(1, { race: 'hispanic', ...searched, contraband: ['drugs'] }),
      ...many(2, { race: 'hispanic', ...searched }),
      ...many(20, { race: 'asian' }),
      ...many(10, { contactType: 'cfs', ...searched, contraband: ['drugs'] }),
    ];
    const config = widget('hit_rate_by_race').compute(contextOf(people)).config as GroupedBarConfig;
    expect(config.categories).toEqual(['White', 'Black', 'Hispanic/Latine']);
    const hit = bars(config, 'Hit rate');
    expect(hit.map((bar) => [bar.value, bar.n, bar.hatched])).toEqual([
      [0.25, 40, true],
      [0.16, 50, true],
      [null, 3, false],
    ]);
    expect(hit[0]?.lower).toBeCloseTo(0.14187, 4);
    expect(hit[0]?.upper).toBeCloseTo(0.40194, 4);
    expect(hit[1]?.ratio?.value).toBeCloseTo(0.64, 6);
    expect(hit[1]?.ratio?.lower).toBeCloseTo(0.27864, 4);
    expect(hit[1]?.ratio?.upper).toBeCloseTo(1.46999, 4);
    expect(hit[2]?.ratio).toEqual({ value: null, lower: null, upper: null });
  });

  it('hit_rate_area_matrix: areas × races, hatched under 30 searches, rows by the largest gap to White', () => {
    const north = { areaIds: ['area-a'] };
    const south = { areaIds: ['area-b'] };
    const unnamed = { areaIds: ['area-c'] };
    const people = [
      ...many(14, { ...south, ...searched, contraband: ['drugs'], race: 'black', reportId: 's1' }),
      ...many(21, { ...south, ...searched, race: 'black', reportId: 's2' }),
      ...many(9, { ...south, ...searched, contraband: ['drugs'], reportId: 's3' }),
      ...many(21, { ...south, ...searched, reportId: 's4' }),
      ...many(1, { ...south, ...searched, contraband: ['drugs'], race: 'hispanic', reportId: 's5' }),
      ...many(9, { ...south, ...searched, race: 'hispanic', reportId: 's6' }),
      ...many(30, { ...north, ...searched, contraband: ['drugs'], reportId: 'n1' }),
      ...many(30, { ...north, ...searched, reportId: 'n2' }),
      ...many(20, { ...north, ...searched, contraband: ['drugs'], race: 'black', reportId: 'n3' }),
      ...many(60, { ...north, ...searched, race: 'black', reportId: 'n4' }),
      ...many(3, { ...unnamed, ...searched, contraband: ['drugs'], race: 'black', reportId: 'c1' }),
      ...many(9, { ...unnamed, ...searched, race: 'black', reportId: 'c2' }),
      // Not searched: no cell.
      ...many(50, { ...north, race: 'asian', reportId: 'n5' }),
    ];
    const result = widget('hit_rate_area_matrix').compute(contextOf(people, {}, { areaNames: { 'area-a': 'North', 'area-b': 'South' } }));
    const config = result.config as HeatMapConfig;
    expect(result).toMatchObject({ hasData: true, limited: false });
    // North: 0.25 - 0.50 = -0.25; South: 0.40 - 0.30 = +0.10; area-c has no White cell.
    expect(config.rows).toEqual(['North', 'South', 'area-c']);
    expect(config.columns).toEqual(['White', 'Black', 'Hispanic/Latine']);
    expect(config.cells.map(([row, column, figure]) => [row, column, figure.value, figure.n, figure.hatched])).toEqual([
      [0, 0, 0.5, 60, false],
      [0, 1, 0.25, 80, false],
      [1, 0, 0.3, 30, true],
      [1, 1, 0.4, 35, true],
      [1, 2, null, 10, true],
      [2, 1, null, 12, true],
    ]);
    expect(config.cells[0]?.[2].lower).toBeCloseTo(0.37735, 4);
    expect(config.cells[1]?.[2].upper).toBeCloseTo(0.35485, 4);
  });

  it('search_basis_mix counts each basis of a searched person, with the agency labels, seven slices plus Other', () => {
    const people = [
      ...many(4, { ...searched, basis: ['consent_given'], contraband: ['drugs'] }),
      ...many(2, { ...searched, basis: ['odor', 'k9_alert'] }),
      ...many(1, { ...searched, basis: ['odor'], contactType: 'cfs' }),
    ];
    const context = contextOf(people, {}, { optionLabels: { consent_given: 'Consent given', odor: 'Odor of contraband' } });
    const config = widget('search_basis_mix').compute(context).config as DoughnutConfig;
    expect(config.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['Consent given', 4],
      ['Odor of contraband', 3],
      ['K9 alert', 2],
    ]);
    expect(config.total).toBe(9);
    const codes = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const wide = codes.flatMap((code, index) => many(10 - index, { ...searched, basis: [code], reportId: code }));
    const wideConfig = widget('search_basis_mix').compute(contextOf(wide)).config as DoughnutConfig;
    expect(wideConfig.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['A', 10],
      ['B', 9],
      ['C', 8],
      ['D', 7],
      ['E', 6],
      ['F', 5],
      ['G', 4],
      ['Other', 5],
    ]);
    expect(wideConfig.total).toBe(54);
  });

  it('hit_rate_by_basis: consent first, races as series with the ratio to White, then every person searched', () => {
    const people = [
      ...many(4, { ...searched, basis: ['consent_given'], contraband: ['drugs'], reportId: 'w1' }),
      ...many(36, { ...searched, basis: ['consent_given'], reportId: 'w2' }),
      ...many(50, { ...searched, basis: ['odor'], contraband: ['drugs'], reportId: 'w3' }),
      ...many(50, { ...searched, basis: ['odor'], reportId: 'w4' }),
      ...many(3, { race: 'black', ...searched, basis: ['consent_given'], contraband: ['drugs'], reportId: 'b1' }),
      ...many(57, { race: 'black', ...searched, basis: ['consent_given'], reportId: 'b2' }),
      ...many(5, { race: 'black', ...searched, basis: ['odor'], contraband: ['drugs'], reportId: 'b3' }),
      ...many(5, { race: 'black', ...searched, basis: ['odor'], reportId: 'b4' }),
      ...many(5, { race: null, ...searched, basis: ['consent_given'], reportId: 'u1' }),
    ];
    const context = contextOf(people, {}, { optionLabels: { consent_given: 'Consent given' } });
    const config = widget('hit_rate_by_basis').compute(context).config as GroupedBarConfig;
    expect(config.categories).toEqual(['Consent given', 'Odor']);
    expect(config.series.map((entry) => entry.name)).toEqual(['White', 'Black', 'All persons searched']);
    expect(bars(config, 'White').map((bar) => [bar.value, bar.n])).toEqual([
      [0.1, 40],
      [0.5, 100],
    ]);
    // 4 of 40: Clopper-Pearson (fewer than 5 events).
    expect(bars(config, 'White')[0]?.lower).toBeCloseTo(0.027925, 4);
    const black = bars(config, 'Black');
    expect(black.map((bar) => [bar.value, bar.n])).toEqual([
      [0.05, 60],
      [null, 10],
    ]);
    expect(black[0]?.ratio?.value).toBeCloseTo(0.5, 6);
    expect(black[0]?.ratio?.lower).toBeCloseTo(0.11817, 4);
    expect(black[0]?.ratio?.upper).toBeCloseTo(2.11562, 4);
    expect(black[1]?.ratio).toEqual({ value: null, lower: null, upper: null });
    expect(bars(config, 'All persons searched').map((bar) => [bar.value, bar.n])).toEqual([
      [7 / 105, 105],
      [0.5, 110],
    ]);
  });

  it('consent_by_race: asked for consent and consent-only searches out of persons stopped', () => {
    const consentOnly = { ...searched, basis: ['consent_given'], consentOnly: true, askedConsent: true };
    const people = [
      ...many(6, { ...consentOnly, reportId: 'w1' }),
      ...many(6, { askedConsent: true, reportId: 'w2' }),
      ...many(48, { reportId: 'w3' }),
      ...many(8, { race: 'black', ...consentOnly, reportId: 'b1' }),
      ...many(2, { race: 'black', askedConsent: true, reportId: 'b2' }),
      ...many(30, { race: 'black', reportId: 'b3' }),
    ];
    const config = widget('consent_by_race').compute(contextOf(people)).config as GroupedBarConfig;
    expect(config.categories).toEqual(['White', 'Black']);
    const asked = bars(config, 'Asked for consent to search');
    const only = bars(config, 'Searched on consent only');
    expect(asked.map((bar) => [bar.value, bar.n])).toEqual([
      [0.2, 60],
      [0.25, 40],
    ]);
    expect(only.map((bar) => [bar.value, bar.n])).toEqual([
      [0.1, 60],
      [0.2, 40],
    ]);
    expect(asked[1]?.ratio?.value).toBeCloseTo(1.25, 6);
    expect(only[1]?.ratio?.value).toBeCloseTo(2, 6);
    expect(widget('consent_by_race').needs).toContain('actions');
  });

  it('contraband_mix shares the types found in searches and gives the seized rate as subtitle', () => {
    const people = [
      ...many(3, { ...searched, contraband: ['drugs'], actions: ['property_seized'], reportId: 'a' }),
      ...many(2, { ...searched, contraband: ['drugs', 'firearm'], reportId: 'b' }),
      ...many(1, { ...searched, contraband: ['money'], contactType: 'cfs', reportId: 'c' }),
      // Found in plain view without a search: not a hit.
      ...many(1, { contraband: ['drugs'], reportId: 'd' }),
      ...many(33, { reportId: 'e' }),
    ];
    const context = contextOf(people, {}, { optionLabels: { drugs: 'Drugs/narcotics', firearm: 'Firearm(s)' } });
    const result = widget('contraband_mix').compute(context);
    const config = result.config as DoughnutConfig & { subtitle: string };
    expect(result.hasData).toBe(true);
    expect(config.data.map((slice) => [slice.name, slice.value])).toEqual([
      ['Drugs/narcotics', 5],
      ['Firearm(s)', 2],
      ['Money', 1],
    ]);
    expect(config.total).toBe(8);
    // 3 of 40 persons: 7.5%, Clopper-Pearson 1.6%-20.4%.
    expect(config.subtitle).toBe('Property seized from 7.5% of persons (3 of 40 persons; 95% CI 1.6%–20.4%)');
    const thin = widget('contraband_mix').compute(contextOf(many(2, { ...searched, contraband: ['found'] })));
    const thinConfig = thin.config as DoughnutConfig & { subtitle: string };
    expect(thinConfig.data.map((slice) => [slice.name, slice.value])).toEqual([['Found (type not recorded)', 2]]);
    expect(thinConfig.subtitle).toBe('Property seized from 0 of 2 persons (too few persons for a rate)');
  });

  it('arrest_rate_by_race: arrests per person stopped and per person searched', () => {
    const people = [
      ...many(9, { ...searched, results: ['arrest'], reportId: 'w1' }),
      ...many(21, { ...searched, reportId: 'w2' }),
      ...many(5, { results: ['arrest'], reportId: 'w3' }),
      ...many(65, { reportId: 'w4' }),
      ...many(10, { race: 'black', ...searched, results: ['arrest'], reportId: 'b1' }),
      ...many(15, { race: 'black', ...searched, reportId: 'b2' }),
      ...many(25, { race: 'black', reportId: 'b3' }),
    ];
    const config = widget('arrest_rate_by_race').compute(contextOf(people)).config as GroupedBarConfig;
    const perStop = bars(config, 'Arrests per person stopped');
    const perSearch = bars(config, 'Arrests per person searched');
    expect(perStop.map((bar) => [bar.value, bar.n])).toEqual([
      [0.14, 100],
      [0.2, 50],
    ]);
    expect(perSearch.map((bar) => [bar.value, bar.n])).toEqual([
      [0.3, 30],
      [null, 25],
    ]);
    expect(perStop[1]?.ratio?.value).toBeCloseTo(1.42857, 4);
    expect(perStop[1]?.ratio?.lower).toBeCloseTo(0.68358, 4);
    expect(perStop[1]?.ratio?.upper).toBeCloseTo(2.98547, 4);
  });
});
