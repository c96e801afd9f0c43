import type { Counters } from './counters.ts';
import type { Fact } from './fact-sources.ts';
import type { MapPoint, WidgetComponent, WidgetKind } from './widget-types.ts';

/**
 * Reads summed counters (counters.ts): contact-level keys as they are, person-level keys for all or proactive. A reader
 * of `counters` minus `minus` (peers: the agency minus the officer) subtracts key by key as it reads, without a copy.
 */
export class CounterReader {
  /** The keys sorted once, for prefix look-ups (a year's counters hold tens of thousands of keys). */
  private sortedKeys: string[] | undefined;
  /** Segments by prefix: every widget asks for the races (and a few other lists). */
  private readonly segmentCache = new Map<string, string[]>();
  /** Daily series (`t:<day>:<series>`) by series, then day: built in one pass when a series is first summed. */
  private daily: Map<string, Map<string, number>> | undefined;

  constructor(
    readonly counters: Counters,
    private readonly minus?: Counters,
  ) {}

  /** A contact-level or series key (`c`, `c.uof`, `t:2026-01-02:c`, ...). */
  get(key: string): number {
    const value = this.counters[key] ?? 0;
    return this.minus ? value - (this.minus[key] ?? 0) : value;
  }

  /** A person-level key over both contact types ('all') or officer-initiated contacts only ('opa'). */
  person(key: string, scope: 'all' | 'opa' = 'all'): number {
    const opa = this.get(`opa:${key}`);
    return scope === 'opa' ? opa : opa + this.get(`cfs:${key}`);
  }

  /** The sum of the daily series `t:<day>:<series>` over these days ('c', 'opa', 'p', 'searched', 'race:black', ...). */
  dailySum(days: Iterable<string>, series: string): number {
    this.daily ??= this.indexDaily();
    const byDay = this.daily.get(series);
    if (!byDay) return 0;
    let sum = 0;
    for (const day of days) sum += byDay.get(day) ?? 0;
    return sum;
  }

  private indexDaily(): Map<string, Map<string, number>> {
    const index = new Map<string, Map<string, number>>();
    for (const key of this.keysWithPrefix('t:')) {
      const day = key.slice(2, 12);
      const series = key.slice(13);
      const byDay = index.get(series) ?? new Map<string, number>();
      index.set(series, byDay);
      byDay.set(day, this.get(key));
    }
    return index;
  }

