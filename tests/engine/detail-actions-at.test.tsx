// Where a detail's actions stand (DetailBody.actionsAt): under the sections by default (product details:
// the buttons close the card), above them for a business document. An order's actions stood under its
// progress, history and pictures, which arrive in their own time: a click met the place a button had just
// left, and a long order needed scrolling to reach them. Both order details head their actions now.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realScreen } from './support/real-screen';

afterEach(cleanup);

const entities = { order: { $id: 'order', type: 'object', properties: { orderNo: { type: 'string', title: '订单编号' } } } } as never;

const detail = (actionsAt?: 'top' | 'bottom') => ({
  kind: 'detail',
  route: { name: 'OrderDetail', path: '/order-detail', meta: { title: '订单详情' } },
  entity: 'order',
  data: { call: 'order.detail' },
  ...(actionsAt ? { actionsAt } : {}),
  sections: [{ id: 'base', title: '订单信息', fields: ['orderNo'] }],
  actions: [{ id: 'back', label: '返回', navigate: { back: true } }],
});

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a detail places its actions', () => {
  for (const [at, first] of [[undefined, 'section'], ['bottom', 'section'], ['top', 'actions']] as const) {
    it(`actionsAt ${at ?? '(not given)'}: ${first === 'actions' ? 'above' : 'under'} the sections`, async () => {
      const t = inlineEngine({ 'order.detail': () => ({ orderNo: '20261125000001' }) });
      render(t.view(detail(at), entities));
      await screen.findByText('20261125000001');
      const button = screen.getByRole('button', { name: '返回' });
      const section = screen.getByRole('region', { name: '订单信息' });
      expect(before(button, section)).toBe(first === 'actions');
    });
  }

  it('both order details (seller and buyer) head their actions', () => {
    for (const file of ['seller/sale-order-detail', 'buyer/purchase-order-detail']) {
      const blocks = (realScreen(file) as { blocks: { name?: string; actionsAt?: string }[] }).blocks;
      expect(blocks.find((b) => b.name === 'order')?.actionsAt, file).toBe('top');
    }
  });
});
