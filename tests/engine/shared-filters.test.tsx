// A list's shared filters (list `shareFilters`, DataSource `paramsFrom`): the report's summary and chart
// follow the filters the list applied with 查询 (issue 31's leftover: they kept the last 30 days while the
// list showed the chosen days), and 重置 brings them back to the default.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Report', path: '/report', meta: { title: '报表' } };
const entities = {
  order: { $id: 'order', type: 'object', properties: { orderNo: { type: 'string', title: '订单编号' }, buyerNm: { type: 'string', title: '买家' } } },
  sums: { $id: 'sums', type: 'object', properties: { orderCount: { type: 'integer', title: '订单数' } } },
};

const report = {
  kind: 'page',
  route,
  state: { reportFilters: null },
  blocks: [
    { kind: 'detail', name: 'summary', title: '汇总', entity: 'sums', data: { call: 'r.head', paramsFrom: 'state.reportFilters' }, sections: [{ id: 's', fields: ['orderCount'] }] },
    {
      kind: 'list', name: 'orders', entity: 'order', rowKey: 'orderNo', data: { call: 'r.page' }, shareFilters: 'reportFilters',
      filters: ['buyerNm'], columns: ['orderNo', 'buyerNm'],
    },
  ],
};

describe('a list that shares its filters', () => {
  it('sends the summary again with the filters the list applied, and without them after 重置', async () => {
    const t = inlineEngine({
      'r.head': (p) => ({ orderCount: p.buyerNm ? 1 : 7 }),
      'r.page': () => ({ records: [{ orderNo: 'DD001', buyerNm: '丰收' }], total: 1 }),
    });
    render(t.view(report, entities as never));
    await waitFor(() => expect(screen.getByText('7')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('DD001')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('买家'), { target: { value: '丰收' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText('1')).toBeTruthy());
    expect(t.calls.filter((c) => c.key === 'r.head').at(-1)!.payload).toEqual({ buyerNm: '丰收' });
    expect(t.calls.filter((c) => c.key === 'r.page').at(-1)!.payload).toMatchObject({ buyerNm: '丰收' });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByText('7')).toBeTruthy());
    expect(t.calls.filter((c) => c.key === 'r.head').at(-1)!.payload).toEqual({});
  });
});
