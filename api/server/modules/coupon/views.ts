// How coupons read on the wire: yuan text, China days and ISO times, the rule in words, and the moves the
// caller may make now (the buttons).
import { formatFen } from '../../../../engine/validation';
import { couponFlow, userCouponFlow } from './workflow';
import { ruleText, SCOPE_TEXT } from './rule';
import { chinaDateOf, lastDayOf } from './dates';
import { stateAt } from './service';
import type { CouponRow, UserCouponRow } from './types';

export const validText = (c: Pick<CouponRow, 'validType' | 'startAt' | 'endAt' | 'validDays'>): string =>
  c.validType === '2' ? `领取后${c.validDays}天内有效` : `${chinaDateOf(c.startAt)} 至 ${lastDayOf(c.endAt)}`;

export const scopeText = (c: Pick<CouponRow, 'scopeType' | 'scopeNames'>): string => (c.scopeType === '1' ? SCOPE_TEXT['1']! : `${SCOPE_TEXT[c.scopeType]}：${c.scopeNames}`);

/** A seller's coupon row: its status as of now (the sweep moves the stored one within a minute). */
export function couponView(c: CouponRow, now: Date) {
  const status = couponFlow.code(stateAt(c, now));
  return {
    couponId: c.couponId, couponNm: c.couponNm, couponType: c.couponType, threshold: formatFen(c.thresholdFen), value: formatFen(c.valueFen),
    discount: c.rateTenths ? `${Math.floor(c.rateTenths / 10)}${c.rateTenths % 10 ? `.${c.rateTenths % 10}` : ''}` : '', maxOff: formatFen(c.maxOffFen),
    scopeType: c.scopeType, scopeIds: c.scopeIds, scopeNames: scopeText(c), validType: c.validType, startDate: chinaDateOf(c.startAt), endDate: lastDayOf(c.endAt),
    validDays: c.validDays, totalCount: c.totalCount, perLimit: c.perLimit, takenCount: c.takenCount, usedCount: c.usedCount, leftCount: c.totalCount - c.takenCount,
    status, ruleText: ruleText(c), validText: validText(c), remark: c.remark, sellerId: c.sellerCompanyId, sellerNm: c.sellerNm, createdAt: c.createdAt.toISOString(),
    actions: couponFlow.allowed(status, 'seller'),
  };
}

/** A coupon as the mall shows it to a buyer: how many the buyer holds, whether it may take one more. */
export function mallView(c: CouponRow, received: number, now: Date) {
  const v = couponView(c, now);
  return {
    couponId: v.couponId, couponNm: v.couponNm, couponType: v.couponType, ruleText: v.ruleText, validText: v.validText, scopeNames: v.scopeNames,
    sellerId: v.sellerId, sellerNm: v.sellerNm, leftCount: v.leftCount, perLimit: v.perLimit, received, status: v.status,
    canReceive: v.status === couponFlow.code('running') && v.leftCount > 0 && received < c.perLimit,
  };
}

export function userCouponView(u: UserCouponRow, c: CouponRow) {
  return {
    userCouponId: u.userCouponId, couponId: u.couponId, couponNm: c.couponNm, couponType: c.couponType, ruleText: ruleText(c), scopeText: scopeText(c),
    sellerId: c.sellerCompanyId, sellerNm: c.sellerNm, buyerNm: u.buyerNm, status: u.status, validFrom: u.validFrom.toISOString(), validTo: u.validTo.toISOString(),
    takenAt: u.takenAt.toISOString(), usedAt: u.usedAt ? u.usedAt.toISOString() : null, orderNo: u.orderNo ?? '', discountAmount: formatFen(u.discountFen),
    actions: userCouponFlow.allowed(u.status, 'buyer'),
  };
}
