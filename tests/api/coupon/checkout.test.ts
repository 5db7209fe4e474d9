// Coupons at checkout (issue 31 item 3; docs/trading.md "Coupons"): the quote suggests the best usable
// coupon per seller and shows the discount in the totals; the buyer may choose another or none; the order
// records the discount and its payable is reduced, computed again by the server; a used coupon cannot be
// used again; a cancelled unpaid order gives it back; scope and threshold hold; other buyers' coupons are
// not found.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFen } from '../../../engine/validation';
import { paymentSuite } from '../support/payments';
import type { TestServer } from '../support/server';
import { addCoupon, buyable, expectCode, placeOrder, quote } from './support';

const s = paymentSuite(['buyer', 'seller', 'personal']);
const { ok } = s;
let h: TestServer;
beforeAll(() => {
  ({ h } = s);
});

const statusOf = async (id: string) => (await h.db.owner.query<{ status: string; order_id: string | null; discount_fen: string }>(
  'SELECT status, order_id, discount_fen::text FROM user_coupons WHERE user_coupon_id = $1', [id]))[0]!;

describe('the quote', () => {
  it('suggests the coupon taking most off, lists the usable ones, applies the chosen one or none, and totals with the discount', async () => {
    const b = await buyable(s, 5000);
    const small = await ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '减1元', value: '1' }) });
    const big = await ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '减3元', value: '3' }) });
    const far = await ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '满999999减50', threshold: '999999', value: '50' }) });
    const q = await quote(s, b);
    const g = q.groups[0];
    const ids = g.coupons.map((c: { userCouponId: string }) => c.userCouponId);
    expect(ids.indexOf(big.userCouponId)).toBeLessThan(ids.indexOf(small.userCouponId));
    expect(ids).not.toContain(far.userCouponId); // threshold not reached: not offered
    expect(g.userCouponId).toBe(ids[0]);
    const goodsFen = b.priceFen * b.quantity;
    expect(g.goodsAmount).toBe(formatFen(goodsFen));
    const discount = Number(g.discountAmount.replace('.', ''));
    expect(discount).toBeGreaterThanOrEqual(300);
    expect(Number(g.totalAmount.replace('.', ''))).toBe(goodsFen + Number((g.freightAmount ?? '0').replace('.', '')) - discount);
    expect(q.discountAmount).toBe(g.discountAmount);
    // The buyer's choice stands; '0' uses none.
    const chosen = await quote(s, b, [{ sellerCompanyId: 'C001', userCouponId: small.userCouponId }]);
    expect([chosen.groups[0].userCouponId, chosen.groups[0].discountAmount]).toEqual([small.userCouponId, '1.00']);
    const none = await quote(s, b, [{ sellerCompanyId: 'C001', userCouponId: '0' }]);
    expect([none.groups[0].userCouponId, none.discountAmount, none.totalAmount]).toEqual(['0', '0.00', formatFen(goodsFen + Number((g.freightAmount ?? '0').replace('.', '')))]);
  });
});

describe('placing the order', () => {
  it('records the discount, reduces the payable, marks the coupon used; a second use is refused; cancelling gives it back', async () => {
    const b = await buyable(s, 3000, 1);
    const { userCouponId } = await ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '满10减2.5', threshold: '10', value: '2.5' }) });
    const placed = await placeOrder(s, b, userCouponId);
    expect(placed.body.code, placed.body.msg).toBe('0');
    const { orderId, orderNo } = placed.body.resultData.orders[0]!;
    const [o] = await h.db.owner.query<{ discount_fen: string; payable_fen: string; goods_fen: string; freight_fen: string }>(
      'SELECT discount_fen::text, payable_fen::text, goods_fen::text, freight_fen::text FROM orders WHERE order_id = $1', [orderId]);
    if (!o) throw new Error('no order');
    expect(Number(o.discount_fen)).toBe(250);
    expect(Number(o.payable_fen)).toBe(Number(o.goods_fen) + Number(o.freight_fen) - 250);
    expect(placed.body.resultData.orders[0]!.payableAmount).toBe(formatFen(Number(o.payable_fen)));
    expect(await statusOf(userCouponId)).toEqual({ status: '2', order_id: orderId, discount_fen: '250' });
    const used = await ok('coupon.received', { pageNum: 1, pageSize: 100, status: '2' });
    expect(used.records.find((r: { userCouponId: string }) => r.userCouponId === userCouponId)).toMatchObject({ orderNo, discountAmount: '2.50', actions: [] });
    expectCode(await placeOrder(s, b, userCouponId), 409, '优惠券状态为“已使用”，不能使用优惠券');
    // The buyer cancels before paying: the coupon is back, unused, and may be used again.
    await ok('indent.cancel', { orderId, reason: '不想要了' });
    expect(await statusOf(userCouponId)).toEqual({ status: '1', order_id: null, discount_fen: '0' });
    const again = await placeOrder(s, b, userCouponId);
    expect(again.body.code, again.body.msg).toBe('0');
  });

  it('refusals: threshold, scope, another buyer\'s coupon, a coupon of another seller, an expired one; nothing ordered', async () => {
    const b = await buyable(s, 500, 2);
    const [otherItem] = await h.db.owner.query<{ item_id: string }>(
      `SELECT i.item_id FROM items i WHERE i.tnt_id = 'T1001' AND i.company_id = 'C001' AND i.item_id <> (SELECT item_id FROM item_skus WHERE sku_id = $1) LIMIT 1`, [b.skuId]);
    const high = await ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '高门槛', threshold: '99999', value: '1' }) });
    const elsewhere = await ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '别的商品', scopeType: '3', scopeIds: [otherItem!.item_id] }) });
    const theirs = await ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '个人的券' }) }, s.tokens.personal);
    const before = (await h.db.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n;
    expectCode(await placeOrder(s, b, high.userCouponId), 409, '未满足优惠券的使用条件（满99999.00减1.00）');
    expectCode(await placeOrder(s, b, elsewhere.userCouponId), 409, '未满足优惠券的使用条件（无门槛减1.00）');
    expectCode(await placeOrder(s, b, theirs.userCouponId), 404, '优惠券不存在');
    expectCode(await placeOrder(s, b, 'NOPE'), 404, '优惠券不存在');
    expect((await placeOrder(s, b, 'bad id!')).status).toBe(400);
    // A coupon whose validity ended (the sweep has not run yet): refused by its time.
    await h.db.owner.query(`UPDATE user_coupons SET valid_to = now() - interval '1 day' WHERE user_coupon_id = $1`, [elsewhere.userCouponId]);
    await h.db.owner.query(`UPDATE coupons SET scope_type = '1' WHERE coupon_id = (SELECT coupon_id FROM user_coupons WHERE user_coupon_id = $1)`, [elsewhere.userCouponId]);
    expectCode(await placeOrder(s, b, elsewhere.userCouponId), 409, '优惠券已过期');
    expect((await h.db.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n).toBe(before);
    expect((await statusOf(high.userCouponId)).status).toBe('1');
  });
});
