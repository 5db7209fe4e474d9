// A buyer's cart lines as they stand now: each stored line joined with its goods, SKU, seller and unit, and
// judged by the buy rule (item/buy-rule.ts; docs/trading.md "Cart"): invalid lines (deleted, frozen, off
// shelf, not for this buyer, own goods, sold out) are greyed and cannot be selected; a valid line may carry a notice (not enough stock, price changed).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CART_LINES } from '../../../catalogue';
import { type ReadDb, type Tx } from '../../db';
import { formatFen } from '../../../../engine/validation';
import { fenOfNumeric } from '../../money';
import type { Buyer } from '../address';
import { BUY_REFUSALS, buyRefusal, onFront, itemTables, orderSkuColumns, orderSkuOf, type BuyRefusal, type OrderSku } from '../item';
import * as cartT from './tables';
import { userTables } from '../user';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...cartT, itemSkus: itemTables.itemSkus, itemUnits: itemTables.itemUnits, items: itemTables.items, companies: userTables.companies };

/** The catalogue's limit (cart.list pages by it): one number for the call, the server and the screen. */
export { MAX_CART_LINES };

/** A boolean column from either driver (true, or the text 't'). */
const asBool = (v: unknown): boolean => v === true || v === 't';

/** Why a line is invalid: the buy rule's refusals, in its words. */
export const INVALID_TEXT = BUY_REFUSALS;
export type InvalidReason = BuyRefusal;

export interface CartLine {
  skuId: string;
  itemId: string;
  itemNm: string;
  specValues: string;
  picture: string;
  unitNm: string;
  sellerId: string;
  sellerNm: string;
  priceFen: number;
  addedPriceFen: number;
  quantity: number;
  stock: number;
  selected: boolean;
  invalidReason: InvalidReason | null;
  stockShort: boolean;
  priceChanged: boolean;
  createdAt: Date;
  /** The SKU as an order needs it (item's orderSkuColumns, read by the same join); null when it is gone. */
  sku: OrderSku | null;
}

/** The select of a buyer's lines with what judging them needs (a read or a transaction runs it). */
export function selectLines(q: ReadDb | Tx, b: Buyer, skuIds?: readonly string[]) {
  const c = t.cartLines;
  return q
    .select({
      skuId: c.skuId, itemId: c.itemId, sellerId: c.sellerId, itemNm: c.itemNm, specValues: c.specValues, picture: c.picture,
      quantity: c.quantity, addedPriceFen: c.addedPriceFen, selected: c.selected, createdAt: c.createdAt,
      liveItemNm: t.items.itemNm, status: t.items.status, pictures: t.items.pictures, onFront: sql<boolean>`coalesce(${onFront(b)}, false)`.mapWith(asBool),
      skuExists: sql<boolean>`${t.itemSkus.skuId} is not null`.mapWith(asBool), liveSpec: t.itemSkus.specValues, price: t.itemSkus.price,
      // What can still be sold: stock less what agreed, undelivered orders reserve (0030_orders.sql).
      stock: sql<number>`${t.itemSkus.stock} - ${t.itemSkus.reserved}`.mapWith(Number),
      sellerNm: t.companies.companyNm, unitNm: t.itemUnits.unitNm,
      // Order creation's facts of the SKU, so that a checkout reads the SKUs once (this read).
      sku: orderSkuColumns,
    })
    .from(c)
    .leftJoin(t.items, and(eq(t.items.tntId, c.tntId), eq(t.items.itemId, c.itemId)))
    .leftJoin(t.itemSkus, and(eq(t.itemSkus.tntId, c.tntId), eq(t.itemSkus.skuId, c.skuId), eq(t.itemSkus.itemId, c.itemId)))
    .leftJoin(t.companies, and(eq(t.companies.tntId, c.tntId), eq(t.companies.companyId, c.sellerId)))
    .leftJoin(t.itemUnits, and(eq(t.itemUnits.tntId, c.tntId), eq(t.itemUnits.unitId, t.items.unitId)))
    .where(and(eq(c.tntId, b.tntId), eq(c.ownerId, b.ownerId), skuIds ? inArray(c.skuId, [...skuIds]) : undefined))
    // Sellers by their most recently added line, lines newest first within a seller.
    .orderBy(desc(sql`max(${c.createdAt}) over (partition by ${c.sellerId})`), c.sellerId, desc(c.createdAt), c.skuId);
}

type Raw = Awaited<ReturnType<typeof selectLines>>[number];

export function judge(b: Buyer, r: Raw): CartLine {
  const exists = r.skuExists && r.status !== null;
  const stock = exists ? Number(r.stock) : 0;
  const priceFen = exists ? fenOfNumeric(r.price) : r.addedPriceFen;
  const invalidReason = buyRefusal(b, exists ? { status: r.status!, onFront: r.onFront, companyId: String(r.sku.companyId), available: stock } : null);
  return {
    skuId: r.skuId, itemId: r.itemId, sellerId: r.sellerId, sellerNm: r.sellerNm ?? '',
    itemNm: r.liveItemNm ?? r.itemNm, specValues: r.liveSpec ?? r.specValues, picture: r.pictures?.[0]?.url ?? r.picture, unitNm: r.unitNm ?? '',
    priceFen, addedPriceFen: Number(r.addedPriceFen), quantity: r.quantity, stock,
    selected: invalidReason === null && r.selected,
    invalidReason,
    stockShort: invalidReason === null && stock < r.quantity,
    priceChanged: invalidReason === null && priceFen !== Number(r.addedPriceFen),
    createdAt: r.createdAt,
    sku: exists ? orderSkuOf(r.sku) : null,
  };
}

export async function readLines(q: ReadDb | Tx, b: Buyer, skuIds?: readonly string[]): Promise<CartLine[]> {
  return (await selectLines(q, b, skuIds)).map((r) => judge(b, r));
}

function noticeOf(l: CartLine): string | null {
  if (l.stockShort) return `库存不足，仅剩${l.stock}件`;
  if (l.priceChanged) {
    const diff = l.priceFen - l.addedPriceFen;
    return `价格较加入时${diff > 0 ? '上涨' : '降低'}了${formatFen(Math.abs(diff))}元`;
  }
  return null;
}

/** A line as the cart screen shows it (money as strings with two decimals). */
export const lineAnswer = (l: CartLine) => ({
  skuId: l.skuId, itemId: l.itemId, itemNm: l.itemNm, specValues: l.specValues, picture: l.picture, unitNm: l.unitNm,
  sellerId: l.sellerId, sellerNm: l.sellerNm, price: formatFen(l.priceFen), addedPrice: formatFen(l.addedPriceFen),
  quantity: l.quantity, amount: formatFen(BigInt(l.priceFen) * BigInt(l.quantity)), stock: l.stock, selected: l.selected,
  invalid: l.invalidReason !== null, invalidReason: l.invalidReason, invalidText: l.invalidReason ? INVALID_TEXT[l.invalidReason] : null,
  stockShort: l.stockShort, priceChanged: l.priceChanged, notice: noticeOf(l),
});

export function summaryOf(lines: CartLine[]) {
  const valid = lines.filter((l) => l.invalidReason === null);
  const selected = valid.filter((l) => l.selected);
  return {
    lineCount: lines.length,
    selectedCount: selected.length,
    selectedQuantity: selected.reduce((s, l) => s + l.quantity, 0),
    selectedAmount: formatFen(selected.reduce((s, l) => s + BigInt(l.priceFen) * BigInt(l.quantity), 0n)),
    allSelected: valid.length > 0 && selected.length === valid.length,
    invalidCount: lines.length - valid.length,
  };
}
