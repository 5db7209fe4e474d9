// On shelf / off shelf by the owner (docs/goods.md statuses). A batch is all or nothing: every row is
// locked and checked before any is changed.
import { and, eq, inArray } from 'drizzle-orm';
import { withTenant } from '../../db';
import * as t from './tables';
import { fail, type Deps } from '../../core';
import type { Seller } from './access';
import { lockOwn, MSG, STATUS } from './goods-service';
import { todayOf } from './goods-input';
import { isZeroAmount } from './money';

const INCOMPLETE = '请完善商品图片和规格后再上架';

export async function putOnShelf(deps: Deps, s: Seller, itemIds: string[]): Promise<null> {
  const now = deps.clock.now();
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const rows = await lockOwn(tx, s, itemIds);
    for (const r of rows) {
      if (r.status === STATUS.frozen) throw fail('CONFLICT', MSG.frozen);
      if (r.status === STATUS.onShelf) throw fail('CONFLICT', '商品已上架');
      // min_price mirrors the SKUs (same transaction as every SKU change), so "> 0" covers every SKU.
      if (r.skuCount < 1 || isZeroAmount(r.minPrice) || r.pictures.length === 0) throw fail('CONFLICT', INCOMPLETE);
      if (r.preSell && (!r.preSellDate || r.preSellDate < todayOf(now))) throw fail('BAD_REQUEST', '预计发货日期不能早于今天');
      // The category and unit still exist: the foreign keys of items guarantee it.
    }
    await tx
      .update(t.items)
      .set({ status: STATUS.onShelf, onShelfAt: new Date(now), updatedAt: new Date(now) })
      .where(and(eq(t.items.tntId, s.tntId), inArray(t.items.itemId, rows.map((r) => r.itemId))));
  });
  return null;
}

export async function takeOffShelf(deps: Deps, s: Seller, itemIds: string[]): Promise<null> {
  const now = new Date(deps.clock.now());
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const rows = await lockOwn(tx, s, itemIds);
    for (const r of rows) {
      if (r.status === STATUS.frozen) throw fail('CONFLICT', MSG.frozen);
      if (r.status !== STATUS.onShelf) throw fail('CONFLICT', '商品未上架');
    }
    await tx
      .update(t.items)
      .set({ status: STATUS.offShelf, updatedAt: now })
      .where(and(eq(t.items.tntId, s.tntId), inArray(t.items.itemId, rows.map((r) => r.itemId))));
  });
  return null;
}
