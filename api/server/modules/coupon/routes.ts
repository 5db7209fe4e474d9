// Handlers of the coupon calls (api/catalogue/coupon.ts): guards first, then one transaction each.
import { withTenant } from '../../db';
import { principalOf, type CallContext, type DomainHandlers } from '../../core';
import { addCoupon, buyerActor, closeCoupon, editCoupon, sellerActor, takeCoupon } from './service';
import { mallList, receivedCounts, receivedPage, sellerCounts, sellerDetail, sellerPage, takenPage } from './queries';
import { mallView } from './views';

const nowOf = (ctx: CallContext<unknown>) => new Date(ctx.deps.clock.now());

export const couponHandlers = {
  'coupon.add': async (ctx) => {
    const p = principalOf(ctx);
    const row = await withTenant(ctx.deps.orm, p.tntId, (tx) => addCoupon(tx, p.tntId, sellerActor(p), ctx.body, nowOf(ctx)));
    return { couponId: row.couponId, status: row.status };
  },
  'coupon.edit': async (ctx) => {
    const p = principalOf(ctx);
    const { couponId, ...input } = ctx.body;
    const row = await withTenant(ctx.deps.orm, p.tntId, (tx) => editCoupon(tx, p.tntId, sellerActor(p), couponId, input, nowOf(ctx)));
    return { couponId: row.couponId, status: row.status };
  },
  'coupon.page': async (ctx) => {
    const p = principalOf(ctx);
    return sellerPage(ctx.deps.orm, p.tntId, sellerActor(p).companyId, ctx.body, nowOf(ctx));
  },
  'coupon.statusCount': async (ctx) => {
    const p = principalOf(ctx);
    return sellerCounts(ctx.deps.orm, p.tntId, sellerActor(p).companyId, ctx.body, nowOf(ctx));
  },
  'coupon.receivedCount': async (ctx) => {
    const p = principalOf(ctx);
    return receivedCounts(ctx.deps.orm, p.tntId, p, ctx.body);
  },
  'coupon.detail': async (ctx) => {
    const p = principalOf(ctx);
    return sellerDetail(ctx.deps.orm, p.tntId, sellerActor(p).companyId, ctx.body.couponId, nowOf(ctx));
  },
  'coupon.takenPage': async (ctx) => {
    const p = principalOf(ctx);
    return takenPage(ctx.deps.orm, p.tntId, sellerActor(p).companyId, ctx.body);
  },
  'coupon.close': async (ctx) => {
    const p = principalOf(ctx);
    const row = await withTenant(ctx.deps.orm, p.tntId, (tx) => closeCoupon(tx, p.tntId, sellerActor(p), ctx.body.couponId, ctx.body.reason, nowOf(ctx)));
    return { couponId: row.couponId, status: row.status };
  },
  'coupon.list': async (ctx) => {
    const p = principalOf(ctx);
    return mallList(ctx.deps.orm, p.tntId, p, ctx.body, nowOf(ctx));
  },
  'coupon.receive': async (ctx) => {
    const p = principalOf(ctx);
    const now = nowOf(ctx);
    const { row, received, coupon } = await withTenant(ctx.deps.orm, p.tntId, (tx) => takeCoupon(tx, p.tntId, buyerActor(p), ctx.body.couponId, now));
    const after = { ...coupon, takenCount: coupon.takenCount + 1 };
    return { userCouponId: row.userCouponId, couponId: row.couponId, received, canReceive: mallView(after, received, now).canReceive, validTo: row.validTo.toISOString() };
  },
  'coupon.received': async (ctx) => {
    const p = principalOf(ctx);
    return receivedPage(ctx.deps.orm, p.tntId, p, ctx.body);
  },
} satisfies DomainHandlers<'coupon'>;
