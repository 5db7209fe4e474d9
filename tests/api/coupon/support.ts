// Coupon test helpers: a valid coupon form (running from today), the China day of the test clock, a
// checkout by buy-now of one demo SKU of 绿源 (C001) with the buyer's demo address and pay type.
import { expect } from 'vitest';
import type { PaymentSuite } from '../support/payments';
import { skuWithStock } from '../support/orders';

const CHINA = 8 * 3_600_000;
export const chinaDay = (ms: number, plusDays = 0) => new Date(ms + CHINA + plusDays * 86_400_000).toISOString().slice(0, 10);

export const couponForm = (now: number, extra: Record<string, unknown> = {}) => ({
  couponNm: '测试满减券', couponType: '1', threshold: '0', value: '1', scopeType: '1', validType: '1',
  startDate: chinaDay(now), endDate: chinaDay(now, 10), totalCount: 100, perLimit: 5, ...extra,
});

/** A coupon of C001 made through the API; its id. */
export async function addCoupon(s: PaymentSuite, extra: Record<string, unknown> = {}): Promise<string> {
  return (await s.ok('coupon.add', couponForm(s.h.clock.now(), extra), s.tokens.seller)).couponId;
}

/** A C001 SKU with plenty of stock, and a quantity making at least `minFen` of goods. */
export async function buyable(s: PaymentSuite, minFen = 1000, offset = 0) {
  const sku = await skuWithStock(s.h, 100_000, offset);
  const quantity = Math.max(1, Math.ceil(minFen / sku.priceFen));
  return { ...sku, quantity };
}

/** The quote of a buy-now, with coupon choices. */
export async function quote(s: PaymentSuite, b: { skuId: string; quantity: number }, coupons?: { sellerCompanyId: string; userCouponId?: string }[], token?: string) {
  return s.ok('cart.settle', { buyNow: { skuId: b.skuId, quantity: b.quantity }, ...(coupons ? { coupons } : {}) }, token);
}

/** Places the buy-now order with this coupon; the raw answer. */
export async function placeOrder(s: PaymentSuite, b: { skuId: string; quantity: number }, userCouponId: string | undefined, token?: string) {
  const q = await quote(s, b, undefined, token);
  const payType = q.groups[0].payTypes[0].payType;
  return s.h.client.call<{ orders: { orderId: string; orderNo: string; payableAmount: string }[] }>(
    'indent.create',
    { skuId: b.skuId, quantity: b.quantity, sellers: [{ sellerCompanyId: 'C001', payType, ...(userCouponId ? { userCouponId } : {}) }] },
    { token: token ?? s.tokens.buyer },
  );
}

export function expectCode(r: { status: number; body: { code: string; msg: string } }, status: number, msg: string) {
  expect([r.status, r.body.msg]).toEqual([status, msg]);
}
