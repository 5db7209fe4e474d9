// Marks (DisplayItem.marks): small tags after a value while their condition holds over the row or the
// record. The order lists and details follow the status with 已冻结 on a frozen order (the platform's
// freeze: the order's moves are held, and without the mark a list row showed only its usual status).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realScreen } from './support/real-screen';

afterEach(cleanup);

const STATUS = [{ value: '30', label: '待发货' }, { value: '50', label: '已完成' }];
const codes = (t: string) => (t === 'ORDER_STATUS' ? STATUS : undefined);
const entities = {
  order: {
    $id: 'order',
    type: 'object',
    properties: {
      orderNo: { type: 'string', title: '订单编号' },
      status: { type: 'string', title: '订单状态', 'x-codeType': 'ORDER_STATUS', 'x-valueType': 'status' },
      frozen: { type: 'boolean', title: '已冻结' },
    },
  },
} as never;
const ROWS = [
  { orderNo: '20261125000001', status: '30', frozen: true },
  { orderNo: '20261125000002', status: '30', frozen: false },
];

/** The order's status column (or detail field) as a real screen file declares it: the one with marks (the
 * screens' other status columns, e.g. the order's invoices, carry none). */
function statusItem(file: string, where: 'columns' | 'detail'): Record<string, unknown> {
  const json = JSON.stringify(realScreen(file));
  const found: Record<string, unknown>[] = [];
  JSON.parse(json, (_k, v: unknown) => {
    if (v && typeof v === 'object' && (v as { field?: unknown }).field === 'status' && 'tones' in v && 'marks' in v) found.push(v as Record<string, unknown>);
    return v;
  });
  expect(found.length, `${file}: one status ${where} item`).toBe(1);
  return found[0]!;
}

const cellOf = (orderNo: string) => screen.getByText(orderNo).closest('tr')!;

describe('marks after a value', () => {
  for (const file of ['buyer/purchase-order', 'seller/sale-order', 'user/user-order-list']) {
    it(`${file}: a frozen order's status is followed by 已冻结, another's is not`, async () => {
      const t = inlineEngine({ 'order.page': () => ({ records: ROWS, total: 2 }) }, { codes });
      const list = {
        kind: 'list', route: { name: 'Orders', path: '/orders', meta: { title: '订单' } }, entity: 'order',
        data: { call: 'order.page' }, columns: ['orderNo', statusItem(file, 'columns')],
      };
      render(t.view(list, entities));
      await screen.findByText('20261125000001');
      const frozen = within(cellOf('20261125000001'));
      expect(frozen.getByText('待发货')).toBeTruthy();
      const mark = frozen.getByText('已冻结');
      expect(mark.className).toContain('scpr-tag--danger');
      expect(within(cellOf('20261125000002')).queryByText('已冻结')).toBeNull();
    });
  }

  for (const file of ['buyer/purchase-order-detail', 'seller/sale-order-detail', 'user/user-order-detail']) {
    it(`${file}: the detail's status says 已冻结 while the order is frozen`, async () => {
      for (const frozen of [true, false]) {
        const t = inlineEngine({ 'order.detail': () => ({ orderNo: '20261125000001', status: '30', frozen }) }, { codes });
        const detail = {
          kind: 'detail', route: { name: 'Order', path: '/order', meta: { title: '订单详情' } }, entity: 'order',
          data: { call: 'order.detail' }, sections: [{ title: '订单信息', fields: ['orderNo', statusItem(file, 'detail')] }],
        };
        render(t.view(detail, entities));
        await screen.findByText('20261125000001');
        expect(screen.getByText('待发货')).toBeTruthy();
        expect(screen.queryByText('已冻结') !== null, `frozen ${frozen}`).toBe(frozen);
        cleanup();
      }
    });
  }
});
