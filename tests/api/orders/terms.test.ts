// The terms an order lives by beyond the state table (docs/trading.md "Instalments and credit", "Stock"):
// the seller's own credit days; offline orders of instalment pay types settled in full; a cancelled order
// closes its unpaid payment (here and at the provider); goods edits never drop stock below what agreed,
// undelivered orders hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, createOrder, deps, FLAT_ADDRESS, move, SELLER, skuWithStock, stockOf } from '../support/orders';
import { chinaDate } from '../../../api/server/modules/indent/numbers';
import { runDueJobs } from '../../../api/server/core';

let h: TestServer;
let seller: string;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  await acceptPayTypes(h, ['5', '8', '9', '10']);
});
afterAll(() => h.close());

const refused = async (key: string, body: unknown, token: string, status: number) => {
  const r = await h.client.call(key, body, { token });
  expect([key, r.status], r.body.msg).toEqual([key, status]);
  return r.body.msg as string;
};

describe('credit sale (pay type 10)', () => {
  it("dates the credit from the seller's own credit days; the tenant's ORDER_CREDIT_DAYS only when the seller set none", async () => {
    const { skuId } = await skuWithStock(h, 10);
    await h.db.owner.query(`UPDATE shop_pay_types SET credit_days = 45 WHERE tnt_id = 'T1001' AND company_id = 'C001' AND pay_type = '10'`);
    const o = await createOrder(h, [{ skuId, quantity: 1 }], { payType: 10 });
    const agreed = await move(h, o.orderId, 'agree', SELLER);
    expect(agreed.creditDueDate).toBe(chinaDate(new Date(h.clock.now()), 45));

    // A seller without credit settings (an order placed before it changed them): the tenant's parameter.
    await h.db.owner.query(`DELETE FROM shop_pay_types WHERE tnt_id = 'T1001' AND company_id = 'C001' AND pay_type = '10'`);
    await h.db.owner.query(`INSERT INTO tenant_params (tnt_id, param_no, param_group, param_value) VALUES ('T1001', 'ORDER_CREDIT_DAYS', 'platform', '12')
      ON CONFLICT (tnt_id, param_no) DO UPDATE SET param_value = '12'`);
    const p = await createOrder(h, [{ skuId, quantity: 1 }], { payType: 10 });
    expect((await move(h, p.orderId, 'agree', SELLER)).creditDueDate).toBe(chinaDate(new Date(h.clock.now()), 12));
    await acceptPayTypes(h, ['5', '8', '9', '10']);
  }, 120_000);
});

describe('offline orders of instalment pay types', () => {
  it('8 and 9: settled offline, so every instalment is paid and nothing is due', async () => {
    const { skuId } = await skuWithStock(h, 10);
    for (const payType of ['8', '9']) {
      const r = await ok(h.client, 'indent.offlineCreate', { buyerCompanyId: 'C002', lines: [{ skuId, quantity: 1 }], payType, ...FLAT_ADDRESS }, seller);
      const id = r.orders[0].orderId as string;
      const d = await ok(h.client, 'indent.buyerDetail', { orderId: id }, buyer);
      expect([d.status, d.paidAmount]).toEqual(['30', d.payableAmount]);
      expect(d.instalments.length).toBeGreaterThan(1);
      expect(d.instalments.every((i: { paidAt: string | null }) => i.paidAt !== null)).toBe(true);
      expect(await ok(h.client, 'indent.pay', { orderId: id }, buyer)).toMatchObject({ dueAmount: '0.00', canNetPay: false, canOfflinePay: false });
      expect(await refused('indent.netPay', { orderId: id }, buyer, 409)).toContain('无需支付');
    }
  }, 120_000);
});

describe('cancelling an order with an open online payment', () => {
  it('closes the payment in the same transaction and the trade at the provider after commit', async () => {
    const { skuId } = await skuWithStock(h, 10);
    const o = await createOrder(h, [{ skuId, quantity: 2 }]);
    await move(h, o.orderId, 'agree', SELLER);
    const pay = await ok<{ payNo: string; cashierUrl: string }>(h.client, 'indent.netPay', { orderId: o.orderId }, buyer);
    const trade = new URL(pay.cashierUrl, 'http://x').searchParams.get('trade')!;
    const status = async () => (await h.db.owner.query<{ status: string }>('SELECT status FROM payments WHERE pay_no = $1', [pay.payNo]))[0]!.status;
    const tradeStatus = async () => (await h.db.owner.query<{ status: string }>('SELECT status FROM sandbox_pay_trades WHERE trade_no = $1', [trade]))[0]!.status;
    expect([await status(), await tradeStatus()]).toEqual(['1', 'WAIT']);

    await ok(h.client, 'indent.cancel', { orderId: o.orderId, reason: '不需要了' }, buyer);
    expect(await status()).toBe('6');
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 0, reservations: 0 });
    await runDueJobs(deps(h));
    expect(await tradeStatus()).toBe('CLOSED');
    // The payer's page now finds nothing to pay; the order's status read says it is closed.
    expect((await ok(h.client, 'payment.status', { orderId: o.orderId }, buyer)).payStatus).toBe('6');
  }, 120_000);
});

describe('goods edits and reserved stock', () => {
  it('refuses stock below what open orders hold, and removing a held SKU or the goods (409, nothing written)', async () => {
    const { skuId } = await skuWithStock(h, 10);
    const o = await createOrder(h, [{ skuId, quantity: 4 }]);
    await move(h, o.orderId, 'agree', SELLER);
    const [sku] = await h.db.owner.query<{ item_id: string }>(`SELECT item_id FROM item_skus WHERE tnt_id = 'T1001' AND sku_id = $1`, [skuId]);
    const itemId = sku!.item_id;
    await ok(h.client, 'item.offShelf', { itemIds: [itemId] }, seller);
    const d = await ok(h.client, 'item.detail', { itemId }, seller);
    const form = {
      itemNm: d.itemNm, categoryId: d.categoryId, unitId: d.unitId, mallId: d.mallId, origin: d.origin, pictures: d.pictures,
      skus: d.skus.map((s: { skuId: string; specValues: string; price: string; stock: number }) => ({ skuId: s.skuId, specValues: s.specValues, price: s.price, stock: s.stock })),
    };
    const held = form.skus.find((s: { skuId: string }) => s.skuId === skuId)!;
    const before = await stockOf(h, skuId);

    held.stock = 3;
    expect(await refused('item.update', { ...form, itemId }, seller, 409)).toBe(`规格“${held.specValues}”的库存不能少于未发货订单占用的4件`);
    const others = form.skus.filter((s: { skuId: string }) => s.skuId !== skuId);
    if (others.length) expect(await refused('item.update', { ...form, itemId, skus: others }, seller, 409)).toBe(`规格“${held.specValues}”有4件被未发货的订单占用，不能删除`);
    expect(await refused('item.delete', { itemIds: [itemId] }, seller, 409)).toBe(`规格“${held.specValues}”有4件被未发货的订单占用，不能删除商品`);
    expect(await stockOf(h, skuId)).toEqual(before);

    held.stock = 4;
    await ok(h.client, 'item.update', { ...form, itemId }, seller);
    expect(await stockOf(h, skuId)).toEqual({ stock: 4, reserved: 4, reservations: 4 });
  }, 120_000);
});
