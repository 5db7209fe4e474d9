// The chart block (issue 31 item 6: the reports' chart by day): rows from a call, one x field, series of
// numeric fields drawn as lines or bars on a left or right axis. Drawn with echarts, loaded only by a page
// that shows a chart (README "Bundle budget"). Added to the shared block bodies by meta-schema.ts.
import { int, ref, str, type Node } from './meta-schema-parts';

const seriesItem: Node = {
  type: 'object',
  description: 'One series: a numeric field of the rows (money text such as "12.50" is read as a number).',
  properties: {
    field: str('Row field of the values.'),
    label: str('Legend name (Chinese).'),
    type: { enum: ['line', 'bar'], description: 'Drawn as a line (default) or bars.' },
    axis: { enum: ['left', 'right'], description: 'Its value axis: left (default) or right (amounts beside counts).' },
  },
  required: ['field', 'label'],
  additionalProperties: false,
};

export const CHART_BODIES: Record<string, { props: Node; required: string[] }> = {
  chart: {
    props: {
      data: { ...ref('DataSource'), description: 'Where the rows come from: map.rows (default resultData itself, or its records).' },
      x: str('Row field of the category axis (a date, a name).'),
      xLabel: str('Name of that axis (the first column of the figures\' table read to screen readers); default 日期.'),
      series: { type: 'array', items: seriesItem, minItems: 1, maxItems: 8, description: 'The series drawn.' },
      height: int('Height in px; default 300.', { minimum: 120, maximum: 800 }),
      empty: str('Text when there are no rows; default 暂无数据.'),
    },
    required: ['data', 'x', 'series'],
  },
};
