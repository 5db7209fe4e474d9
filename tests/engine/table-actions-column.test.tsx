// The 操作 column of an inline-edited table (engine/render/form/table/TableWidget.tsx) holds 删除 only: a
// table whose rows can neither be removed nor added (a delivery of a single order line) has none, rather
// than an empty column; one that can gain rows keeps it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import tradeOrder from './fixtures/trading/entities/trade-order.json';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const form = (lines: object[], add: boolean) => ({
  kind: 'form',
  route: { name: 'LinesForm', path: '/seller/lines-form', meta: { title: '发货', hidden: true } },
  entity: 'trade-order',
  defaults: { lines },
  fields: [{ field: 'lines', widget: 'table', span: 2, options: { add, columns: [{ field: 'goodsName', label: '商品', valueType: 'text', compute: { var: 'row.goodsName' } }, { field: 'quantity', label: '发货数量' }] } }],
  submit: { label: '确认发货', call: 'trade.deliver' },
});
const headers = () => within(screen.getByRole('table', { name: '商品明细' })).getAllByRole('columnheader').map((h) => h.textContent);

describe('the 操作 column of a form table', () => {
  it('is left out when no row can be removed or added', async () => {
    render(inlineEngine({}).view(form([{ skuId: 's1', goodsName: '红富士苹果', price: '1.00', quantity: 2 }], false), { 'trade-order': tradeOrder } as never));
    await screen.findByRole('table', { name: '商品明细' });
    expect(headers()).toEqual(['商品', '*发货数量']);
    expect(screen.getByRole('table', { name: '商品明细' }).querySelectorAll('tbody tr:first-child td')).toHaveLength(2);
  });

  it('shows 删除 on each row once there are more rows than the minimum', async () => {
    const two = [{ skuId: 's1', goodsName: '红富士苹果', price: '1.00', quantity: 2 }, { skuId: 's2', goodsName: '砂糖橘', price: '1.00', quantity: 1 }];
    render(inlineEngine({}).view(form(two, false), { 'trade-order': tradeOrder } as never));
    await screen.findByRole('table', { name: '商品明细' });
    expect(headers()).toContain('操作');
    expect(screen.getAllByRole('button', { name: /删除第\d行/ })).toHaveLength(2);
  });

  it('is kept when rows can be added', async () => {
    render(inlineEngine({}).view(form([{ skuId: 's1', goodsName: '红富士苹果', price: '1.00', quantity: 2 }], true), { 'trade-order': tradeOrder } as never));
    await screen.findByRole('table', { name: '商品明细' });
    expect(headers()).toContain('操作');
  });
});
