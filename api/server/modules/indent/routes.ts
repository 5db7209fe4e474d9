// Handlers of the indent.* calls (docs/trading.md "Orders"): lists and counts per side, details, the
// create calls and every move. The order forms' pickers are read handlers (core/read-handler.ts); the lists
// and counts are not (a count may enqueue a fold, counts.ts), nor the details (one snapshot, a transaction).
import { principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { buyerOf, platformOf, sellerOf } from './access';
import { orderPage, statusCounts } from './lists';
import { orderDetail } from './detail';
import { agentCreate, offlineCreate, replacementCreate } from './create-service';
import { checkout } from './checkout';
import { applyMove, changePrice, freeze } from './move-service';
import { companies, track } from './express-service';
import { customerOptions, skuOptions, skuPage } from './options';

const sellerScope = (ctx: Parameters<typeof sellerOf>[0]) => ({ side: 'seller' as const, companyId: sellerOf(ctx).companyId });
const buyerScope = (ctx: Parameters<typeof buyerOf>[0]) => ({ side: 'buyer' as const, actor: buyerOf(ctx).actor });

export const indentHandlers = {
  'indent.sellerPage': async (ctx) => orderPage(ctx.deps, principalOf(ctx).tntId, sellerScope(ctx), ctx.body),
  'indent.sellerStatusCount': async (ctx) => statusCounts(ctx.deps, principalOf(ctx).tntId, sellerScope(ctx), ctx.body),
  'indent.buyerPage': async (ctx) => orderPage(ctx.deps, principalOf(ctx).tntId, buyerScope(ctx), ctx.body),
  'indent.buyerStatusCount': async (ctx) => statusCounts(ctx.deps, principalOf(ctx).tntId, buyerScope(ctx), ctx.body),
  'indent.platformPage': async (ctx) => orderPage(ctx.deps, platformOf(ctx).tntId, { side: 'platform' }, ctx.body),
  'indent.platformStatusCount': async (ctx) => statusCounts(ctx.deps, platformOf(ctx).tntId, { side: 'platform' }, ctx.body),
  'indent.offlinePage': async (ctx) => orderPage(ctx.deps, principalOf(ctx).tntId, sellerScope(ctx), { ...ctx.body, kind: 'offline' }),

  'indent.sellerDetail': async (ctx) => orderDetail(ctx.deps, principalOf(ctx).tntId, ctx.body.orderId, sellerOf(ctx).actor),
  'indent.buyerDetail': async (ctx) => orderDetail(ctx.deps, principalOf(ctx).tntId, ctx.body.orderId, buyerOf(ctx).actor),
  'indent.platformDetail': async (ctx) => orderDetail(ctx.deps, principalOf(ctx).tntId, ctx.body.orderId, platformOf(ctx).actor),

  'indent.create': async (ctx) => checkout(ctx.deps, buyerOf(ctx), ctx.body),
  'indent.agentCreate': async (ctx) => agentCreate(ctx.deps, sellerOf(ctx), ctx.body),
  'indent.offlineCreate': async (ctx) => offlineCreate(ctx.deps, sellerOf(ctx), ctx.body),
  'indent.replacementCreate': async (ctx) => replacementCreate(ctx.deps, sellerOf(ctx), ctx.body),

  'indent.agree': async (ctx) => applyMove(ctx.deps, sellerOf(ctx), ctx.body.orderId, 'agree', { instalments: ctx.body.instalments }),
  'indent.refuse': async (ctx) => applyMove(ctx.deps, sellerOf(ctx), ctx.body.orderId, 'refuse', undefined, ctx.body.reason),
  'indent.changePrice': async (ctx) => changePrice(ctx.deps, sellerOf(ctx), ctx.body),
  'indent.delivery': async (ctx) => {
    const { orderId, lines, expressCode, trackingNo } = ctx.body;
    // The dialog's rows also carry what they show (name, spec, remaining): only line and quantity count.
    return applyMove(ctx.deps, sellerOf(ctx), orderId, 'deliver', { lines: lines.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity })), expressCode, trackingNo });
  },
  'indent.revokeDelivery': async (ctx) => applyMove(ctx.deps, sellerOf(ctx), ctx.body.orderId, 'revokeDelivery', { deliveryId: ctx.body.deliveryId }),
  'indent.deleteDelivery': async (ctx) => applyMove(ctx.deps, sellerOf(ctx), ctx.body.orderId, 'deleteDelivery', { deliveryId: ctx.body.deliveryId }),
  'indent.redelivery': async (ctx) => {
    const { orderId, ...args } = ctx.body;
    return applyMove(ctx.deps, sellerOf(ctx), orderId, 'redeliver', args);
  },

  'indent.cancel': async (ctx) => applyMove(ctx.deps, buyerOf(ctx), ctx.body.orderId, 'cancel', undefined, ctx.body.reason),
  'indent.buyerAgree': async (ctx) => applyMove(ctx.deps, buyerOf(ctx), ctx.body.orderId, 'buyerAgree'),
  'indent.receive': async (ctx) => applyMove(ctx.deps, buyerOf(ctx), ctx.body.orderId, 'receive'),
  'indent.notDelivered': async (ctx) => applyMove(ctx.deps, buyerOf(ctx), ctx.body.orderId, 'notDelivered', { deliveryId: ctx.body.deliveryId }, ctx.body.reason),

  'indent.freeze': async (ctx) => freeze(ctx.deps, platformOf(ctx), ctx.body.orderId, true, ctx.body.frozenReason),
  'indent.unfreeze': async (ctx) => freeze(ctx.deps, platformOf(ctx), ctx.body.orderId, false),

  'indent.customerOptions': readHandler(async (ctx) => {
    const s = sellerOf(ctx);
    return customerOptions(ctx.read, s.tntId, s.companyId, ctx.body.keyword);
  }),
  'indent.skuOptions': readHandler(async (ctx) => {
    const s = sellerOf(ctx);
    return skuOptions(ctx.read, s.tntId, s.companyId, ctx.body.keyword);
  }),
  'indent.skuPage': readHandler(async (ctx) => {
    const s = sellerOf(ctx);
    return skuPage(ctx.read, s.tntId, s.companyId, ctx.body);
  }),
  'indent.expressCompanies': async () => companies(),
  'indent.expressTrack': async (ctx) => track(ctx.deps, principalOf(ctx), ctx.body),
} satisfies DomainHandlers<'indent'>;
