// One payment attempt per order at a time (issue 29 item 1): parallel net pays continue one attempt (one
// pay number, one cashier); an offline voucher and an online attempt exclude each other (no cashier stays
// payable after a voucher is accepted); a superseded attempt is closed at the provider before another
// opens. Interleavings are forced with a gate on the provider (the real sandbox, held until released), so
// nothing depends on timing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './support/server';
import { cashier, holdProvider, makeOrder, orderRow, paymentRows, paymentSuite, sandboxOf, tradesOf, uploadVoucher } from './support/payments';

const suite = paymentSuite(['buyer']);
const { call, ok } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));

interface Online { payNo: string; cashierUrl: string; amount: string }

describe('one attempt per order', () => {
  it('five parallel net pays answer one pay number and one cashier; one attempt is open', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await makeOrder(h);
      const answers = await Promise.all(Array.from({ length: 5 }, () => ok<Online>('indent.netPay', { orderId })));
      expect(new Set(answers.map((a) => a.payNo)).size).toBe(1);
      expect(new Set(answers.map((a) => a.cashierUrl)).size).toBe(1);
      expect((await paymentRows(h, orderId)).map((p) => p.status)).toEqual(['1']);
      expect((await tradesOf(h, orderId)).map((t) => t.status)).toEqual(['WAIT']);
    }
  });

  it('a net pay that finds the attempt not yet at the provider continues it (same pay number), never a second one', async () => {
    const { orderId } = await makeOrder(h);
    const gate = holdProvider(h, 'createPayment');
    const first = call('indent.netPay', { orderId });
    await gate.reached;
    gate.release(); // later calls go straight through; the first is still held until `open`
    const second = await ok<Online>('indent.netPay', { orderId });
    gate.open();
    const a = (await first).body;
    expect(a.code).toBe('0');
    expect(a.resultData).toMatchObject({ payNo: second.payNo, cashierUrl: second.cashierUrl });
    expect((await paymentRows(h, orderId)).map((p) => p.status)).toEqual(['1']);
    expect((await tradesOf(h, orderId)).map((t) => t.status)).toEqual(['WAIT']);
  });

  it('net pay held before the provider, a voucher accepted meanwhile: the net pay is refused and no cashier is payable', async () => {
    const { orderId } = await makeOrder(h);
    const voucher = await uploadVoucher(h, suite.tokens.buyer);
    const gate = holdProvider(h, 'createPayment');
    const online = call('indent.netPay', { orderId });
    await gate.reached;
    const offline = await call('indent.offlinePay', { orderId, vouchers: [voucher] });
    gate.open();
    const net = await online;
    expect(offline.body.code).toBe('0');
    expect(net.status).toBe(409);
    expect(net.body.msg).toBe('该订单已提交线下付款凭证，请等待卖家确认');
    expect((await tradesOf(h, orderId)).filter((t) => t.status === 'WAIT')).toEqual([]);
    expect((await orderRow(h, orderId)).status).toBe(25);
  });

  it('net pay in parallel with offline pay: never a payable cashier beside an accepted voucher', async () => {
    for (let round = 0; round < 4; round++) {
      const { orderId } = await makeOrder(h);
      const voucher = await uploadVoucher(h, suite.tokens.buyer);
      const [net, off] = await Promise.all([call('indent.netPay', { orderId }), call('indent.offlinePay', { orderId, vouchers: [voucher] })]);
      expect([net.body.code, off.body.code]).toContain('0');
      const waiting = (await tradesOf(h, orderId)).filter((t) => t.status === 'WAIT');
      if (off.body.code === '0') {
        expect(waiting).toEqual([]);
        if (net.body.code !== '0') expect(net.body.msg).toBe('该订单已提交线下付款凭证，请等待卖家确认');
        else expect((await h.app.inject({ method: 'GET', url: (net.body.resultData as Online).cashierUrl })).body).toContain('该交易已关闭');
      } else {
        expect(off.status).toBe(409);
        expect(waiting).toHaveLength(1);
      }
    }
  });

  it('re-net pay closes the old trade at the provider before the new one opens; paying the old cashier is refused', async () => {
    const { orderId } = await makeOrder(h);
    const a = await ok<Online>('indent.netPay', { orderId });
    h.clock.advance(1000);
    const b = await ok<Online>('indent.reNetPay', { orderId });
    expect(b.payNo).not.toBe(a.payNo);
    const trade = new URL(a.cashierUrl, 'http://x').searchParams.get('trade')!;
    expect((await sandboxOf(h).trade(trade))!.status).toBe('CLOSED');
    await cashier(h, b.cashierUrl, 'SUCCESS');
    expect(await orderRow(h, orderId)).toEqual({ status: 30, paidFen: 12850 });
    expect((await paymentRows(h, orderId)).map((p) => p.status)).toEqual(['6', '3']);
  });

  it('the payer pays the old cashier while re-net pay runs: one payment, never two, never money unrecorded', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await makeOrder(h, { payableFen: 4200 });
      const a = await ok<Online>('indent.netPay', { orderId });
      const trade = new URL(a.cashierUrl, 'http://x').searchParams.get('trade')!;
      const decide = h.app.inject({ method: 'POST', url: '/sandbox-pay/cashier/decide', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `trade=${trade}&outcome=SUCCESS` });
      const [re] = await Promise.all([call('indent.reNetPay', { orderId }), decide]);
      const trades = await tradesOf(h, orderId);
      const order = await orderRow(h, orderId);
      if (order.status === 30) {
        // The payer was first: the money is the order's, and no second cashier was opened on a paid order.
        expect(order.paidFen).toBe(4200);
        expect(re.status).toBe(409);
        expect(trades.map((t) => t.status)).toEqual(['SUCCESS']);
      } else {
        // The close was first: the old cashier took nothing, the new one is the only one open.
        expect(re.body.code).toBe('0');
        expect(trades.map((t) => t.status).sort()).toEqual(['CLOSED', 'WAIT']);
        // Both made within one tick of the test clock: which row is listed first is not the point.
        expect((await paymentRows(h, orderId)).map((p) => p.status).sort()).toEqual(['1', '6']);
      }
    }
  });
});
