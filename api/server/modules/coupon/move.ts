// The coupon documents (docs/workflow.md): the declared workflows (workflow.ts) bound to their tables,
// effects and histories. Every status change of a coupon or of a buyer's coupon goes through these, inside
// the caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail } from '../../core';
import * as t from './tables';
import { couponFlow, userCouponFlow, type CouponRole, type CouponState, type UserCouponRole, type UserCouponState } from './workflow';
import { COUPON_SYSTEM, USER_COUPON_SYSTEM, type CouponActor, type CouponValues, type CouponMoveContext, type CouponRow, type UserCouponActor, type UserCouponMoveContext, type UserCouponRow } from './types';

export async function lockCoupon(tx: Tx, tntId: string, couponId: string): Promise<CouponRow> {
  const [row] = await tx.select().from(t.coupons).where(and(eq(t.coupons.tntId, tntId), eq(t.coupons.couponId, couponId))).for('update');
  if (!row) throw fail('NOT_FOUND', '优惠券不存在');
  return row;
}

export async function lockUserCoupon(tx: Tx, tntId: string, userCouponId: string): Promise<UserCouponRow> {
  const [row] = await tx.select().from(t.userCoupons).where(and(eq(t.userCoupons.tntId, tntId), eq(t.userCoupons.userCouponId, userCouponId))).for('update');
  if (!row) throw fail('NOT_FOUND', '优惠券不存在');
  return row;
}

const couponKey = (r: CouponRow) => and(eq(t.coupons.tntId, r.tntId), eq(t.coupons.couponId, r.couponId));
const userKey = (r: UserCouponRow) => and(eq(t.userCoupons.tntId, r.tntId), eq(t.userCoupons.userCouponId, r.userCouponId));

/** A buyer's coupon belongs to the buyer enterprise, or to the personal account that took it. */
export const ownerOf = (a: { companyId: string | null; accountId: string }) => a.companyId ?? a.accountId;

export interface UseArgs {
  orderId: string;
  orderNo: string;
  discountFen: number;
}
export interface UserCouponArgs {
  use: UseArgs;
}
export interface CouponArgs {
  edit: CouponValues;
}

const COUPON_EFFECTS = {
  // 编辑: the checked columns (service.ts); open for taking at once when the new first day has come.
  edit: async (c: CouponMoveContext<CouponValues>): Promise<'notStarted' | 'running'> => {
    await c.tx.update(t.coupons).set({ ...c.args, updatedAt: c.now }).where(couponKey(c.row));
    return c.now.getTime() >= c.args.startAt.getTime() ? 'running' : 'notStarted';
  },
  close: async (c: CouponMoveContext) => {
    c.note ||= '卖家关闭优惠券';
  },
};

const USER_EFFECTS = {
  // 使用: the order and what it took off are kept on the coupon; the template counts it.
  use: async (c: UserCouponMoveContext<UseArgs>) => {
    await c.tx.update(t.userCoupons).set({ orderId: c.args.orderId, orderNo: c.args.orderNo, discountFen: c.args.discountFen, usedAt: c.now }).where(userKey(c.row));
    await c.tx.update(t.coupons).set({ usedCount: sql`${t.coupons.usedCount} + 1` }).where(and(eq(t.coupons.tntId, c.tntId), eq(t.coupons.couponId, c.row.couponId)));
  },
  // 退回 (the order was cancelled or refused before payment): unused again, or expired if its time is up.
  restore: async (c: UserCouponMoveContext): Promise<'unused' | 'expired'> => {
    await c.tx.update(t.userCoupons).set({ orderId: null, orderNo: null, discountFen: 0, usedAt: null }).where(userKey(c.row));
    await c.tx.update(t.coupons).set({ usedCount: sql`${t.coupons.usedCount} - 1` }).where(and(eq(t.coupons.tntId, c.tntId), eq(t.coupons.couponId, c.row.couponId)));
    return c.row.validTo.getTime() > c.now.getTime() ? 'unused' : 'expired';
  },
};

export const couponDocument = declareDocument<CouponRow, CouponState, typeof couponFlow.decl.moves, CouponRole, string, CouponArgs>({
  workflow: couponFlow,
  lock: lockCoupon,
  idOf: (r) => r.couponId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(t.coupons).set({ status: to, updatedAt: now }).where(couponKey(r)).returning();
    return after!;
  },
  isParty: (r: CouponRow, a: CouponActor) => a.role === 'system' || (a.companyId !== null && a.companyId === r.sellerCompanyId),
  history: { table: 'coupon_history', key: 'coupon_id' },
  effects: COUPON_EFFECTS,
  system: COUPON_SYSTEM,
});

export const userCouponDocument = declareDocument<UserCouponRow, UserCouponState, typeof userCouponFlow.decl.moves, UserCouponRole, string, UserCouponArgs>({
  workflow: userCouponFlow,
  lock: lockUserCoupon,
  idOf: (r) => r.userCouponId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(t.userCoupons).set({ status: to, updatedAt: now }).where(userKey(r)).returning();
    return after!;
  },
  isParty: (r: UserCouponRow, a: UserCouponActor) => a.role === 'system' || ownerOf(a) === r.ownerId,
  history: { table: 'user_coupon_history', key: 'user_coupon_id' },
  effects: USER_EFFECTS,
  system: USER_COUPON_SYSTEM,
});
