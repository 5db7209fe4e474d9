// After-sales (issue 31 item 1; DOMAIN.md "After-sales"; docs/trading.md "After-sales") through the real
// server: the state table both ways (refund only 10 -> 40 -> 50, return 10 -> 20 -> 30 -> 40 -> 50), the
// refund through the sandbox provider under the after-sale's refund number, the order's refunded money, the
// refusals with their messages (bad input, wrong state, amounts above what was paid for the line, one open
// per line, another enterprise, another tenant, no permission) writing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../../api/server/core';
import { APPLE } from '../support/client';
import { paymentSuite, uploadVoucher } from '../support/payments';
import { countRows, type TestServer } from '../support/server';
import { afterSaleHistory, apply, completedOrder, orderMoney, refundsOfTrade } from './support';

const suite = paymentSuite(['buyer', 'seller', 'agent', 'personal']);
const { ok, call } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));
const seller = () => suite.tokens.seller;

async function refused(key: string, body: unknown, token: string | undefined, status: number, msg?: string) {
  const r = await call(key, body, token);
  expect([key, r.status, r.body.code === '0'], r.body.msg).toEqual([key, status, false]);
  if (msg) expect(r.body.msg).toBe(msg);
  return r.body.msg as string;
}

describe('refund only, paid online: the refund goes through the provider', () => {
  it('10 -> 40 (seller agrees) -> 50 by the refund job; the order keeps its status, its refunded money grows', async () => {
    const o = await completedOrder(suite, { online: true });
    const created = await ok<{ afterSaleId: string; afterSaleNo: string; status: string }>('aftersale.create', apply(o.orderId, { amount: '100.00' }));
    expect(created.status).toBe('10');
    expect(created.afterSaleNo).toBe(`SH${o.orderNo}00101`);
    const id = created.afterSaleId;
    expect((await ok('aftersale.buyerDetail', { afterSaleId: id })).actions).toEqual(['cancel']);
    const d = await ok('aftersale.sellerDetail', { afterSaleId: id }, seller());
    expect(d).toMatchObject({ status: '10', way: '1', amount: '100.00', paidForLine: '128.50', lineAmount: '128.50', actions: ['agree', 'refuse'] });
    expect(await ok('aftersale.confirm', { afterSaleId: id, agree: true }, seller())).toEqual({ afterSaleId: id, status: '40' });
    const planned = await ok<{ refunds: { channel: string; amount: string; refundStatus: string; payNo: string; refundNo: string }[] }>('aftersale.sellerDetail', { afterSaleId: id }, seller());
    expect(planned.refunds).toEqual([expect.objectContaining({ channel: '1', amount: '100.00', refundStatus: '退款中', payNo: o.payNo, refundNo: `TH${o.orderNo}0010101` })]);
    await runDueJobs(h.app.scpr);
    expect(await ok('aftersale.buyerDetail', { afterSaleId: id })).toMatchObject({ status: '50', refundedAmount: '100.00', actions: [] });
    expect(await refundsOfTrade(h, o.trade!)).toEqual([{ refund_no: `TH${o.orderNo}0010101`, amount_fen: '10000' }]);
    expect(await orderMoney(h, o.orderId)).toEqual({ status: 50, paidFen: 12850, refundedFen: 10000 });
    expect((await afterSaleHistory(h, id)).map((x) => [x.move, x.from_status, x.to_status, x.actor_role])).toEqual([
      ['create', null, 10, 'buyer'], ['agree', 10, 40, 'seller'], ['payBack', 40, 50, 'system'],
    ]);
    // 支付记录 (both sides) shows the part given back of the payment, and by which after-sale.
    const payRow = async (key: string, token?: string) =>
      (await ok<{ records: { payNo: string; amount: string; refundedAmount: string; refundNote: string }[] }>(key, { pageNum: 1, pageSize: 100, payNo: o.payNo }, token)).records[0];
    expect(await payRow('payment.buyerPage')).toMatchObject({ amount: '128.50', refundedAmount: '100.00', refundNote: `售后部分退款：${created.afterSaleNo}` });
    expect(await payRow('payment.sellerPage', seller())).toMatchObject({ refundedAmount: '100.00' });
    // The job again: nothing more is refunded.
    await runDueJobs(h.app.scpr);
    expect(await refundsOfTrade(h, o.trade!)).toHaveLength(1);
    // What is left of the line may be asked for by a new after-sale, no more.
    await refused('aftersale.create', apply(o.orderId, { amount: '28.51' }), undefined, 400, '退款金额不能超过28.50元');
    const second = await ok<{ afterSaleId: string; afterSaleNo: string }>('aftersale.create', apply(o.orderId, { amount: '28.50' }));
    expect(second.afterSaleNo).toBe(`SH${o.orderNo}00102`);
    await ok('aftersale.confirm', { afterSaleId: second.afterSaleId, agree: true }, seller());
    // The seller need not wait for the job: 确认退款 refunds now.
    expect(await ok('aftersale.payBack', { afterSaleId: second.afterSaleId }, seller())).toMatchObject({ status: '50' });
    expect(await refundsOfTrade(h, o.trade!)).toHaveLength(2);
    expect(await orderMoney(h, o.orderId)).toEqual({ status: 50, paidFen: 12850, refundedFen: 12850 });
    expect(await payRow('payment.buyerPage')).toMatchObject({ refundedAmount: '128.50', refundNote: `售后全额退款：${created.afterSaleNo}、${second.afterSaleNo}` });
    await refused('aftersale.create', apply(o.orderId, { amount: '0.01' }), undefined, 409, '该商品没有可退款的金额');
    const lines = await ok<{ lines: { refundable: string; canApply: boolean }[] }>('aftersale.orderLines', { orderId: o.orderId });
    expect(lines.lines).toEqual([expect.objectContaining({ paidForLine: '128.50', refundable: '0.00', canApply: false })]);
  });
});

