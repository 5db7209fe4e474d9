// Shapes shared by the coupon files: the locked rows, who moves them, what an effect receives.
import type { MoveContext as KitMoveContext, Mover } from '../../core';
import type * as t from './tables';
import type { CouponRole, UserCouponRole } from './workflow';

export type CouponRow = typeof t.coupons.$inferSelect;
export type UserCouponRow = typeof t.userCoupons.$inferSelect;
export type CouponActor = Mover<CouponRole>;
export type UserCouponActor = Mover<UserCouponRole>;
export type CouponMoveContext<A = unknown> = KitMoveContext<CouponRow, CouponRole, A>;
export type UserCouponMoveContext<A = unknown> = KitMoveContext<UserCouponRow, UserCouponRole, A>;

export const COUPON_SYSTEM: CouponActor = { accountId: 'system', companyId: null, role: 'system' };
export const USER_COUPON_SYSTEM: UserCouponActor = { accountId: 'system', companyId: null, role: 'system' };

/** A coupon's checked terms (新建 and 编辑 write them): the move reads them, the service makes them. */
export type CouponValues = Pick<
  CouponRow,
  'couponNm' | 'couponType' | 'thresholdFen' | 'valueFen' | 'rateTenths' | 'maxOffFen' | 'scopeType' | 'scopeIds' | 'scopeNames' | 'validType' | 'startAt' | 'endAt' | 'validDays' | 'totalCount' | 'perLimit' | 'remark'
>;
