// The buyer's cart moves: add (merging with the SKU's line), change quantity, remove, remove invalid,
// select, count. One owner's cart changes one at a time (advisory lock per owner).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { fenOfNumeric } from '../../money';
import { lockOwner, type Buyer } from '../address';
import { onFront, itemTables, orderSkuColumns, orderSkuOf } from '../item';
import { INVALID_TEXT, lineAnswer, MAX_CART_LINES, readLines, summaryOf } from './cart-lines';
import * as cartT from './tables';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...cartT, itemSkus: itemTables.itemSkus, items: itemTables.items, itemUnits: itemTables.itemUnits };

const MAX_QUANTITY = 99999;
const mine = (b: Buyer) => and(eq(t.cartLines.tntId, b.tntId), eq(t.cartLines.ownerId, b.ownerId));

export async function cartPage(read: TenantReads, b: Buyer, body: { pageNum: number; pageSize: number }) {
  // The cart holds at most MAX_CART_LINES lines: one read gives the page and the whole cart's summary.
  const lines = await read.query((q) => readLines(q, b));
  const start = (body.pageNum - 1) * body.pageSize;
  return { records: lines.slice(start, start + body.pageSize).map(lineAnswer), total: lines.length, summary: summaryOf(lines) };
}

export async function cartCount(read: TenantReads, b: Buyer) {
  const [row] = await read.query((q) =>
    q.select({ n: count(), qty: sql<number>`coalesce(sum(${t.cartLines.quantity}), 0)::int` }).from(t.cartLines).where(mine(b)));
  return { count: Number(row?.n ?? 0), quantity: Number(row?.qty ?? 0) };
}

async function countIn(tx: Tx, b: Buyer) {
  const [row] = await tx.select({ n: count(), qty: sql<number>`coalesce(sum(${t.cartLines.quantity}), 0)::int` }).from(t.cartLines).where(mine(b));
  return { count: Number(row?.n ?? 0), quantity: Number(row?.qty ?? 0) };
}

/** The SKU a buyer may buy now: on shelf in a mall the buyer sees, not the buyer's own goods. */
export async function buyableSku(tx: Tx, b: Buyer, skuId: string) {
  const [row] = await tx
    .select({
      skuId: t.itemSkus.skuId, itemId: t.items.itemId, sellerId: t.items.companyId, itemNm: t.items.itemNm, specValues: t.itemSkus.specValues,
      pictures: t.items.pictures, price: t.itemSkus.price, status: t.items.status,
      stock: sql<number>`${t.itemSkus.stock} - ${t.itemSkus.reserved}`.mapWith(Number),
      // Order creation's facts of the SKU (buy now reads the SKU once: this read).
      sku: orderSkuColumns,
    })
    .from(t.itemSkus)
    .innerJoin(t.items, and(eq(t.items.tntId, t.itemSkus.tntId), eq(t.items.itemId, t.itemSkus.itemId)))
    .innerJoin(t.itemUnits, and(eq(t.itemUnits.tntId, t.items.tntId), eq(t.itemUnits.unitId, t.items.unitId)))
    .where(and(eq(t.itemSkus.tntId, b.tntId), eq(t.itemSkus.skuId, skuId), onFront(b)));
  // Goods the buyer cannot see are "not found" (ids cannot be probed).
  if (!row) throw fail('NOT_FOUND', '商品不存在或已下架');
  if (b.companyId && row.sellerId === b.companyId) throw fail('CONFLICT', '不能购买本企业的商品');
  if (Number(row.stock) <= 0) throw fail('CONFLICT', `“${row.itemNm}”${INVALID_TEXT.soldOut}`);
  return { ...row, stock: Number(row.stock), priceCents: fenOfNumeric(row.price), picture: row.pictures[0]?.url ?? '', sku: orderSkuOf(row.sku) };
}

const stockShort = (itemNm: string, stock: number) => fail('CONFLICT', `“${itemNm}”库存不足，仅剩${stock}件`);

