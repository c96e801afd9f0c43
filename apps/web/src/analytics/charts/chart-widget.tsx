import type { DoughnutConfig, GroupedBarConfig, SankeyConfig, SeriesConfig, Widget } from '@fieldbook/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import type { WidgetSummary } from '../widget-summary.ts';
import { describeHover, doughnutOption, groupedBarOption, legendItems, sankeyOption, seriesOption, type Theme } from './chart-options.ts';
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

/** A chart widget: the ECharts drawing (loaded lazily), named by its one-sentence summary. */
export function ChartWidget({ widget, theme, summary }: { widget: Widget; theme: Theme; summary: WidgetSummary }) {
  const option = useMemo(() => optionOf(widget, theme), [widget, theme]);
  const legend = legendItems(widget.component.name, widget.component.config, theme);
  return (
    <>
      {legend.length > 0 ? (
        <ul className="chart-legend" aria-hidden="true">
          {legend.map((item) => (
            <li key={item.name}>
              <span className="legend-swatch is-square" style={{ backgroundColor: item.colour }} />
              {item.name}
            </li>
          ))}
        </ul>
      ) : null}
      <EChart
        option={option}
        label={summary.text}
        describe={(item) => describeHover(widget.component.name, widget.component.config, item)}
      />
    </>
  );
}
