import type {
  DoughnutConfig,
  Figure,
  GroupedBarConfig,
  HeatMapConfig,
  MapConfig,
  RankingCardConfig,
  RateCardConfig,
  SankeyConfig,
  SeriesConfig,
  Widget,
} from '@fieldbook/domain';
import { categoryFigure, headlineText } from './charts/grouped-bar-extras.ts';
import { describeDelta, formatDetail, formatFigure, formatShare, formatValue, type Unit } from './figure-format.ts';
import { type AreaMapConfig, areaFigure, areaMetrics, metricUnit } from './maps/area-metrics.ts';

export interface SummaryTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A chart's text alternative (WCAG 1.1.1): a sentence and the numbers as tables. */
export interface WidgetSummary {
  text: string;
  tables: SummaryTable[];
}

/**
 * The note a widget's config carries (`info_message`, e.g. 'Limited to the last 300 reports.'), or for a map whose
 * points were cut, the note of analytics.md §9: the pattern map keeps the last N reports, other maps the N most significant.
 */
export function widgetNote(widget: Widget): string | null {
  const config = widget.component.config as { info_message?: string; mapData?: unknown[] };
  if (config.info_message) return config.info_message;
  const kind = widget.component.name;
  if (!widget.component.limited || !(kind === 'pattern_map' || kind === 'filter_map' || kind === 'cluster_map')) return null;
  const count = config.mapData?.length ?? 0;
  return kind === 'pattern_map'
    ? `Limited to the last ${count} reports.`
    : `Based on the ${count} most significant reports that occurred during the selected period.`;
}

function seriesValue(series: SeriesConfig['series'][number], index: number, unit: Unit): string {
  const value = series.values[index] ?? null;
  const lower = series.lower?.[index];
  const upper = series.upper?.[index];
  return lower === undefined && upper === undefined
    ? formatValue(value, unit)
    : formatFigure({ value, lower: lower ?? null, upper: upper ?? null }, unit);
}

function rateCard(widget: Widget, config: RateCardConfig): WidgetSummary {
  if (config.sentences) {
    const text = config.sentences.length > 0 ? config.sentences.join(' ') : 'No finding passes the small-number rules.';
    return { text: `${widget.title}: ${text}`, tables: [] };
  }
  const parts = [`${widget.title}: ${formatFigure(config.value, config.unit)}.`];
  if (config.subtitle) parts.push(`${config.subtitle}.`);
  for (const delta of config.deltas ?? []) parts.push(`${describeDelta(delta, config.unit)}.`);
  return { text: parts.join(' '), tables: [] };
}

function ranking(widget: Widget, config: RankingCardConfig, timeZone: string): WidgetSummary {
  const rows = config.ranking_list.map((row) => [
    row.elements
      .map((element) => (element.detail ? `${element.label} (${formatDetail(element.detail, timeZone)})` : element.label))
      .join(', '),
    formatFigure(row.value, config.unit),
  ]);
  return {
    text: `${widget.title}: ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}.`,
    tables: [{ caption: widget.title, columns: [config.header.elements_label, config.header.value_label], rows }],
  };
}

function doughnut(widget: Widget, config: DoughnutConfig): WidgetSummary {
  const rows = config.data.map((slice) => [slice.name, slice.value.toLocaleString('en-US'), formatShare(slice.value, config.total)]);
  const top = config.data[0];
  const text = top
    ? `${widget.title}: ${config.total.toLocaleString('en-US')} in all; the largest is ${top.name} with ${formatShare(top.value, config.total)}.`
    : `${widget.title}: nothing counted.`;
  return { text, tables: [{ caption: widget.title, columns: ['Category', 'Count', 'Share'], rows }] };
}

function series(widget: Widget, config: SeriesConfig): WidgetSummary {
  const rows = config.x.map((label, index) => [label, ...config.series.map((line) => seriesValue(line, index, config.unit))]);
  const stacked = config.stacked === 'percent' ? ' (shares of each period)' : config.stacked === 'count' ? ' (stacked counts)' : '';
  return {
    text: `${widget.title}${stacked}: ${config.series.map((line) => line.name).join(', ')} over ${config.x.length} periods.`,
    tables: [{ caption: widget.title, columns: ['Period', ...config.series.map((line) => line.name)], rows }],
  };
}

