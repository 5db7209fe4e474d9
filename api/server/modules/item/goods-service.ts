// The seller's own goods: create (a draft), edit, delete, pre-sell. Every change is one transaction that
// also recomputes the goods row's price range, stock and SKU count from its SKUs (docs/goods.md "Money").
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import * as t from './tables';
import { mallTables } from '../mall';
import { fail, newId, type Deps } from '../../core';
import { checkFileRefs } from '../file';
import type { Seller } from './access';
import { checkPreSellDate, cleanGoods, type CleanGoods, type GoodsInput } from './goods-input';

export const STATUS = { draft: '0', onShelf: '1', offShelf: '2', frozen: '3' } as const;
export const MSG = {
  onShelf: '请先下架商品',
  frozen: '商品已被平台冻结',
} as const;

/** The caller's category, unit and a mall of the tenant: anything else is "not found" as a 400. */
async function checkReferences(tx: Tx, s: Seller, g: CleanGoods): Promise<void> {
  const [cat] = await tx
    .select({ id: t.itemCategories.categoryId })
    .from(t.itemCategories)
    .where(and(eq(t.itemCategories.tntId, s.tntId), eq(t.itemCategories.companyId, s.companyId), eq(t.itemCategories.categoryId, g.categoryId)));
  if (!cat) throw fail('BAD_REQUEST', '分类不存在');
  const [unit] = await tx
    .select({ id: t.itemUnits.unitId })
    .from(t.itemUnits)
    .where(and(eq(t.itemUnits.tntId, s.tntId), eq(t.itemUnits.companyId, s.companyId), eq(t.itemUnits.unitId, g.unitId)));
  if (!unit) throw fail('BAD_REQUEST', '单位不存在');
  const [mall] = await tx.select({ id: mallTables.malls.mallId }).from(mallTables.malls).where(and(eq(mallTables.malls.tntId, s.tntId), eq(mallTables.malls.mallId, g.mallId)));
  if (!mall) throw fail('BAD_REQUEST', '商城不存在');
  if (g.freightTemplateId) {
    // The freight domain builds on goods (it reads them), so goods name its table by SQL, not by import.
    const [tpl] = await tx.select({ n: sql<number>`count(*)::int` }).from(sql`freight_templates`)
      .where(sql`tnt_id = ${s.tntId} and company_id = ${s.companyId} and template_id = ${g.freightTemplateId}`);
    if (!Number(tpl?.n)) throw fail('BAD_REQUEST', '运费模板不存在');
  }
  await checkFileRefs(tx, s.tntId, g.pictures, '商品图片不存在或无权使用，请重新上传');
}

/** min/max price, total stock and SKU count recomputed by the database from the SKUs: exact numerics. */
export async function recomputeAggregates(tx: Tx, tntId: string, itemId: string): Promise<void> {
  await tx.execute(sql`
    update items set
      min_price = coalesce((select min(price) from item_skus where tnt_id = ${tntId} and item_id = ${itemId}), 0),
      max_price = coalesce((select max(price) from item_skus where tnt_id = ${tntId} and item_id = ${itemId}), 0),
      total_stock = coalesce((select sum(stock) from item_skus where tnt_id = ${tntId} and item_id = ${itemId}), 0),
      sku_count = (select count(*) from item_skus where tnt_id = ${tntId} and item_id = ${itemId})
    where tnt_id = ${tntId} and item_id = ${itemId}`);
}

/** The caller's own goods rows, locked; a missing or foreign id makes the whole call 404. */
export async function lockOwn(tx: Tx, s: Seller, itemIds: string[]) {
  const unique = [...new Set(itemIds)];
  const rows = await tx
    .select()
    .from(t.items)
    .where(and(eq(t.items.tntId, s.tntId), eq(t.items.companyId, s.companyId), inArray(t.items.itemId, unique)))
    .for('update');
  if (rows.length !== unique.length) throw fail('NOT_FOUND');
  return rows;
}

