import { labelOf } from '../labels.ts';
import { colourAt } from '../palette.ts';
import { poissonP, type RateRatio, rate, rateRatio, twoProportionP } from '../stats.ts';
import type { CounterReader, WidgetContext } from '../widget-context.ts';
import type { Delta, DoughnutConfig, Figure, GroupedBarConfig, SankeyConfig } from '../widget-types.ts';

/** Shared builders for widget configs: figures with intervals, doughnut slices, period deltas. */

export type Scope = 'all' | 'opa';

/** k / n as a figure: value, 95% interval, n, hatched; null when n < 30. */
export function rateFigure(k: number, n: number): Figure {
  const r = rate(k, n);
  return { value: r.value, lower: r.lower, upper: r.upper, n, hatched: r.unstable };
}

/** A person-level rate from a reader: `${prefix}${measure}` over `${prefix}` persons, e.g. ('race:black:', 'searched'). */
export function personRate(reader: CounterReader, base: string, measure: string, scope: Scope = 'all'): Figure {
  const n = base === '' ? reader.person('p', scope) : reader.person(base, scope);
  const k = reader.person(base === '' ? measure : `${base}:${measure}`, scope);
  return rateFigure(k, n);
}

/** Doughnut slices from person counts, largest first, at most 7 plus 'Other'. */
export function doughnut(entries: Array<[string, number]>, percentage = true): DoughnutConfig {
  const sorted = entries.filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1]);
  const head = sorted.slice(0, 7);
  const rest = sorted.slice(7).reduce((sum, [, value]) => sum + value, 0);
  if (rest > 0) head.push(['Other', rest]);
  return {
    data: head.map(([code, value], index) => ({ name: labelOf(code), value, colour: colourAt(index) })),
    percentage,
    total: sorted.reduce((sum, [, value]) => sum + value, 0),
  };
}

/** The periods a figure is compared with: the previous period and last year, or only last year when they are the same days. */
export function comparedPeriods(context: WidgetContext): Array<readonly ['vs previous period' | 'vs last year', CounterReader]> {
  const lastYear = ['vs last year', context.lastYear] as const;
  return context.previousIsLastYear ? [lastYear] : [['vs previous period', context.previous] as const, lastYear];
}

/** Deltas of a count against the previous period and last year (Poisson test). */
export function countDeltas(context: WidgetContext, read: (reader: CounterReader) => number): Delta[] {
  const now = read(context.current);
  return comparedPeriods(context).map(([label, reader]) => {
    const before = read(reader);
    const p = poissonP(now, before);
    return { label, previous: before, change: before === 0 ? null : (now - before) / before, significant: p !== null && p < 0.05 };
  });
}

/** Deltas of a rate k/n against the previous period and last year (two-proportion test). */
export function rateDeltas(context: WidgetContext, read: (reader: CounterReader) => [number, number]): Delta[] {
  const [k, n] = read(context.current);
  return comparedPeriods(context).map(([label, reader]) => {
    const [k2, n2] = read(reader);
    const p = twoProportionP(k, n, k2, n2);
    const before = n2 >= 30 ? k2 / n2 : null;
    return {
      label,
      previous: before,
      change: before === null || n < 30 ? null : k / n - before,
      significant: p !== null && p < 0.05 && n >= 30 && n2 >= 30,
    };
  });
}

/** Races present in the period, White first (the reference group), then by persons. */
export function racesPresent(reader: CounterReader, scope: Scope = 'all'): string[] {
  return reader
    .segments('race:')
    .filter((race) => race !== 'unknown' && reader.person(`race:${race}`, scope) > 0)
    .sort((a, b) => (a === 'white' ? -1 : b === 'white' ? 1 : reader.person(`race:${b}`, scope) - reader.person(`race:${a}`, scope)));
}

export const PERSONS_OPA = 'Officer-initiated stops · persons';
export const PERSONS_ALL = 'All contacts · persons';
export const CONTACTS_ALL = 'All contacts · reports';

// --- Formatting and scaling helpers (sections A, B, H) ---