function groupedBar(widget: Widget, config: GroupedBarConfig): WidgetSummary {
  const ratios = config.observed_expected;
  const rows = config.categories.map((category, index) => [
    category,
    ...config.series.map((bars) => categoryFigure(config, index, bars.values[index])),
    ...(ratios ? [ratios[index] ? formatFigure(ratios[index] as Figure, 'ratio') : '—'] : []),
  ]);
  const headline = headlineText(config);
  return {
    text: `${widget.title}: ${config.series.map((bars) => bars.name).join(', ')} for ${config.categories.length} groups, with 95% intervals.${headline ? ` ${headline}.` : ''}`,
    tables: [
      {
        caption: widget.title,
        columns: ['Group', ...config.series.map((bars) => bars.name), ...(ratios ? ['Observed / expected'] : [])],
        rows,
      },
    ],
  };
}

function heatMap(widget: Widget, config: HeatMapConfig): WidgetSummary {
  const grid = config.rows.map(() => config.columns.map(() => '—'));
  for (const [row, column, figure] of config.cells) {
    const line = grid[row];
    if (line && column < line.length) line[column] = formatFigure(figure, config.unit);
  }
  return {
    text: `${widget.title}: ${config.rows.length} rows by ${config.columns.length} columns.`,
    tables: [
      { caption: widget.title, columns: ['', ...config.columns], rows: config.rows.map((label, index) => [label, ...(grid[index] ?? [])]) },
    ],
  };
}

function sankey(widget: Widget, config: SankeyConfig): WidgetSummary {
  const rows = config.links.map((link) => [link.source, link.target, link.value.toLocaleString('en-US')]);
  return {
    text: `${widget.title}: ${config.links.length} flows between ${config.nodes.length} stages.`,
    tables: [{ caption: widget.title, columns: ['From', 'To', 'Persons'], rows }],
  };
}

function map(widget: Widget, config: MapConfig, timeZone: string): WidgetSummary {
  const points = config.mapData ?? [];
  const total = points.reduce((sum, point) => sum + (point.count ?? 1), 0);
  const note = widgetNote(widget);
  const tables: SummaryTable[] = [];
  if (config.filterMapOptions && config.filterMapOptions.length > 0)
    tables.push({
      caption: `${widget.title}: reports by ${config.filter?.key ?? 'option'}`,
      columns: ['Option', 'Reports'],
      rows: config.filterMapOptions.map((option) => [
        option.label,
        String(points.filter((point) => point.name === option.label).reduce((sum, point) => sum + (point.count ?? 1), 0)),
      ]),
    });
  const areaConfig = config as AreaMapConfig;
  if (areaConfig.areas && areaConfig.areas.length > 0) {
    const metrics = areaMetrics(areaConfig);
    tables.push({
      caption: `${widget.title}: by area`,
      columns: ['Area', ...metrics],
      rows: areaConfig.areas.map((area) => [
        area.name,
        ...metrics.map((_, index) => formatFigure(areaFigure(area, index), metricUnit(areaConfig, index))),
      ]),
    });
  }
  tables.push({
    caption: `${widget.title}: reports on the map`,
    columns: ['Incident number', 'Date', 'Officer', 'Group', 'Latitude, longitude'],
    rows: points.map((point) => [
      point.incident_number ?? (point.count ? `${point.count} reports` : ''),
      point.incident_date ? formatDetail(point.incident_date, timeZone) : '',
      point.author_name ?? '',
      point.name ?? '',
      `${point.coords.lat.toFixed(4)}, ${point.coords.long.toFixed(4)}`,
    ]),
  });
  return {
    text: `${widget.title}: ${total.toLocaleString('en-US')} ${total === 1 ? 'report' : 'reports'} on the map.${note ? ` ${note}` : ''}`,
    tables,
  };
}

/** The text alternative of any widget kind, from its config alone. */
export function summariseWidget(widget: Widget, timeZone: string): WidgetSummary {
  const { config } = widget.component;
  switch (widget.component.name) {
    case 'rate_card':
      return rateCard(widget, config as RateCardConfig);
    case 'ranking_card':
      return ranking(widget, config as RankingCardConfig, timeZone);
    case 'doughnut':
      return doughnut(widget, config as DoughnutConfig);
    case 'gradient_line':
    case 'stacked_line':
      return series(widget, config as SeriesConfig);
    case 'grouped_bar':
      return groupedBar(widget, config as GroupedBarConfig);
    case 'heat_map':
      return heatMap(widget, config as HeatMapConfig);
    case 'sankey':
      return sankey(widget, config as SankeyConfig);
    case 'cluster_map':
    case 'pattern_map':
    case 'filter_map':
      return map(widget, config as MapConfig, timeZone);
  }
}