/** The goods' SKUs with what agreed, undelivered orders hold of them (item_skus.reserved, kept by the order
 * moves), locked in sku_id order as the order moves lock them, so an agreement cannot slip in between. */
async function reservedSkus(tx: Tx, tntId: string, itemIds: string[]) {
  const rows = await tx
    .select({ skuId: t.itemSkus.skuId, specValues: t.itemSkus.specValues, reserved: t.itemSkus.reserved })
    .from(t.itemSkus)
    .where(and(eq(t.itemSkus.tntId, tntId), inArray(t.itemSkus.itemId, itemIds)))
    .orderBy(t.itemSkus.skuId)
    .for('update');
  return rows.map((r) => ({ ...r, reserved: Number(r.reserved) }));
}

/** Stock on hand may not drop below what open orders hold, and a SKU they hold may not go (409). */
function checkReserved(current: { skuId: string; specValues: string; reserved: number }[], skus: CleanGoods['skus']): void {
  for (const c of current) {
    if (c.reserved <= 0) continue;
    const next = skus.find((x) => x.skuId === c.skuId);
    if (!next) throw fail('CONFLICT', `规格“${c.specValues}”有${c.reserved}件被未发货的订单占用，不能删除`, { skuId: c.skuId, reserved: c.reserved });
    if (next.stock < c.reserved) throw fail('CONFLICT', `规格“${c.specValues}”的库存不能少于未发货订单占用的${c.reserved}件`, { skuId: c.skuId, reserved: c.reserved });
  }
}

const skuValues = (tntId: string, itemId: string, sku: CleanGoods['skus'][number], skuId: string) => ({
  tntId, skuId, itemId, specValues: sku.specValues, price: sku.price, marketPrice: sku.marketPrice, stock: sku.stock,
  weight: sku.weight, volume: sku.volume, barcode: sku.barcode, sort: sku.sort,
});

export async function createGoods(deps: Deps, s: Seller, body: GoodsInput): Promise<{ itemId: string }> {
  const now = deps.clock.now();
  const g = cleanGoods(body, now);
  if (g.skus.some((x) => x.skuId)) throw fail('BAD_REQUEST', '规格不存在');
  return withTenant(deps.orm, s.tntId, async (tx) => {
    await checkReferences(tx, s, g);
    const itemId = newId();
    const at = new Date(now);
    await tx.insert(t.items).values({
      tntId: s.tntId, itemId, companyId: s.companyId, source: s.isTnt ? '2' : '1', mallId: g.mallId, itemNm: g.itemNm,
      categoryId: g.categoryId, unitId: g.unitId, brand: g.brand, origin: g.origin, description: g.description, pictures: g.pictures,
      attributes: g.attributes, preSell: g.preSell, preSellDate: g.preSellDate, freightTemplateId: g.freightTemplateId, status: STATUS.draft, frozenReason: '',
      minPrice: '0', maxPrice: '0', totalStock: 0, skuCount: 0, sales: 0, onShelfAt: null, createdAt: at, updatedAt: at, createdBy: s.accountId,
    });
    await tx.insert(t.itemSkus).values(g.skus.map((x) => skuValues(s.tntId, itemId, x, newId())));
    await recomputeAggregates(tx, s.tntId, itemId);
    return { itemId };
  });
}

