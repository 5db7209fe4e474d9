// Order progress (steps block), state history (timeline block) and polling a call until a condition
// holds (payment status), from the fixtures under tests/engine/fixtures/trading. Polling runs on a
// controlled clock (fake timers): nothing depends on real time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import orderProgress from './fixtures/trading/order-progress.json';
import payStatus from './fixtures/trading/pay-status.json';
import tradeOrder from './fixtures/trading/entities/trade-order.json';
import { inlineEngine, type Handler } from './support/inline-screen';
import { realScreen } from './support/real-screen';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ORDER_STATUS = ['待确认', '待卖家确认', '待付款', '付款确认中', '待发货', '待收货', '已完成', '已取消', '已拒绝'].map((label, i) => ({ value: String(i + 1), label }));
const codes = (t: string) => (t === 'ORDER_STATUS' ? ORDER_STATUS : undefined);
const entities = { 'trade-order': tradeOrder } as never;

function progress(order: Record<string, unknown>, history: unknown[] = []) {
  const t = inlineEngine({ 'trade.orderDetail': () => order, 'trade.orderHistory': () => ({ records: history, total: history.length }) }, { codes });
  render(t.view(orderProgress, entities, { id: 'o1' }));
  return t;
}
const steps = async () => within(await screen.findByRole('region', { name: '订单进度' })).getAllByRole('listitem');
/** "label:status" per step, the status as the step's class names it (finish, process, wait, error). */
const states = (items: HTMLElement[]) =>
  items.map((li) => `${li.querySelector('.scpr-step__title')!.firstChild!.textContent}:${/scpr-step--(\w+)/.exec(li.className)![1]}`);

describe('steps block', () => {
  it('highlights the step holding the current status; the ones before are done', async () => {
    progress({ id: 'o1', status: '4', createTime: '2026-11-20 10:00:00' });
    const items = await steps();
    expect(states(items)).toEqual(['提交订单:finish', '卖家确认:finish', '买家付款:process', '卖家发货:wait', '确认收货:wait', '交易完成:wait']);
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items[0]!.textContent).toContain('2026-11-20 10:00:00');
  });

  it('shows a failed step in place of the one the order was at when it left the path', async () => {
    // Refused while 待卖家确认: the seller never confirmed, so 卖家确认 is not shown done.
    progress({ id: 'o1', status: '9', statusBefore: '2' });
    expect(states(await steps())).toEqual(['提交订单:finish', '卖家已拒绝:error']);
    cleanup();
    progress({ id: 'o1', status: '8', statusBefore: '3' });
    expect(states(await steps())).toEqual(['提交订单:finish', '卖家确认:finish', '已取消:error']);
    cleanup();
    progress({ id: 'o1', status: '8' });
    expect(states(await steps())).toEqual(['已取消:error']);
  });
});