describe('return and refund', () => {
  it('10 -> 20 (agree) -> 30 (the buyer ships it back) -> 40 (the seller receives it) -> 50 (确认退款); each move once', async () => {
    const o = await completedOrder(suite, { online: true, qty: 5, payableFen: 5000 });
    const picture = await uploadVoucher(h, suite.tokens.buyer);
    const { afterSaleId: id } = await ok('aftersale.create', apply(o.orderId, { way: '2', quantity: 2, amount: '20.00', reason: '4', evidence: [picture] }));
    await refused('aftersale.shipBack', { afterSaleId: id, expressCode: 'SF', trackingNo: 'SF1234567890' }, undefined, 409, '售后单状态为“已申请”，不能寄回商品');
    expect(await ok('aftersale.confirm', { afterSaleId: id, agree: true }, seller())).toMatchObject({ status: '20' });
    expect((await ok('aftersale.buyerDetail', { afterSaleId: id })).actions).toEqual(['shipBack', 'cancel']);
    await refused('aftersale.shipBack', { afterSaleId: id, expressCode: 'SF', trackingNo: '12' }, undefined, 400);
    expect(await ok('aftersale.shipBack', { afterSaleId: id, expressCode: 'SF', trackingNo: 'SF1234567890' })).toMatchObject({ status: '30' });
    await refused('aftersale.payBack', { afterSaleId: id }, seller(), 409, '售后单状态为“待卖家收货”，不能退款');
    const d = await ok('aftersale.sellerDetail', { afterSaleId: id }, seller());
    expect(d).toMatchObject({ expressNm: '顺丰速运', trackingNo: 'SF1234567890', actions: ['receive', 'refuseReceipt'] });
    // The evidence is served to the parties with a grant (a restricted file).
    expect(d.evidence[0].url).toMatch(/&e=\d+&g=[0-9a-f]{32}$/);
    expect(await ok('aftersale.receipt', { afterSaleId: id, received: true }, seller())).toMatchObject({ status: '40' });
    expect(await ok('aftersale.payBack', { afterSaleId: id }, seller())).toMatchObject({ status: '50' });
    await refused('aftersale.payBack', { afterSaleId: id }, seller(), 409, '售后单状态为“已完成”，不能退款');
    await runDueJobs(h.app.scpr);
    expect(await refundsOfTrade(h, o.trade!)).toEqual([{ refund_no: expect.stringMatching(/^TH/), amount_fen: '2000' }]);
    expect((await afterSaleHistory(h, id)).map((x) => x.move)).toEqual(['create', 'agree', 'shipBack', 'receive', 'payBack']);
    expect(await orderMoney(h, o.orderId)).toMatchObject({ refundedFen: 2000 });
  });

  it('the seller refuses the application (62) or the returned goods (63), with a reason; the buyer cancels (61)', async () => {
    const o = await completedOrder(suite);
    const { afterSaleId: a } = await ok('aftersale.create', apply(o.orderId));
    await refused('aftersale.confirm', { afterSaleId: a, agree: false }, seller(), 400, '请填写拒绝原因');
    expect(await ok('aftersale.confirm', { afterSaleId: a, agree: false, refuseReason: '商品无质量问题' }, seller())).toMatchObject({ status: '62' });
    expect(await ok('aftersale.buyerDetail', { afterSaleId: a })).toMatchObject({ refuseReason: '商品无质量问题', actions: [] });
    await refused('aftersale.cancel', { afterSaleId: a }, undefined, 409, '售后单状态为“卖家拒绝”，不能撤销售后');
    // A refused after-sale is closed: the line may be asked for again.
    const { afterSaleId: b } = await ok('aftersale.create', apply(o.orderId, { way: '2' }));
    await ok('aftersale.confirm', { afterSaleId: b, agree: true }, seller());
    await ok('aftersale.shipBack', { afterSaleId: b, expressCode: 'YTO', trackingNo: 'YT0000000001' });
    expect(await ok('aftersale.receipt', { afterSaleId: b, received: false, refuseReason: '退回商品已损坏' }, seller())).toMatchObject({ status: '63' });
    const { afterSaleId: c } = await ok('aftersale.create', apply(o.orderId, { way: '2' }));
    await ok('aftersale.confirm', { afterSaleId: c, agree: true }, seller());
    expect(await ok('aftersale.cancel', { afterSaleId: c, note: '不退了' })).toMatchObject({ status: '61' });
    expect(await orderMoney(h, o.orderId)).toEqual({ status: 50, paidFen: 12850, refundedFen: 0 });
  });
});

