// Handlers of the invoice calls (api/catalogue/invoice.ts): guards first, then one transaction each.
import { principalOf, tenantOf, type CallContext, type DomainHandlers } from '../../core';
import { fileGranter } from '../file';
import { agreeInvoice, applyInvoice, buyerOf, cancelInvoice, invoiceableOf, refuseInvoice, sellerOf } from './service';
import { invoicePage, orderInvoices } from './queries';

/** Invoice files' addresses with a download grant, for the pages of the invoice's two parties. */
const granter = (ctx: CallContext<unknown>) => fileGranter(ctx.deps.db, tenantOf(ctx).tntId, ctx.deps.clock.now());

export const invoiceHandlers = {
  'invoice.apply': async (ctx) => applyInvoice(ctx.deps, principalOf(ctx), ctx.body),
  'invoice.invoiceable': async (ctx) => invoiceableOf(ctx.deps, principalOf(ctx), ctx.body.orderIds),
  'invoice.buyerPage': async (ctx) => {
    const p = principalOf(ctx);
    return invoicePage(ctx.deps.orm, p.tntId, buyerOf(p), ctx.body, await granter(ctx));
  },
  'invoice.sellerPage': async (ctx) => {
    const p = principalOf(ctx);
    return invoicePage(ctx.deps.orm, p.tntId, sellerOf(p), ctx.body, await granter(ctx));
  },
  'invoice.orderInvoices': async (ctx) => {
    const p = principalOf(ctx);
    return orderInvoices(ctx.deps.orm, p.tntId, p, ctx.body.orderId, await granter(ctx));
  },
  'invoice.agree': async (ctx) => agreeInvoice(ctx.deps, principalOf(ctx), ctx.body),
  'invoice.refuse': async (ctx) => refuseInvoice(ctx.deps, principalOf(ctx), ctx.body),
  'invoice.cancel': async (ctx) => cancelInvoice(ctx.deps, principalOf(ctx), ctx.body.invoiceId),
} satisfies DomainHandlers<'invoice'>;
