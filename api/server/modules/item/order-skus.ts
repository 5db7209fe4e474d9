// Public face (cart quote, freight, order creation): what an order needs to know of a SKU, read once per
// order creation and passed through (docs/trading.md, Orders, "One read of the SKUs per create"): the
// order line's snapshot (goods name, specs, first picture, unit, price in fen), the checks (seller, goods
// status, stock on hand and reserved) and the freight's inputs (template, weight, volume). The columns are
// one object so that a read joining the SKUs for its own ends (the cart's lines) carries them too. No
// lock: the stock that an order reserves is locked where it is reserved (the orders' stock.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import * as t from './tables';

/** The columns, for a select over item_skus joined with items and item_units (inner or left). */
export const orderSkuColumns = {
  skuId: t.itemSkus.skuId, itemId: t.itemSkus.itemId, specValues: t.itemSkus.specValues, stock: t.itemSkus.stock, reserved: t.itemSkus.reserved,
  priceFen: sql<string>`(${t.itemSkus.price} * 100)::bigint`, weight: t.itemSkus.weight, volume: t.itemSkus.volume,
  itemNm: t.items.itemNm, status: t.items.status, companyId: t.items.companyId, freightTemplateId: t.items.freightTemplateId,
  picture: sql<string>`coalesce(${t.items.pictures} -> 0 ->> 'url', '')`, unitNm: t.itemUnits.unitNm,
};

export interface OrderSku {
  skuId: string;
  itemId: string;
  specValues: string;
  /** On hand. */
  stock: number;
  /** Held by agreed, undelivered orders; available = stock - reserved. */
  reserved: number;
  priceFen: number;
  weight: string | null;
  volume: string | null;
  itemNm: string;
  /** The goods' status ('1' on shelf, '3' frozen by the platform ...). */
  status: string;
  /** The seller enterprise. */
  companyId: string;
  freightTemplateId: string | null;
  picture: string;
  unitNm: string;
}

type Raw = { [K in keyof typeof orderSkuColumns]: unknown };
/** A row of orderSkuColumns as an OrderSku (bigint and numeric columns arrive as text on either driver). */
export const orderSkuOf = (r: Raw): OrderSku => ({
  skuId: String(r.skuId), itemId: String(r.itemId), specValues: String(r.specValues), stock: Number(r.stock), reserved: Number(r.reserved),
  priceFen: Number(r.priceFen), weight: (r.weight as string | null) ?? null, volume: (r.volume as string | null) ?? null, itemNm: String(r.itemNm),
  status: String(r.status), companyId: String(r.companyId), freightTemplateId: (r.freightTemplateId as string | null) ?? null,
  picture: String(r.picture ?? ''), unitNm: String(r.unitNm ?? ''),
});

/** These SKUs of the tenant (absent ones are not in the map), in the caller's transaction. */
export async function readOrderSkus(tx: Tx, tntId: string, skuIds: readonly string[]): Promise<Map<string, OrderSku>> {
  if (!skuIds.length) return new Map();
  const rows = await tx
    .select(orderSkuColumns)
    .from(t.itemSkus)
    .innerJoin(t.items, and(eq(t.items.tntId, t.itemSkus.tntId), eq(t.items.itemId, t.itemSkus.itemId)))
    .innerJoin(t.itemUnits, and(eq(t.itemUnits.tntId, t.items.tntId), eq(t.itemUnits.unitId, t.items.unitId)))
    .where(and(eq(t.itemSkus.tntId, tntId), inArray(t.itemSkus.skuId, [...new Set(skuIds)])));
  return new Map(rows.map((r) => [r.skuId, orderSkuOf(r)]));
}