describe('money paid by voucher', () => {
  it('is paid back by the seller outside the platform: the job leaves it at 40, 确认退款 ends it', async () => {
    const o = await completedOrder(suite);
    const { afterSaleId: id } = await ok('aftersale.create', apply(o.orderId, { amount: '50.00' }));
    await ok('aftersale.confirm', { afterSaleId: id, agree: true }, seller());
    await runDueJobs(h.app.scpr);
    const d = await ok('aftersale.sellerDetail', { afterSaleId: id }, seller());
    expect(d).toMatchObject({ status: '40', actions: ['payBack'], refunds: [expect.objectContaining({ channel: '2', amount: '50.00', refundStatus: '退款中' })] });
    expect(await ok('aftersale.payBack', { afterSaleId: id }, seller())).toMatchObject({ status: '50' });
    expect((await ok('aftersale.sellerDetail', { afterSaleId: id }, seller())).refunds).toEqual([expect.objectContaining({ channel: '2', refundStatus: '已退款' })]);
    expect(await orderMoney(h, o.orderId)).toMatchObject({ refundedFen: 5000 });
  });
});

describe('refusals write nothing', () => {
  it('bad input, amounts, wrong order state, one open per line, no permission, another enterprise, another tenant', async () => {
    const o = await completedOrder(suite);
    const before = await countRows(h.db, 'after_sales');
    const bad: [Record<string, unknown>, string?][] = [
      [{ amount: '0' }, '退款金额必须大于0'], [{ amount: '-1' }], [{ amount: '1.234' }], [{ amount: 'abc' }], [{ quantity: 0 }], [{ way: '3' }],
      [{ reason: undefined }], [{ description: 'x'.repeat(501) }], [{ description: '坏\u0007' }], [{ lineNo: 0 }], [{ orderId: 'bad id!' }],
      [{ amount: '128.51' }, '退款金额不能超过128.50元'], [{ quantity: 2 }, '售后数量不能超过购买数量1'], [{ lineNo: 2 }, '订单商品不存在'],
      [{ evidence: [{ id: 'nope', name: 'x.png', url: 'https://evil.example/x.png' }] }, '凭证图片不存在，请重新上传'],
      [{ evidence: Array.from({ length: 7 }, (_, i) => ({ id: `f${i}`, name: 'x.png', url: 'x' })) }], [{ extra: 1 }],
    ];
    for (const [extra, msg] of bad) await refused('aftersale.create', apply(o.orderId, extra), undefined, 400, msg);
    const unpaid = await completedOrder(suite, { status: 30 });
    await refused('aftersale.create', apply(unpaid.orderId), undefined, 409, '订单状态为“待发货”，不能申请售后');
    await refused('aftersale.create', apply(o.orderId), suite.tokens.personal, 404, '订单不存在');
    // The seller's and the agent's accounts hold no buyer rights (another buyer, above, finds no such order).
    await refused('aftersale.create', apply(o.orderId), seller(), 403);
    await refused('aftersale.create', apply(o.orderId), suite.tokens.agent, 403);
    const apple = await h.client.token('13800000001', APPLE);
    const foreign = await h.client.call('aftersale.create', apply(o.orderId), { token: apple, tenant: APPLE });
    expect([foreign.status, foreign.body.msg]).toEqual([404, '订单不存在']);
    expect(await countRows(h.db, 'after_sales')).toBe(before);

    const { afterSaleId: id } = await ok('aftersale.create', apply(o.orderId, { amount: '1.00' }));
    await refused('aftersale.create', apply(o.orderId, { amount: '1.00' }), undefined, 409, '该商品已有进行中的售后，请勿重复申请');
    await refused('aftersale.confirm', { afterSaleId: id, agree: true }, suite.tokens.agent, 404, '售后单不存在');
    await refused('aftersale.buyerDetail', { afterSaleId: id }, suite.tokens.personal, 404, '售后单不存在');
    await refused('aftersale.sellerDetail', { afterSaleId: id }, suite.tokens.agent, 404);
    expect((await h.client.call('aftersale.sellerDetail', { afterSaleId: id }, { token: apple, tenant: APPLE })).status).toBe(404);
    await refused('aftersale.confirm', { afterSaleId: id, agree: false, refuseReason: 'x'.repeat(201) }, seller(), 400);
    // The personal member holds no seller rights (its menus grant the buyer's screens only).
    await refused('aftersale.confirm', { afterSaleId: id, agree: true }, suite.tokens.personal, 403);
    expect((await ok('aftersale.sellerPage', { pageNum: 1, pageSize: 10 }, suite.tokens.agent)).total).toBe(0);
    const mine = await ok<{ records: { afterSaleId: string; status: string; actions: string[] }[] }>('aftersale.buyerPage', { pageNum: 1, pageSize: 100, status: '10' });
    expect(mine.records.find((r) => r.afterSaleId === id)).toMatchObject({ status: '10', actions: ['cancel'] });
    expect((await ok('aftersale.buyerPage', { pageNum: 1, pageSize: 100 }, suite.tokens.personal)).records.some((r: { afterSaleId: string }) => r.afterSaleId === id)).toBe(false);
    const theirs = await ok<{ records: { afterSaleId: string; actions: string[]; status: string }[] }>('aftersale.sellerPage', { pageNum: 1, pageSize: 100, status: '10', way: '1' }, seller());
    expect(theirs.records.find((r) => r.afterSaleId === id)?.actions).toEqual(['agree', 'refuse']);
    expect(theirs.records.every((r) => r.status === '10')).toBe(true);
    expect(await afterSaleHistory(h, id)).toHaveLength(1);
  });
});