describe('the order detail screens (schemas/*/...-order-detail.json)', () => {
  // Each status sits in the step that waits for it (DOMAIN.md): 待付款 is the buyer's payment, 已发货 the
  // buyer's receipt; 提交订单 is done once the order exists.
  const screens = ['buyer/purchase-order-detail', 'seller/sale-order-detail', 'user/user-order-detail'];
  const stepsOf = (node: unknown): Record<string, unknown> | undefined => {
    if (Array.isArray(node)) return node.map(stepsOf).find(Boolean);
    if (!node || typeof node !== 'object') return undefined;
    const o = node as Record<string, unknown>;
    return o.kind === 'steps' ? o : Object.values(o).map(stepsOf).find(Boolean);
  };
  const view = (block: Record<string, unknown>, order: Record<string, unknown>) => {
    const t = inlineEngine({ 'trade.orderDetail': () => order });
    const screenJson = { ...orderProgress, blocks: [{ ...block, title: '订单进度', data: { call: 'trade.orderDetail', params: { id: { var: 'query.id' } } } }] };
    render(t.view(screenJson, entities, { id: 'o1' }));
  };
  const LINEAR = ['提交订单', '卖家确认', '买家付款', '卖家发货', '买家收货', '交易完成'];
  // Goods-first and credit orders (pay types 6 and 10): delivery and receipt before payment; 45 waits for the
  // buyer's payment, not for the trade's completion.
  const GOODS_FIRST = ['提交订单', '卖家确认', '卖家发货', '买家收货', '买家付款', '交易完成'];
  const INSTALMENTS = ['提交订单', '卖家确认', '支付首期款', '卖家发货', '买家收货', '付清分期款', '交易完成'];
  /** The path's labels with `current` in progress, the ones before it done (current = length: all done). */
  const at = (labels: string[], current: number) => labels.map((l, i) => `${l}:${i < current ? 'finish' : i === current ? 'process' : 'wait'}`);
  const refusedAtConfirm = ['提交订单:finish', '卖家已拒绝:error'];
  const history = (...from: (string | null)[]) => from.map((fromStatus) => ({ fromStatus }));
  const cases: [Record<string, unknown>, string[]][] = [
    [{ status: '10' }, at(LINEAR, 1)],
    [{ status: '15' }, at(LINEAR, 1)],
    [{ status: '20' }, at(LINEAR, 2)],
    [{ status: '25' }, at(LINEAR, 2)],
    [{ status: '30' }, at(LINEAR, 3)],
    [{ status: '35' }, at(LINEAR, 3)],
    [{ status: '40' }, at(LINEAR, 4)],
    [{ status: '50' }, at(LINEAR, 6)],
    [{ status: '91', history: history(null, '10') }, refusedAtConfirm],
    [{ status: '90', history: history(null, '10', '20') }, ['提交订单:finish', '卖家确认:finish', '已取消:error']],
    [{ status: '90', history: history(null, '10', '15') }, ['提交订单:finish', '已取消:error']],
    [{ goodsFirst: true, status: '10' }, at(GOODS_FIRST, 1)],
    [{ goodsFirst: true, status: '15' }, at(GOODS_FIRST, 1)],
    [{ goodsFirst: true, status: '30' }, at(GOODS_FIRST, 2)],
    [{ goodsFirst: true, status: '35' }, at(GOODS_FIRST, 2)],
    [{ goodsFirst: true, status: '40' }, at(GOODS_FIRST, 3)],
    [{ goodsFirst: true, status: '45' }, at(GOODS_FIRST, 4)],
    [{ goodsFirst: true, status: '50' }, at(GOODS_FIRST, 6)],
    [{ goodsFirst: true, status: '91', history: history(null, '10') }, refusedAtConfirm],
    [{ goodsFirst: true, status: '90', history: history(null, '10', '15') }, ['提交订单:finish', '已取消:error']],
    // Instalments (pay types 8 and 9, served as instalmentPlan): the first instalment before delivery, the rest
    // after receipt (45); the trade is complete only when the last one is paid (50), never while instalments are owed.
    ...['8', '9'].flatMap((payType): [Record<string, unknown>, string[]][] => [
      [{ payType, instalmentPlan: true, status: '10' }, at(INSTALMENTS, 1)],
      [{ payType, instalmentPlan: true, status: '15' }, at(INSTALMENTS, 1)],
      [{ payType, instalmentPlan: true, status: '20' }, at(INSTALMENTS, 2)],
      [{ payType, instalmentPlan: true, status: '25' }, at(INSTALMENTS, 2)],
      [{ payType, instalmentPlan: true, status: '30' }, at(INSTALMENTS, 3)],
      [{ payType, instalmentPlan: true, status: '35' }, at(INSTALMENTS, 3)],
      [{ payType, instalmentPlan: true, status: '40' }, at(INSTALMENTS, 4)],
      [{ payType, instalmentPlan: true, status: '45' }, at(INSTALMENTS, 5)],
      [{ payType, instalmentPlan: true, status: '50' }, at(INSTALMENTS, 7)],
      [{ payType, instalmentPlan: true, status: '91', history: history(null, '10') }, refusedAtConfirm],
      [{ payType, instalmentPlan: true, status: '90', history: history(null, '10', '20') }, ['提交订单:finish', '卖家确认:finish', '已取消:error']],
      [{ payType, instalmentPlan: true, status: '90', history: history(null, '10', '15') }, ['提交订单:finish', '已取消:error']],
    ]),
    // The other pay types walk the plain path (one payment before delivery).
    ...['5', '7'].map((payType): [Record<string, unknown>, string[]] => [{ payType, status: '40' }, at(LINEAR, 4)]),
  ];
  for (const name of screens) {
    it(`${name}: the step waiting for the current status is the one in progress`, async () => {
      const json = realScreen(name);
      const block = stepsOf(json)!;
      for (const [order, expected] of cases) {
        view(block, { id: 'o1', ...order });
        expect(states(await steps()), JSON.stringify(order)).toEqual(expected);
        cleanup();
      }
    });
  }
});