export async function addToCart(deps: Deps, b: Buyer, body: { skuId: string; quantity: number }) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    await lockOwner(tx, b.tntId, b.ownerId, 'cart');
    const sku = await buyableSku(tx, b, body.skuId);
    const [cur] = await tx.select({ quantity: t.cartLines.quantity }).from(t.cartLines).where(and(mine(b), eq(t.cartLines.skuId, sku.skuId)));
    const quantity = (cur?.quantity ?? 0) + body.quantity;
    if (quantity > MAX_QUANTITY) throw fail('BAD_REQUEST', `购买数量不超过${MAX_QUANTITY}`);
    if (quantity > sku.stock) throw stockShort(sku.itemNm, sku.stock);
    const at = new Date(deps.clock.now());
    if (!cur) {
      const { count: n } = await countIn(tx, b);
      if (n >= MAX_CART_LINES) throw fail('CONFLICT', `购物车最多${MAX_CART_LINES}种商品，请先结算或删除部分商品`);
    }
    // Adding again refreshes what the buyer saw (name, spec, picture, price) and selects the line.
    const seen = { itemId: sku.itemId, sellerId: sku.sellerId, itemNm: sku.itemNm, specValues: sku.specValues, picture: sku.picture, addedPriceCents: sku.priceCents };
    await tx.insert(t.cartLines)
      .values({ tntId: b.tntId, ownerId: b.ownerId, skuId: sku.skuId, ...seen, quantity, selected: true, addedBy: b.accountId, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: [t.cartLines.tntId, t.cartLines.ownerId, t.cartLines.skuId], set: { ...seen, quantity, selected: true, addedBy: b.accountId, updatedAt: at } });
    return countIn(tx, b);
  });
}

export async function updateQuantity(deps: Deps, b: Buyer, body: { skuId: string; quantity: number }) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    await lockOwner(tx, b.tntId, b.ownerId, 'cart');
    const [line] = await readLines(tx, b, [body.skuId]);
    if (!line) throw fail('NOT_FOUND');
    if (line.invalidReason) throw fail('CONFLICT', `“${line.itemNm}”${INVALID_TEXT[line.invalidReason]}，请删除后重新选购`);
    if (body.quantity > line.stock) throw stockShort(line.itemNm, line.stock);
    await tx.update(t.cartLines).set({ quantity: body.quantity, updatedAt: new Date(deps.clock.now()) }).where(and(mine(b), eq(t.cartLines.skuId, line.skuId)));
    return lineAnswer({ ...line, quantity: body.quantity, stockShort: false });
  });
}

export async function deleteLines(deps: Deps, b: Buyer, skuIds: string[]) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    await lockOwner(tx, b.tntId, b.ownerId, 'cart');
    await tx.delete(t.cartLines).where(and(mine(b), inArray(t.cartLines.skuId, skuIds)));
    return countIn(tx, b);
  });
}

export async function deleteInvalid(deps: Deps, b: Buyer) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    await lockOwner(tx, b.tntId, b.ownerId, 'cart');
    const invalid = (await readLines(tx, b)).filter((l) => l.invalidReason !== null).map((l) => l.skuId);
    if (invalid.length) await tx.delete(t.cartLines).where(and(mine(b), inArray(t.cartLines.skuId, invalid)));
    return countIn(tx, b);
  });
}

export async function selectLines(deps: Deps, b: Buyer, body: { skuIds?: string[]; selected: boolean }) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    await lockOwner(tx, b.tntId, b.ownerId, 'cart');
    if (body.skuIds) {
      const present = await tx.select({ id: t.cartLines.skuId }).from(t.cartLines).where(and(mine(b), inArray(t.cartLines.skuId, body.skuIds)));
      if (present.length !== body.skuIds.length) throw fail('NOT_FOUND');
    }
    await tx.update(t.cartLines).set({ selected: body.selected })
      .where(and(mine(b), body.skuIds ? inArray(t.cartLines.skuId, body.skuIds) : undefined));
    return summaryOf(await readLines(tx, b));
  });
}