describe('an order the platform froze holds its after-sales', () => {
  it('no side moves them (409, said in Chinese), no buttons are served, the refund job waits; after the unfreeze they move again', async () => {
    const o = await completedOrder(suite, { online: true });
    const { afterSaleId: id } = await ok('aftersale.create', apply(o.orderId, { amount: '20.00' }));
    const admin = await h.client.token('13800000001');
    await ok('indent.freeze', { orderId: o.orderId, frozenReason: '交易纠纷' }, admin);
    await refused('aftersale.confirm', { afterSaleId: id, agree: true }, seller(), 409, '订单已被平台冻结，不能同意售后');
    await refused('aftersale.cancel', { afterSaleId: id }, undefined, 409, '订单已被平台冻结，不能撤销售后');
    expect(await ok('aftersale.sellerDetail', { afterSaleId: id }, seller())).toMatchObject({ status: '10', actions: [] });
    const page = await ok<{ records: { afterSaleId: string; actions: string[] }[] }>('aftersale.buyerPage', { pageNum: 1, pageSize: 100, status: '10' });
    expect(page.records.find((r) => r.afterSaleId === id)?.actions).toEqual([]);
    expect(await afterSaleHistory(h, id)).toHaveLength(1);

    // Agreed before the freeze: the refund job neither refunds nor moves while frozen; 确认退款 is refused.
    await ok('indent.unfreeze', { orderId: o.orderId }, admin);
    await ok('aftersale.confirm', { afterSaleId: id, agree: true }, seller());
    await ok('indent.freeze', { orderId: o.orderId, frozenReason: '交易纠纷' }, admin);
    await runDueJobs(h.app.scpr);
    expect(await ok('aftersale.buyerDetail', { afterSaleId: id })).toMatchObject({ status: '40', actions: [] });
    expect(await refundsOfTrade(h, o.trade!)).toHaveLength(0);
    await refused('aftersale.payBack', { afterSaleId: id }, seller(), 409, '订单已被平台冻结，不能退款');
    expect(await orderMoney(h, o.orderId)).toMatchObject({ refundedFen: 0 });

    await ok('indent.unfreeze', { orderId: o.orderId }, admin);
    expect(await ok('aftersale.payBack', { afterSaleId: id }, seller())).toMatchObject({ status: '50' });
    expect(await orderMoney(h, o.orderId)).toMatchObject({ refundedFen: 2000 });
  });
});
