// The echarts the chart block uses, and nothing more: the core with line and bar charts, the grid, tooltip
// and legend, drawn as SVG (crisp at any zoom, and no canvas needed). Its own chunk, imported by
// ChartView only once a chart is on the page, so no other route loads echarts (README "Bundle budget").
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { echarts };
