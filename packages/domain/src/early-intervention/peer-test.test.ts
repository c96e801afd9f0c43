import { describe, expect, it } from 'vitest';
import { benjaminiHochberg } from './fdr.ts';
import { DEFAULT_EI_SETTINGS, type EarlyInterventionSettings } from './indicators.ts';
import { evaluatePeerRule, type PeerCell, twoSidedP } from './peer-test.ts';

const on: EarlyInterventionSettings = { ...DEFAULT_EI_SETTINGS, enabled: true };
const only = (indicator: EarlyInterventionSettings['indicators'][number]): EarlyInterventionSettings => ({
  ...on,
  indicators: [indicator],
});

/** mulberry32: a seeded generator, so every run draws the same officers. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cell = (officerId: string, stratum: string, persons: number, counts: Partial<PeerCell> = {}): PeerCell => ({
  officerId,
  stratum,
  group: null,
  persons,
  searched: 0,
  hits: 0,
  force: 0,
  ...counts,
});

describe('Benjamini–Hochberg', () => {
  it('matches statsmodels fdrcorrection on a textbook set', () => {
    // statsmodels.stats.multitest.fdrcorrection([0.01, 0.04, 0.03, 0.005, 0.2]) -> [0.025, 0.05, 0.05, 0.025, 0.2]
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005, 0.2]);
    expect(q.map((value) => Number(value.toFixed(4)))).toEqual([0.025, 0.05, 0.05, 0.025, 0.2]);
    expect(benjaminiHochberg([])).toEqual([]);
    expect(benjaminiHochberg([0.9, 0.95])).toEqual([0.95, 0.95]);
  });

  it('gives a two-sided p-value by the normal for large variance and exact Poisson for small', () => {
    expect(twoSidedP(50, 50, 40)).toBeCloseTo(1, 6);
    expect(twoSidedP(90, 45, 38)).toBeLessThan(1e-6);
    expect(twoSidedP(0, 45, 38)).toBeLessThan(1e-6);
    // Poisson(2): P(X >= 7) = 0.0045, two-sided 0.009
    expect(twoSidedP(7, 2, 1.9)).toBeCloseTo(0.009, 3);
  });
});

describe('the peer comparison on hand-made strata', () => {
  // Four officers share two strata; 'a' works only the busy night stratum, where everyone searches more.
  const base = [
    cell('a', 'night', 100, { searched: 30, hits: 6, force: 3 }),
    cell('b', 'night', 100, { searched: 30, hits: 12, force: 3 }),
    cell('c', 'night', 100, { searched: 30, hits: 12, force: 3 }),
    cell('d', 'night', 100, { searched: 30, hits: 12, force: 3 }),
    cell('b', 'day', 100, { searched: 5, hits: 2 }),
    cell('c', 'day', 100, { searched: 5, hits: 2 }),
    cell('d', 'day', 100, { searched: 5, hits: 2 }),
    cell('e', 'day', 100, { searched: 5, hits: 2 }),
  ];

  it('compares an officer with peers of the same strata, the officer excluded, so a busy stratum is no flag', () => {
    const results = evaluatePeerRule(base, only('search_rate'));
    const a = results.find((result) => result.officerId === 'a');
    expect(a?.officer).toMatchObject({ k: 30, n: 100, rate: 0.3 });
    expect(a?.expected).toBeCloseTo(30);
    expect(a?.peers).toMatchObject({ k: 90, n: 300 });
    expect(a?.flagged).toBe(false);
    // e works only by day: too few other officers there? b, c, d are three: tested.
    expect(results.find((result) => result.officerId === 'e')?.p).not.toBeNull();
  });

  it('flags a search rate twice the peers in the same strata, with the why in plain words and Wilson intervals', () => {
    const cells = [
      ...base.filter((c) => c.officerId !== 'a'),
      cell('f', 'night', 200, { searched: 30 }),
      cell('g', 'night', 200, { searched: 30 }),
      cell('a', 'night', 300, { searched: 90 }),
    ];
    // peers of a at night: b c d f g = 90 + 60 = 150 of 700 -> 21%; a searched 30%.
    const a = evaluatePeerRule(cells, { ...only('search_rate'), peer_rule: { ...on.peer_rule, min_persons: 50 } }).find(
      (result) => result.officerId === 'a',
    );
    expect(a?.flagged).toBe(true);
    expect(a?.why).toBe('Search rate 30% (n 300) against 21% expected from peers who worked the same areas and hours.');
    expect(a?.officer.lower).toBeLessThan(0.3);
    expect(a?.officer.upper).toBeGreaterThan(0.3);
    expect(a?.peers.lower).toBeLessThan(a?.peers.rate as number);
  });

  it('tests the hit rate over searches only with 30 searches, and a lower hit rate is flagged too (two-sided)', () => {
    const cells = [
      cell('a', 's', 400, { searched: 200, hits: 20 }),
      ...['b', 'c', 'd', 'e'].map((id) => cell(id, 's', 400, { searched: 200, hits: 80 })),
      cell('x', 's', 100, { searched: 20, hits: 0 }),
    ];
    const results = evaluatePeerRule(cells, only('hit_rate'));
    expect(results.find((r) => r.officerId === 'a')?.flagged).toBe(true);
    expect(results.find((r) => r.officerId === 'a')?.why).toMatch(/^Hit rate 10% \(n 200 searches\) against 39% expected/);
    expect(results.find((r) => r.officerId === 'x')?.p).toBeNull();
  });

  it('tests the force rate and each perceived group share', () => {
    const cells = [
      cell('a', 's', 200, { force: 30, group: 'Black' }),
      cell('a', 's', 100, { group: 'White' }),
      ...['b', 'c', 'd', 'e'].flatMap((id) => [
        cell(id, 's', 100, { force: 3, group: 'Black' }),
        cell(id, 's', 200, { force: 3, group: 'White' }),
      ]),
    ];
    const force = evaluatePeerRule(cells, only('force_rate')).find((r) => r.officerId === 'a');
    expect(force?.flagged).toBe(true);
    const shares = evaluatePeerRule(cells, only('group_share')).filter((r) => r.officerId === 'a');
    expect(shares.map((r) => r.label)).toEqual([
      'Share of stops of persons perceived as Black',
      'Share of stops of persons perceived as White',
    ]);
    expect(shares.every((r) => r.flagged)).toBe(true);
  });

  it("names a perceived group by the configuration's label, not its code", () => {
    const cells = [
      cell('a', 's', 200, { group: 'middle_eastern_south_asian' }),
      ...['b', 'c', 'd', 'e'].map((id) => cell(id, 's', 200, { group: 'white' })),
    ];
    const labels = { middle_eastern_south_asian: 'Middle Eastern or South Asian', white: 'White' };
    const share = evaluatePeerRule(cells, only('group_share'), labels).find((r) => r.officerId === 'a' && r.flagged);
    expect(share?.label).toBe('Share of stops of persons perceived as Middle Eastern or South Asian');
    expect(share?.why).toMatch(/^Share of stops of persons perceived as Middle Eastern or South Asian /);
  });

  it('skips officers under min_persons, strata with too few peers, and runs nothing when the rule is off', () => {
    const cells = [
      cell('a', 's', 40, { searched: 40 }),
      ...['b', 'c', 'd'].map((id) => cell(id, 's', 100, { searched: 5 })),
      cell('z', 'lonely', 500, { searched: 400 }),
    ];
    const results = evaluatePeerRule(cells, only('search_rate'));
    expect(results.find((r) => r.officerId === 'a')).toBeUndefined();
    expect(results.find((r) => r.officerId === 'z')?.p).toBeNull();
    expect(evaluatePeerRule(cells, { ...only('search_rate'), peer_rule: { ...on.peer_rule, enabled: false } })).toEqual([]);
    expect(evaluatePeerRule(cells, { ...on, indicators: ['force_incidents'] })).toEqual([]);
  });
});

/**
 * Generated agencies: 60 officers over 3 areas × 6 four-hour bands × weekday/weekend × 2 contact types, each working a
 * few strata of their own with 150-400 persons; each stratum has its own search rate (4%-30%), so busy strata differ.
 */
