import type { Colour, DoughnutConfig, Figure, GroupedBarConfig, SankeyConfig, SeriesConfig } from '@fieldbook/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { formatBare, formatShare, formatValue, type Unit } from '../figure-format.ts';
import { categoryFigure, categoryUnit, drawnValue, isRelative } from './grouped-bar-extras.ts';

/** Day or night colours of each item (analytics.md §9), after the page's theme. */
export type Theme = 'day' | 'night';

const TEXT: Record<Theme, string> = { day: '#1b1f24', night: '#e5e7eb' };
const MUTED: Record<Theme, string> = { day: '#4a5562', night: '#9ca3af' };
/** Grid lines: quiet on the card in both themes (ECharts' default is near-white, glaring at night). */
const GRID: Record<Theme, string> = { day: '#e5e7eb', night: '#2f3742' };
const splitLine = (theme: Theme) => ({ lineStyle: { color: GRID[theme] } });
/** The card's colour behind a chart: a halo of it keeps a value readable where a whisker crosses it. */
const SURFACE: Record<Theme, string> = { day: '#ffffff', night: '#161b22' };
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
/** An axis tick: '500%', '2.5', '1,200' (no '.0' on round ticks, so the labels stay short and all fit). */
export const axisLabel = (unit: Unit) => (value: number) => {
  const bare = formatBare(value, unit).replace(/\.0+$/, '');
  return unit === 'percent' ? `${bare}%` : bare;
};
const base = (theme: Theme) => ({
  animation: false,
  textStyle: { color: TEXT[theme], fontFamily: 'system-ui, sans-serif' },
  grid: { left: 8, right: 16, top: 12, bottom: 8, containLabel: true },
});

/**
 * doughnut: the ring alone; each slice's name, count and share are in the HTML legend beside it (legendItems), where
 * no name is cut or drawn over another, on a phone as on a desktop.
 */
export function doughnutOption(config: DoughnutConfig, theme: Theme): EChartsCoreOption {
  return {
    ...base(theme),
    series: [
      {
        type: 'pie',
        radius: ['48%', '80%'],
        label: { show: false },
        labelLine: { show: false },
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
      splitLine: splitLine(theme),
      axisLabel: { color: MUTED[theme], formatter: axisLabel(unit) },
      ...(config.stacked === 'percent' ? { max: 1 } : {}),
    },
    series,
  };
}

const BAR_CATEGORY_GAP = 0.3;
/** Height of one bar and of the gap around a category's bars, in px: the chart grows with its categories. */
const BAR_PX = 14;
const CATEGORY_PAD_PX = 18;

/** The drawing height of a grouped-bar chart: every category's bars and name in full, never squeezed. */
export function groupedBarHeight(config: GroupedBarConfig): number {
  const perCategory = config.stacked ? BAR_PX + CATEGORY_PAD_PX : BAR_PX * config.series.length + CATEGORY_PAD_PX;
  return Math.max(200, config.categories.length * perCategory + 56);
}

/** A bar's value as written at its end, in its category's unit ('12.3%', '4.1 per 1,000'); nothing when hidden. */
const barValueLabel = (config: GroupedBarConfig) => (params: { dataIndex: number; data: { figure?: Figure } }) => {
  const figure = params.data.figure;
  if (!figure || figure.value === null || figure.value === undefined) return '';
  return formatValue(figure.value, categoryUnit(config, params.dataIndex)).replace(' per 1,000', '‰');
};

/**
 * grouped_bar: horizontal bars, one per series and category, hatched when unstable, each with its value written at
 * its end and its Wilson interval as a thin whisker (analytics-widgets.md §7). Category names sit on the left, wrapped,
 * one row each: none is dropped for lack of room, and a bar near zero still reads '0.0'.
 */
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
    label: config.stacked
      ? { show: false }
      : {
          show: true,
          position: 'right',
          color: TEXT[theme],
          fontSize: 10,
          textBorderColor: SURFACE[theme],
          textBorderWidth: 3,
          formatter: barValueLabel(config),
        },
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
        // Under the bars' values (z 2): a whisker never strikes through a number.
        z: 1,
        // Both ends count for the axis' extent, so a whisker is never cut at the end.
        encode: { y: 0, x: [1, 2] },
        // A whisker is drawn only with its bar: an interval without a value would read as a bar of its own.
        data: bars.values
          .map((figure, category) =>
            figure.value === null || figure.value === undefined
              ? [category, null, null]
              : [category, drawnValue(config, category, figure.lower), drawnValue(config, category, figure.upper)],
          )
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
          const band = api.size([0, 1])[1];
          const group = band * (1 - BAR_CATEGORY_GAP);
          const height = group / count;
          const [low = 0, centre = 0] = api.coord([api.value(1), category]);
          const [high = 0] = api.coord([api.value(2), category]);
          const y = centre - group / 2 + height * (index + 0.5);
          const cap = Math.min(4, height / 3);
          const style = { stroke: MUTED[theme], lineWidth: 1, opacity: 0.8 };
          return {
            type: 'group',
            children: [
              { type: 'line', shape: { x1: low, y1: y, x2: high, y2: y }, style },
              { type: 'line', shape: { x1: low, y1: y - cap, x2: low, y2: y + cap }, style },
              { type: 'line', shape: { x1: high, y1: y - cap, x2: high, y2: y + cap }, style },
            ],
          };
        },
      });
    });
  return {
    ...base(theme),
    grid: { left: 8, right: 48, top: 8, bottom: relative ? 28 : 8, containLabel: true },
    yAxis: {
      type: 'category',
      inverse: true,
      data: config.categories,
      axisLabel: { color: MUTED[theme], interval: 0, width: 88, overflow: 'break', lineHeight: 13 },
    },
    xAxis: {
      type: 'value',
      splitNumber: 3,
      splitLine: splitLine(theme),
      ...(relative ? { name: 'Relative to this period', nameLocation: 'middle', nameGap: 24, nameTextStyle: { color: MUTED[theme] } } : {}),
      axisLabel: { color: MUTED[theme], formatter: axisLabel(relative ? 'percent' : config.unit), hideOverlap: false },
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

export interface LegendItem {
  name: string;
  colour: string;
  /** The slice's count and share, written beside its name (doughnut). */
  value?: string;
}

/**
 * The legend of a chart, drawn in HTML (ECharts' legend would cost the chunk 4 kB gzip): the series of a line or bar
 * chart, and every slice of a doughnut with its count and share.
 */
export function legendItems(kind: string, config: unknown, theme: Theme): LegendItem[] {
  if (kind === 'doughnut') {
    const doughnut = config as DoughnutConfig;
    return doughnut.data.map((slice) => ({
      name: slice.name,
      colour: colourOf(slice.colour, theme),
      value: doughnut.percentage
        ? formatShare(slice.value, doughnut.total)
        : `${slice.value.toLocaleString('en-US')} · ${formatShare(slice.value, doughnut.total)}`,
    }));
  }
  if (kind !== 'gradient_line' && kind !== 'stacked_line' && kind !== 'grouped_bar') return [];
  const series = (config as { series: Array<{ name: string; colour: Colour }> }).series;
  return series.length > 1 || kind === 'grouped_bar'
    ? series.map((entry) => ({ name: entry.name, colour: colourOf(entry.colour, theme) }))
    : [];
}
