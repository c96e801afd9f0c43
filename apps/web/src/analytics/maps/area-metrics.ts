import type { Figure, MapConfig } from '@fieldbook/domain';
import type { Unit } from '../figure-format.ts';

/**
 * The filter map's areas (analytics-widgets.md F2): each area has one figure per metric (`metrics`, parallel to
 * `options`, with `units` and colour `domains`); `value` is the default metric's, named by `filter.value`.
 */
export type AreaMapConfig = Omit<MapConfig, 'areas'> & {
  areas?: Array<{ id: string; name: string; value: Figure; metrics?: Figure[] }>;
  units?: Unit[];
  domains?: Array<[number, number] | null>;
};

/** The metrics an area map offers: its options when each area carries them, else the one value. */
export function areaMetrics(config: AreaMapConfig): string[] {
  const hasMetrics = (config.areas ?? []).some((area) => area.metrics && area.metrics.length > 0);
  return hasMetrics && config.options && config.options.length > 0 ? config.options : ['Value'];
}

/** The metric shown first: the one `filter.value` names, else the first. */
export function defaultMetric(config: AreaMapConfig): number {
  const index = config.filter ? areaMetrics(config).indexOf(config.filter.value) : -1;
  return index === -1 ? 0 : index;
}

export function areaFigure(area: NonNullable<AreaMapConfig['areas']>[number], metric: number): Figure {
  return area.metrics?.[metric] ?? area.value;
}

/** The metric's unit; without one, values within 0..1 are rates and others counts. */
export function metricUnit(config: AreaMapConfig, metric: number): Unit {
  const unit = config.units?.[metric];
  if (unit) return unit;
  const values = (config.areas ?? []).map((area) => areaFigure(area, metric).value).filter((value): value is number => value !== null);
  return values.length > 0 && values.every((value) => value >= 0 && value <= 1) ? 'percent' : 'count';
}