export async function updateGoods(deps: Deps, s: Seller, body: GoodsInput & { itemId: string }): Promise<{ itemId: string }> {
  const now = deps.clock.now();
  const g = cleanGoods(body, now);
  return withTenant(deps.orm, s.tntId, async (tx) => {
    const [cur] = await lockOwn(tx, s, [body.itemId]);
    if (cur!.status === STATUS.onShelf) throw fail('CONFLICT', MSG.onShelf);
    if (cur!.status === STATUS.frozen) throw fail('CONFLICT', MSG.frozen);
    await checkReferences(tx, s, g);
    const itemId = cur!.itemId;
    const mine = and(eq(t.itemSkus.tntId, s.tntId), eq(t.itemSkus.itemId, itemId));
    const current = await reservedSkus(tx, s.tntId, [itemId]);
    const existing = new Set(current.map((r) => r.skuId));
    const kept = g.skus.filter((x) => x.skuId).map((x) => x.skuId!);
    // A skuId the form sends back must be one of this goods' SKUs; it keeps its id (orders refer to it).
    if (kept.some((id) => !existing.has(id))) throw fail('BAD_REQUEST', '规格不存在');
    checkReserved(current, g.skus);
    await tx.delete(t.itemSkus).where(kept.length ? and(mine, notInArray(t.itemSkus.skuId, kept)) : mine);
    if (kept.length) {
      // Specs may swap between SKUs in one edit: park the kept ones on unique temporary values first so
      // the (item, spec) uniqueness never trips halfway through.
      await tx.update(t.itemSkus).set({ specValues: sql`'#' || ${t.itemSkus.skuId}` }).where(and(mine, inArray(t.itemSkus.skuId, kept)));
    }
    for (const x of g.skus) {
      if (x.skuId) {
        const { tntId: _t, skuId: _s, itemId: _i, ...values } = skuValues(s.tntId, itemId, x, x.skuId);
        await tx.update(t.itemSkus).set(values).where(and(mine, eq(t.itemSkus.skuId, x.skuId)));
      } else {
        await tx.insert(t.itemSkus).values(skuValues(s.tntId, itemId, x, newId()));
      }
    }
    await tx
      .update(t.items)
      .set({
        itemNm: g.itemNm, categoryId: g.categoryId, unitId: g.unitId, mallId: g.mallId, brand: g.brand, origin: g.origin,
        description: g.description, pictures: g.pictures, attributes: g.attributes, preSell: g.preSell, preSellDate: g.preSellDate,
        freightTemplateId: g.freightTemplateId, updatedAt: new Date(now),
      })
      .where(and(eq(t.items.tntId, s.tntId), eq(t.items.itemId, itemId)));
    await recomputeAggregates(tx, s.tntId, itemId);
    return { itemId };
  });
}

export async function deleteGoods(deps: Deps, s: Seller, itemIds: string[]): Promise<null> {
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const rows = await lockOwn(tx, s, itemIds);
    // All or nothing: one refused row refuses the batch before anything is deleted.
    if (rows.some((r) => r.status === STATUS.frozen)) throw fail('CONFLICT', MSG.frozen);
    if (rows.some((r) => r.status === STATUS.onShelf)) throw fail('CONFLICT', MSG.onShelf);
    const held = (await reservedSkus(tx, s.tntId, rows.map((r) => r.itemId))).find((x) => x.reserved > 0);
    if (held) throw fail('CONFLICT', `规格“${held.specValues}”有${held.reserved}件被未发货的订单占用，不能删除商品`, { skuId: held.skuId, reserved: held.reserved });
    await tx.delete(t.items).where(and(eq(t.items.tntId, s.tntId), inArray(t.items.itemId, rows.map((r) => r.itemId))));
  });
  return null;
}

export async function setPreSell(deps: Deps, s: Seller, body: { itemId: string; preSell: boolean; preSellDate?: string }): Promise<null> {
  const now = deps.clock.now();
  const preSellDate = body.preSell ? body.preSellDate! : null;
  if (preSellDate) checkPreSellDate(preSellDate, now);
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const [cur] = await lockOwn(tx, s, [body.itemId]);
    if (cur!.status === STATUS.frozen) throw fail('CONFLICT', MSG.frozen);
    await tx
      .update(t.items)
      .set({ preSell: body.preSell, preSellDate, updatedAt: new Date(now) })
      .where(and(eq(t.items.tntId, s.tntId), eq(t.items.itemId, cur!.itemId)));
  });
  return null;
}
