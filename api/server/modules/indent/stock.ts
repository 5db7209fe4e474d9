// Stock of the order lines' SKUs (DOMAIN.md "Orders": reserved when the seller agrees, released on cancel or
// refusal, taken on delivery). item_skus.stock is on hand, item_skus.reserved the sum of order_reservations;
// both never negative. Every change locks the SKU rows first, always in sku_id order, so two transactions
// touching the same SKUs queue instead of deadlocking.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Tx } from '../../db';
import * as t from './tables';
import { itemTables } from '../item';
import { fail } from '../../core';

export type SkuQuantities = Map<string, number>;

/** Quantities per SKU of some lines (a SKU may appear on several lines). */
export function perSku(lines: readonly { skuId: string; quantity: number }[]): SkuQuantities {
  const m: SkuQuantities = new Map();
  for (const l of lines) m.set(l.skuId, (m.get(l.skuId) ?? 0) + l.quantity);
  return m;
}

export const OUT_OF_STOCK = '库存不足';

async function lockSkus(tx: Tx, tntId: string, skuIds: string[]) {
  const rows = await tx
    .select({ skuId: itemTables.itemSkus.skuId, stock: itemTables.itemSkus.stock, reserved: itemTables.itemSkus.reserved, specValues: itemTables.itemSkus.specValues, itemNm: itemTables.items.itemNm })
    .from(itemTables.itemSkus)
    .innerJoin(itemTables.items, and(eq(itemTables.items.tntId, itemTables.itemSkus.tntId), eq(itemTables.items.itemId, itemTables.itemSkus.itemId)))
    .where(and(eq(itemTables.itemSkus.tntId, tntId), inArray(itemTables.itemSkus.skuId, skuIds)))
    .orderBy(asc(itemTables.itemSkus.skuId))
    .for('update', { of: itemTables.itemSkus });
  if (rows.length !== new Set(skuIds).size) throw fail('CONFLICT', '商品规格已删除');
  return new Map(rows.map((r) => [r.skuId, { ...r, stock: Number(r.stock), reserved: Number(r.reserved) }]));
}

const sorted = (q: SkuQuantities) => [...q.keys()].sort();

async function addSku(tx: Tx, tntId: string, skuId: string, stockDelta: number, reservedDelta: number): Promise<void> {
  await tx
    .update(itemTables.itemSkus)
    .set({ stock: sql`${itemTables.itemSkus.stock} + ${stockDelta}`, reserved: sql`${itemTables.itemSkus.reserved} + ${reservedDelta}` })
    .where(and(eq(itemTables.itemSkus.tntId, tntId), eq(itemTables.itemSkus.skuId, skuId)));
  // items.total_stock mirrors the SKUs' stock (docs/goods.md: kept in the same transaction as every SKU
  // change), so the goods lists show what is on hand after a delivery or a revoked one.
  if (stockDelta !== 0)
    await tx
      .update(itemTables.items)
      .set({ totalStock: sql`${itemTables.items.totalStock} + ${stockDelta}` })
      .where(and(eq(itemTables.items.tntId, tntId), eq(itemTables.items.itemId,
        sql`(SELECT ${itemTables.itemSkus.itemId} FROM ${itemTables.itemSkus} WHERE ${itemTables.itemSkus.tntId} = ${tntId} AND ${itemTables.itemSkus.skuId} = ${skuId})`)));
}

async function addReservation(tx: Tx, tntId: string, orderId: string, skuId: string, delta: number): Promise<void> {
  if (delta < 0) {
    // Taking from a reservation: the row exists (the CHECK would refuse a negative insert candidate).
    await tx
      .update(t.orderReservations)
      .set({ quantity: sql`${t.orderReservations.quantity} + ${delta}` })
      .where(and(eq(t.orderReservations.tntId, tntId), eq(t.orderReservations.orderId, orderId), eq(t.orderReservations.skuId, skuId)));
    return;
  }
  await tx
    .insert(t.orderReservations)
    .values({ tntId, orderId, skuId, quantity: delta })
    .onConflictDoUpdate({
      target: [t.orderReservations.tntId, t.orderReservations.orderId, t.orderReservations.skuId],
      set: { quantity: sql`${t.orderReservations.quantity} + ${delta}` },
    });
}

/** Reserves the quantities for the order, or refuses the whole move with 409 库存不足 (nothing changes). */
export async function reserve(tx: Tx, tntId: string, orderId: string, q: SkuQuantities): Promise<void> {
  const skus = await lockSkus(tx, tntId, sorted(q));
  for (const skuId of sorted(q)) {
    const s = skus.get(skuId)!;
    if (s.stock - s.reserved < q.get(skuId)!) throw fail('CONFLICT', `${OUT_OF_STOCK}：${s.itemNm}（${s.specValues}）可用库存${Math.max(0, s.stock - s.reserved)}`);
  }
  for (const skuId of sorted(q)) {
    await addSku(tx, tntId, skuId, 0, q.get(skuId)!);
    await addReservation(tx, tntId, orderId, skuId, q.get(skuId)!);
  }
}

/** Gives back everything the order still holds reserved (cancel, refusal, timeout). */
export async function releaseAll(tx: Tx, tntId: string, orderId: string): Promise<void> {
  const held = await tx
    .select({ skuId: t.orderReservations.skuId, quantity: t.orderReservations.quantity })
    .from(t.orderReservations)
    .where(and(eq(t.orderReservations.tntId, tntId), eq(t.orderReservations.orderId, orderId)));
  const q = perSku(held.map((h) => ({ skuId: h.skuId, quantity: Number(h.quantity) })).filter((h) => h.quantity > 0));
  if (q.size) {
    await lockSkus(tx, tntId, sorted(q));
    for (const skuId of sorted(q)) await addSku(tx, tntId, skuId, 0, -q.get(skuId)!);
  }
  await tx.delete(t.orderReservations).where(and(eq(t.orderReservations.tntId, tntId), eq(t.orderReservations.orderId, orderId)));
}

/** Delivery: the goods leave the warehouse, out of the order's reservation. */
export async function take(tx: Tx, tntId: string, orderId: string, q: SkuQuantities): Promise<void> {
  const skus = await lockSkus(tx, tntId, sorted(q));
  for (const skuId of sorted(q)) {
    const s = skus.get(skuId)!;
    if (s.stock < q.get(skuId)! || s.reserved < q.get(skuId)!) throw fail('CONFLICT', `${OUT_OF_STOCK}：${s.itemNm}（${s.specValues}）`);
    await addSku(tx, tntId, skuId, -q.get(skuId)!, -q.get(skuId)!);
    await addReservation(tx, tntId, orderId, skuId, -q.get(skuId)!);
  }
}

/** A revoked or deleted delivery: the goods come back on hand and reserved for the order again. */
export async function giveBack(tx: Tx, tntId: string, orderId: string, q: SkuQuantities): Promise<void> {
  await lockSkus(tx, tntId, sorted(q));
  for (const skuId of sorted(q)) {
    await addSku(tx, tntId, skuId, q.get(skuId)!, q.get(skuId)!);
    await addReservation(tx, tntId, orderId, skuId, q.get(skuId)!);
  }
}
