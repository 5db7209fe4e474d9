// The coupon's two documents, declared once (DOMAIN.md "Coupons", docs/workflow.md, docs/trading.md
// "Coupons"). The seller's coupon (the template) opens for taking on its start day and ends after its end
// day (the scheduler's sweep makes both moves); the seller may edit it while it has not started, and close
// it before it ends. A buyer's coupon (taken
// from a template) is used by an order at checkout, expires when its validity ends (the sweep), and comes
// back when the order that used it is cancelled or refused before anything was paid (expired by then if
// its validity ended meanwhile).
import { declareWorkflow } from '../../core';

export const couponFlow = declareWorkflow({
  document: 'coupon',
  title: '优惠券',
  roles: { seller: '卖家', system: '系统' },
  states: {
    notStarted: { code: '1', name: '未开始', tone: 'info' },
    running: { code: '2', name: '进行中', tone: 'success' },
    ended: { code: '3', name: '已结束', tone: 'default' },
    closed: { code: '4', name: '已关闭', tone: 'danger' },
  },
  initial: 'notStarted',
  final: ['ended', 'closed'],
  moves: {
    start: { name: '开始发放', from: ['notStarted'], to: ['running'], who: ['system'] },
    end: { name: '结束发放', from: ['notStarted', 'running'], to: ['ended'], who: ['system'] },
    // Only before taking opens: nobody holds one yet, so nothing taken can change under a buyer. A start day
    // moved to today opens it at once.
    edit: { name: '编辑优惠券', from: ['notStarted'], to: ['notStarted', 'running'], who: ['seller'], call: 'coupon.edit' },
    close: { name: '关闭优惠券', from: ['notStarted', 'running'], to: ['closed'], who: ['seller'], call: 'coupon.close' },
  },
  events: { create: '创建优惠券' },
  codeLists: { states: 'COUPON_STATUS', moves: 'COUPON_MOVE' },
});

export const userCouponFlow = declareWorkflow({
  document: 'user-coupon',
  title: '优惠券',
  roles: { buyer: '买家', system: '系统' },
  states: {
    unused: { code: '1', name: '未使用', tone: 'primary' },
    used: { code: '2', name: '已使用', tone: 'success' },
    expired: { code: '3', name: '已过期', tone: 'default' },
  },
  initial: 'unused',
  final: ['expired'],
  moves: {
    use: { name: '使用优惠券', from: ['unused'], to: ['used'], who: ['buyer'], call: 'indent.create' },
    expire: { name: '优惠券过期', from: ['unused'], to: ['expired'], who: ['system'] },
    restore: { name: '退回优惠券', from: ['used'], to: ['unused', 'expired'], who: ['system'] },
  },
  events: { take: '领取优惠券' },
  codeLists: { states: 'USER_COUPON_STATUS', moves: 'USER_COUPON_MOVE' },
});

export type CouponState = keyof (typeof couponFlow)['decl']['states'];
export type CouponRole = keyof (typeof couponFlow)['decl']['roles'];
export type CouponMove = keyof (typeof couponFlow)['decl']['moves'];
export type UserCouponState = keyof (typeof userCouponFlow)['decl']['states'];
export type UserCouponRole = keyof (typeof userCouponFlow)['decl']['roles'];
export type UserCouponMove = keyof (typeof userCouponFlow)['decl']['moves'];
