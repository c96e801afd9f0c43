import { normalCdf, wilson } from '../analytics/stats.ts';
import { benjaminiHochberg } from './fdr.ts';
import { type EarlyInterventionSettings, PEER_INDICATORS } from './indicators.ts';

/**
 * The peer comparison (reference §3.4, the implementable core): an officer's persons in each stratum (area × 4-hour band ×
 * weekday/weekend × contact type, from the analytics facts) times the rate of the other officers in that stratum gives
 * the expected count E = Σ_s n_i,s · r_peers,s; observed O against E with a two-sided p-value; Benjamini–Hochberg across
 * every test of the run; flagged when q <= the agency's FDR. Only officers with at least min_persons persons (and 30
 * searches for the hit rate) are tested; a stratum counts only with enough peers in it (PEER_STRATUM_MIN).
 */

/** Persons of one officer in one stratum and one perceived group (the facts, aggregated by the repo). */
export interface PeerCell {
  officerId: string;
  stratum: string;
  /** Perceived race (or null when not recorded). */
  group: string | null;
  persons: number;
  searched: number;
  hits: number;
  force: number;
}

/** A stratum is used for an officer only when the other officers in it are at least this many, with this many persons. */
export const PEER_STRATUM_MIN = { officers: 3, persons: 30 } as const;
export const PEER_MIN_SEARCHES_FOR_HIT_RATE = 30;

export type PeerIndicator = (typeof PEER_INDICATORS)[number];

export interface RateWithInterval {
  k: number;
  n: number;
  rate: number | null;
  lower: number | null;
  upper: number | null;
}

export interface PeerResult {
  officerId: string;
  indicator: PeerIndicator;
  /** The rate compared; for group_share, the perceived group. */
  label: string;
  officer: RateWithInterval;
  /** The peers' rate weighted to the officer's mix of strata (E / n), with the peers' n. */
  peers: RateWithInterval;
  expected: number;
  ratio: number | null;
  /** Null when the officer had too few persons (or strata with enough peers) to be tested. */
  p: number | null;
  q: number | null;
  flagged: boolean;
  why: string | null;
}

interface Counts {
  persons: number;
  searched: number;
  hits: number;
  force: number;
  groups: Map<string, number>;
}

const emptyCounts = (): Counts => ({ persons: 0, searched: 0, hits: 0, force: 0, groups: new Map() });

function addCell(target: Counts, cell: PeerCell): void {
  target.persons += cell.persons;
  target.searched += cell.searched;
  target.hits += cell.hits;
  target.force += cell.force;
  if (cell.group !== null) target.groups.set(cell.group, (target.groups.get(cell.group) ?? 0) + cell.persons);
}

interface Metric {
  indicator: PeerIndicator;
  label: string;
  k: (counts: Counts) => number;
  n: (counts: Counts) => number;
  minN: (minPersons: number) => number;
}

function metricsOf(indicators: ReadonlySet<string>, groups: readonly string[], groupLabels: Readonly<Record<string, string>>): Metric[] {
  const metrics: Metric[] = [];
  const persons = (counts: Counts) => counts.persons;
  if (indicators.has('search_rate'))
    metrics.push({ indicator: 'search_rate', label: 'Search rate', k: (c) => c.searched, n: persons, minN: (m) => m });
  if (indicators.has('hit_rate'))
    metrics.push({
      indicator: 'hit_rate',
      label: 'Hit rate',
      k: (c) => c.hits,
      n: (c) => c.searched,
      minN: () => PEER_MIN_SEARCHES_FOR_HIT_RATE,
    });
  if (indicators.has('force_rate'))
    metrics.push({ indicator: 'force_rate', label: 'Force rate', k: (c) => c.force, n: persons, minN: (m) => m });
  if (indicators.has('group_share'))
    for (const group of groups)
      metrics.push({
        indicator: 'group_share',
        label: `Share of stops of persons perceived as ${groupLabels[group] ?? group}`,
        k: (c) => c.groups.get(group) ?? 0,
        n: persons,
        minN: (m) => m,
      });
  return metrics;
}

/** P(X <= O) and P(X >= O) for X ~ Poisson(E). */
function poissonTails(observed: number, expected: number): { lower: number; upper: number } {
  // Only small counts reach this branch (variance under 10), so a direct sum is exact enough.
  let term = Math.exp(-expected);
  let below = 0;
  for (let k = 0; k <= observed; k += 1) {
    if (k > 0) term *= expected / k;
    below += term;
  }
  const atObserved = term;
  return { lower: Math.min(1, below), upper: Math.min(1, 1 - below + atObserved) };
}

/** Two-sided p-value of O against E: normal with the binomial variance V (continuity-corrected) when V >= 10, else exact Poisson. */
export function twoSidedP(observed: number, expected: number, variance: number): number {
  if (variance >= 10) {
    const z = Math.max(0, Math.abs(observed - expected) - 0.5) / Math.sqrt(variance);
    return Math.min(1, 2 * (1 - normalCdf(z)));
  }
  if (expected <= 0) return observed > 0 ? 0 : 1;
  const { lower, upper } = poissonTails(observed, expected);
  return Math.min(1, 2 * Math.min(lower, upper));
}

