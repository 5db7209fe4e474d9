// The chart block: the rows of its call drawn by echarts (x field, series of numeric fields as lines or
// bars, on a left or right axis). The same figures are in a table for screen readers (and for tests:
// the drawing itself is echarts'). echarts arrives with this chunk's first render, never before.
import { useEffect, useRef } from 'react';
import { readPath } from '../../logic/path';
import type { ChartBody } from '../../schema/types';
import { useDataSource } from '../hooks/use-data-source';
import { useScope } from '../scope';

type Row = Record<string, unknown>;
type Chart = { setOption(o: unknown, notMerge?: boolean): void; resize(): void; dispose(): void };

function rowsOf(block: ChartBody, answer: unknown): Row[] {
  const at = block.data.map?.rows;
  const list = at !== undefined ? readPath(answer, at) : Array.isArray(answer) ? answer : readPath(answer, 'records');
  return Array.isArray(list) ? (list as Row[]) : [];
}

/** A series value: a number, or decimal text (money "12.50") read as one; anything else 0. */
const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : 0);

function optionOf(block: ChartBody, rows: Row[]) {
  const right = block.series.some((s) => s.axis === 'right');
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: right ? 64 : 24, top: 36, bottom: 28, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => String(readPath(r, block.x) ?? '')) },
    yAxis: right ? [{ type: 'value' }, { type: 'value' }] : [{ type: 'value' }],
    series: block.series.map((s) => ({
      name: s.label, type: s.type ?? 'line', yAxisIndex: s.axis === 'right' ? 1 : 0, smooth: true, data: rows.map((r) => num(readPath(r, s.field))),
    })),
  };
}

export function ChartView({ block }: { block: ChartBody & { title?: string } }) {
  const scope = useScope();
  const ds = useDataSource<unknown>({ ...block.data, map: { ...block.data.map, data: '' } }, scope);
  const rows = rowsOf(block, ds.result);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const option = JSON.stringify(optionOf(block, rows));

  useEffect(() => {
    let gone = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (gone || !box.current) return;
      chart.current ??= echarts.init(box.current, undefined, { renderer: 'svg' }) as unknown as Chart;
      chart.current.setOption(JSON.parse(option), true);
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(box.current);
      }
    });
    return () => {
      gone = true;
      observer?.disconnect();
    };
  }, [option]);
  useEffect(() => () => {
    chart.current?.dispose();
    chart.current = null;
  }, []);

  const label = block.title ?? '图表';
  return (
    <section className="scpr-chart-block" aria-label={label} aria-busy={ds.status === 'loading'}>
      {block.title ? <h3>{block.title}</h3> : null}
      <div ref={box} className="scpr-chart" role="img" aria-label={label} style={{ width: '100%', height: block.height ?? 300 }} />
      {rows.length === 0 ? <p className="scpr-table__empty">{ds.status === 'loading' ? '加载中…' : (block.empty ?? '暂无数据')}</p> : null}
      <table className="scpr-sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{block.xLabel ?? '日期'}</th>
            {block.series.map((s) => <th key={s.field} scope="col">{s.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">{String(readPath(r, block.x) ?? '')}</th>
              {block.series.map((s) => <td key={s.field}>{String(readPath(r, s.field) ?? '')}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
