// Coupons at checkout (docs/trading.md "Coupons"), the public faces the cart's quote and order creation
// use. The quote lists, per seller, the buyer's coupons usable on that seller's lines with what each takes
// off, the best first (the one suggested); order creation claims the chosen one with its row locked (two
// checkouts with one coupon: the second waits, then finds it used and is refused), computes the discount
// again on the server and marks it used by the order in the same transaction. A cancelled or refused
// order that was never paid gives its coupon back.
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail } from '../../core';
import * as t from './tables';
import { lockUserCoupon, ownerOf, userCouponDocument } from './move';
import { userCouponFlow } from './workflow';
import { discountOf, ruleText, scopeKeys, type RuleLine } from './rule';
import { USER_COUPON_SYSTEM } from './types';

export interface Holder {
  accountId: string;
  companyId: string | null;
}
export interface CheckoutGroup {
  sellerId: string;
  lines: readonly RuleLine[];
}
export interface CouponOption {
  userCouponId: string;
  couponNm: string;
  ruleText: string;
  discountFen: number;
  validTo: Date;
}

/** Per seller, the buyer's unused, valid coupons that take something off its lines, the best first
 * (most off; then the one expiring first). */
export async function couponOptions(tx: Tx, tntId: string, buyer: Holder, groups: readonly CheckoutGroup[], now: Date): Promise<Map<string, CouponOption[]>> {
  const out = new Map<string, CouponOption[]>(groups.map((g) => [g.sellerId, []]));
  if (!groups.length) return out;
  const u = t.userCoupons;
  const held = await tx.select({ u, c: t.coupons }).from(u)
    .innerJoin(t.coupons, and(eq(t.coupons.tntId, u.tntId), eq(t.coupons.couponId, u.couponId)))
    .where(and(eq(u.tntId, tntId), eq(u.ownerId, ownerOf(buyer)), eq(u.status, userCouponFlow.code('unused')), lte(u.validFrom, now), gt(u.validTo, now),
      inArray(u.sellerCompanyId, groups.map((g) => g.sellerId))));
  if (!held.length) return out;
  const keys = await scopeKeys(tx, tntId, groups.flatMap((g) => g.lines.map((l) => l.itemId)));
  for (const g of groups) {
    const options = held
      .filter((h) => h.u.sellerCompanyId === g.sellerId)
      .map((h) => ({ userCouponId: h.u.userCouponId, couponNm: h.c.couponNm, ruleText: ruleText(h.c), discountFen: discountOf(h.c, g.lines, keys), validTo: h.u.validTo }))
      .filter((o) => o.discountFen > 0)
      .sort((a, b) => b.discountFen - a.discountFen || a.validTo.getTime() - b.validTo.getTime() || a.userCouponId.localeCompare(b.userCouponId));
    out.set(g.sellerId, options);
  }
  return out;
}

/** Order creation: the chosen coupon, locked and checked for this seller's lines; what it takes off. */
export async function claimCoupon(tx: Tx, tntId: string, buyer: Holder, userCouponId: string, g: CheckoutGroup, now: Date): Promise<number> {
  const u = await lockUserCoupon(tx, tntId, userCouponId);
  if (u.ownerId !== ownerOf(buyer)) throw fail('NOT_FOUND', '优惠券不存在');
  userCouponFlow.check(u.status, 'use', 'buyer');
  if (u.sellerCompanyId !== g.sellerId) throw fail('CONFLICT', '该优惠券不能用于这家店铺的商品');
  if (u.validFrom.getTime() > now.getTime()) throw fail('CONFLICT', '优惠券尚未生效');
  if (u.validTo.getTime() <= now.getTime()) throw fail('CONFLICT', '优惠券已过期');
  const [c] = await tx.select().from(t.coupons).where(and(eq(t.coupons.tntId, tntId), eq(t.coupons.couponId, u.couponId)));
  const off = discountOf(c!, g.lines, await scopeKeys(tx, tntId, g.lines.map((l) => l.itemId)));
  if (off <= 0) throw fail('CONFLICT', `未满足优惠券的使用条件（${ruleText(c!)}）`);
  return off;
}

/** Marks the claimed coupon used by the order just written (same transaction, still locked). */
export async function markCouponUsed(tx: Tx, tntId: string, buyer: Holder, userCouponId: string, order: { orderId: string; orderNo: string; discountFen: number }, now: Date): Promise<void> {
  await userCouponDocument.move(tx, {
    tntId, id: userCouponId, move: 'use', actor: { accountId: buyer.accountId, companyId: buyer.companyId, role: 'buyer' }, now,
    note: `订单 ${order.orderNo}`, args: { orderId: order.orderId, orderNo: order.orderNo, discountFen: order.discountFen },
  });
}

/** A cancelled or refused order that was never paid gives its coupons back (unused, or expired if their
 * time is up). */
export async function restoreCoupons(tx: Tx, tntId: string, orderId: string, orderNo: string, now: Date): Promise<void> {
  const u = t.userCoupons;
  const used = await tx.select({ id: u.userCouponId }).from(u).where(and(eq(u.tntId, tntId), eq(u.orderId, orderId), eq(u.status, userCouponFlow.code('used'))));
  for (const { id } of used) await userCouponDocument.move(tx, { tntId, id, move: 'restore', actor: USER_COUPON_SYSTEM, now, note: `订单 ${orderNo} 已取消` });
}
