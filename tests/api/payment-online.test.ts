// Online payment through the built-in sandbox provider (issue 12 item 3): net pay opens the cashier; the
// payer's choice comes back as a signed notification that moves the order (20 -> 30) or leaves it (a
// failure); the browser lands on payment-success / payment-fail with the order; re-net pay after a
// failure; batch pay; instalments; and every refusal (bad input, wrong state, other tenant, other party,
// no permission) with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, type TestServer } from './support/server';
import { cashier, historyOf, makeOrder, orderRow, paymentRows, paymentSuite, PHONES } from './support/payments';

const suite = paymentSuite(['buyer', 'seller', 'personal']);
const { call, ok } = suite;
let h: TestServer;
let seller: string;
let personal: string;
beforeAll(() => {
  ({ h } = suite);
  ({ seller, personal } = suite.tokens);
});

describe('net pay through the sandbox cashier', () => {
  it('pays: the cashier shows the amount, success notifies, the order awaits delivery, the browser lands on payment-success', async () => {
    const { orderId, orderNo } = await makeOrder(h, { payableFen: 12850 });
    const info = await ok('indent.pay', { orderId });
    expect(info).toMatchObject({ orderId, orderNo, orderStatus: '20', dueAmount: '128.50', canNetPay: true, canOfflinePay: true, openPayNo: '' });
    const pay = await ok<{ payNo: string; cashierUrl: string; amount: string }>('indent.netPay', { orderId });
    expect(pay.amount).toBe('128.50');
    expect(pay.cashierUrl).toMatch(/^\/sandbox-pay\/cashier\?trade=SB[0-9a-f]{24}$/);
    expect((await ok('payment.status', { orderId })).payStatus).toBe('1');

    const { landing, html, csp } = await cashier(h, pay.cashierUrl, 'SUCCESS');
    expect(html).toContain('¥128.50');
    expect(html).toContain('支付成功');
    expect(html).toContain('支付失败');
    expect(html).not.toMatch(/<script/i);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const u = new URL(landing, 'http://x');
    expect(u.pathname).toBe('/scprmall/payment-success');
    // The landing names nothing but the tenant and the attempt's own token (issue 29 item 7).
    expect([...u.searchParams.keys()].sort()).toEqual(['t', 'tntId']);

    expect(await orderRow(h, orderId)).toEqual({ status: 30, paidFen: 12850 });
    const moves = await historyOf(h, orderId);
    expect(moves.map((m) => [m.from_status, m.to_status, m.actor_role])).toEqual([[20, 30, 'system']]);
    expect(moves[0]!.note).toContain(pay.payNo);
    expect(await ok('payment.status', { orderId })).toMatchObject({ orderStatus: '30', payNo: pay.payNo, payStatus: '3', settled: true, paidAmount: '128.50' });
    expect(await ok('payment.status', { orderId }, seller)).toMatchObject({ orderStatus: '30', payStatus: '3' });

    // The result page reads the payment with the token of the return, without a login.
    const result = await h.client.call('payment.result', { t: u.searchParams.get('t') });
    expect(result.body.resultData).toMatchObject({ payNo: pay.payNo, status: '3', amount: '128.50', orderNo, orderId, channel: '1' });
    const guessed = await h.client.call('payment.result', { t: '0'.repeat(32) });
    expect(guessed.status).toBe(404);
    // Nothing more to pay.
    expect((await call('indent.netPay', { orderId })).status).toBe(409);
    // 支付记录 of the buyer holds it; the personal member's does not.
    const mine = await ok('payment.buyerPage', { pageNum: 1, pageSize: 10, payNo: pay.payNo });
    expect(mine).toMatchObject({ total: 1, records: [{ payNo: pay.payNo, orderId, orderNo, status: '3', amount: '128.50' }] });
    expect((await ok('payment.buyerPage', { pageNum: 1, pageSize: 10, payNo: pay.payNo }, personal)).total).toBe(0);
  });

  it('a failed payment lands on payment-fail, the order stays awaiting payment, and re-net pay opens a new attempt', async () => {
    const { orderId } = await makeOrder(h, { payableFen: 5000 });
    const first = await ok('indent.netPay', { orderId });
    const { landing } = await cashier(h, first.cashierUrl, 'FAIL');
    expect(new URL(landing, 'http://x').pathname).toBe('/scprmall/payment-fail');
    expect(await orderRow(h, orderId)).toEqual({ status: 20, paidFen: 0 });
    expect(await historyOf(h, orderId)).toEqual([]);
    expect(await ok('payment.status', { orderId })).toMatchObject({ orderStatus: '20', payStatus: '4', settled: true });

    h.clock.advance(1000); // the attempts' order in the list is their creation time
    const again = await ok('indent.reNetPay', { orderId });
    expect(again.payNo).not.toBe(first.payNo);
    await cashier(h, again.cashierUrl, 'SUCCESS');
    expect(await orderRow(h, orderId)).toEqual({ status: 30, paidFen: 5000 });
    expect((await paymentRows(h, orderId)).map((p) => p.status)).toEqual(['4', '3']);
  });

  it('net pay twice continues the open attempt; re-net pay closes it at the provider', async () => {
    const { orderId } = await makeOrder(h);
    const a = await ok('indent.netPay', { orderId });
    const b = await ok('indent.netPay', { orderId });
    expect(b).toEqual(a);
    h.clock.advance(1000);
    const c = await ok('indent.reNetPay', { orderId });
    expect(c.payNo).not.toBe(a.payNo);
    const old = await h.app.inject({ method: 'GET', url: a.cashierUrl });
    expect(old.body).toContain('该交易已关闭');
    expect((await paymentRows(h, orderId)).map((p) => p.status)).toEqual(['6', '1']);
    await cashier(h, c.cashierUrl, 'SUCCESS');
    expect((await orderRow(h, orderId)).status).toBe(30);
  });

  it('batch pay: several orders of the buyer in one payment, each moved on success', async () => {
    const a = await makeOrder(h, { payableFen: 1000 });
    const b = await makeOrder(h, { payableFen: 2050, sellerCompanyId: 'C003' });
    const pay = await ok('indent.batchPay', { orderIds: [a.orderId, b.orderId] });
    expect(pay.amount).toBe('30.50');
    const { landing } = await cashier(h, pay.cashierUrl, 'SUCCESS');
    const result = await h.client.call('payment.result', { t: new URL(landing, 'http://x').searchParams.get('t') });
    expect(result.body.resultData.orderNo).toContain(a.orderNo);
    expect(result.body.resultData.orders).toHaveLength(2);
    expect(await orderRow(h, a.orderId)).toEqual({ status: 30, paidFen: 1000 });
    expect(await orderRow(h, b.orderId)).toEqual({ status: 30, paidFen: 2050 });
    expect((await paymentRows(h, a.orderId))[0]!.pay_no).toBe(pay.payNo);
  });

  it('instalments: the first at "awaiting payment", the last after receipt completes the order', async () => {
    const { orderId } = await makeOrder(h, { payType: 8, payableFen: 10001, instalments: [{ amountFen: 5000 }, { amountFen: 5001 }] });
    const first = await ok('indent.netPay', { orderId });
    expect(first.amount).toBe('50.00');
    await cashier(h, first.cashierUrl, 'SUCCESS');
    expect(await orderRow(h, orderId)).toEqual({ status: 30, paidFen: 5000 });
    await h.db.owner.query('UPDATE orders SET status = 45 WHERE order_id = $1', [orderId]); // delivered and received meanwhile
    // Owed after receipt: online, or by voucher (payment-offline.test.ts).
    expect(await ok('indent.pay', { orderId })).toMatchObject({ dueAmount: '50.01', instalmentNo: 2, canNetPay: true, canOfflinePay: true });
    const last = await ok('indent.netPay', { orderId });
    await cashier(h, last.cashierUrl, 'SUCCESS');
    expect(await orderRow(h, orderId)).toEqual({ status: 50, paidFen: 10001 });
    const paid = await h.db.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM order_instalments WHERE order_id = $1 AND paid_at IS NOT NULL', [orderId]);
    expect(paid[0]!.n).toBe(2);
  });
});