  /** The keys starting with `prefix`, in sorted order (a binary search over the sorted keys, not a walk over all). */
  keysWithPrefix(prefix: string): string[] {
    this.sortedKeys ??= this.nonZeroKeys().sort();
    const keys = this.sortedKeys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((keys[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < keys.length && (keys[index] as string).startsWith(prefix); index++) found.push(keys[index] as string);
    return found;
  }

  private nonZeroKeys(): string[] {
    if (!this.minus) return Object.keys(this.counters);
    const keys = new Set([...Object.keys(this.counters), ...Object.keys(this.minus)]);
    return [...keys].filter((key) => this.get(key) !== 0);
  }

  /** The distinct next segments after a prefix, e.g. suffixes('race:') gives the races seen (person keys for both contact types, else raw). */
  segments(prefix: string, person = true): string[] {
    const cacheKey = `${person}|${prefix}`;
    const cached = this.segmentCache.get(cacheKey);
    if (cached) return [...cached];
    const found = new Set<string>();
    for (const start of person ? [`opa:${prefix}`, `cfs:${prefix}`] : [prefix]) {
      for (const key of this.keysWithPrefix(start)) {
        const rest = key.slice(start.length);
        const end = rest.indexOf(':');
        found.add(end === -1 ? rest : rest.slice(0, end));
      }
    }
    this.segmentCache.set(cacheKey, [...found]);
    return [...found];
  }
}

/** Readers of counters objects that are shared and never changed (sums a server keeps), so their sorted keys and indexes are built once. */
const sharedReaders = new WeakMap<Counters, CounterReader>();

/** The reader of `counters`, the same one for the same object: only for counters nobody changes after this call. */
export function readerOf(counters: Counters): CounterReader {
  const known = sharedReaders.get(counters);
  if (known) return known;
  const reader = new CounterReader(counters);
  sharedReaders.set(counters, reader);
  return reader;
}

export type PeriodKind = 'week' | 'month' | 'quarter' | 'half_year' | 'year' | 'custom';

export interface PeriodRange {
  kind: PeriodKind;
  /** Inclusive local dates 'YYYY-MM-DD'. */
  from: string;
  to: string;
  days: number;
}

export interface Scoped {
  id: string;
  name: string;
  counters: CounterReader;
}

/** Everything a widget computes from: the period's counters, the comparison periods', and the scoped breakdowns. */
export interface WidgetContext {
  current: CounterReader;
  /** The previous period of equal length, and the same period a year earlier. */
  previous: CounterReader;
  lastYear: CounterReader;
  /** The previous period is the same days as last year (a year): one comparison, 'vs last year', not two. */
  previousIsLastYear?: boolean;
  period: PeriodRange;
  /** x-axis buckets of the period up to today (months for a year, fortnights for a half-year, weeks for a quarter, else days). */
  xAxis: Array<{ label: string; days: string[] }>;
  /** Per officer (by involvement) and per group counters of the period; empty when an officer filter is set. */
  officers: Scoped[];
  groups: Scoped[];
  /** Names of the agency's areas and tags by id. */
  areaNames: Record<string, string>;
  /** Option labels of configuration codes (basis for search, contraband, force actions) by code. */
  optionLabels: Record<string, string>;
  /** The latest reports of the period with coordinates (at most 300), newest first, and whether more existed. */
  points: MapPoint[];
  pointsLimited: boolean;
  /** An officer or group filter is set (officer-level widgets then compare against the agency). */
  officerFiltered: boolean;
  /** The agency's counters for the same period, for officer-vs-peer comparison when an officer filter is set. */
  agency?: CounterReader;
  /** The jurisdiction's residents by race group (ACS 5-year, entered by the agency), for per-resident widgets; null when not entered. */
  population: { total: number; byRace: Record<string, number> } | null;
  /** Tag or officer filters set: per-resident widgets are disabled under them (analytics-widgets.md §8). */
  tagFiltered: boolean;
  /** Any filter set (area, date, officer, group, tag): a widget omitted then says the filter leaves too few. */
  filtered?: boolean;
  /** The early-intervention alerts open in the period, oldest first; undefined for a caller who may not see them. */
  eiAlerts?: EiAlertOfPeriod[] | undefined;
}

export interface EiAlertOfPeriod {
  officer_name: string;
  status: 'open' | 'in_review' | 'closed';
  indicators: string[];
  days_open: number;
}

export interface WidgetResult {
  config: WidgetComponent['config'];
  /** Too little data to show it safely ('Content Omitted'). */
  limited: boolean;
  hasData: boolean;
}

export type SectionId = 'overview' | 'demographics' | 'searches' | 'force' | 'time' | 'geography' | 'officers' | 'quality';

export const SECTIONS: Record<SectionId, string> = {
  overview: 'Overview',
  demographics: 'Demographics and disparity',
  searches: 'Searches and outcomes',
  force: 'Use of force',
  time: 'Time patterns',
  geography: 'Geography',
  officers: 'Officers and groups',
  quality: 'Data quality',
};

/** A widget of the catalogue (analytics-widgets.md §3). */
export interface WidgetDefinition {
  id: string;
  kind: WidgetKind;
  title: string;
  section: SectionId;
  /** What it computes and its caveats (the info tooltip). */
  info: string;
  /** The footer chip. */
  contextLabel: string;
  /** Facts the agency's configuration must supply for this widget to be offered. */
  needs: Fact[];
  /** One of the catalogue's ten most important (★). */
  top?: boolean;
  /** Offered only to roles that see officers (managers and owners), never to the officer role. */
  supervisory?: boolean;
  compute(context: WidgetContext): WidgetResult;
}
