import type { Figure, GroupedBarConfig } from '@fieldbook/domain';
import { formatFigure, type Unit } from '../figure-format.ts';

export const categoryUnit = (config: GroupedBarConfig, index: number): Unit => config.category_units?.[index] ?? config.unit;

/** Mixed units cannot share an axis: each category is then drawn relative to the first series (this period = 100%). */
export const isRelative = (config: GroupedBarConfig) => (config.category_units?.length ?? 0) > 0;

/** A figure as drawn: its value, or relative to the first series' value of its category. */
export function drawnValue(config: GroupedBarConfig, category: number, value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!isRelative(config)) return value;
  const base = config.series[0]?.values[category]?.value;
  return base ? value / base : null;
}

/** The headline sentence, e.g. 'Odds ratio, dark vs light: 1.21 (0.90–1.63), n = 412'. */
export function headlineText(config: GroupedBarConfig): string | null {
  return config.headline ? `${config.headline.label}: ${formatFigure(config.headline.value, 'ratio')}` : null;
}

/** A figure in its category's unit, marked when the domain flags the change significant. */
export function categoryFigure(config: GroupedBarConfig, category: number, figure: Figure | undefined): string {
  if (!figure) return '—';
  const text = formatFigure(figure, categoryUnit(config, category));
  return (figure as Figure & { significant?: boolean }).significant ? `${text} (significant change)` : text;
}