describe('refusals write nothing', () => {
  const payments = () => countRows(h.db, 'payments');

  it('bad input: 400 with a Chinese message', async () => {
    const before = await payments();
    const missing = await call('indent.netPay', {});
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/请选择订单/);
    const one = await call('indent.batchPay', { orderIds: ['X1'] });
    expect(one.status).toBe(400);
    expect(one.body.msg).toMatch(/至少选择两笔订单/);
    const control = await call('indent.netPay', { orderId: 'A\u0000B' });
    expect(control.status).toBe(400);
    const long = await call('indent.netPay', { orderId: 'x'.repeat(65) });
    expect(long.status).toBe(400);
    expect(await payments()).toBe(before);
  });

  it('wrong state: 409 naming the state; frozen: 409', async () => {
    const before = await payments();
    const waitingSeller = await makeOrder(h, { status: 10 });
    const r = await call('indent.netPay', { orderId: waitingSeller.orderId });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ERRORS.CONFLICT.code });
    expect(r.body.msg).toContain('待卖家确认');
    const frozen = await makeOrder(h, { frozen: true });
    const f = await call('indent.netPay', { orderId: frozen.orderId });
    expect(f.status).toBe(409);
    expect(f.body.msg).toContain('冻结');
    const paidAndOne = await makeOrder(h, { status: 30, paidFen: 12850 });
    const normal = await makeOrder(h);
    expect((await call('indent.batchPay', { orderIds: [paidAndOne.orderId, normal.orderId] })).status).toBe(409);
    expect(await payments()).toBe(before);
  });

  it('another tenant, another party, no permission', async () => {
    const { orderId } = await makeOrder(h);
    const before = await payments();
    const appleAdmin = await h.client.token(PHONES.admin, APPLE);
    const other = await h.client.call('indent.netPay', { orderId }, { token: appleAdmin, tenant: APPLE });
    expect(other.status).toBe(404);
    const stranger = await call('indent.netPay', { orderId }, personal);
    expect(stranger.status).toBe(404);
    const noRight = await call('indent.netPay', { orderId }, seller);
    expect(noRight.status).toBe(403);
    expect((await call('payment.status', { orderId }, personal)).status).toBe(404);
    expect(await payments()).toBe(before);
    expect((await orderRow(h, orderId)).status).toBe(20);
  });
});
