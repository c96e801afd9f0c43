import { BarChart, CustomChart, LineChart, PieChart, SankeyChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts through echarts/core with only the charts and components the widgets draw (GUIDE §2); the heat map is
 * an HTML table (cards/heat-map-widget.tsx), which keeps the heatmap chart and visualMap out of this chunk, and the
 * hover readout (echart.tsx) and the legend (chart-widget.tsx) are ours instead of ECharts' components. This module is
 * imported dynamically by EChart, so ECharts stays out of the initial bundle of /app/analytics.
 */
use([PieChart, LineChart, BarChart, CustomChart, SankeyChart, GridComponent, CanvasRenderer]);

export { init };
