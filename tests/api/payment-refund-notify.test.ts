// The sandbox's signed refund notification (issue 31 item 1), on both databases: a refund asked of the
// provider is ours as made only when its notification, signed as the pay notification is, is verified and
// applied: a payment 待退款 becomes 已退款, an after-sale's online part is made and the refund job then moves
// the after-sale to 50. A valid notification applies once, the same one again changes nothing, a forged one
// (no signature that holds, another key, tampered) or one naming another refund or amount is refused in
// Chinese with a code and writes nothing; 20 notifications of one refund at once apply it exactly once.
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../api/server/core';
import { sandboxSecret } from '../../api/server/modules/payment';
import { signRefund, type SignedRefundNotification } from '../../api/server/modules/payment/sandbox/signature';
import type { TestServer } from './support/server';
import { makeOrder, paymentSuite, sandboxOf } from './support/payments';
import { apply, completedOrder } from './aftersale/support';

const suite = paymentSuite(['buyer', 'seller']);
const { ok } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));
const N = 20;

const post = (body: unknown) => h.app.inject({ method: 'POST', url: '/scpr/payment/refundNotify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const outcome = async (body: unknown) => {
  const r = await post(body);
  return { status: r.statusCode, ...(r.json() as { code: string; msg: string; resultData: { outcome?: string } | null }) };
};

/** The sandbox's refund notifications held back (the pay notifications still go): the test delivers them. */
function holdRefundNotifications() {
  const sb = sandboxOf(h);
  const real = sb.deliver;
  const held: SignedRefundNotification[] = [];
  sb.deliver = async (path, body) => {
    if ('refundNo' in body) {
      held.push(body);
      return false;
    }
    return real(path, body);
  };
  return { held, restore: () => void (sb.deliver = real) };
}

const payment = async (payNo: string) => {
  const [p] = await h.db.owner.query<{ status: string; refund_no: string | null; refund_ref: string | null; refunded: boolean; remark: string }>(
    'SELECT status, refund_no, refund_ref, refunded_at IS NOT NULL AS refunded, remark FROM payments WHERE pay_no = $1', [payNo]);
  return p!;
};
const notes = (refundNo: string) => h.db.owner.query<{ outcome: string }>('SELECT outcome FROM payment_refund_notifications WHERE refund_no = $1 ORDER BY received_at, notify_id', [refundNo]);

/** A payment paid for an order that no longer owes it (cancelled while the payer was at the cashier): 待退款,
 * refunded at the provider, its notification held. */
async function refundDuePayment(payableFen: number) {
  const { orderId } = await makeOrder(h, { payableFen });
  const { payNo, cashierUrl } = await ok<{ payNo: string; cashierUrl: string }>('indent.netPay', { orderId });
  const sb = sandboxOf(h);
  const trade = new URL(cashierUrl, 'http://x').searchParams.get('trade')!;
  const deliver = sb.deliver;
  sb.deliver = async () => true; // the pay notification lost on the way
  try {
    await sb.decide(trade, 'SUCCESS');
  } finally {
    sb.deliver = deliver;
  }
  await ok('indent.cancel', { orderId, reason: '不想要了' });
  const hold = holdRefundNotifications();
  try {
    // The order page's status check finds the money owed by no order: recorded, refund asked of the provider.
    expect(await ok('payment.status', { orderId })).toMatchObject({ payNo, payStatus: '3' });
  } finally {
    hold.restore();
  }
  expect(hold.held).toHaveLength(1);
  return { orderId, payNo, trade, notification: hold.held[0]! };
}

describe('a payment 待退款 is refunded by the provider and made by its signed notification', () => {
  it('not made on the refund call alone; forged and mismatched notifications refused, nothing written; a valid one applies once, again is a no-op', async () => {
    const { payNo, notification: n } = await refundDuePayment(2600);
    const refundNo = `TK${payNo.slice(2)}`;
    expect(n).toMatchObject({ notifyType: 'REFUND', outTradeNo: payNo, refundNo, amountFen: '2600', refundStatus: 'SUCCESS' });
    // The provider holds the refund, but without its notification the payment stays 待退款.
    expect(await payment(payNo)).toMatchObject({ status: '3', refund_no: refundNo, refunded: false, remark: '订单已不需支付，待退款' });

    const secret = await sandboxSecret(h.db);
    const resign = (f: Partial<SignedRefundNotification>, key = secret) => {
      const { sign: _s, ...fields } = { ...n, ...f };
      return { ...fields, sign: signRefund(fields, key) };
    };
    const refusals: [string, unknown, number, string, string][] = [
      ['tampered amount', { ...n, amountFen: '1' }, 400, 'YSCPR00000400', '退款通知校验失败：签名无效'],
      ['another key', resign({}, 'not-the-deployment-secret'), 400, 'YSCPR00000400', '退款通知校验失败：签名无效'],
      ['no signature', { ...n, sign: undefined }, 400, '', ''],
      ['a pay notification type', resign({ notifyType: 'PAY' }), 400, 'YSCPR00000400', '退款通知校验失败：签名无效'],
      ['refund not succeeded', resign({ refundStatus: 'FAIL' }), 400, 'YSCPR00000400', '退款通知校验失败：签名无效'],
      ['signed, another amount', resign({ amountFen: '2599' }), 400, 'YSCPR00007400', '退款通知校验失败：金额与退款单不一致'],
      ['signed, amount not whole fen', resign({ amountFen: '26.00' }), 400, 'YSCPR00007400', '退款通知校验失败：金额无效'],
      ['signed, unknown refund number', resign({ refundNo: 'TK0000000000' }), 400, 'YSCPR00000400', '退款通知校验失败：退款单不存在'],
      ['signed, another payment', resign({ outTradeNo: 'ZF000000000000' }), 400, 'YSCPR00000400', '退款通知校验失败：退款单不存在'],
      ['signed, another trade', resign({ tradeNo: 'SB000000000000000000000000' }), 400, 'YSCPR00000400', '退款通知校验失败：退款单不存在'],
      ['signed, unknown merchant', resign({ merchantId: 'T9999' }), 400, 'YSCPR00000400', '退款通知校验失败：商户不存在'],
    ];
    for (const [why, body, status, code, msg] of refusals) {
      const r = await outcome(body);
      expect([why, r.status, r.code === '0'], r.msg).toEqual([why, status, false]);
      if (code) expect([why, r.code, r.msg]).toEqual([why, code, msg]);
    }
    expect(await notes(refundNo)).toEqual([]);
    expect(await payment(payNo)).toMatchObject({ status: '3', refunded: false });

    // The provider's own notification: applied; the payment is 已退款.
    expect(await outcome(n)).toMatchObject({ status: 200, code: '0', resultData: { outcome: 'applied' } });
    expect(await payment(payNo)).toMatchObject({ status: '7', refunded: true, refund_ref: n.refundId, remark: '订单已不需支付，款项已原路退回' });
    // The very same notification again (a replay): nothing written.
    expect(await outcome(n)).toMatchObject({ code: '0', resultData: { outcome: 'duplicate' } });
    expect(await notes(refundNo)).toEqual([{ outcome: 'applied' }]);
    // The provider sending it again under a fresh id: recorded as ignored, the payment unchanged.
    const trade = (await sandboxOf(h).trade(n.tradeNo))!;
    const [row] = await h.db.owner.query<{ refund_id: string }>('SELECT refund_id FROM sandbox_pay_refunds WHERE refund_no = $1', [refundNo]);
    const again = sandboxOf(h).refundNotification({ ...(await sandboxRefund(row!.refund_id)) }, trade);
    expect(await outcome(again)).toMatchObject({ code: '0', resultData: { outcome: 'ignored' } });
    expect(await payment(payNo)).toMatchObject({ status: '7', refund_ref: n.refundId });
    const history = await ok<{ records: { payNo: string; status: string }[] }>('payment.buyerPage', { pageNum: 1, pageSize: 10, payNo });
    expect(history.records).toEqual([expect.objectContaining({ payNo, status: '7' })]);
  });

  it('20 different notifications of one refund at once: applied exactly once', async () => {
    const { payNo, notification: n } = await refundDuePayment(3100);
    const sb = sandboxOf(h);
    const trade = (await sb.trade(n.tradeNo))!;
    const refund = await sandboxRefund(n.refundId);
    const bodies = Array.from({ length: N }, () => sb.refundNotification(refund, trade));
    const rs = await Promise.all(bodies.map(outcome));
    expect(rs.map((r) => r.code)).toEqual(Array(N).fill('0'));
    expect(rs.filter((r) => r.resultData?.outcome === 'applied')).toHaveLength(1);
    expect(rs.filter((r) => r.resultData?.outcome === 'ignored')).toHaveLength(N - 1);
    expect((await notes(n.refundNo)).filter((x) => x.outcome === 'applied')).toHaveLength(1);
    expect(await payment(payNo)).toMatchObject({ status: '7', refunded: true });
  });

  it('the same notification 20 times at once: applied once, the others are no-ops', async () => {
    const { payNo, notification: n } = await refundDuePayment(3300);
    const rs = await Promise.all(Array.from({ length: N }, () => outcome(n)));
    expect(rs.map((r) => r.code)).toEqual(Array(N).fill('0'));
    expect(rs.filter((r) => r.resultData?.outcome === 'applied')).toHaveLength(1);
    expect(rs.filter((r) => r.resultData?.outcome === 'duplicate')).toHaveLength(N - 1);
    expect(await notes(n.refundNo)).toEqual([{ outcome: 'applied' }]);
    expect(await payment(payNo)).toMatchObject({ status: '7', refunded: true });
  });
});

async function sandboxRefund(refundId: string) {
  const [r] = await h.db.owner.query<{ refund_id: string; merchant_id: string; refund_no: string; trade_no: string; amount_fen: string; reason: string; created_at: Date }>(
    'SELECT * FROM sandbox_pay_refunds WHERE refund_id = $1', [refundId]);
  return { refundId: r!.refund_id, merchantId: r!.merchant_id, refundNo: r!.refund_no, tradeNo: r!.trade_no, amountFen: Number(r!.amount_fen), reason: r!.reason, createdAt: r!.created_at };
}

describe('an after-sale\'s online part is made by the provider\'s refund notification', () => {
  it('the refund job waits at 40 until the notification comes; then the part is made and the job moves it to 50', async () => {
    const o = await completedOrder(suite, { online: true, payableFen: 5000 });
    const { afterSaleId } = await ok('aftersale.create', apply(o.orderId, { amount: '50.00' }));
    await ok('aftersale.confirm', { afterSaleId, agree: true }, suite.tokens.seller);
    const part = () => h.db.owner.query<{ refunded: boolean; refund_ref: string | null }>('SELECT refunded_at IS NOT NULL AS refunded, refund_ref FROM after_sale_refunds WHERE after_sale_id = $1', [afterSaleId]);
    const hold = holdRefundNotifications();
    try {
      await runDueJobs(h.app.scpr);
      // 确认退款 meanwhile: the provider has refunded, its notification has not come: not yet.
      const r = await suite.call('aftersale.payBack', { afterSaleId }, suite.tokens.seller);
      expect([r.status, r.body.msg]).toEqual([409, '退款暂未完成，系统将自动重试，请稍后查看']);
    } finally {
      hold.restore();
    }
    expect(hold.held.length).toBeGreaterThanOrEqual(1);
    expect(await part()).toEqual([{ refunded: false, refund_ref: null }]);
    expect(await ok('aftersale.buyerDetail', { afterSaleId })).toMatchObject({ status: '40' });
    const n = hold.held[0]!;
    expect(await outcome({ ...n, amountFen: '4999' })).toMatchObject({ status: 400, code: 'YSCPR00000400' });
    expect(await outcome(n)).toMatchObject({ code: '0', resultData: { outcome: 'applied' } });
    expect(await outcome(n)).toMatchObject({ code: '0', resultData: { outcome: 'duplicate' } });
    expect(await part()).toEqual([{ refunded: true, refund_ref: n.refundId }]);
    // The job (planned again a minute later) finds the part made and makes the move.
    h.clock.advance(61_000);
    await runDueJobs(h.app.scpr);
    expect(await ok('aftersale.buyerDetail', { afterSaleId })).toMatchObject({ status: '50', refundedAmount: '50.00' });
  });
});
