import type { Delta, Figure, RateCardConfig } from '@fieldbook/domain';

export type Unit = RateCardConfig['unit'];

const count = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** A value without its unit's sign, as interval ends show it: 12.3 for 12.3%, 4.1 per 1,000. */
export function formatBare(value: number, unit: Unit): string {
  switch (unit) {
    case 'percent':
      return (value * 100).toFixed(1);
    case 'per_1000':
      return value.toFixed(1);
    case 'ratio':
      return value.toFixed(2);
    case 'minutes':
      return count(Math.round(value));
    case 'count':
      return count(value);
  }
}

/** A value with its unit: '12.3%', '4.1 per 1,000', '1.80×', '15 min', '1,204'; '—' when hidden. */
export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'percent':
      return `${formatBare(value, unit)}%`;
    case 'per_1000':
      return `${formatBare(value, unit)} per 1,000`;
    case 'ratio':
      return `${formatBare(value, unit)}×`;
    case 'minutes':
      return `${formatBare(value, unit)} min`;
    case 'count':
      return formatBare(value, unit);
  }
}

const hasInterval = (figure: Figure) =>
  figure.lower !== null && figure.lower !== undefined && figure.upper !== null && figure.upper !== undefined;

/**
 * A figure with its 95% interval and sample (analytics-widgets.md §7): '12.3% (10.1–14.8), n = 412'; a hidden value is
 * '— (too few, n = 12)'; an unstable one is marked '(unstable)'.
 */
export function formatFigure(figure: Figure, unit: Unit): string {
  const n = figure.n === undefined ? '' : `n = ${figure.n.toLocaleString('en-US')}`;
  if (figure.value === null || !Number.isFinite(figure.value)) return n ? `— (too few, ${n})` : '—';
  let text = formatValue(figure.value, unit);
  if (hasInterval(figure)) text += ` (${formatBare(figure.lower as number, unit)}–${formatBare(figure.upper as number, unit)})`;
  if (n && unit !== 'count') text += `, ${n}`;
  if (figure.hatched) text += ' (unstable)';
  return text;
}

/** A change against a comparison period: relative for counts and durations, in points for rates (widget-types.ts Delta). */
export function formatChange(delta: Delta, unit: Unit): string {
  if (delta.change === null) return 'no comparison';
  const sign = delta.change > 0 ? '+' : delta.change < 0 ? '−' : '±';
  const size = Math.abs(delta.change);
  switch (unit) {
    case 'percent':
      return `${sign}${(size * 100).toFixed(1)} pts`;
    case 'per_1000':
      return `${sign}${size.toFixed(1)} per 1,000`;
    case 'ratio':
      return `${sign}${size.toFixed(2)}`;
    default:
      return `${sign}${(size * 100).toFixed(1)}%`;
  }
}

/** '+12.5% vs previous period (significant)', or '... no significant change'. */
export function describeDelta(delta: Delta, unit: Unit): string {
  if (delta.change === null) return `${delta.label}: no comparison`;
  return `${delta.label}: ${formatChange(delta, unit)}${delta.significant ? '' : ', no significant change'}`;
}

/** Doughnut shares with 2 decimals (analytics.md §9). */
export function formatShare(value: number, total: number): string {
  return total > 0 ? `${((value / total) * 100).toFixed(2)}%` : '0.00%';
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Ranking details that look like ISO timestamps show as MM/DD/YYYY in the customer's time zone (analytics.md §9). */
export function formatDetail(detail: string, timeZone: string): string {
  if (!ISO_TIMESTAMP.test(detail)) return detail;
  const date = new Date(detail);
  if (Number.isNaN(date.getTime())) return detail;
  return new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
}
