// The list's export action (Action `export`, issue 31 item 7): started with the filters the list applied
// and its active tab, a dialog polls the status with a progress bar, 取消导出 cancels, and the file is
// downloaded once done (an anchor clicked with the status's url). Also the chart block: its figures are in
// a table beside the drawing (the drawing is echarts', loaded by the block).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const route = { name: 'Report', path: '/report', meta: { title: '报表' } };
const entities = {
  order: { $id: 'order', type: 'object', properties: { orderNo: { type: 'string', title: '订单编号' }, buyerNm: { type: 'string', title: '买家' }, status: { type: 'string', title: '订单状态' } } },
};
const ROWS = [{ orderId: 'o1', orderNo: 'DD001', buyerNm: '丰收', status: '10' }];

function backend() {
  let polls = 0;
  const state = { cancelled: false };
  const handlers = {
    'r.page': () => ({ records: ROWS, total: 1 }),
    'r.export': () => ({ exportId: 'e1', status: 'queued' }),
    'r.status': () => {
      polls += 1;
      if (state.cancelled) return { exportId: 'e1', status: 'cancelled', written: 40, total: 100, url: null, done: true };
      return polls < 2
        ? { exportId: 'e1', status: 'running', written: 40, total: 100, url: null, done: false }
        : { exportId: 'e1', status: 'done', written: 100, total: 100, url: '/scpr/report/export/download?exportId=e1&e=1&g=ab', fileName: '销售订单-20261127.xlsx', done: true };
    },
    'r.cancel': () => {
      state.cancelled = true;
      return { exportId: 'e1', status: 'cancelled', written: 40, total: 100, url: null, done: true };
    },
  };
  return { handlers, state };
}

const screenWithExport = {
  kind: 'page',
  route,
  blocks: [
    {
      kind: 'list',
      entity: 'order',
      rowKey: 'orderId',
      data: { call: 'r.page' },
      filters: ['buyerNm'],
      columns: ['orderNo', 'buyerNm', 'status'],
      toolbar: [{ id: 'export', label: '导出Excel', call: 'r.export', payload: { source: 'list' }, export: { status: 'r.status', cancel: 'r.cancel' } }],
    },
  ],
};

/** Lets the poll's timer fire and its answer land. */
const tick = () => act(async () => {
  await vi.advanceTimersByTimeAsync(1000);
});

describe('the export list action', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
  });

  it('starts with the applied filters, shows progress, and downloads the file once done', async () => {
    const { handlers } = backend();
    const t = inlineEngine(handlers);
    render(t.view(screenWithExport, entities as never));
    await waitFor(() => expect(screen.getByText('DD001')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('买家'), { target: { value: '丰收' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'r.page').at(-1)!.payload).toMatchObject({ buyerNm: '丰收' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(t.calls.find((c) => c.key === 'r.export')!.payload).toEqual({ buyerNm: '丰收', source: 'list' });
    expect(screen.getByRole('dialog', { name: '导出Excel' })).toBeTruthy();
    expect(screen.getByText(/排队中，请稍候/)).toBeTruthy();
    await tick();
    expect(screen.getByRole('progressbar', { name: '导出进度' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/已导出 40 \/ 100 条/)).toBeTruthy();
    expect(clicked).toEqual([]);
    await tick();
    expect(screen.getByText(/导出完成，共 100 条/)).toBeTruthy();
    expect(clicked).toEqual(['/scpr/report/export/download?exportId=e1&e=1&g=ab']);
    expect(screen.getByRole('link', { name: '下载文件' }).getAttribute('href')).toBe('/scpr/report/export/download?exportId=e1&e=1&g=ab');
    // Done: no more polling, no second download.
    const polls = t.calls.filter((c) => c.key === 'r.status').length;
    await tick();
    expect(t.calls.filter((c) => c.key === 'r.status').length).toBe(polls);
    expect(clicked.length).toBe(1);
  });

  it('取消导出 cancels the export: polling stops and nothing downloads', async () => {
    const { handlers } = backend();
    const t = inlineEngine(handlers);
    render(t.view(screenWithExport, entities as never));
    await waitFor(() => expect(screen.getByText('DD001')).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole('button', { name: '取消导出' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(t.calls.filter((c) => c.key === 'r.cancel').map((c) => c.payload)).toEqual([{ exportId: 'e1' }]);
    expect(screen.getByText(/已取消导出/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消导出' })).toBeNull();
    await tick();
    expect(clicked).toEqual([]);
  });
});

describe('the chart block', () => {
  it('loads its rows and lists the figures in a table', async () => {
    const t = inlineEngine({ 'r.byDate': () => ({ rows: [{ date: '2026-11-26', orderCount: 3, orderAmount: '12.50' }, { date: '2026-11-27', orderCount: 0, orderAmount: '0.00' }] }) });
    render(t.view({
      kind: 'page',
      route,
      blocks: [{ kind: 'chart', title: '订单趋势', data: { call: 'r.byDate', map: { rows: 'rows' } }, x: 'date', series: [{ field: 'orderCount', label: '订单数', type: 'bar' }, { field: 'orderAmount', label: '订单金额', axis: 'right' }] }],
    }, {}));
    await waitFor(() => expect(screen.getByRole('table', { name: '订单趋势' })).toBeTruthy());
    await waitFor(() => expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['日期订单数订单金额', '2026-11-26312.50', '2026-11-2700.00']));
    expect(screen.getByRole('img', { name: '订单趋势' })).toBeTruthy();
  });
});