describe('timeline block', () => {
  it('lists the moves newest first: time, who, from -> to by the code list, note', async () => {
    progress({ id: 'o1', status: '3' }, [
      { createTime: '2026-11-20 10:00:00', operatorName: '张三', fromStatus: null, toStatus: '1', remark: '' },
      { createTime: '2026-11-20 11:30:00', operatorName: '李四', fromStatus: '1', toStatus: '3', remark: '同意订单' },
    ]);
    const history = await screen.findByRole('region', { name: '操作记录' });
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['待确认 → 待付款2026-11-20 11:30:00 李四同意订单', '待确认2026-11-20 10:00:00 张三']);
  });

  it('says so when there is no history', async () => {
    progress({ id: 'o1', status: '1' }, []);
    const history = await screen.findByRole('region', { name: '操作记录' });
    expect(await within(history).findByText('暂无记录')).toBeTruthy();
  });
});

describe('polling a call until a condition holds', () => {
  /** Advances the clock; React commits (and effects schedule the next ask) when act ends. */
  async function tick(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  function payment(answers: (() => unknown)[]) {
    vi.useFakeTimers();
    let n = 0;
    const handler: Handler = () => {
      const answer = answers[Math.min(n, answers.length - 1)]!;
      n += 1;
      return answer();
    };
    const t = inlineEngine({ 'trade.payStatus': handler });
    const view = render(t.view(payStatus, entities, { id: 'o1' }));
    const asked = () => t.calls.filter((c) => c.key === 'trade.payStatus').length;
    return { t, view, asked };
  }
  const unpaid = () => ({ id: 'o1', orderNo: 'DD202611200001', payStatus: '1' });
  const paid = () => ({ id: 'o1', orderNo: 'DD202611200001', payStatus: '2' });
  const busy = () => {
    throw { code: 'YSCPR00000500', msg: '系统繁忙' };
  };

  it('asks every N seconds, backs off after a failure, stops when paid and runs its steps', async () => {
    const { t, asked } = payment([unpaid, busy, unpaid, paid]);
    await tick(0);
    expect(asked()).toBe(1);
    expect(screen.getByText('DD202611200001')).toBeTruthy();
    await tick(2999);
    expect(asked()).toBe(1);
    await tick(1);
    expect(asked()).toBe(2); // fails: the next ask waits twice as long, and the failure is not toasted
    await tick(5999);
    expect(asked()).toBe(2);
    expect(screen.queryByText('系统繁忙')).toBeNull();
    await tick(1);
    expect(asked()).toBe(3);
    await tick(3000);
    expect(asked()).toBe(4); // paid
    expect(t.navigations).toEqual([{ path: '/payment-success', query: { orderId: 'o1' } }]);
    expect(screen.getByText('支付成功')).toBeTruthy();
    await tick(60000);
    expect(asked()).toBe(4);
  });

  it('stops when the screen is left', async () => {
    const { view, asked } = payment([unpaid]);
    await tick(0);
    await tick(3000);
    expect(asked()).toBe(2);
    view.unmount();
    await tick(60000);
    expect(asked()).toBe(2);
  });

  it('gives up after maxTries', async () => {
    const { asked } = payment([unpaid]);
    await tick(0);
    for (let i = 0; i < 120; i++) await tick(3000);
    expect(asked()).toBe(100);
  });
});
