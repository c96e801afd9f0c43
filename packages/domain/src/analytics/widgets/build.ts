import { labelOf } from '../labels.ts';
import { colourAt } from '../palette.ts';
import { poissonP, rate, twoProportionP } from '../stats.ts';
import type { CounterReader, WidgetContext } from '../widget-context.ts';
import type { Delta, DoughnutConfig, Figure } from '../widget-types.ts';

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

/** Deltas of a count against the previous period and last year (Poisson test). */
export function countDeltas(context: WidgetContext, read: (reader: CounterReader) => number): Delta[] {
  const now = read(context.current);
  return (
    [
      ['vs previous period', context.previous],
      ['vs last year', context.lastYear],
    ] as const
  ).map(([label, reader]) => {
    const before = read(reader);
    const p = poissonP(now, before);
    return { label, previous: before, change: before === 0 ? null : (now - before) / before, significant: p !== null && p < 0.05 };
  });
}

/** Deltas of a rate k/n against the previous period and last year (two-proportion test). */
export function rateDeltas(context: WidgetContext, read: (reader: CounterReader) => [number, number]): Delta[] {
  const [k, n] = read(context.current);
  return (
    [
      ['vs previous period', context.previous],
      ['vs last year', context.lastYear],
    ] as const
  ).map(([label, reader]) => {
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