/** A figure times a factor (e.g. 1,000 for per-1,000 rates); n and hatching unchanged. */
export function scaleFigure(figure: Figure, factor: number): Figure {
  const scale = (value: number | null | undefined) => (value === null || value === undefined ? null : value * factor);
  return { ...figure, value: scale(figure.value), lower: scale(figure.lower), upper: scale(figure.upper) };
}

/** A 0-1 share as '12.3%' (digits after the point), '—' when null. */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? '—' : `${(value * 100).toFixed(digits)}%`;
}

/** A ratio with its interval as '2.1× (1.8–2.4)'; two decimals when one decimal would read as 1.0 (so an interval that excludes 1 never looks as if it touched it). */
export function formatRatio(value: number, lower: number | null | undefined, upper: number | null | undefined): string {
  const parts = [value, lower ?? null, upper ?? null];
  const digits = parts.some((part) => part !== null && part !== 1 && part.toFixed(1) === '1.0') ? 2 : 1;
  const text = (part: number) => part.toFixed(digits);
  return lower === null || lower === undefined || upper === null || upper === undefined
    ? `${text(value)}×`
    : `${text(value)}× (${text(lower)}–${text(upper)})`;
}

// ---- Helpers of sections C (searches.ts) and D (force.ts) ----

/** A figure that also carries its rate ratio to a reference group (White, or persons without a flag) for the tooltip. */
export type RatioFigure = Figure & { ratio?: RateRatio };

/**
 * k / n as a figure (rateFigure) multiplied by `scale` (1,000 for per-1,000 units), with its ratio to the reference k / n
 * (log-method 95% interval; null when either rate is hidden or 0) when a reference is given.
 */
export function ratioFigure(k: number, n: number, reference?: readonly [number, number], scale = 1): RatioFigure {
  const base = rateFigure(k, n);
  const times = (value: number | null | undefined) => (value === null || value === undefined ? null : value * scale);
  const figure: RatioFigure = {
    ...base,
    value: base.value === null ? null : (k * scale) / n,
    lower: times(base.lower),
    upper: times(base.upper),
  };
  if (reference) figure.ratio = rateRatio(rate(k, n), rate(reference[0], reference[1]));
  return figure;
}

/** Grouped-bar series over race groups (White first): each bar is read(race) = [k, n], with its ratio to White's bar. */
export function raceSeries(
  races: readonly string[],
  series: ReadonlyArray<{ name: string; read: (race: string) => readonly [number, number] }>,
  scale = 1,
): GroupedBarConfig['series'] {
  return series.map(({ name, read }, index) => {
    const white = races.includes('white') ? read('white') : undefined;
    const values = races.map((race) => {
      const [k, n] = read(race);
      return ratioFigure(k, n, race === 'white' ? undefined : white, scale);
    });
    return { name, values, colour: colourAt(index) };
  });
}

/** True when no figure shows a value (every one hidden by the small-number rules, or none at all). */
export function allHidden(figures: Iterable<Figure>): boolean {
  for (const figure of figures) if (figure.value !== null) return false;
  return true;
}

/** Person-level counters whose key starts with `prefix`, summed over the scope's contact types, by the rest of the key. */
export function personKeys(reader: CounterReader, prefix: string, scope: Scope | 'cfs' = 'all'): Map<string, number> {
  const out = new Map<string, number>();
  const types = scope === 'all' ? ['opa', 'cfs'] : [scope];
  for (const type of types) {
    const start = `${type}:${prefix}`;
    for (const key of reader.keysWithPrefix(start)) {
      const rest = key.slice(start.length);
      out.set(rest, (out.get(rest) ?? 0) + (reader.counters[key] as number));
    }
  }
  return out;
}

/** The label of a configuration option code (basis for search, contraband, force action): the agency's label, else labelOf. */
export function optionLabel(context: Pick<WidgetContext, 'optionLabels'>, code: string): string {
  return context.optionLabels[code] ?? labelOf(code);
}

