// Handlers of the cart.* calls (docs/trading.md "Cart" and "Checkout quote"). The list and the count are
// read handlers (core/read-handler.ts).
import { type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { withTenant } from '../../db';
import { formatFen } from '../../../../engine/validation';
import { buyerOf } from '../address';
import { addToCart, cartCount, cartPage, deleteInvalid, deleteLines, selectLines, updateQuantity } from './cart-service';
import { quoteCheckout, type CheckoutQuote } from './checkout';
import { NO_COUPON } from './coupons';

const money = (fen: number | null) => (fen === null ? null : formatFen(fen));

/** The quote on the wire: money as strings with two decimals named *Amount (docs/money.md), like the orders'. */
export const quoteAnswer = (q: CheckoutQuote) => ({
  address: q.address,
  groups: q.groups.map((g) => ({
    sellerId: g.sellerId, sellerNm: g.sellerNm, quantity: g.quantity,
    lines: g.lines.map((l) => ({
      skuId: l.skuId, itemId: l.itemId, itemNm: l.itemNm, specValues: l.specValues, picture: l.picture, unitNm: l.unitNm,
      price: formatFen(l.priceFen), quantity: l.quantity, amount: formatFen(l.amountFen),
    })),
    goodsAmount: formatFen(g.goodsFen), freightAmount: money(g.freightFen), totalAmount: formatFen(g.totalFen), payTypes: g.payTypes, onlineEnabled: g.onlineEnabled,
    coupons: g.coupons.map((c) => ({
      userCouponId: c.userCouponId, couponNm: c.couponNm, ruleText: c.ruleText, discountAmount: formatFen(c.discountFen),
      label: `${c.couponNm}（${c.ruleText}，本单减${formatFen(c.discountFen)}元）`,
    })),
    userCouponId: g.coupon?.userCouponId ?? NO_COUPON, discountAmount: formatFen(g.discountFen),
  })),
  quantity: q.quantity, goodsAmount: formatFen(q.goodsFen), freightAmount: money(q.freightFen), discountAmount: formatFen(q.discountFen), totalAmount: formatFen(q.totalFen),
});

export const cartHandlers = {
  'cart.list': readHandler(async (ctx) => cartPage(ctx.read, buyerOf(ctx), ctx.body)),
  'cart.add': async (ctx) => addToCart(ctx.deps, buyerOf(ctx), ctx.body),
  'cart.updateQuantity': async (ctx) => updateQuantity(ctx.deps, buyerOf(ctx), ctx.body),
  'cart.delete': async (ctx) => deleteLines(ctx.deps, buyerOf(ctx), ctx.body.skuIds),
  'cart.deleteInvalid': async (ctx) => deleteInvalid(ctx.deps, buyerOf(ctx)),
  'cart.select': async (ctx) => selectLines(ctx.deps, buyerOf(ctx), ctx.body),
  'cart.count': readHandler(async (ctx) => cartCount(ctx.read, buyerOf(ctx))),
  'cart.settle': async (ctx) => {
    const b = buyerOf(ctx);
    // One snapshot: lines, stock, address, templates and pay types seen together.
    return quoteAnswer(await withTenant(ctx.deps.orm, b.tntId, (tx) => quoteCheckout(tx, b, { ...ctx.body, now: new Date(ctx.deps.clock.now()) })));
  },
} satisfies DomainHandlers<'cart'>;
