// Shop settlements (issue 31 item 5; docs/trading.md "Settlements") through the real server: a shop applies
// to settle completed orders the platform collected online; the platform approves or refuses, then pays by
// bank transfer (recorded once). Amounts from the real payments and after-sale refunds; every move of the
// table, its refusals (bad input, wrong state, another tenant, another enterprise, no permission) writing
// nothing; the user centre's lists (shop orders, bills, settled orders, payouts) by side.
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../../api/server/core';
import { APPLE } from '../support/client';
import { paymentSuite } from '../support/payments';
import { countRows, type TestServer } from '../support/server';
import { apply as afterSaleBody, completedOrder } from '../aftersale/support';

const suite = paymentSuite(['buyer', 'seller', 'agent', 'personal', 'admin']);
const { ok, call } = suite;
let h: TestServer;
beforeAll(() => ({ h } = suite));
const seller = () => suite.tokens.seller;
const admin = () => suite.tokens.admin;

async function refused(key: string, body: unknown, token: string | undefined, status: number, msg?: string | RegExp) {
  const r = await call(key, body, token);
  expect([key, r.status, r.body.code === '0'], r.body.msg).toEqual([key, status, false]);
  if (typeof msg === 'string') expect(r.body.msg).toBe(msg);
  if (msg instanceof RegExp) expect(r.body.msg).toMatch(msg);
  return r.body.msg as string;
}

const history = (id: string) =>
  h.db.owner.query<{ move: string; from_status: number | null; to_status: number; actor_role: string }>(
    'SELECT move, from_status, to_status, actor_role FROM settlement_history WHERE settlement_id = $1 ORDER BY seq', [id]);

const shopRow = async (orderId: string, token = seller()) => {
  const d = await ok<{ settleStatus: string; amount: string; actions: string[]; refusal: string; settlementId: string | null }>('settlement.orderDetail', { orderId }, token);
  return d;
};