/** Doughnut slices as doughnut() builds them (largest first, at most 7 plus 'Other'), named by `label`. */
export function labelledDoughnut(entries: Array<[string, number]>, label: (code: string) => string, percentage = true): DoughnutConfig {
  const sorted = entries.filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1]);
  const head = sorted.slice(0, 7).map(([code, value]): [string, number] => [label(code), value]);
  const rest = sorted.slice(7).reduce((sum, [, value]) => sum + value, 0);
  if (rest > 0) head.push(['Other', rest]);
  return {
    data: head.map(([name, value], index) => ({ name, value, colour: colourAt(index) })),
    percentage,
    total: sorted.reduce((sum, [, value]) => sum + value, 0),
  };
}

export interface SankeyStage {
  /** Appended to a node's name when an earlier stage already uses that name ('Other (result)'). */
  name: string;
  label: (code: string) => string;
  /** Codes in display order; others follow by size. */
  order?: readonly string[];
}

/**
 * A sankey of persons through stages. Each path gives its code per stage (null: the path skips that stage, e.g. no
 * contraband stage for persons not searched) and its count. Nodes are ordered by stage, then `order`, then size; a name
 * that an earlier stage already uses gets ' (<stage name>)' appended, so node names are unique. Links join consecutive
 * codes of a path and are summed.
 */
export function sankeyOf(
  stages: readonly SankeyStage[],
  paths: Iterable<{ codes: ReadonlyArray<string | null>; value: number }>,
): SankeyConfig {
  const kept: Array<{ codes: ReadonlyArray<string | null>; value: number }> = [];
  const sizes = stages.map(() => new Map<string, number>());
  for (const path of paths) {
    if (path.value <= 0) continue;
    kept.push(path);
    path.codes.forEach((code, stage) => {
      const size = sizes[stage];
      if (code !== null && size) size.set(code, (size.get(code) ?? 0) + path.value);
    });
  }
  const names: Array<Map<string, string>> = [];
  const order: string[] = [];
  const used = new Set<string>();
  stages.forEach((stage, index) => {
    const size = sizes[index] as Map<string, number>;
    const rank = (code: string) => {
      const at = stage.order?.indexOf(code) ?? -1;
      return at === -1 ? Number.MAX_SAFE_INTEGER : at;
    };
    const codes = [...size.keys()].sort((a, b) => rank(a) - rank(b) || (size.get(b) ?? 0) - (size.get(a) ?? 0) || a.localeCompare(b));
    const byCode = new Map<string, string>();
    const own = new Set<string>();
    for (const code of codes) {
      let name = stage.label(code);
      if (used.has(name) && !own.has(name)) name = `${name} (${stage.name})`;
      byCode.set(code, name);
      if (!own.has(name)) {
        own.add(name);
        order.push(name);
      }
    }
    for (const name of own) used.add(name);
    names.push(byCode);
  });
  const links = new Map<string, { source: string; target: string; value: number }>();
  for (const path of kept) {
    let previous: string | null = null;
    path.codes.forEach((code, stage) => {
      const name = code === null ? undefined : names[stage]?.get(code);
      if (name === undefined) return;
      if (previous !== null) {
        const key = JSON.stringify([previous, name]);
        const link = links.get(key) ?? { source: previous, target: name, value: 0 };
        link.value += path.value;
        links.set(key, link);
      }
      previous = name;
    });
  }
  const position = (name: string) => order.indexOf(name);
  return {
    nodes: order.map((name, index) => ({ name, colour: colourAt(index) })),
    links: [...links.values()].sort((a, b) => position(a.source) - position(b.source) || position(a.target) - position(b.target)),
  };
}

// ---- Helpers of sections E (time.ts), F (geography.ts) and G (officers.ts) ----

/** A config with a message for the widget's info line (e.g. 'Limited to the last 300 reports.'), as ranking headers carry. */
export type WithInfoMessage<T> = T & { info_message?: string };

/** A count as a figure (n is the count itself). */
export function countFigure(count: number): Figure {
  return { value: count, n: count };
}
