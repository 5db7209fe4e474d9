// Units of measure (斤, 箱, 吨 ...): an enterprise's own list; a unit used by goods cannot be deleted.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { withTenant, contains, given, isUniqueViolation, type ReadDb, type PageArgs } from '../../db';
import * as t from './tables';
import { fail, newId, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { type Seller } from './access';

const NAME_TAKEN = '单位名称已存在';

// Outer columns spelled out: Drizzle leaves columns unqualified in a one-table select, which inside the
// subquery would bind to the goods table.
const itemCount = sql<number>`(select count(*)::int from ${t.items} i where i.tnt_id = item_units.tnt_id and i.unit_id = item_units.unit_id)`;

type Row = { unitId: string; unitNm: string; remark: string; itemCount: number; updatedAt: Date };
const answer = (r: Row) => ({ unitId: r.unitId, unitNm: r.unitNm, remark: r.remark, itemCount: Number(r.itemCount), updatedAt: formatDateTime(r.updatedAt) });

const selectUnits = (q: ReadDb, s: Seller, where: SQL | undefined) =>
  q
    .select({ unitId: t.itemUnits.unitId, unitNm: t.itemUnits.unitNm, remark: t.itemUnits.remark, itemCount, updatedAt: t.itemUnits.updatedAt })
    .from(t.itemUnits)
    .where(and(eq(t.itemUnits.tntId, s.tntId), eq(t.itemUnits.companyId, s.companyId), where));

export async function unitPage(read: TenantReads, s: Seller, body: PageArgs & { unitNm?: string }) {
  const where = given(body.unitNm) ? contains(t.itemUnits.unitNm, body.unitNm.trim()) : undefined;
  const { rows, total } = await read.page(body, {
    count: (q) => q.select({ n: count() }).from(t.itemUnits).where(and(eq(t.itemUnits.tntId, s.tntId), eq(t.itemUnits.companyId, s.companyId), where)),
    rows: (q, limit, offset) => selectUnits(q, s, where).orderBy(desc(t.itemUnits.updatedAt), asc(t.itemUnits.unitId)).limit(limit).offset(offset),
  });
  return { records: rows.map(answer), total };
}

export async function unitList(read: TenantReads, s: Seller) {
  const rows = await read.query((q) => selectUnits(q, s, undefined).orderBy(asc(t.itemUnits.unitNm), asc(t.itemUnits.unitId)));
  return rows.map(answer);
}

async function save(deps: Deps, s: Seller, unitId: string | null, body: { unitNm: string; remark?: string }) {
  const unitNm = body.unitNm.trim();
  if (!unitNm) throw fail('BAD_REQUEST', '请输入单位名称');
  const remark = (body.remark ?? '').trim();
  try {
    return await withTenant(deps.orm, s.tntId, async (tx) => {
      const owned = and(eq(t.itemUnits.tntId, s.tntId), eq(t.itemUnits.companyId, s.companyId));
      let used = 0;
      if (unitId) {
        const [cur] = await tx.select({ id: t.itemUnits.unitId, itemCount }).from(t.itemUnits).where(and(owned, eq(t.itemUnits.unitId, unitId))).for('update');
        if (!cur) throw fail('NOT_FOUND');
        used = Number(cur.itemCount);
      }
      const same = await tx.select({ id: t.itemUnits.unitId }).from(t.itemUnits).where(and(owned, eq(t.itemUnits.unitNm, unitNm)));
      if (same.some((r) => r.id !== unitId)) throw fail('CONFLICT', NAME_TAKEN);
      const updatedAt = new Date(deps.clock.now());
      const id = unitId ?? newId();
      if (unitId) await tx.update(t.itemUnits).set({ unitNm, remark, updatedAt }).where(and(owned, eq(t.itemUnits.unitId, unitId)));
      else await tx.insert(t.itemUnits).values({ tntId: s.tntId, unitId: id, companyId: s.companyId, unitNm, remark, updatedAt });
      return answer({ unitId: id, unitNm, remark, itemCount: used, updatedAt });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', NAME_TAKEN);
    throw e;
  }
}

export const addUnit = (deps: Deps, s: Seller, body: { unitNm: string; remark?: string }) => save(deps, s, null, body);
export const updateUnit = (deps: Deps, s: Seller, body: { unitId: string; unitNm: string; remark?: string }) => save(deps, s, body.unitId, body);

export async function deleteUnit(deps: Deps, s: Seller, unitId: string): Promise<null> {
  await withTenant(deps.orm, s.tntId, async (tx) => {
    const owned = and(eq(t.itemUnits.tntId, s.tntId), eq(t.itemUnits.companyId, s.companyId), eq(t.itemUnits.unitId, unitId));
    const [cur] = await tx.select({ id: t.itemUnits.unitId }).from(t.itemUnits).where(owned).for('update');
    if (!cur) throw fail('NOT_FOUND');
    const [used] = await tx.select({ id: t.items.itemId }).from(t.items).where(and(eq(t.items.tntId, s.tntId), eq(t.items.unitId, unitId))).limit(1);
    if (used) throw fail('CONFLICT', '该单位已被商品使用，不能删除');
    await tx.delete(t.itemUnits).where(owned);
  });
  return null;
}
