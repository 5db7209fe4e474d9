// Handlers of the payment calls (api/catalogue/payment.ts). Buyers pay their own orders, sellers decide on
// vouchers of their own sales; an account without an enterprise pays only what it bought itself.
import { fail, principalOf, tenantOf, type CallContext, type DomainHandlers } from '../../core';
import { verifyNotification } from './notify-service';
import { applyRefundNotification, verifyRefundNotification } from './refund-notify';
import { settle } from './provider-sync';
import { confirmOffline, offlinePay, rejectOffline, type Seller } from './offline-service';
import { payInfo } from './pay-info';
import { batchPay, netPay, reNetPay, type OpenDeps } from './pay-service';
import { resultSecret } from './sandbox/secret';
import { fileGranter } from '../file';
import { buyerPage, sellerPage } from './seller-page';
import { orderPayments, orderPayStatus, paymentResult, returnTarget } from './status-service';

function sellerOf(ctx: CallContext<unknown>): Seller {
  const p = principalOf(ctx);
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能确认收款，请切换到企业账号');
  return p as Seller;
}

/** The payment services with the key of the attempts' return tokens (pay-numbers.ts returnToken). */
const opening = async (ctx: CallContext<unknown>): Promise<OpenDeps> => ({ ...ctx.deps, returnKey: await resultSecret(ctx.deps.db) });

/** Voucher addresses with a download grant, for the pages of the order's two parties. */
const granter = (ctx: CallContext<unknown>) => fileGranter(ctx.deps.db, tenantOf(ctx).tntId, ctx.deps.clock.now());

export const paymentHandlers = {
  'indent.pay': async (ctx) => payInfo(ctx.deps, principalOf(ctx), ctx.body.orderId),
  'indent.netPay': async (ctx) => netPay(await opening(ctx), principalOf(ctx), ctx.body.orderId),
  'indent.reNetPay': async (ctx) => reNetPay(await opening(ctx), principalOf(ctx), ctx.body.orderId),
  'indent.batchPay': async (ctx) => batchPay(await opening(ctx), principalOf(ctx), ctx.body.orderIds),
  'indent.offlinePay': async (ctx) => offlinePay(ctx.deps, principalOf(ctx), ctx.body),
  'payment.offlineConfirm': async (ctx) => confirmOffline(ctx.deps, sellerOf(ctx), ctx.body.payNo),
  'payment.offlineReject': async (ctx) => rejectOffline(ctx.deps, sellerOf(ctx), ctx.body.payNo, ctx.body.rejectReason),
  'payment.sellerPage': async (ctx) => sellerPage(ctx.deps, sellerOf(ctx), ctx.body, await granter(ctx)),
  'payment.buyerPage': async (ctx) => buyerPage(ctx.deps, principalOf(ctx), ctx.body, await granter(ctx)),
  'payment.orderPayments': async (ctx) => orderPayments(ctx.deps, principalOf(ctx), ctx.body.orderId, await granter(ctx)),
  'payment.status': async (ctx) => orderPayStatus(ctx.deps, principalOf(ctx), ctx.body.orderId),
  'payment.result': async (ctx) => paymentResult(ctx.deps, tenantOf(ctx).tntId, ctx.body.t),
  // A signed notification is the provider's: only a body whose signature fails counts against the
  // anonymous rate of its address (the call is exempt from the rate before its body is read).
  'payment.notify': async (ctx) => ({ outcome: await settle(ctx.deps, await verifyNotification(ctx.deps, ctx.body, () => ctx.deps.addresses.allow(ctx.req.ip))) }),
  // The provider's signed refund notification: the only thing that marks a refund made (refund-notify.ts).
  'payment.refundNotify': async (ctx) => ({ outcome: await applyRefundNotification(ctx.deps, await verifyRefundNotification(ctx.deps, ctx.body, () => ctx.deps.addresses.allow(ctx.req.ip))) }),
  'payment.return': async (ctx) => {
    const { tntId, r } = ctx.body;
    if (tenantOf(ctx).tntId !== tntId) throw fail('NOT_FOUND');
    const target = await returnTarget(ctx.deps, tntId, r ?? '');
    return ctx.reply.header('cache-control', 'no-store').redirect(target, 303);
  },
} satisfies DomainHandlers<'payment'>;
