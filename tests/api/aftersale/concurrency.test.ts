// After-sales under concurrent requests (issue 31 items 1 and 8), on both databases: the same 确认退款 sent
// 20 times at once refunds once (one answer moves it, the provider holds one refund, the order's refunded
// money grows once); the same agreement sent 20 times at once is made once (one history row, one refund
// plan); 20 applications at once for one line, with different amounts, open exactly one after-sale and
// never ask for more than was paid for the line.
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentSuite } from '../support/payments';
import type { TestServer } from '../support/server';
import { afterSaleHistory, apply, completedOrder, orderMoney, refundsOfTrade } from './support';

const suite = paymentSuite(['buyer', 'seller']);
const { ok, call } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));
const N = 20;

const statuses = (rs: { status: number; body: { code: string; msg: string } }[]) => rs.map((r) => (r.body.code === '0' ? 'ok' : `${r.status} ${r.body.msg}`));

describe('at once', () => {
  it('20 × 确认退款 of one after-sale: one move, one refund at the provider, the order refunded once', async () => {
    const o = await completedOrder(suite, { online: true, payableFen: 9900 });
    const { afterSaleId } = await ok('aftersale.create', apply(o.orderId, { amount: '99.00' }));
    await ok('aftersale.confirm', { afterSaleId, agree: true }, suite.tokens.seller);
    const rs = await Promise.all(Array.from({ length: N }, () => call('aftersale.payBack', { afterSaleId }, suite.tokens.seller)));
    const out = statuses(rs);
    expect(out.filter((x) => x === 'ok')).toHaveLength(1);
    expect(out.filter((x) => x !== 'ok').every((x) => x === '409 售后单状态为“已完成”，不能退款')).toBe(true);
    expect(await refundsOfTrade(h, o.trade!)).toHaveLength(1);
    expect(await orderMoney(h, o.orderId)).toEqual({ status: 50, paidFen: 9900, refundedFen: 9900 });
    expect((await afterSaleHistory(h, afterSaleId)).map((x) => x.move)).toEqual(['create', 'agree', 'payBack']);
  });

  it('20 × the seller\'s agreement: made once, one refund planned', async () => {
    const o = await completedOrder(suite, { online: true, payableFen: 4200 });
    const { afterSaleId } = await ok('aftersale.create', apply(o.orderId, { amount: '42.00' }));
    const rs = await Promise.all(Array.from({ length: N }, () => call('aftersale.confirm', { afterSaleId, agree: true }, suite.tokens.seller)));
    const out = statuses(rs);
    expect(out.filter((x) => x === 'ok')).toHaveLength(1);
    expect(out.filter((x) => x !== 'ok').every((x) => x === '409 售后单状态为“退款中”，不能同意售后')).toBe(true);
    expect((await afterSaleHistory(h, afterSaleId)).map((x) => x.move)).toEqual(['create', 'agree']);
    expect(await h.db.owner.query('SELECT part FROM after_sale_refunds WHERE after_sale_id = $1', [afterSaleId])).toHaveLength(1);
  });

  it('20 applications for one line at once: one after-sale, within what was paid', async () => {
    const o = await completedOrder(suite, { payableFen: 12850 });
    const amounts = Array.from({ length: N }, (_, i) => `${100 + i}.00`);
    const rs = await Promise.all(amounts.map((amount) => call('aftersale.create', apply(o.orderId, { amount }))));
    const out = statuses(rs);
    expect(out.filter((x) => x === 'ok')).toHaveLength(1);
    expect(out.filter((x) => x !== 'ok').every((x) => x === '409 该商品已有进行中的售后，请勿重复申请' || x === '400 退款金额不能超过128.50元')).toBe(true);
    const rows = await h.db.owner.query<{ amount_fen: string }>('SELECT amount_fen::text FROM after_sales WHERE order_id = $1', [o.orderId]);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.amount_fen)).toBeLessThanOrEqual(12850);
  });
});