describe('a bill through the table', () => {
  it('10 (applied) -> 20 (approved) -> 30 (paid by transfer); the lists of both sides follow', async () => {
    const a = await completedOrder(suite, { online: true });
    const b = await completedOrder(suite, { online: true, payableFen: 9900 });
    expect(await shopRow(a.orderId)).toMatchObject({ settleStatus: '1', amount: '128.50', actions: ['settle'], refusal: '' });
    const made = await ok<{ settlementId: string; settlementNo: string; status: string; amount: string }>('settlement.apply', { orderIds: [a.orderId, b.orderId], remark: '十一月结算' }, seller());
    expect(made).toMatchObject({ status: '10', amount: '227.50' });
    expect(made.settlementNo).toMatch(/^JS\d{14}\d{6}$/);
    const id = made.settlementId;
    expect(await shopRow(a.orderId)).toMatchObject({ settleStatus: '2', settlementId: id, actions: [] });
    // Each side is served exactly the moves it may make now.
    expect((await ok('settlement.detail', { settlementId: id }, seller())).actions).toEqual(['cancel']);
    const d = await ok('settlement.detail', { settlementId: id }, admin());
    expect(d).toMatchObject({ status: '10', orderCount: 2, amount: '227.50', actions: ['approve', 'refuse'] });
    expect(d.orders.map((o: { orderNo: string; amount: string }) => [o.orderNo, o.amount]).sort()).toEqual([[a.orderNo, '128.50'], [b.orderNo, '99.00']].sort());

    await refused('settlement.pay', { settlementId: id, transferNo: 'CCB000111' }, admin(), 409, '结算单状态为“待审核”，不能结算付款');
    await refused('settlement.approve', { settlementId: id }, seller(), 403, '只有平台管理员可以审核和支付结算单');
    expect(await ok('settlement.approve', { settlementId: id }, admin())).toEqual({ settlementId: id, status: '20' });
    await refused('settlement.cancel', { settlementId: id }, seller(), 409, '结算单状态为“待付款”，不能撤销结算');
    const paid = await ok<{ status: string; payNo: string }>('settlement.pay', { settlementId: id, transferNo: 'ccb20261127a1' }, admin());
    expect(paid).toEqual({ settlementId: id, status: '30', payNo: `FK${made.settlementNo.slice(2)}` });
    await refused('settlement.pay', { settlementId: id, transferNo: 'CCB20261127A2' }, admin(), 409, '结算单状态为“已结算”，不能结算付款');
    expect((await history(id)).map((x) => [x.move, x.from_status, x.to_status, x.actor_role])).toEqual([
      ['apply', null, 10, 'seller'], ['approve', 10, 20, 'platform'], ['pay', 20, 30, 'platform'],
    ]);
    expect(await shopRow(b.orderId)).toMatchObject({ settleStatus: '3' });

    // One transfer pays one bill.
    const c = await completedOrder(suite, { online: true });
    const other = await ok<{ settlementId: string; settlementNo: string }>('settlement.apply', { orderIds: [c.orderId] }, seller());
    await ok('settlement.approve', { settlementId: other.settlementId }, admin());
    await refused('settlement.pay', { settlementId: other.settlementId, transferNo: 'CCB20261127A1' }, admin(), 409, `转账流水号CCB20261127A1已用于结算单${made.settlementNo}`);

    const settled = await ok<{ records: { orderNo: string; settlementNo: string; amount: string }[]; total: number }>('settlement.settledOrders', { pageNum: 1, pageSize: 100, settlementNo: made.settlementNo }, seller());
    expect(settled.total).toBe(2);
    expect(settled.records.map((r) => r.amount).sort()).toEqual(['128.50', '99.00']);
    const pays = await ok<{ records: { payNo: string; transferNo: string; amount: string }[] }>('settlement.payHistory', { pageNum: 1, pageSize: 100, settlementNo: made.settlementNo }, seller());
    expect(pays.records).toEqual([expect.objectContaining({ payNo: paid.payNo, transferNo: 'CCB20261127A1', amount: '227.50' })]);
    const shop = await ok<{ records: { orderId: string; settleStatus: string }[] }>('settlement.orderPage', { pageNum: 1, pageSize: 100, settleStatus: '3' }, seller());
    expect(shop.records.map((r) => r.orderId)).toEqual(expect.arrayContaining([a.orderId, b.orderId]));
    expect(shop.records.every((r) => r.settleStatus === '3')).toBe(true);
    const waiting = await ok<{ records: { settlementId: string; actions: string[] }[] }>('settlement.page', { pageNum: 1, pageSize: 100, status: '20' }, admin());
    expect(waiting.records.find((r) => r.settlementId === other.settlementId)?.actions).toEqual(['pay']);
  });

  it('refused (91, reason required) or withdrawn (90) bills free their orders, which may be applied for again', async () => {
    const o = await completedOrder(suite, { online: true });
    const first = await ok<{ settlementId: string }>('settlement.apply', { orderIds: [o.orderId] }, seller());
    await refused('settlement.apply', { orderIds: [o.orderId] }, seller(), 409, /已在结算单JS\d+中，请勿重复申请/);
    await refused('settlement.refuse', { settlementId: first.settlementId, refuseReason: '' }, admin(), 400);
    await refused('settlement.refuse', { settlementId: first.settlementId, refuseReason: '   ' }, admin(), 400, '请填写驳回原因');
    expect(await ok('settlement.refuse', { settlementId: first.settlementId, refuseReason: '金额与对账单不符' }, admin())).toMatchObject({ status: '91' });
    expect(await ok('settlement.detail', { settlementId: first.settlementId }, seller())).toMatchObject({ refuseReason: '金额与对账单不符', actions: [] });
    expect(await shopRow(o.orderId)).toMatchObject({ settleStatus: '1', actions: ['settle'] });
    const second = await ok<{ settlementId: string }>('settlement.apply', { orderIds: [o.orderId] }, seller());
    // The platform's own enterprise is not the shop: another party's bill is not found.
    await refused('settlement.cancel', { settlementId: second.settlementId }, admin(), 404, '结算单不存在');
    expect(await ok('settlement.cancel', { settlementId: second.settlementId }, seller())).toMatchObject({ status: '90' });
    const third = await ok<{ status: string }>('settlement.apply', { orderIds: [o.orderId] }, seller());
    expect(third.status).toBe('10');
    expect((await ok('settlement.orderDetail', { orderId: o.orderId }, seller())).bills.map((b: { status: string }) => b.status).sort()).toEqual(['10', '90', '91']);
  });
});

describe('what an order settles for', () => {
  it('the online payment less what after-sales gave back online; an open after-sale, money by voucher, another state or a freeze refuse', async () => {
    const o = await completedOrder(suite, { online: true });
    const { afterSaleId } = await ok('aftersale.create', afterSaleBody(o.orderId, { amount: '28.50' }));
    await refused('settlement.apply', { orderIds: [o.orderId] }, seller(), 409, `订单${o.orderNo}有进行中的售后，售后完成后再申请结算`);
    expect(await shopRow(o.orderId)).toMatchObject({ actions: [], refusal: `订单${o.orderNo}有进行中的售后，售后完成后再申请结算` });
    await ok('aftersale.confirm', { afterSaleId, agree: true }, seller());
    await runDueJobs(h.app.scpr);
    expect(await shopRow(o.orderId)).toMatchObject({ amount: '100.00', actions: ['settle'] });
    const made = await ok<{ amount: string; settlementId: string }>('settlement.apply', { orderIds: [o.orderId] }, seller());
    expect(made.amount).toBe('100.00');
    const d = await ok('settlement.detail', { settlementId: made.settlementId }, admin());
    expect(d.orders).toEqual([expect.objectContaining({ collectedAmount: '128.50', refundedAmount: '28.50', amount: '100.00' })]);

    const voucher = await completedOrder(suite);
    await refused('settlement.apply', { orderIds: [voucher.orderId] }, seller(), 409, `订单${voucher.orderNo}没有平台代收的款项，无需结算`);
    const delivered = await completedOrder(suite, { online: true, status: 40 });
    await refused('settlement.apply', { orderIds: [delivered.orderId] }, seller(), 409, `订单${delivered.orderNo}状态为“已发货”，不能申请结算`);
    const frozen = await completedOrder(suite, { online: true });
    await ok('indent.freeze', { orderId: frozen.orderId, frozenReason: '交易纠纷' }, admin());
    await refused('settlement.apply', { orderIds: [frozen.orderId] }, seller(), 409, `订单${frozen.orderNo}已被平台冻结，不能申请结算`);
  });

  it('a bill whose order\'s money moved since (an after-sale opened) cannot be approved or paid: the platform refuses it', async () => {
    const o = await completedOrder(suite, { online: true });
    const made = await ok<{ settlementId: string }>('settlement.apply', { orderIds: [o.orderId] }, seller());
    const { afterSaleId } = await ok('aftersale.create', afterSaleBody(o.orderId, { amount: '10.00' }));
    await refused('settlement.approve', { settlementId: made.settlementId }, admin(), 409, `订单${o.orderNo}有进行中的售后，请驳回结算单，售后完成后重新申请`);
    await ok('aftersale.confirm', { afterSaleId, agree: true }, seller());
    await runDueJobs(h.app.scpr);
    await refused('settlement.approve', { settlementId: made.settlementId }, admin(), 409, `订单${o.orderNo}的结算金额已变化，请驳回结算单后重新申请`);
    expect((await history(made.settlementId)).length).toBe(1);
  });
});

