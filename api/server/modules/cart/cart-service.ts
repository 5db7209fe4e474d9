// The buyer's cart moves: add (merging with the SKU's line), change quantity, remove, remove invalid,
// select, count. One owner's cart changes one at a time (advisory lock per owner).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { lockOwner, type Buyer } from '../address';
import { buyableSkus, stockShort } from '../item';
import { INVALID_TEXT, lineAnswer, MAX_CART_LINES, readLines, summaryOf } from './cart-lines';
import * as cartT from './tables';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...cartT };

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

export async function addToCart(deps: Deps, b: Buyer, body: { skuId: string; quantity: number }) {
  return withTenant(deps.orm, b.tntId, async (tx) => {
    await lockOwner(tx, b.tntId, b.ownerId, 'cart');
    const [cur] = await tx.select({ quantity: t.cartLines.quantity }).from(t.cartLines).where(and(mine(b), eq(t.cartLines.skuId, body.skuId)));
    const quantity = (cur?.quantity ?? 0) + body.quantity;
    if (quantity > MAX_QUANTITY) throw fail('BAD_REQUEST', `购买数量不超过${MAX_QUANTITY}`);
    // The buy rule (item/buy-rule.ts) for the whole quantity the line will hold.
    const sku = (await buyableSkus(tx, b, [{ skuId: body.skuId, quantity }])).get(body.skuId)!;
    const at = new Date(deps.clock.now());
    if (!cur) {
      const { count: n } = await countIn(tx, b);
      if (n >= MAX_CART_LINES) throw fail('CONFLICT', `购物车最多${MAX_CART_LINES}种商品，请先结算或删除部分商品`);
    }
    // Adding again refreshes what the buyer saw (name, spec, picture, price) and selects the line.
    const seen = { itemId: sku.itemId, sellerId: sku.companyId, itemNm: sku.itemNm, specValues: sku.specValues, picture: sku.picture, addedPriceFen: sku.priceFen };
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
