// Handlers of the aftersale.* calls (docs/trading.md "After-sales"): guards first (which side the caller
// acts on), then a service; every move is one transaction around the after-sale document's move, except the
// refund, which asks the payment provider outside any transaction (refund.ts).
import { withTenant } from '../../db';
import { fail, principalOf, type CallContext, type Deps, type DomainHandlers } from '../../core';
import { afterSaleDocument } from './move';
import { createAfterSale } from './create-service';
import { afterSaleDetail, afterSalePage, orderLinesForAfterSale } from './reads';
import { payBack } from './refund';
import type { AfterSaleMove } from './workflow';
import type { Actor } from './types';
import type { MoveArgs } from './effects';

type Ctx = Pick<CallContext<unknown>, 'auth'>;

function seller(ctx: Ctx): { tntId: string; actor: Actor } {
  const p = principalOf(ctx);
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能处理售后，请切换到企业账号');
  return { tntId: p.tntId, actor: { accountId: p.accountId, companyId: p.companyId, role: 'seller' } };
}

function buyer(ctx: Ctx): { tntId: string; actor: Actor } {
  const p = principalOf(ctx);
  return { tntId: p.tntId, actor: { accountId: p.accountId, companyId: p.companyId, role: 'buyer' } };
}

async function move<M extends AfterSaleMove>(deps: Deps, c: { tntId: string; actor: Actor }, afterSaleId: string, m: M, note?: string, args?: M extends keyof MoveArgs ? MoveArgs[M] : undefined) {
  const now = new Date(deps.clock.now());
  const r = await withTenant(deps.orm, c.tntId, (tx) => afterSaleDocument.move(tx, { tntId: c.tntId, id: afterSaleId, move: m, actor: c.actor, now, note: note?.trim(), args } as never));
  return { afterSaleId: r.afterSaleId, status: String(r.status) };
}

export const aftersaleHandlers = {
  'aftersale.sellerPage': async (ctx) => {
    const s = seller(ctx);
    return afterSalePage(ctx.deps.db, s.tntId, s.actor, ctx.body);
  },
  'aftersale.buyerPage': async (ctx) => {
    const b = buyer(ctx);
    return afterSalePage(ctx.deps.db, b.tntId, b.actor, ctx.body);
  },
  'aftersale.sellerDetail': async (ctx) => {
    const s = seller(ctx);
    return afterSaleDetail(ctx.deps, s.tntId, ctx.body.afterSaleId, s.actor);
  },
  'aftersale.buyerDetail': async (ctx) => {
    const b = buyer(ctx);
    return afterSaleDetail(ctx.deps, b.tntId, ctx.body.afterSaleId, b.actor);
  },
  'aftersale.orderLines': async (ctx) => {
    const b = buyer(ctx);
    return orderLinesForAfterSale(ctx.deps, b.tntId, ctx.body.orderId, b.actor, ctx.body.lineNo);
  },
  'aftersale.create': async (ctx) => {
    const b = buyer(ctx);
    return createAfterSale(ctx.deps, b.tntId, b.actor, ctx.body);
  },
  'aftersale.cancel': async (ctx) => move(ctx.deps, buyer(ctx), ctx.body.afterSaleId, 'cancel', ctx.body.note),
  'aftersale.shipBack': async (ctx) => move(ctx.deps, buyer(ctx), ctx.body.afterSaleId, 'shipBack', undefined, { expressCode: ctx.body.expressCode, trackingNo: ctx.body.trackingNo }),
  'aftersale.confirm': async (ctx) => move(ctx.deps, seller(ctx), ctx.body.afterSaleId, ctx.body.agree ? 'agree' : 'refuse', ctx.body.agree ? undefined : (ctx.body.refuseReason ?? '')),
  'aftersale.receipt': async (ctx) => move(ctx.deps, seller(ctx), ctx.body.afterSaleId, ctx.body.received ? 'receive' : 'refuseReceipt', ctx.body.received ? undefined : (ctx.body.refuseReason ?? '')),
  'aftersale.payBack': async (ctx) => {
    const s = seller(ctx);
    return payBack(ctx.deps, s.tntId, ctx.body.afterSaleId, s.actor);
  },
} satisfies DomainHandlers<'aftersale'>;
