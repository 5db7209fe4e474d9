// A typed filter is checked by its entity field's rules before the query: a value the server would refuse
// (订单编号只能是数字) is said under the field, in the entity's words, and nothing is called; fixing it
// or 重置 clears the message.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const entities = {
  order: {
    $id: 'order',
    type: 'object',
    properties: {
      orderNo: { type: 'string', title: '订单编号', maxLength: 20, pattern: '^[0-9]*$', 'x-messages': { pattern: '订单编号只能是数字' } },
      buyerNm: { type: 'string', title: '买家', maxLength: 5 },
    },
  },
};
const list = {
  kind: 'list',
  route: { name: 'Orders', path: '/orders', meta: { title: '订单' } },
  entity: 'order',
  data: { call: 'order.page' },
  filters: ['orderNo', 'buyerNm'],
  columns: ['orderNo', 'buyerNm'],
};

describe('filter values checked before the query', () => {
  it('says what is wrong under the field and calls nothing; a fixed value is queried', async () => {
    const t = inlineEngine({ 'order.page': () => ({ records: [{ orderNo: '20261124000001', buyerNm: '丰收' }], total: 1 }) });
    render(t.view(list, entities as never));
    await screen.findByText('20261124000001');
    const calls = () => t.calls.filter((c) => c.key === 'order.page').length;
    const before = calls();
    const orderNo = screen.getByLabelText('订单编号');
    fireEvent.change(orderNo, { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('买家'), { target: { value: '丰收农产品采购' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('订单编号只能是数字')).toBeTruthy();
    expect(screen.getByText('买家不能超过5个字符')).toBeTruthy();
    expect(orderNo.getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toBe(before);

    fireEvent.change(orderNo, { target: { value: '2026' } });
    expect(screen.queryByText('订单编号只能是数字')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.queryByText('买家不能超过5个字符')).toBeNull());
    fireEvent.change(screen.getByLabelText('订单编号'), { target: { value: '2026' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'order.page').at(-1)!.payload).toMatchObject({ orderNo: '2026' }));
  });
});
