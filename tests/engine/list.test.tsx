import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createTestEngine } from './support/engine-context';
import { FakeBackend } from './support/fake-backend';
import { chooseOption } from './support/select';

afterEach(cleanup);

const rowsText = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('list renderer (GoodsList fixture, in-memory backend)', () => {
  it('renders server rows with the shared value types and the pager', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsList', { query: { status: undefined } }));
    await screen.findByText('共 23 条');
    const first = rowsText()[0]!;
    // select, name, image, price, stock, status, category, date, shop, actions
    expect(first.slice(1, 9)).toEqual(['苹果', '', '1,000.50元', '0单', '在售', '水果', '2024-03-01', '店铺1']);
    expect(screen.getAllByRole('img')[0]!.getAttribute('alt')).toBe('主图');
    expect(within(screen.getByRole('table')).getAllByText('在售')[0]!.className).toContain('scpr-tag--success');
    expect(rowsText()).toHaveLength(10);
    expect(t.backend.callsOf('goods.page')[0]!.payload).toEqual({ shopId: 'C001', pageNum: 1, pageSize: 10 });
  });

  it('pages on the server: next page, page size, pager count 5', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsList'));
    await screen.findByText('共 23 条');
    expect(screen.getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(rowsText()[0]![1]).toBe('苹果11'));
    expect(t.backend.callsOf('goods.page').at(-1)!.payload).toMatchObject({ pageNum: 2, pageSize: 10 });
    await chooseOption(screen.getByLabelText('每页条数'), '20条/页');
    await waitFor(() => expect(rowsText()).toHaveLength(20));
    expect(t.backend.callsOf('goods.page').at(-1)!.payload).toMatchObject({ pageNum: 1, pageSize: 20 });
  });

  it('sorts on the server by header click: asc, desc, none', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsList'));
    await screen.findByText('共 23 条');
    const header = screen.getByRole('columnheader', { name: /单价/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    expect(t.backend.callsOf('goods.page').at(-1)!.payload).toMatchObject({ sortField: 'price', sortOrder: 'asc', pageNum: 1 });
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(rowsText()[0]![3]).toBe('23,000.50元'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(t.backend.callsOf('goods.page').at(-1)!.payload).not.toHaveProperty('sortField'));
  });

  it('filters with 查询 (back to page 1) and 重置; empty state 暂无数据', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsList'));
    await screen.findByText('共 23 条');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(t.backend.callsOf('goods.page').at(-1)!.payload).toMatchObject({ pageNum: 2 }));
    fireEvent.change(screen.getByLabelText('商品名称'), { target: { value: ' 苹果 ' } });
    await chooseOption(screen.getByLabelText('状态'), 0);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(t.backend.callsOf('goods.page').at(-1)!.payload).toMatchObject({ goodsName: '苹果', status: '1', pageNum: 1 }));
    await waitFor(() => expect(rowsText().map((r) => r[1])).toEqual(['苹果']));
    fireEvent.change(screen.getByLabelText('商品名称'), { target: { value: '不存在的商品' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('上架日期开始'), { target: { value: '2024-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await screen.findByText('共 23 条');
    expect(t.backend.callsOf('goods.page').at(-1)!.payload).toEqual({ shopId: 'C001', pageNum: 1, pageSize: 10 });
  });

  it('maps a date range filter to two params', async () => {
    const t = createTestEngine();
    render(await t.screen('GoodsList'));
    await screen.findByText('共 23 条');
    fireEvent.change(screen.getByLabelText('上架日期开始'), { target: { value: '2024-03-02' } });
    fireEvent.change(screen.getByLabelText('上架日期结束'), { target: { value: '2024-03-03' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(t.backend.callsOf('goods.page').at(-1)!.payload).toMatchObject({ beginDate: '2024-03-02', endDate: '2024-03-03' }));
    await waitFor(() => expect(rowsText().map((r) => r[1])).toEqual(['香蕉', '大米']));
  });
});

describe('list states (issue 14)', () => {
  it('a failed load shows the error with 重试, which asks again and shows the rows', async () => {
    const t = createTestEngine();
    t.backend.failNext = { code: 'YSCPR00000500', msg: '服务繁忙' };
    render(await t.screen('GoodsList'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('加载失败：服务繁忙');
    expect(screen.queryByText('暂无数据')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByText('共 23 条');
    expect(t.backend.callsOf('goods.page')).toHaveLength(2);
  });

  it('a batch action shows its progress while it runs', async () => {
    const backend = new FakeBackend();
    let finish: (() => void) | undefined;
    const call = backend.call;
    // The batch call waits until the test has seen the progress.
    backend.call = async (key, payload) => {
      if (key === 'goods.batchDelete') await new Promise<void>((r) => (finish = r));
      return call(key, payload);
    };
    const t = createTestEngine({ backend });
    render(await t.screen('GoodsList'));
    await screen.findByText('共 23 条');
    const boxes = within(screen.getByRole('table')).getAllByRole('checkbox', { name: '选择' });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    const progress = await screen.findByRole('progressbar', { name: '批量删除：正在处理 2 项' });
    expect(progress).toBeTruthy();
    await waitFor(() => expect(finish).toBeDefined());
    finish!();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
