import type { DoughnutConfig, GroupedBarConfig, SankeyConfig, SeriesConfig, Widget } from '@fieldbook/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import type { WidgetSummary } from '../widget-summary.ts';
import {
  describeHover,
  doughnutOption,
  groupedBarHeight,
  groupedBarOption,
  legendItems,
  sankeyOption,
  seriesOption,
  type Theme,
} from './chart-options.ts';
import { EChart } from './echart.tsx';

export type ChartKind = 'doughnut' | 'gradient_line' | 'stacked_line' | 'grouped_bar' | 'sankey';

function optionOf(widget: Widget, theme: Theme): EChartsCoreOption {
  const { config } = widget.component;
  switch (widget.component.name as ChartKind) {
    case 'doughnut':
      return doughnutOption(config as DoughnutConfig, theme);
    case 'gradient_line':
      return seriesOption(config as SeriesConfig, theme, 'gradient_line');
    case 'stacked_line':
      return seriesOption(config as SeriesConfig, theme, 'stacked_line');
    case 'grouped_bar':
      return groupedBarOption(config as GroupedBarConfig, theme);
    case 'sankey':
      return sankeyOption(config as SankeyConfig, theme);
  }
}

/**
 * A chart widget: the ECharts drawing (loaded lazily), named by its one-sentence summary, with its legend in HTML; a
 * doughnut's legend holds each slice's name and figure beside the ring, a grouped-bar chart is as tall as its bars.
 */
export function ChartWidget({ widget, theme, summary }: { widget: Widget; theme: Theme; summary: WidgetSummary }) {
  const option = useMemo(() => optionOf(widget, theme), [widget, theme]);
  const kind = widget.component.name;
  const legend = legendItems(kind, widget.component.config, theme);
  const height = kind === 'grouped_bar' ? groupedBarHeight(widget.component.config as GroupedBarConfig) : undefined;
  const chart = (
    <EChart option={option} label={summary.text} height={height} describe={(item) => describeHover(kind, widget.component.config, item)} />
  );
  const legendList =
    legend.length > 0 ? (
      <ul className={kind === 'doughnut' ? 'chart-legend is-slices' : 'chart-legend'} aria-hidden="true">
        {legend.map((item) => (
          <li key={item.name}>
            <span className="legend-swatch is-square" style={{ backgroundColor: item.colour }} />
            <span className="legend-name">{item.name}</span>
            {item.value ? <span className="legend-value">{item.value}</span> : null}
          </li>
        ))}
      </ul>
    ) : null;
  if (kind === 'doughnut')
    return (
      <div className="doughnut-layout">
        {chart}
        {legendList}
      </div>
    );
  return (
    <>
      {legendList}
      {chart}
    </>
  );
}
