// The platform operator (tenant admin) over every goods row of its tenant: freeze (the goods leave the
// mall at once and the owner cannot put them back), unfreeze (-> off shelf), and off shelf when the
// tenant parameter TNT_DOWNSELF_ITEM is '1'.
import { and, eq } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import * as t from './tables';
import { tenantTables } from '../tenant';
import { fail, type Deps, type Principal } from '../../core';
import { MSG, STATUS } from './goods-service';

async function lockAny(tx: Tx, tntId: string, itemId: string) {
  const [row] = await tx.select().from(t.items).where(and(eq(t.items.tntId, tntId), eq(t.items.itemId, itemId))).for('update');
  if (!row) throw fail('NOT_FOUND');
  return row;
}

async function setStatus(tx: Tx, tntId: string, itemId: string, values: Partial<typeof t.items.$inferInsert>, now: number) {
  await tx.update(t.items).set({ ...values, updatedAt: new Date(now) }).where(and(eq(t.items.tntId, tntId), eq(t.items.itemId, itemId)));
}

export async function freezeGoods(deps: Deps, p: Principal, itemId: string, frozenReason: string): Promise<null> {
  const reason = frozenReason.trim();
  if (!reason) throw fail('BAD_REQUEST', '请输入冻结原因');
  await withTenant(deps.orm, p.tntId, async (tx) => {
    const row = await lockAny(tx, p.tntId, itemId);
    if (row.status === STATUS.frozen) throw fail('CONFLICT', MSG.frozen);
    await setStatus(tx, p.tntId, itemId, { status: STATUS.frozen, frozenReason: reason }, deps.clock.now());
  });
  return null;
}

export async function unfreezeGoods(deps: Deps, p: Principal, itemId: string): Promise<null> {
  await withTenant(deps.orm, p.tntId, async (tx) => {
    const row = await lockAny(tx, p.tntId, itemId);
    if (row.status !== STATUS.frozen) throw fail('CONFLICT', '商品未冻结');
    await setStatus(tx, p.tntId, itemId, { status: STATUS.offShelf, frozenReason: '' }, deps.clock.now());
  });
  return null;
}

export async function platformTakeOffShelf(deps: Deps, p: Principal, itemId: string): Promise<null> {
  await withTenant(deps.orm, p.tntId, async (tx) => {
    // Read in the same transaction as the change: a parameter switched off meanwhile is honoured.
    const [param] = await tx
      .select({ v: tenantTables.tenantParams.paramValue })
      .from(tenantTables.tenantParams)
      .where(and(eq(tenantTables.tenantParams.tntId, p.tntId), eq(tenantTables.tenantParams.paramNo, 'TNT_DOWNSELF_ITEM')));
    if (param?.v !== '1') throw fail('CONFLICT', '平台未开启商品下架功能');
    const row = await lockAny(tx, p.tntId, itemId);
    if (row.status === STATUS.frozen) throw fail('CONFLICT', MSG.frozen);
    if (row.status !== STATUS.onShelf) throw fail('CONFLICT', '商品未上架');
    await setStatus(tx, p.tntId, itemId, { status: STATUS.offShelf }, deps.clock.now());
  });
  return null;
}
