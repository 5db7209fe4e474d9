// The checkout quote (cart.settle) and the public face trading-orders uses at order creation: the lines
// to buy (the cart's selected lines, given lines, or a buy-now SKU and quantity), grouped by seller, each
// group with its goods amount, freight to the address's region, the seller's accepted pay types and total.
// All in the caller's transaction (one snapshot); amounts in fen. The server recomputes everything here:
// nothing the browser computed is trusted.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { fail } from '../../core';
import { lineFen, orderAmounts } from '../../money';
import { addressForOrder, type Buyer, type OrderAddress, addressTables } from '../address';
import { quoteFreight } from '../freight';
import { acceptedPayTypes, type PayTypeSetting } from '../paytype';
import { INVALID_TEXT, readLines } from './cart-lines';
import * as cartT from './tables';
import { buyableSkus, itemTables, type OrderSku } from '../item';
import { userTables } from '../user';
import { checkoutCoupons, chosenCoupon, type CouponChoice } from './coupons';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...cartT, addresses: addressTables.addresses, itemUnits: itemTables.itemUnits, items: itemTables.items, companies: userTables.companies };

export interface CheckoutInput {
  addressId?: string;
  /** Cart lines to buy; absent: the cart's selected lines. */
  skuIds?: string[];
  /** Buy now: this SKU and quantity, not from the cart. */
  buyNow?: { skuId: string; quantity: number };
  /** The coupon chosen per seller ('0': none; absent: the best). Only with `now`: order creation claims its
   * coupons itself, so its quote skips them. */
  coupons?: { sellerCompanyId: string; userCouponId?: string }[];
  now?: Date;
}

export interface QuoteLine {
  skuId: string;
  itemId: string;
  itemNm: string;
  specValues: string;
  picture: string;
  unitNm: string;
  priceFen: number;
  quantity: number;
  amountFen: number;
  /** The SKU as order creation needs it, from the same read (the quote's lines are valid: never null). */
  sku: OrderSku;
}

export interface QuoteGroup {
  sellerId: string;
  sellerNm: string;
  lines: QuoteLine[];
  quantity: number;
  goodsFen: number;
  /** null: no address yet, freight unknown. */
  freightFen: number | null;
  totalFen: number;
  payTypes: PayTypeSetting[];
  onlineEnabled: boolean;
  receivingAccount: { bankName: string; accountName: string; accountNo: string };
  /** The buyer's coupons usable on this group (best first), the one applied and what it takes off. */
  coupons: CouponChoice[];
  coupon: CouponChoice | null;
  discountFen: number;
}

export interface CheckoutQuote {
  address: OrderAddress | null;
  groups: QuoteGroup[];
  /** Whether the lines came from the cart (order creation then removes them with removeOrderedLines). */
  fromCart: boolean;
  quantity: number;
  goodsFen: number;
  freightFen: number | null;
  discountFen: number;
  totalFen: number;
}

async function linesToBuy(tx: Tx, b: Buyer, input: CheckoutInput): Promise<(QuoteLine & { sellerId: string; sellerNm: string })[]> {
  if (input.buyNow) {
    // The buy rule (item/buy-rule.ts), as for every line of every path.
    const sku = (await buyableSkus(tx, b, [input.buyNow])).get(input.buyNow.skuId)!;
    const [seller] = await tx.select({ nm: t.companies.companyNm }).from(t.companies).where(and(eq(t.companies.tntId, b.tntId), eq(t.companies.companyId, sku.companyId)));
    const q = input.buyNow.quantity;
    return [{
      skuId: sku.skuId, itemId: sku.itemId, itemNm: sku.itemNm, specValues: sku.specValues, picture: sku.picture, unitNm: sku.unitNm,
      priceFen: sku.priceFen, quantity: q, amountFen: lineFen(sku.priceFen, q), sellerId: sku.companyId, sellerNm: seller?.nm ?? '', sku,
    }];
  }
  const lines = await readLines(tx, b, input.skuIds);
  if (input.skuIds && lines.length !== input.skuIds.length) throw fail('NOT_FOUND', '购物车中没有这些商品，请刷新后重试');
  const chosen = input.skuIds ? lines : lines.filter((l) => l.selected);
  if (!chosen.length) throw fail('BAD_REQUEST', '请选择要结算的商品');
  const invalid = chosen.filter((l) => l.invalidReason);
  if (invalid.length) throw fail('CONFLICT', `以下商品已失效：${invalid.map((l) => `“${l.itemNm}”（${INVALID_TEXT[l.invalidReason!]}）`).join('、')}，请删除后再结算`);
  const short = chosen.find((l) => l.stockShort);
  if (short) throw fail('CONFLICT', `“${short.itemNm}”库存不足，仅剩${short.stock}件`);
  return chosen.map((l) => ({
    skuId: l.skuId, itemId: l.itemId, itemNm: l.itemNm, specValues: l.specValues, picture: l.picture, unitNm: l.unitNm,
    priceFen: l.priceFen, quantity: l.quantity, amountFen: lineFen(l.priceFen, l.quantity), sellerId: l.sellerId, sellerNm: l.sellerNm,
    sku: l.sku!,
  }));
}

