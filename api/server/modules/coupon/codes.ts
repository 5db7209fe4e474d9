// Reference code lists of coupons: written at every start, served by tenant.queryCodeList. The states and
// moves are the workflows' declarations (workflow.ts).
import type { CodeLists } from '../../core';
import { couponFlow, userCouponFlow } from './workflow';

export const couponCodes = {
  COUPON_TYPE: [['1', '满减券'], ['2', '折扣券']],
  COUPON_SCOPE: [['1', '全店商品'], ['2', '指定分类'], ['3', '指定商品']],
  COUPON_VALID_TYPE: [['1', '固定日期'], ['2', '领取后N天内有效']],
  COUPON_STATUS: couponFlow.stateList(),
  COUPON_MOVE: couponFlow.moveList(),
  USER_COUPON_STATUS: userCouponFlow.stateList(),
  USER_COUPON_MOVE: userCouponFlow.moveList(),
} satisfies CodeLists;