describe('refusals write nothing', () => {
  it('bad input, another enterprise, another tenant, no permission', async () => {
    const o = await completedOrder(suite, { online: true });
    const before = await countRows(h.db, 'settlements');
    const bad: [unknown, RegExp?][] = [
      [{ orderIds: [] }, /请选择要结算的订单/], [{ orderIds: Array.from({ length: 51 }, (_, i) => `o${i}`) }, /一次最多结算50笔订单/],
      [{ orderIds: [o.orderId, o.orderId] }, /结算订单不能重复/], [{ orderIds: ['bad id!'] }], [{}], [{ orderIds: [o.orderId], remark: 'x'.repeat(201) }, /备注不超过200个字/],
      [{ orderIds: [o.orderId], remark: '坏\u0007' }], [{ orderIds: [o.orderId], extra: 1 }],
    ];
    for (const [body, msg] of bad) await refused('settlement.apply', body, seller(), 400, msg);
    // Another enterprise's order (the agent's account; the buyer's own account holds no shop rights).
    await refused('settlement.apply', { orderIds: [o.orderId] }, suite.tokens.agent, 404, '订单不存在');
    await refused('settlement.apply', { orderIds: [o.orderId] }, suite.tokens.buyer, 403);
    await refused('settlement.apply', { orderIds: [o.orderId] }, suite.tokens.personal, 403);
    const apple = await h.client.token('13800000001', APPLE);
    const foreign = await h.client.call('settlement.apply', { orderIds: [o.orderId] }, { token: apple, tenant: APPLE });
    expect([foreign.status, foreign.body.msg]).toEqual([404, '订单不存在']);
    await refused('settlement.apply', { orderIds: ['nope'] }, seller(), 404, '订单不存在');
    expect(await countRows(h.db, 'settlements')).toBe(before);

    const { settlementId: id } = await ok('settlement.apply', { orderIds: [o.orderId] }, seller());
    await refused('settlement.detail', { settlementId: id }, suite.tokens.agent, 404, '结算单不存在');
    await refused('settlement.cancel', { settlementId: id }, suite.tokens.agent, 404, '结算单不存在');
    await refused('settlement.orderDetail', { orderId: o.orderId }, suite.tokens.agent, 404, '订单不存在');
    expect((await h.client.call('settlement.detail', { settlementId: id }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('settlement.approve', { settlementId: id }, { token: apple, tenant: APPLE })).status).toBe(404);
    for (const key of ['settlement.page', 'settlement.orderPage', 'settlement.settledOrders', 'settlement.payHistory']) {
      const theirs = await ok<{ total: number }>(key, { pageNum: 1, pageSize: 10 }, suite.tokens.agent);
      expect([key, theirs.total]).toEqual([key, 0]);
      await refused(key, { pageNum: 1, pageSize: 10 }, suite.tokens.buyer, 403);
      expect((await h.client.call(key, { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE })).body.resultData.total).toBe(0);
    }
    await refused('settlement.page', { pageNum: 1, pageSize: 1000 }, seller(), 400);
    await refused('settlement.page', { pageNum: 1, pageSize: 10, status: '77' }, seller(), 400);
    await ok('settlement.approve', { settlementId: id }, admin());
    for (const transferNo of ['', '12345', 'x'.repeat(33), 'CCB-001122', '转账123456']) await refused('settlement.pay', { settlementId: id, transferNo }, admin(), 400);
    await refused('settlement.pay', { settlementId: id, transferNo: 'CCB99887766' }, seller(), 403);
    expect((await ok('settlement.detail', { settlementId: id }, admin())).status).toBe('20');
    expect((await history(id)).length).toBe(2);
  });
});
