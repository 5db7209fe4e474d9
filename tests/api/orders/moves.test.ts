// The order state machine through the move function (DOMAIN.md "Orders"): each move of the table, the
// refusal of every other with 409 naming the current state, frozen orders, history rows, stock reserved /
// released / taken, deliveries and the unpaid timeout run by the scheduler with the test clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { setFrozen } from '../../../api/server/modules/indent';
import { runDueJobs } from '../../../api/server/core';
import { withTenant } from '../../../api/server/db';
import { BUYER, createOrder, deps, historyOf, move, OTHER_SELLER, pay, PLATFORM, refusal, SELLER, skuWithStock, stockOf, TNT } from '../support/orders';
import { ok, PHONES } from '../support/goods';
import { uploadVoucher } from '../support/payments';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const deliverArgs = (lines: { lineNo: number; quantity: number }[]) => ({ lines, expressCode: 'SF', trackingNo: 'SF1234567890' });

describe('order moves', () => {
  it('numbers orders by day and sequence; create refuses at once when available stock cannot cover', async () => {
    const { skuId } = await skuWithStock(h, 5);
    const a = await createOrder(h, [{ skuId, quantity: 2 }]);
    const b = await createOrder(h, [{ skuId, quantity: 2 }]);
    expect(a.orderNo).toMatch(/^\d{14}$/);
    expect(Number(b.orderNo)).toBe(Number(a.orderNo) + 1);
    expect(a.status).toBe(10);
    expect(await refusal(createOrder(h, [{ skuId, quantity: 6 }]))).toEqual([409, expect.stringContaining('库存不足')]);
    expect(await historyOf(h, a.orderId)).toEqual([{ move: 'create', from_status: null, to_status: 10, actor_role: 'buyer' }]);
  });

  it('pay first: agree reserves (10 -> 20), payment then 20 -> 30, partial delivery 35, the rest 40, receive 50', async () => {
    const { skuId, priceFen } = await skuWithStock(h, 10);
    const o = await createOrder(h, [{ skuId, quantity: 3 }, { skuId, quantity: 2 }]);
    expect(o.payableFen).toBe(priceFen * 5);
    expect(await refusal(move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 1 }])))).toEqual([409, '订单状态为“待卖家确认”，不能发货']);
    expect(await refusal(move(h, o.orderId, 'agree', BUYER))).toEqual([403, '只有卖家可以同意订单']);
    expect(await refusal(move(h, o.orderId, 'agree', OTHER_SELLER))).toEqual([404, '订单不存在']);
    expect((await move(h, o.orderId, 'agree', SELLER)).status).toBe(20);
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 5, reservations: 5 });
    expect(await refusal(move(h, o.orderId, 'paySuccess', { accountId: 'system', companyId: null, role: 'system' }))).toEqual([409, '订单尚未付清，不能发货']);
    await pay(h, o.orderId, priceFen * 5);
    expect((await move(h, o.orderId, 'paySuccess', { accountId: 'system', companyId: null, role: 'system' })).status).toBe(30);
    expect(await refusal(move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 4 }])))).toEqual([400, expect.stringContaining('不能超过待发货数量3')]);
    expect((await move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 2 }]))).status).toBe(35);
    expect(await stockOf(h, skuId)).toEqual({ stock: 8, reserved: 3, reservations: 3 });
    expect((await move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 1 }, { lineNo: 2, quantity: 2 }]))).status).toBe(40);
    expect(await stockOf(h, skuId)).toEqual({ stock: 5, reserved: 0, reservations: 0 });
    expect((await move(h, o.orderId, 'receive', BUYER)).status).toBe(50);
    expect((await historyOf(h, o.orderId)).map((r) => [r.move, r.from_status, r.to_status])).toEqual([
      ['create', null, 10], ['agree', 10, 20], ['paySuccess', 20, 30], ['deliver', 30, 35], ['deliver', 35, 40], ['receive', 40, 50],
    ]);
  });

  it('goods first and credit: agree leads to 30; receive with money owed leads to 45, paid off 50', async () => {
    const { skuId, priceFen } = await skuWithStock(h, 10);
    const o = await createOrder(h, [{ skuId, quantity: 1 }], { payType: 10 });
    const agreed = await move(h, o.orderId, 'agree', SELLER);
    expect([agreed.status, agreed.creditDueDate]).toEqual([30, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
    await move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 1 }]));
    expect((await move(h, o.orderId, 'receive', BUYER)).status).toBe(45);
    expect(await refusal(move(h, o.orderId, 'paidOff', { accountId: 'system', companyId: null, role: 'system' }))).toEqual([409, '订单尚有未付款项']);
    await pay(h, o.orderId, priceFen);
    expect((await move(h, o.orderId, 'paidOff', { accountId: 'system', companyId: null, role: 'system' })).status).toBe(50);
  });

  it('refuse needs a reason; change price -> 15, buyer agrees; cancel releases the reservation', async () => {
    const { skuId, priceFen } = await skuWithStock(h, 10);
    const a = await createOrder(h, [{ skuId, quantity: 2 }]);
    expect(await refusal(move(h, a.orderId, 'refuse', SELLER, undefined, ' '))).toEqual([400, '请填写拒绝原因']);
    expect((await move(h, a.orderId, 'refuse', SELLER, undefined, '缺货')).status).toBe(91);
    const b = await createOrder(h, [{ skuId, quantity: 2 }]);
    const changed = await move(h, b.orderId, 'changePrice', SELLER, { adjustFen: -100 });
    expect([changed.status, changed.payableFen]).toEqual([15, priceFen * 2 - 100]);
    expect(await refusal(move(h, b.orderId, 'changePrice', SELLER, { adjustFen: -priceFen * 3 }))).toEqual([409, '订单状态为“改价待买家确认”，不能改价']);
    expect((await move(h, b.orderId, 'buyerAgree', BUYER)).status).toBe(20);
    expect((await stockOf(h, skuId)).reserved).toBe(2);
    expect((await move(h, b.orderId, 'cancel', BUYER, undefined, '不想要了')).status).toBe(90);
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 0, reservations: 0 });
  });

  it('a frozen order takes no move until unfrozen; freeze and unfreeze are in the history', async () => {
    const { skuId } = await skuWithStock(h, 10);
    const o = await createOrder(h, [{ skuId, quantity: 1 }]);
    const at = new Date(h.clock.now());
    await withTenant(deps(h).orm, TNT, (tx) => setFrozen(tx, { tntId: TNT, orderId: o.orderId, frozen: true, reason: '涉嫌违规', actor: PLATFORM, now: at }));
    expect(await refusal(move(h, o.orderId, 'agree', SELLER))).toEqual([409, '订单已被平台冻结，不能同意订单']);
    await withTenant(deps(h).orm, TNT, (tx) => setFrozen(tx, { tntId: TNT, orderId: o.orderId, frozen: false, reason: '', actor: PLATFORM, now: at }));
    expect((await move(h, o.orderId, 'agree', SELLER)).status).toBe(20);
    expect((await historyOf(h, o.orderId)).map((r) => r.move)).toEqual(['create', 'freeze', 'unfreeze', 'agree']);
  });

  it('revoke and delete an unreceived delivery give the goods back; not delivered and redelivery', async () => {
    const { skuId } = await skuWithStock(h, 10);
    const o = await createOrder(h, [{ skuId, quantity: 4 }], { payType: 6 });
    await move(h, o.orderId, 'agree', SELLER);
    await move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 4 }]));
    const [d] = await h.db.owner.query<{ delivery_id: string }>(`SELECT delivery_id FROM order_deliveries WHERE order_id = $1`, [o.orderId]);
    expect((await move(h, o.orderId, 'revokeDelivery', SELLER, { deliveryId: d!.delivery_id })).status).toBe(30);
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 4, reservations: 4 });
    expect(await refusal(move(h, o.orderId, 'deleteDelivery', SELLER, { deliveryId: d!.delivery_id }))).toEqual([409, '订单状态为“待发货”，不能删除发货单']);
    await move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 1 }]));
    h.clock.advance(1000);
    await move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 3 }]));
    expect((await move(h, o.orderId, 'notDelivered', BUYER)).status).toBe(35);
    const missing = await h.db.owner.query<{ delivery_id: string }>(`SELECT delivery_id FROM order_deliveries WHERE order_id = $1 AND status = 5 ORDER BY created_at`, [o.orderId]);
    expect(missing).toHaveLength(2);
    expect((await move(h, o.orderId, 'redeliver', SELLER, { deliveryId: missing[0]!.delivery_id, expressCode: 'ZTO', trackingNo: 'ZT99' })).status).toBe(35);
    expect((await move(h, o.orderId, 'deleteDelivery', SELLER, { deliveryId: missing[1]!.delivery_id })).status).toBe(35);
    expect(await stockOf(h, skuId)).toEqual({ stock: 9, reserved: 3, reservations: 3 });
    expect((await move(h, o.orderId, 'deliver', SELLER, deliverArgs([{ lineNo: 1, quantity: 3 }]))).status).toBe(40);
    expect((await move(h, o.orderId, 'receive', BUYER)).status).toBe(45);
  });

  it('cancels an unpaid order when the tenant time is up (scheduler, test clock), releasing its stock', async () => {
    const { skuId } = await skuWithStock(h, 10);
    await h.db.owner.query(`INSERT INTO tenant_params (tnt_id, param_no, param_group, param_value) VALUES ('T1001', 'ORDER_UNPAID_TIMEOUT', 'platform', '30')
      ON CONFLICT (tnt_id, param_no) DO UPDATE SET param_value = '30'`);
    const o = await createOrder(h, [{ skuId, quantity: 2 }]);
    await move(h, o.orderId, 'agree', SELLER);
    h.clock.advance(29 * 60_000);
    await runDueJobs(deps(h));
    expect((await historyOf(h, o.orderId)).at(-1)!.to_status).toBe(20);
    h.clock.advance(60_000);
    expect(await runDueJobs(deps(h))).toBeGreaterThanOrEqual(1);
    expect((await historyOf(h, o.orderId)).at(-1)).toEqual({ move: 'timeout', from_status: 20, to_status: 90, actor_role: 'system' });
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 0, reservations: 0 });
    expect(await runDueJobs(deps(h))).toBe(0);
  });

  it('an order back at 20 after a rejected voucher gets the whole unpaid time again, from the rejection', async () => {
    const { skuId } = await skuWithStock(h, 10);
    await h.db.owner.query(`INSERT INTO tenant_params (tnt_id, param_no, param_group, param_value) VALUES ('T1001', 'ORDER_UNPAID_TIMEOUT', 'platform', '30')
      ON CONFLICT (tnt_id, param_no) DO UPDATE SET param_value = '30'`);
    // Fresh tokens at each call: the test clock passes their lifetime.
    const buyer = () => h.client.token(PHONES.buyer);
    const seller = () => h.client.token(PHONES.seller);
    const last = async (orderId: string) => (await historyOf(h, orderId)).at(-1)!;
    const submitVoucher = async (orderId: string) =>
      (await ok<{ payNo: string }>(h.client, 'indent.offlinePay', { orderId, vouchers: [await uploadVoucher(h, await buyer())], remark: '银行转账' }, await buyer())).payNo;

    // The voucher waits for the seller past the first deadline: nothing is cancelled at 25; the rejection
    // (25 -> 20) gives the buyer 30 minutes again.
    const a = await createOrder(h, [{ skuId, quantity: 1 }]);
    await move(h, a.orderId, 'agree', SELLER);
    const payA = await submitVoucher(a.orderId);
    h.clock.advance(31 * 60_000);
    await runDueJobs(deps(h));
    expect((await last(a.orderId)).to_status).toBe(25);
    h.clock.advance(60 * 60_000);
    await ok(h.client, 'payment.offlineReject', { payNo: payA, rejectReason: '未查到到账记录' }, await seller());
    h.clock.advance(29 * 60_000);
    await runDueJobs(deps(h));
    expect((await last(a.orderId)).to_status).toBe(20);
    h.clock.advance(60_000);
    await runDueJobs(deps(h));
    expect(await last(a.orderId)).toEqual({ move: 'timeout', from_status: 20, to_status: 90, actor_role: 'system' });
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 0, reservations: 0 });

    // Rejected before the first deadline: that deadline no longer cancels it; 30 minutes from the rejection do.
    const b = await createOrder(h, [{ skuId, quantity: 1 }]);
    await move(h, b.orderId, 'agree', SELLER);
    const payB = await submitVoucher(b.orderId);
    h.clock.advance(20 * 60_000);
    await ok(h.client, 'payment.offlineReject', { payNo: payB, rejectReason: '金额不符' }, await seller());
    h.clock.advance(11 * 60_000);
    await runDueJobs(deps(h));
    expect((await last(b.orderId)).to_status).toBe(20);
    h.clock.advance(19 * 60_000);
    await runDueJobs(deps(h));
    expect(await last(b.orderId)).toEqual({ move: 'timeout', from_status: 20, to_status: 90, actor_role: 'system' });
    expect(await runDueJobs(deps(h))).toBe(0);
  });
});