function percent(value: number): string {
  const shown = value * 100;
  return shown > 0 && shown < 1 ? `${shown.toFixed(1)}%` : `${Math.round(shown)}%`;
}

function withInterval(k: number, n: number): RateWithInterval {
  if (n <= 0) return { k, n, rate: null, lower: null, upper: null };
  const [lower, upper] = wilson(k, n);
  return { k, n, rate: k / n, lower, upper };
}

/**
 * Compares every officer with peers who worked the same strata, for the enabled peer indicators, with FDR control
 * across all the run's tests. Answers a result per officer tested (and those too small to test, with p null).
 * `groupLabels` names the perceived groups' codes in the labels and sentences (the configuration's option labels).
 */
export function evaluatePeerRule(
  cells: readonly PeerCell[],
  settings: EarlyInterventionSettings,
  groupLabels: Readonly<Record<string, string>> = {},
): PeerResult[] {
  if (!settings.enabled || !settings.peer_rule.enabled) return [];
  const enabled = new Set<string>(settings.indicators.filter((id) => (PEER_INDICATORS as readonly string[]).includes(id)));
  if (enabled.size === 0) return [];
  const { min_persons: minPersons, fdr } = settings.peer_rule;

  const officers = new Map<string, Map<string, Counts>>();
  const strata = new Map<string, { counts: Counts; officers: number }>();
  const officerTotals = new Map<string, number>();
  const groups = new Set<string>();
  for (const cell of cells) {
    if (cell.persons <= 0) continue;
    const byStratum = officers.get(cell.officerId) ?? new Map<string, Counts>();
    officers.set(cell.officerId, byStratum);
    const stratum = strata.get(cell.stratum) ?? { counts: emptyCounts(), officers: 0 };
    strata.set(cell.stratum, stratum);
    let counts = byStratum.get(cell.stratum);
    if (!counts) {
      counts = emptyCounts();
      byStratum.set(cell.stratum, counts);
      stratum.officers += 1;
    }
    addCell(counts, cell);
    addCell(stratum.counts, cell);
    officerTotals.set(cell.officerId, (officerTotals.get(cell.officerId) ?? 0) + cell.persons);
    if (cell.group !== null) groups.add(cell.group);
  }

  const metrics = metricsOf(enabled, [...groups].sort(), groupLabels);
  const results: PeerResult[] = [];
  for (const [officerId, byStratum] of [...officers].sort(([a], [b]) => a.localeCompare(b))) {
    if ((officerTotals.get(officerId) ?? 0) < minPersons) continue;
    for (const metric of metrics) {
      let observed = 0;
      let n = 0;
      let expected = 0;
      let variance = 0;
      let peerK = 0;
      let peerN = 0;
      for (const [key, counts] of byStratum) {
        const stratum = strata.get(key) as { counts: Counts; officers: number };
        const ni = metric.n(counts);
        if (ni <= 0) continue;
        const peersN = metric.n(stratum.counts) - ni;
        if (stratum.officers - 1 < PEER_STRATUM_MIN.officers || peersN < PEER_STRATUM_MIN.persons) continue;
        const peersK = metric.k(stratum.counts) - metric.k(counts);
        const rate = peersK / peersN;
        observed += metric.k(counts);
        n += ni;
        expected += ni * rate;
        variance += ni * rate * (1 - rate);
        peerK += peersK;
        peerN += peersN;
      }
      const officer = withInterval(observed, n);
      const peerRate = n > 0 ? expected / n : null;
      const [peerLower, peerUpper] = peerRate === null || peerN === 0 ? [null, null] : wilson(peerRate * peerN, peerN);
      const peers: RateWithInterval = { k: peerK, n: peerN, rate: peerRate, lower: peerLower, upper: peerUpper };
      const tested = n >= metric.minN(minPersons) && peerN > 0;
      results.push({
        officerId,
        indicator: metric.indicator,
        label: metric.label,
        officer,
        peers,
        expected,
        ratio: expected > 0 ? observed / expected : null,
        p: tested ? twoSidedP(observed, expected, variance) : null,
        q: null,
        flagged: false,
        why: null,
      });
    }
  }

  const tested = results.filter((result) => result.p !== null);
  const qValues = benjaminiHochberg(tested.map((result) => result.p as number));
  tested.forEach((result, index) => {
    result.q = qValues[index] as number;
    result.flagged = result.q <= fdr;
    if (result.flagged) result.why = peerWhy(result);
  });
  return results;
}

/** 'Search rate 18% (n 240) against 9% expected from peers who worked the same areas and hours.' */
export function peerWhy(result: PeerResult): string {
  const unit = result.indicator === 'hit_rate' ? ' searches' : '';
  const officerRate = result.officer.rate ?? 0;
  const peerRate = result.peers.rate ?? 0;
  return `${result.label} ${percent(officerRate)} (n ${result.officer.n.toLocaleString('en-US')}${unit}) against ${percent(peerRate)} expected from peers who worked the same areas and hours.`;
}
