import type { Colour, DoughnutConfig, Figure, GroupedBarConfig, SankeyConfig, SeriesConfig } from '@fieldbook/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { formatBare, formatShare, formatValue, type Unit } from '../figure-format.ts';
import { categoryFigure, drawnValue, isRelative } from './grouped-bar-extras.ts';

/** Day or night colours of each item (analytics.md §9), after the page's theme. */
export type Theme = 'day' | 'night';

const TEXT: Record<Theme, string> = { day: '#1b1f24', night: '#e5e7eb' };
const MUTED: Record<Theme, string> = { day: '#4a5562', night: '#9ca3af' };
/** Hatching for unstable values (analytics-widgets.md §7: CDC cross-hatch). */
const HATCH = {
  symbol: 'rect',
  symbolSize: 1,
  dashArrayX: [1, 0],
  dashArrayY: [2, 3],
  rotation: Math.PI / 4,
  color: 'rgba(255,255,255,0.6)',
};

const colourOf = (colour: Colour, theme: Theme) => colour[theme];
const axisLabel = (unit: Unit) => (value: number) => (unit === 'percent' ? `${formatBare(value, unit)}%` : formatBare(value, unit));
const base = (theme: Theme) => ({
  animation: false,
  textStyle: { color: TEXT[theme], fontFamily: 'system-ui, sans-serif' },
  grid: { left: 8, right: 16, top: 12, bottom: 8, containLabel: true },
});

export function doughnutOption(config: DoughnutConfig, theme: Theme): EChartsCoreOption {
  return {
    ...base(theme),
    series: [
      {
        type: 'pie',
        radius: ['45%', '72%'],
        avoidLabelOverlap: true,
        label: {
          color: TEXT[theme],
          width: 96,
          overflow: 'break',
          formatter: (item: { name: string; value: number }) =>
            config.percentage
              ? `${item.name}\n${formatShare(item.value, config.total)}`
              : `${item.name}\n${item.value.toLocaleString('en-US')}`,
        },
        data: config.data.map((slice) => ({ name: slice.name, value: slice.value, itemStyle: { color: colourOf(slice.colour, theme) } })),
      },
    ],
  };
}

/** A hex colour with an alpha ('#2563eb' + '66'); other notations stay as they are. */
const withAlpha = (colour: string, alpha: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? `${colour}${alpha}` : colour);

const gradient = (colour: string) => ({
  type: 'linear',
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: withAlpha(colour, '66') },
    { offset: 1, color: withAlpha(colour, '05') },
  ],
});
const orDash = (values: ReadonlyArray<number | null | undefined>) =>
  values.map((value) => (value === null || value === undefined ? '-' : value));

/** gradient_line: each series with a gradient fill and, where given, its 95% band; stacked_line: stacked counts or shares. */
export function seriesOption(config: SeriesConfig, theme: Theme, kind: 'gradient_line' | 'stacked_line'): EChartsCoreOption {
  const isStacked = kind === 'stacked_line';
  const series: unknown[] = [];
  config.series.forEach((line, index) => {
    const colour = colourOf(line.colour, theme);
    if (!isStacked && line.lower && line.upper) {
      const lower = line.lower;
      const upper = line.upper;
      const band = `band-${index}`;
      series.push(
        {
          type: 'line',
          name: `${line.name} lower`,
          data: orDash(lower),
          stack: band,
          lineStyle: { opacity: 0 },
          symbol: 'none',
          silent: true,
        },
        {
          type: 'line',
          name: `${line.name} 95% interval`,
          data: lower.map((low, at) => (low === null || upper[at] === null || upper[at] === undefined ? '-' : (upper[at] as number) - low)),
          stack: band,
          lineStyle: { opacity: 0 },
          symbol: 'none',
          areaStyle: { color: withAlpha(colour, '33') },
          silent: true,
        },
      );
    }
    series.push({
      type: 'line',
      name: line.name,
      data: orDash(line.values),
      smooth: !isStacked,
      symbolSize: 5,
      itemStyle: { color: colour },
      lineStyle: { color: colour, width: 2 },
      areaStyle: isStacked ? { color: colour, opacity: 0.55 } : { color: gradient(colour) },
      ...(isStacked ? { stack: 'total' } : {}),
    });
  });
  const unit: Unit = config.stacked === 'percent' ? 'percent' : config.unit;
  return {
    ...base(theme),
    xAxis: { type: 'category', boundaryGap: false, data: config.x, axisLabel: { color: MUTED[theme] } },
    yAxis: {
      type: 'value',
      axisLabel: { color: MUTED[theme], formatter: axisLabel(unit) },
      ...(config.stacked === 'percent' ? { max: 1 } : {}),
    },
    series,
  };
}

const BAR_CATEGORY_GAP = 0.3;

