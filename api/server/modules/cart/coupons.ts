// The seam with the coupon module (docs/trading.md "Coupons"): the checkout quote (cart.settle) and order
// creation (the orders module) apply a buyer's coupons through it, without knowing how coupons are kept.
// The coupon module provides it once at start (its wiring); without it nothing is discounted.
import type { Tx } from '../../db';

export interface CouponBuyer {
  accountId: string;
  companyId: string | null;
}
/** One seller's lines, as a coupon's rule reads them. */
export interface CouponGroup {
  sellerId: string;
  lines: readonly { itemId: string; amountFen: number }[];
}
export interface CouponChoice {
  userCouponId: string;
  couponNm: string;
  ruleText: string;
  discountFen: number;
}
export interface CheckoutCoupons {
  /** Per seller, the buyer's usable coupons with what each takes off, the best first. */
  options(tx: Tx, tntId: string, buyer: CouponBuyer, groups: readonly CouponGroup[], now: Date): Promise<Map<string, CouponChoice[]>>;
  /** The chosen coupon, locked and checked for these lines; what it takes off (refuses with 4xx). */
  claim(tx: Tx, tntId: string, buyer: CouponBuyer, userCouponId: string, group: CouponGroup, now: Date): Promise<number>;
  /** Marks the claimed coupon used by the order just written, in the same transaction. */
  use(tx: Tx, tntId: string, buyer: CouponBuyer, userCouponId: string, order: { orderId: string; orderNo: string; discountFen: number }, now: Date): Promise<void>;
}

/** "Use none": the buyer's explicit choice (absent: the best is suggested). */
export const NO_COUPON = '0';

let provider: CheckoutCoupons | null = null;
/** The coupon module registers itself (once, at start). */
export function provideCheckoutCoupons(p: CheckoutCoupons): void {
  provider = p;
}
export const checkoutCoupons = (): CheckoutCoupons | null => provider;

/** The coupon the quote applies: the buyer's choice while usable, none when asked, else the best. */
export function chosenCoupon(options: readonly CouponChoice[], wanted: string | undefined): CouponChoice | undefined {
  if (wanted === NO_COUPON) return undefined;
  return (wanted ? options.find((o) => o.userCouponId === wanted) : undefined) ?? options[0];
}
