// Handlers of the settlement calls (api/catalogue/settlement.ts): who the caller is first (the shop's
// enterprise account, or the platform's administrator), then one transaction each.
import { principalOf, type DomainHandlers } from '../../core';
import { applySettlement, approveSettlement, cancelSettlement, paySettlement, readerOf, refuseSettlement } from './service';
import { billDetail, billPage, orderDetail, orderPage, payHistory, settledOrders } from './queries';

export const settlementHandlers = {
  'settlement.orderPage': async (ctx) => {
    const p = principalOf(ctx);
    return orderPage(ctx.deps, p.tntId, readerOf(p), ctx.body);
  },
  'settlement.orderDetail': async (ctx) => {
    const p = principalOf(ctx);
    return orderDetail(ctx.deps, p.tntId, readerOf(p), ctx.body.orderId);
  },
  'settlement.apply': async (ctx) => applySettlement(ctx.deps, principalOf(ctx), ctx.body),
  'settlement.page': async (ctx) => {
    const p = principalOf(ctx);
    return billPage(ctx.deps, p.tntId, readerOf(p), ctx.body);
  },
  'settlement.detail': async (ctx) => {
    const p = principalOf(ctx);
    return billDetail(ctx.deps, p.tntId, readerOf(p), ctx.body.settlementId);
  },
  'settlement.approve': async (ctx) => approveSettlement(ctx.deps, principalOf(ctx), ctx.body.settlementId),
  'settlement.refuse': async (ctx) => refuseSettlement(ctx.deps, principalOf(ctx), ctx.body),
  'settlement.cancel': async (ctx) => cancelSettlement(ctx.deps, principalOf(ctx), ctx.body.settlementId),
  'settlement.pay': async (ctx) => paySettlement(ctx.deps, principalOf(ctx), ctx.body),
  'settlement.settledOrders': async (ctx) => {
    const p = principalOf(ctx);
    return settledOrders(ctx.deps, p.tntId, readerOf(p), ctx.body);
  },
  'settlement.payHistory': async (ctx) => {
    const p = principalOf(ctx);
    return payHistory(ctx.deps, p.tntId, readerOf(p), ctx.body);
  },
} satisfies DomainHandlers<'settlement'>;
