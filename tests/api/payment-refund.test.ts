// Money taken twice is given back (issue 29 items 1 and 8): a success for an attempt whose order no longer
// owes it (closed when the order was cancelled, while the payer was already paying) is recorded and
// refunded through the provider at once, shown as 已退款 on the order and in 支付记录; a notification lost
// for such a closed attempt is found by the status check, which re-checks closed attempts too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support/server';
import { makeOrder, orderRow, paymentSuite, sandboxOf } from './support/payments';

const suite = paymentSuite(['buyer', 'seller']);
const { ok } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));

const notify = (body: unknown) => h.app.inject({ method: 'POST', url: '/scpr/payment/notify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** An order whose attempt the payer paid at the cashier, the notification lost on the way, and then the
 * order cancelled by its buyer (which closes the attempt here and schedules its close at the provider). */
async function paidThenCancelled(payableFen: number) {
  const { orderId } = await makeOrder(h, { payableFen });
  const { payNo, cashierUrl } = await ok<{ payNo: string; cashierUrl: string }>('indent.netPay', { orderId });
  const sandbox = sandboxOf(h);
  const trade = new URL(cashierUrl, 'http://x').searchParams.get('trade')!;
  const deliver = sandbox.deliver;
  sandbox.deliver = async () => true; // lost on the way
  try {
    await sandbox.decide(trade, 'SUCCESS');
  } finally {
    sandbox.deliver = deliver;
  }
  expect(await ok('indent.cancel', { orderId, reason: '不想要了' })).toMatchObject({ status: '90' });
  return { orderId, payNo, trade };
}

const refundsOf = (trade: string) => h.db.owner.query<{ refund_no: string; amount_fen: string }>('SELECT refund_no, amount_fen::text FROM sandbox_pay_refunds WHERE trade_no = $1', [trade]);

async function expectRefunded(orderId: string, payNo: string, trade: string, amountFen: number) {
  expect(await refundsOf(trade)).toEqual([{ refund_no: `TK${payNo.slice(2)}`, amount_fen: String(amountFen) }]);
  expect(await orderRow(h, orderId)).toEqual({ status: 90, paidFen: 0 });
  const detail = await ok<{ payments: { statusNm: string; status: string }[] }>('indent.buyerDetail', { orderId });
  expect(detail.payments).toEqual([expect.objectContaining({ status: '7', statusNm: '已退款' })]);
  const history = await ok<{ records: { payNo: string; status: string; remark: string }[] }>('payment.buyerPage', { pageNum: 1, pageSize: 10, payNo });
  expect(history.records).toEqual([expect.objectContaining({ payNo, status: '7', remark: '订单已不需支付，款项已原路退回' })]);
}

describe('money that no order owes is refunded', () => {
  it('a late notification for the attempt of a cancelled order: recorded, refunded through the provider, shown as 已退款', async () => {
    const { orderId, payNo, trade } = await paidThenCancelled(3300);
    const sandbox = sandboxOf(h);
    const late = await notify(sandbox.notification((await sandbox.trade(trade))!));
    expect(late.json()).toMatchObject({ code: '0', resultData: { outcome: 'applied' } });
    await expectRefunded(orderId, payNo, trade, 3300);
    // Again (the provider re-sends): nothing more is refunded.
    expect((await notify(sandbox.notification((await sandbox.trade(trade))!))).json().resultData).toEqual({ outcome: 'ignored' });
    expect(await refundsOf(trade)).toHaveLength(1);
  });

  it('the notification never comes: the status check re-checks the closed attempt and ends it refunded', async () => {
    const { orderId, payNo, trade } = await paidThenCancelled(4100);
    const s = await ok('payment.status', { orderId });
    expect(s).toMatchObject({ orderStatus: '90', payNo, payStatus: '7' });
    await expectRefunded(orderId, payNo, trade, 4100);
    // Asked again: the provider's last word is in, nothing changes.
    expect(await ok('payment.status', { orderId })).toMatchObject({ payStatus: '7' });
    expect(await refundsOf(trade)).toHaveLength(1);
  });
});