function simulate(seed: number, outlier: boolean): PeerCell[] {
  const random = generator(seed);
  const strata: { key: string; rate: number }[] = [];
  for (const area of ['dt', 'mt', 'rd'])
    for (let band = 0; band < 6; band += 1)
      for (const day of ['wd', 'we'])
        for (const type of ['cfs', 'opa']) strata.push({ key: `${area}|${band}|${day}|${type}`, rate: 0.04 + random() * 0.26 });
  const cells: PeerCell[] = [];
  for (let index = 0; index < 60; index += 1) {
    const officerId = `o${String(index).padStart(2, '0')}`;
    const home = Math.floor(random() * 3);
    const persons = 150 + Math.floor(random() * 250);
    const worked = new Map<string, number>();
    for (let person = 0; person < persons; person += 1) {
      // Mostly their own area and two bands, sometimes anywhere.
      const stratum =
        random() < 0.8
          ? (strata[home * 24 + (index % 3) * 8 + Math.floor(random() * 8)] as { key: string; rate: number })
          : (strata[Math.floor(random() * strata.length)] as { key: string; rate: number });
      worked.set(stratum.key, (worked.get(stratum.key) ?? 0) + 1);
    }
    for (const [key, n] of worked) {
      const rate = (strata.find((s) => s.key === key) as { rate: number }).rate * (outlier && index === 0 ? 2 : 1);
      let searched = 0;
      for (let person = 0; person < n; person += 1) if (random() < rate) searched += 1;
      cells.push(cell(officerId, key, n, { searched }));
    }
  }
  return cells;
}

describe('simulation', () => {
  const settings = only('search_rate');

  it('flags the planted officer who searches twice as often as peers in the same strata', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const flagged = evaluatePeerRule(simulate(seed, true), settings).filter((r) => r.flagged);
      expect(flagged.map((r) => r.officerId)).toContain('o00');
    }
  });

  it('keeps false flags within the FDR when no officer is planted (50 seeds)', () => {
    let falseFlags = 0;
    let tested = 0;
    for (let seed = 100; seed < 150; seed += 1) {
      const results = evaluatePeerRule(simulate(seed, false), settings);
      tested += results.filter((r) => r.p !== null).length;
      falseFlags += results.filter((r) => r.flagged).length;
    }
    const average = falseFlags / 50;
    expect(tested / 50).toBeGreaterThan(50);
    // Under the global null BH keeps P(any flag) <= q, so the average count of flags stays far under q × officers.
    expect(average).toBeLessThanOrEqual(settings.peer_rule.fdr * 60 + 0.5);
  });
});
