// The cart: the handlers, and the public face for order creation (trading-orders): quoteCheckout (lines,
// groups per seller, freight, pay types, totals, in the order's transaction), takeCartLines,
// removeOrderedLines. docs/trading.md "Cart" says how to use them.
import type { ServerModule } from '../../core';
import { cartHandlers } from './routes';
import * as cartTables from './tables';
import { seedTradingDemo } from './seed-demo';

export { cartHandlers, cartTables };
export const cartModule = { handlers: cartHandlers, tables: cartTables, seedDemo: (db) => seedTradingDemo(db) } satisfies ServerModule<'cart'>;
export { quoteAnswer } from './routes';
export { quoteCheckout, takeCartLines, removeOrderedLines, type CheckoutInput, type CheckoutQuote, type QuoteGroup, type QuoteLine } from './checkout';
export { INVALID_TEXT, MAX_CART_LINES, type CartLine, type InvalidReason } from './cart-lines';
export { provideCheckoutCoupons, checkoutCoupons, NO_COUPON, type CheckoutCoupons, type CouponChoice, type CouponGroup, type CouponBuyer } from './coupons';