/** grouped_bar: one bar per series and category, hatched when unstable, with Wilson error bars (analytics-widgets.md §7). */
export function groupedBarOption(config: GroupedBarConfig, theme: Theme): EChartsCoreOption {
  const relative = isRelative(config);
  const count = config.series.length;
  const series: unknown[] = config.series.map((bars) => ({
    type: 'bar',
    name: bars.name,
    barGap: '0%',
    barCategoryGap: `${BAR_CATEGORY_GAP * 100}%`,
    ...(config.stacked ? { stack: 'total' } : {}),
    itemStyle: { color: colourOf(bars.colour, theme) },
    data: bars.values.map((figure, category) => ({
      value: drawnValue(config, category, figure.value) ?? '-',
      figure,
      ...(figure.hatched ? { itemStyle: { color: colourOf(bars.colour, theme), decal: HATCH } } : {}),
    })),
  }));
  if (!config.stacked)
    config.series.forEach((bars, index) => {
      series.push({
        type: 'custom',
        name: `${bars.name} 95% interval`,
        silent: true,
        z: 10,
        // Both ends count for the axis' extent, so a whisker is never cut at the top.
        encode: { x: 0, y: [1, 2] },
        data: bars.values
          .map((figure, category) => [category, drawnValue(config, category, figure.lower), drawnValue(config, category, figure.upper)])
          .filter(([, lower, upper]) => lower !== null && upper !== null),
        renderItem: (
          _params: unknown,
          api: {
            value: (dimension: number) => number;
            coord: (point: [number, number]) => [number, number];
            size: (point: [number, number]) => [number, number];
          },
        ) => {
          const category = api.value(0);
          const band = api.size([1, 0])[0];
          const group = band * (1 - BAR_CATEGORY_GAP);
          const width = group / count;
          const [centre = 0, low = 0] = api.coord([category, api.value(1)]);
          const [, high = 0] = api.coord([category, api.value(2)]);
          const x = centre - group / 2 + width * (index + 0.5);
          const cap = Math.min(8, width / 3);
          const style = { stroke: TEXT[theme], lineWidth: 1.5 };
          return {
            type: 'group',
            children: [
              { type: 'line', shape: { x1: x, y1: low, x2: x, y2: high }, style },
              { type: 'line', shape: { x1: x - cap, y1: low, x2: x + cap, y2: low }, style },
              { type: 'line', shape: { x1: x - cap, y1: high, x2: x + cap, y2: high }, style },
            ],
          };
        },
      });
    });
  return {
    ...base(theme),
    ...(relative ? { grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true } } : {}),
    xAxis: { type: 'category', data: config.categories, axisLabel: { color: MUTED[theme], interval: 0, hideOverlap: true } },
    yAxis: {
      type: 'value',
      ...(relative ? { name: 'Relative to this period', nameTextStyle: { color: MUTED[theme] } } : {}),
      axisLabel: { color: MUTED[theme], formatter: axisLabel(relative ? 'percent' : config.unit) },
    },
    series,
  };
}

export function sankeyOption(config: SankeyConfig, theme: Theme): EChartsCoreOption {
  return {
    ...base(theme),
    series: [
      {
        type: 'sankey',
        left: 8,
        right: 96,
        top: 8,
        bottom: 8,
        nodeGap: 10,
        emphasis: { focus: 'adjacency' },
        label: { color: TEXT[theme], fontSize: 11 },
        lineStyle: { color: 'gradient', opacity: 0.35 },
        data: config.nodes.map((node) => ({ name: node.name, itemStyle: { color: colourOf(node.colour, theme) } })),
        links: config.links.map((link) => ({ ...link })),
      },
    ],
  };
}

/** What the pointer is over, as ECharts reports it in its mouse events. */
export interface HoverItem {
  seriesName?: string;
  name?: string;
  value?: unknown;
  dataType?: string;
  data?: unknown;
}

const countText = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : '');

/**
 * The hover readout of a chart (in place of ECharts' tooltip component, which would add 8 kB gzip to the chart
 * chunk): the item under the pointer with its formatted value.
 */
export function describeHover(kind: string, config: unknown, item: HoverItem): string | null {
  switch (kind) {
    case 'doughnut': {
      const doughnut = config as DoughnutConfig;
      return typeof item.value === 'number' ? `${item.name}: ${countText(item.value)} (${formatShare(item.value, doughnut.total)})` : null;
    }
    case 'gradient_line':
    case 'stacked_line': {
      const series = config as SeriesConfig;
      const unit: Unit = series.stacked === 'percent' ? 'percent' : series.unit;
      return typeof item.value === 'number' ? `${item.name} · ${item.seriesName}: ${formatValue(item.value, unit)}` : null;
    }
    case 'grouped_bar': {
      const bars = config as GroupedBarConfig;
      const figure = (item.data as { figure?: Figure } | undefined)?.figure;
      const category = bars.categories.indexOf(item.name ?? '');
      return figure ? `${item.name} · ${item.seriesName}: ${categoryFigure(bars, category, figure)}` : null;
    }
    case 'sankey': {
      if (item.dataType === 'edge') {
        const link = item.data as { source: string; target: string; value: number };
        return `${link.source} → ${link.target}: ${countText(link.value)}`;
      }
      return `${item.name}: ${countText(item.value)}`;
    }
    default:
      return null;
  }
}

/** The legend of a line or bar chart, drawn in HTML above it (ECharts' legend would cost the chunk 4 kB gzip). */
export function legendItems(kind: string, config: unknown, theme: Theme): Array<{ name: string; colour: string }> {
  if (kind !== 'gradient_line' && kind !== 'stacked_line' && kind !== 'grouped_bar') return [];
  const series = (config as { series: Array<{ name: string; colour: Colour }> }).series;
  return series.length > 1 || kind === 'grouped_bar'
    ? series.map((entry) => ({ name: entry.name, colour: colourOf(entry.colour, theme) }))
    : [];
}
