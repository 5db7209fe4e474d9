// The shop documents bound to their tables (docs/workflow.md): every status change of an online or offline
// shop goes through shopDocument.move / offlineShopDocument.move inside the caller's transaction. The
// seller is its enterprise (any of its accounts holding the rights); another enterprise's shop is "not
// found". The closing reason is written by the close effect and cleared on reopening.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { declareDocument, fail, type MoveContext, type Mover } from '../../core';
import * as t from './tables';
import { offlineShopFlow, shopFlow, type ShopRole } from './workflow';

export type ShopRow = typeof t.shops.$inferSelect;
export type OfflineShopRow = typeof t.offlineShops.$inferSelect;
export type ShopActor = Mover<ShopRole>;
export const SYSTEM: ShopActor = { accountId: 'system', companyId: null, role: 'system' };

export async function lockShop(tx: Tx, tntId: string, shopId: string): Promise<ShopRow> {
  const [row] = await tx.select().from(t.shops).where(and(eq(t.shops.tntId, tntId), eq(t.shops.shopId, shopId))).for('update');
  if (!row) throw fail('NOT_FOUND', '网店不存在');
  return row;
}

export async function lockOfflineShop(tx: Tx, tntId: string, offlineId: string): Promise<OfflineShopRow> {
  const o = t.offlineShops;
  const [row] = await tx.select().from(o).where(and(eq(o.tntId, tntId), eq(o.offlineId, offlineId))).for('update');
  if (!row) throw fail('NOT_FOUND', '线下门店不存在');
  return row;
}

const reasonOf = (c: { note: string }) => {
  const reason = c.note.trim();
  if (reason.length > 100) throw fail('BAD_REQUEST', '停业原因不超过100个字');
  c.note = reason || '卖家停业';
  return reason;
};

export const shopDocument = declareDocument<ShopRow, keyof typeof shopFlow.decl.states, typeof shopFlow.decl.moves, ShopRole, string>({
  workflow: shopFlow,
  lock: lockShop,
  idOf: (r) => r.shopId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(t.shops).set({ status: to, updatedAt: now }).where(and(eq(t.shops.tntId, r.tntId), eq(t.shops.shopId, r.shopId))).returning();
    return after!;
  },
  isParty: (r, a) => a.role === 'system' || a.companyId === r.companyId,
  history: { table: 'shop_history', key: 'shop_id' },
  effects: {
    close: async (c: MoveContext<ShopRow, ShopRole>) => {
      await c.tx.update(t.shops).set({ reason: reasonOf(c) }).where(and(eq(t.shops.tntId, c.tntId), eq(t.shops.shopId, c.row.shopId)));
    },
    reopen: async (c: MoveContext<ShopRow, ShopRole>) => {
      await c.tx.update(t.shops).set({ reason: '' }).where(and(eq(t.shops.tntId, c.tntId), eq(t.shops.shopId, c.row.shopId)));
    },
  },
  system: SYSTEM,
});

const o = t.offlineShops;
export const offlineShopDocument = declareDocument<OfflineShopRow, keyof typeof offlineShopFlow.decl.states, typeof offlineShopFlow.decl.moves, ShopRole, string>({
  workflow: offlineShopFlow,
  lock: lockOfflineShop,
  idOf: (r) => r.offlineId,
  statusOf: (r) => r.status,
  async setStatus(tx, r, to, now) {
    const [after] = await tx.update(o).set({ status: to, updatedAt: now }).where(and(eq(o.tntId, r.tntId), eq(o.offlineId, r.offlineId))).returning();
    return after!;
  },
  isParty: (r, a) => a.role === 'system' || a.companyId === r.companyId,
  history: { table: 'offline_shop_history', key: 'offline_id' },
  effects: {
    close: async (c: MoveContext<OfflineShopRow, ShopRole>) => {
      await c.tx.update(o).set({ reason: reasonOf(c) }).where(and(eq(o.tntId, c.tntId), eq(o.offlineId, c.row.offlineId)));
    },
    reopen: async (c: MoveContext<OfflineShopRow, ShopRole>) => {
      await c.tx.update(o).set({ reason: '' }).where(and(eq(o.tntId, c.tntId), eq(o.offlineId, c.row.offlineId)));
    },
  },
  system: SYSTEM,
});
