// Issue 14 defects the engine owned: a yes/no filter is a switch (never a text box whose text the server
// refuses with preSell格式不正确), long filters fold behind 展开 / 收起, and Escape closes dialogs.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Entities } from '../../engine/schema/entity';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '测试页' } };
const goods: Entities = {
  goods: {
    $id: 'goods',
    type: 'object',
    properties: {
      keyword: { type: 'string', title: '关键词' },
      minPrice: { type: 'string', title: '最低价' },
      maxPrice: { type: 'string', title: '最高价' },
      origin: { type: 'string', title: '产地' },
      preSell: { type: 'boolean', title: '只看预售', 'x-widget': 'checkbox' },
    },
  },
};
const grid = (filters: unknown[]) => ({
  kind: 'page',
  route,
  blocks: [{ kind: 'cards', entity: 'goods', pageSize: 12, data: { call: 'item.search', paginate: true }, filters, item: { heading: { var: 'row.name' } } }],
});
const empty = () => ({ records: [], total: 0 });

describe('yes/no filters', () => {
  it('只看预售 is a switch: on sends preSell true, off leaves it out; there is no text box', async () => {
    const t = inlineEngine({ 'item.search': empty });
    render(t.view(grid([{ field: 'preSell' }]), goods));
    const toggle = await screen.findByRole('switch', { name: '只看预售' });
    expect(screen.queryByRole('textbox', { name: '只看预售' })).toBeNull();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(t.calls.at(-1)!.payload).toEqual({ preSell: true, pageNum: 1, pageSize: 12 }));
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(t.calls.at(-1)!.payload).toEqual({ pageNum: 1, pageSize: 12 }));
  });
});

describe('long filter forms fold', () => {
  it('shows the first three filters; 展开 shows the rest, 收起 folds them again', async () => {
    const t = inlineEngine({ 'item.search': empty });
    render(t.view(grid([{ field: 'keyword' }, { field: 'minPrice' }, { field: 'maxPrice' }, { field: 'origin' }, { field: 'preSell' }]), goods));
    await screen.findByLabelText('关键词');
    expect(screen.queryByLabelText('产地')).toBeNull();
    const toggle = screen.getByRole('button', { name: '展开' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('产地')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '只看预售' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByLabelText('产地')).toBeNull();
  });

  it('three filters or fewer have no 展开', async () => {
    const t = inlineEngine({ 'item.search': empty });
    render(t.view(grid([{ field: 'keyword' }, { field: 'preSell' }]), goods));
    await screen.findByLabelText('关键词');
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
  });
});

describe('order details (trading screens at 1366 / 1920)', () => {
  const order: Entities = {
    order: {
      $id: 'order',
      type: 'object',
      properties: {
        orderNo: { type: 'string', title: '订单编号' },
        lines: {
          type: 'array',
          title: '商品明细',
          items: { type: 'object', properties: { itemNm: { type: 'string', title: '商品名称' }, price: { type: 'string', format: 'money', title: '单价' }, quantity: { type: 'integer', title: '数量' } } },
        },
        deliveries: { type: 'array', title: '发货记录', items: { type: 'object', properties: { trackingNo: { type: 'string', title: '物流单号' } } } },
      },
    },
  };
  const detail = {
    kind: 'page',
    route,
    blocks: [{
      kind: 'detail', entity: 'order', data: { call: 'indent.detail' },
      sections: [
        { title: '订单信息', fields: ['orderNo'] },
        { title: '商品明细', fields: [{ field: 'lines', valueType: 'table' }] },
        { title: '发货记录', fields: [{ field: 'deliveries', valueType: 'table' }] },
      ],
    }],
  };

  it('a table that is its section\'s whole subject takes the line without repeating the title; amounts and counts align right; no rows say 暂无数据', async () => {
    const t = inlineEngine({ 'indent.detail': () => ({ orderNo: 'D1', lines: [{ itemNm: '烟台苹果', price: '18.10', quantity: 3 }], deliveries: [] }) });
    render(t.view(detail, order));
    const lines = await screen.findByRole('table', { name: '商品明细' });
    // The label stays for screen readers only; an ordinary field keeps its visible label.
    const label = [...document.querySelectorAll('dt')].find((d) => d.textContent === '商品明细')!;
    expect(label.className).toBe('scpr-sr-only');
    expect([...document.querySelectorAll('dt')].find((d) => d.textContent === '订单编号')!.className).toBe('');
    expect((label.parentElement as HTMLElement).style.gridColumn).toBe('1 / -1');
    const numeric = [...lines.querySelectorAll('th')].map((th) => [th.textContent, th.classList.contains('is-numeric')]);
    expect(numeric).toEqual([['商品名称', false], ['单价', true], ['数量', true]]);
    const deliveries = screen.getByRole('table', { name: '发货记录' });
    expect(deliveries.querySelector('tbody')!.textContent).toBe('暂无数据');
  });
});
