// What a buyer may buy (docs/goods.md "What a buyer may buy"; issue 29, items 2 and 9): one rule for every
// path that sells (cart add, the cart's lines, the buy-now quote, every create of a buyer), judged on every
// line. A SKU may be bought when its goods are on shelf in a mall the buyer sees (visibility.ts onFront:
// the same rule as search and the detail), are not the buyer's own enterprise's, and have stock left.
// A SKU named by id that the buyer may not see is "not found" (404: ids cannot be probed); the other
// refusals name the goods (409). Each refusal is one code, status and message whatever the path.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail, type AppError, type Principal } from '../../core';
import type { Tx } from '../../db';
import * as t from './tables';
import { orderSkuColumns, orderSkuOf, type OrderSku } from './order-skus';
import { onFront } from './visibility';

/** Why a SKU may not be bought, with the words the cart shows on a line it greys. */
export const BUY_REFUSALS = {
  deleted: '商品已删除',
  frozen: '商品已被平台冻结',
  offShelf: '商品已下架',
  unavailable: '商品不在您可购买的商城',
  own: '不能购买本企业的商品',
  soldOut: '商品已售罄',
} as const;
export type BuyRefusal = keyof typeof BUY_REFUSALS;

/** What the rule needs to know of a SKU (null: it does not exist). */
export interface BuyFacts {
  /** The goods' status ('1' on shelf, '3' frozen ...). */
  status: string;
  /** On shelf in a mall the buyer sees (onFront). */
  onFront: boolean;
  /** The seller enterprise. */
  companyId: string;
  /** Stock on hand less what agreed orders reserve. */
  available: number;
}

/** The rule: null when the buyer may buy the SKU, else why not (the first reason in this order). */
export function buyRefusal(buyer: Pick<Principal, 'companyId'>, f: BuyFacts | null): BuyRefusal | null {
  if (!f) return 'deleted';
  if (f.status === '3') return 'frozen';
  if (f.status !== '1') return 'offShelf';
  if (!f.onFront) return 'unavailable';
  if (buyer.companyId && f.companyId === buyer.companyId) return 'own';
  if (f.available <= 0) return 'soldOut';
  return null;
}

/** The refusal of a SKU the buyer named by id (not a line of its cart, whose lines are judged and shown). */
export function refusedToBuy(reason: BuyRefusal, itemNm: string): AppError {
  if (reason === 'own') return fail('CONFLICT', BUY_REFUSALS.own);
  if (reason === 'soldOut') return fail('CONFLICT', `“${itemNm}”${BUY_REFUSALS.soldOut}`);
  // Deleted, frozen, off shelf or in a mall the buyer does not see: the buyer cannot see it, so it is not
  // found, whichever (issue 13: nothing about goods out of sight is told by id).
  return fail('NOT_FOUND', '商品不存在或已下架');
}

/** More wanted than is left. */
export const stockShort = (itemNm: string, available: number): AppError => fail('CONFLICT', `“${itemNm}”库存不足，仅剩${available}件`);

/** The SKUs of `lines` (quantities of a SKU named twice are summed), each judged by the rule for this
 * buyer, from one read in the caller's transaction; the first line refused (in the lines' order) throws
 * its refusal, then the first line short of stock. No lock: stock is locked where it is reserved. */
export async function buyableSkus(tx: Tx, buyer: Principal, lines: readonly { skuId: string; quantity: number }[]): Promise<Map<string, OrderSku>> {
  const ids = [...new Set(lines.map((l) => l.skuId))];
  const rows = ids.length
    ? await tx
      .select({ sku: orderSkuColumns, onFront: sql<boolean>`${onFront(buyer)}`.mapWith((v: unknown) => v === true || v === 't') })
      .from(t.itemSkus)
      .innerJoin(t.items, and(eq(t.items.tntId, t.itemSkus.tntId), eq(t.items.itemId, t.itemSkus.itemId)))
      .innerJoin(t.itemUnits, and(eq(t.itemUnits.tntId, t.items.tntId), eq(t.itemUnits.unitId, t.items.unitId)))
      .where(and(eq(t.itemSkus.tntId, buyer.tntId), inArray(t.itemSkus.skuId, ids)))
    : [];
  const found = new Map(rows.map((r) => [String(r.sku.skuId), { sku: orderSkuOf(r.sku), onFront: r.onFront }]));
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.quantity);
  const skus = new Map<string, OrderSku>();
  for (const l of lines) {
    const f = found.get(l.skuId);
    const s = f?.sku;
    const reason = buyRefusal(buyer, s && f ? { status: s.status, onFront: f.onFront, companyId: s.companyId, available: s.stock - s.reserved } : null);
    if (reason) throw refusedToBuy(reason, s?.itemNm ?? '');
    skus.set(l.skuId, s!);
  }
  for (const [skuId, quantity] of wanted) {
    const s = skus.get(skuId)!;
    if (quantity > s.stock - s.reserved) throw stockShort(s.itemNm, s.stock - s.reserved);
  }
  return skus;
}