/** Public face: the quote for `input`, as cart.settle shows it and as order creation places it (one order
 * per group). Refuses (4xx, Chinese message): nothing to buy, invalid or short lines, an address not the
 * buyer's (400), a region a seller's freight template does not cover (409, naming region and goods).
 * With no address at all (none given, none saved) the quote has address null and freight null. */
export async function quoteCheckout(tx: Tx, b: Buyer, input: CheckoutInput): Promise<CheckoutQuote> {
  const lines = await linesToBuy(tx, b, input);
  const hasAny = input.addressId
    ? true
    : (await tx.select({ id: t.addresses.addressId }).from(t.addresses).where(and(eq(t.addresses.tntId, b.tntId), eq(t.addresses.ownerId, b.ownerId))).limit(1)).length > 0;
  const address = hasAny ? await addressForOrder(tx, { tntId: b.tntId, ownerId: b.ownerId, addressId: input.addressId }) : null;

  const sellers = [...new Set(lines.map((l) => l.sellerId))];
  const pay = await acceptedPayTypes(tx, b.tntId, sellers);
  const provider = input.now ? checkoutCoupons() : null;
  const options = provider && input.now
    ? await provider.options(tx, b.tntId, b, sellers.map((sellerId) => ({ sellerId, lines: lines.filter((l) => l.sellerId === sellerId) })), input.now)
    : new Map<string, CouponChoice[]>();
  const groups: QuoteGroup[] = [];
  for (const sellerId of sellers) {
    const own = lines.filter((l) => l.sellerId === sellerId);
    const freight = address
      ? (await quoteFreight(tx, { tntId: b.tntId, sellerId, regionCode: address.regionCode, regionName: address.regionName, lines: own })).freightFen
      : null;
    // The seller's order as order creation will compute it (money.ts orderAmounts), refused the same way.
    const coupons = options.get(sellerId) ?? [];
    const coupon = chosenCoupon(coupons, input.coupons?.find((c) => c.sellerCompanyId === sellerId)?.userCouponId) ?? null;
    const discountFen = coupon?.discountFen ?? 0;
    const { goodsFen, payableFen: totalFen } = orderAmounts({ lines: own.map((l) => ({ priceFen: l.priceFen, quantity: l.quantity })), freightFen: freight ?? 0, discountFen });
    const p = pay.get(sellerId)!;
    groups.push({
      sellerId, sellerNm: own[0]!.sellerNm,
      lines: own.map(({ sellerId: _s, sellerNm: _n, ...l }) => l),
      quantity: own.reduce((s, l) => s + l.quantity, 0),
      goodsFen, freightFen: freight, totalFen,
      payTypes: p.payTypes, onlineEnabled: p.onlineEnabled, receivingAccount: p.receivingAccount, coupons, coupon, discountFen,
    });
  }
  // Each group is within MAX_ORDER_FEN and there are at most 200 lines: these sums stay exact.
  const goodsFen = groups.reduce((s, g) => s + g.goodsFen, 0);
  const freightFen = address ? groups.reduce((s, g) => s + (g.freightFen ?? 0), 0) : null;
  const discountFen = groups.reduce((s, g) => s + g.discountFen, 0);
  return {
    address, groups, fromCart: !input.buyNow, quantity: groups.reduce((s, g) => s + g.quantity, 0),
    goodsFen, freightFen, discountFen, totalFen: goodsFen + (freightFen ?? 0) - discountFen,
  };
}

/** Public face: the buyer's cart lines (all, or these SKUs), as they stand now (invalid ones flagged). */
export const takeCartLines = (tx: Tx, b: Buyer, skuIds?: readonly string[]) => readLines(tx, b, skuIds);

/** Public face: after the orders are placed (same transaction), the ordered lines leave the cart. */
export async function removeOrderedLines(tx: Tx, b: Pick<Buyer, 'tntId' | 'ownerId'>, skuIds: readonly string[]): Promise<void> {
  if (!skuIds.length) return;
  await tx.delete(t.cartLines).where(and(eq(t.cartLines.tntId, b.tntId), eq(t.cartLines.ownerId, b.ownerId), inArray(t.cartLines.skuId, [...skuIds])));
}
