// Taking and using coupons are atomic (issue 31 item 3; DOMAIN.md "Coupons"): parallel takes of one coupon
// never exceed its total nor a buyer's limit; parallel checkouts with one coupon: one succeeds, the rest are
// refused and place nothing. On PGlite and PostgreSQL (DATABASE_URL).
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentSuite } from '../support/payments';
import type { TestServer } from '../support/server';
import { addCoupon, buyable, placeOrder } from './support';

const s = paymentSuite(['buyer', 'seller', 'personal']);
let h: TestServer;
beforeAll(() => {
  ({ h } = s);
});

const taken = async (couponId: string) => {
  const [c] = await h.db.owner.query<{ taken_count: number; n: number }>(
    'SELECT taken_count, (SELECT count(*)::int FROM user_coupons u WHERE u.coupon_id = c.coupon_id) AS n FROM coupons c WHERE coupon_id = $1', [couponId]);
  return c!;
};

describe('parallel takes', () => {
  it('200 parallel takes of a coupon with 50: exactly 50 taken, the rest told it is gone', async () => {
    const couponId = await addCoupon(s, { couponNm: '限量50张', totalCount: 50, perLimit: 50 });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => s.call('coupon.receive', { couponId }, i % 2 ? s.tokens.buyer : s.tokens.personal)));
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(50);
    expect(new Set(answers.filter((r) => r.body.code !== '0').map((r) => `${r.status} ${r.body.msg}`))).toEqual(new Set(['409 优惠券已领完']));
    expect(await taken(couponId)).toEqual({ taken_count: 50, n: 50 });
  });

  it('40 parallel takes by one buyer with a limit of 3: exactly 3', async () => {
    const couponId = await addCoupon(s, { couponNm: '每人3张', totalCount: 1000, perLimit: 3 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => s.call('coupon.receive', { couponId })));
    expect(answers.filter((r) => r.body.code === '0')).toHaveLength(3);
    expect(answers.filter((r) => r.body.code !== '0').every((r) => r.status === 409 && r.body.msg === '每人限领3张，您已领取3张')).toBe(true);
    expect(await taken(couponId)).toEqual({ taken_count: 3, n: 3 });
  });
});

describe('parallel checkouts', () => {
  it('10 parallel orders with one coupon: exactly one order uses it, the others are refused and nothing else is ordered', async () => {
    const b = await buyable(s, 2000, 3);
    const { userCouponId } = await s.ok('coupon.receive', { couponId: await addCoupon(s, { couponNm: '只用一次', value: '2' }) });
    const before = (await h.db.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n;
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(s, b, userCouponId)));
    const won = answers.filter((r) => r.body.code === '0');
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.body.code !== '0').every((r) => r.status === 409 && r.body.msg === '优惠券状态为“已使用”，不能使用优惠券')).toBe(true);
    expect((await h.db.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n).toBe(before + 1);
    const [o] = await h.db.owner.query<{ discount_fen: string }>('SELECT discount_fen::text FROM orders WHERE order_id = $1', [won[0]!.body.resultData.orders[0]!.orderId]);
    expect(o!.discount_fen).toBe('200');
    const [u] = await h.db.owner.query<{ status: string; order_id: string }>('SELECT status, order_id FROM user_coupons WHERE user_coupon_id = $1', [userCouponId]);
    expect(u).toEqual({ status: '2', order_id: won[0]!.body.resultData.orders[0]!.orderId });
  });
});
